import { sql } from "drizzle-orm";
import type { CheckFailure, PracticeFile, PracticeSpec } from "@shared/domain/practice";
import type {
  CriterionMark,
  ProjectChecks,
  ProjectRuntime,
  ReviewDecision,
  RubricCriterion,
  SubmissionStatus,
} from "@shared/domain/projects";
import type { FirstPassComment, FirstPassCriterion } from "@shared/domain/review";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  bigint,
  date,
} from "drizzle-orm/pg-core";

/** One unit's progress inside a job (decision 0036): lesson `lesson` of `lessons` written. */
export interface JobStepValue {
  module: number;
  modules: number;
  lesson: number;
  lessons: number;
}

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();
const updatedAt = () =>
  ts("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/* ------------------------------------------------------------------ auth (Better Auth) */

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** One role per user: user, moderator or admin (spec's user_roles). */
    role: text("role").notNull().default("user"),
    /** Interface language (spec's profiles.language). */
    language: text("language").notNull().default("de"),
    /** Better Auth's two-factor plugin: set once a TOTP code confirmed the set-up. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /** Product e-mails (the weekly plan reminder); the learner turns them off in settings. */
    productEmails: boolean("product_emails").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Better Auth admin plugin: a banned user cannot sign in (until ban_expires, if set). */
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    banExpires: ts("ban_expires"),
  },
  (t) => [
    // The users screen sorts and filters on these (decision 0046).
    index("user_created_at_idx").on(t.createdAt, t.id),
    index("user_name_idx").on(t.name, t.id),
    index("user_role_idx").on(t.role),
  ],
);

/** Better Auth's two-factor plugin: the encrypted TOTP secret and backup codes of a user. */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: ts("locked_until"),
  },
  (t) => [
    index("two_factor_user_id_idx").on(t.userId),
    index("two_factor_secret_idx").on(t.secret),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: ts("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Better Auth admin plugin (impersonation is not offered; the column is the plugin's). */
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: ts("access_token_expires_at"),
    refreshTokenExpiresAt: ts("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: ts("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Better Auth's rate limiter (storage: database), shared by every process. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/* ------------------------------------------------------------------ courses */

export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    difficultyLevel: text("difficulty_level").notNull().default("Beginner"),
    estimatedDurationHours: integer("estimated_duration_hours").notNull().default(8),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: ts("published_at"),
    thumbnailUrl: text("thumbnail_url"),
    /** Source language of the base rows (modules, lessons, blocks). */
    language: text("language").notNull().default("de"),
    topic: text("topic"),
    specificGoals: text("specific_goals"),
    /** One of SKILL_AREAS (src/shared/domain/skill-areas.ts); null = "nicht zugeordnet". */
    skillArea: text("skill_area"),
    /** Optimistic concurrency for the course settings: bumped by every write to this row. */
    revision: integer("revision").notNull().default(1),
    /** Stable key of seeded demo content; null for authored courses. */
    seedKey: text("seed_key").unique(),
    /** The create-course job that wrote this course: a retried job never writes it twice. */
    creationKey: text("creation_key").unique(),
    /** Archived courses are unpublished and kept for the record (decision 0025). */
    archivedAt: ts("archived_at"),
    /** The AI tutor in this course's lessons (issue 17); the platform switch comes first. */
    tutorEnabled: boolean("tutor_enabled").notNull().default(true),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("courses_published_created_idx").on(t.isPublished, t.createdAt),
    index("courses_created_idx").on(t.createdAt),
  ],
);

/**
 * A language version of a course. The version in the course's source language
 * describes the base rows; a translated version carries `translationJson`, an overlay
 * of translated text keyed by the ids of the base rows (see docs/decisions).
 */
export const courseVersions = pgTable(
  "course_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    versionNumber: integer("version_number").notNull().default(1),
    language: text("language").notNull(),
    structureJson: jsonb("structure_json").notNull(),
    translationJson: jsonb("translation_json"),
    isActive: boolean("is_active").notNull().default(false),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: ts("published_at"),
    /** Who wrote it: ai, offline (template draft), seed, manual. */
    generator: text("generator").notNull().default("manual"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("course_versions_course_language_uq").on(t.courseId, t.language),
    index("course_versions_created_idx").on(t.createdAt),
  ],
);

export const modules = pgTable(
  "modules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    orderIndex: integer("order_index").notNull(),
    /** Optimistic concurrency for this row (title, description): bumped by every write to it. */
    revision: integer("revision").notNull().default(1),
    /**
     * Bumped by every change of the module's content in the source language: the module
     * row, its lessons and their blocks, generation. Translations record the value they
     * were made from; a smaller value there means "veraltet".
     */
    contentRevision: integer("content_revision").notNull().default(1),
    /** Why the last generation of this module failed (readable German); cleared when it is written. */
    generationError: text("generation_error"),
    createdAt: createdAt(),
  },
  (t) => [index("modules_course_order_idx").on(t.courseId, t.orderIndex)],
);

export const lessons = pgTable(
  "lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    lessonType: text("lesson_type").notNull().default("enhanced_text"),
    learningObjective: text("learning_objective"),
    estimatedDurationMinutes: integer("estimated_duration_minutes").notNull().default(25),
    videoUrl: text("video_url"),
    orderIndex: integer("order_index").notNull(),
    /** Optimistic concurrency for the lesson and its blocks: bumped by every write. */
    revision: integer("revision").notNull().default(1),
    /** "generated" (written by the AI or seeded) or "manual" (added by hand in the editor). */
    origin: text("origin").notNull().default("generated"),
    createdAt: createdAt(),
  },
  (t) => [index("lessons_module_order_idx").on(t.moduleId, t.orderIndex)],
);

export const lessonCodeExamples = pgTable(
  "lesson_code_examples",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    title: text("title").notNull().default(""),
    description: text("description"),
    code: text("code").notNull(),
    language: text("language").notNull().default("javascript"),
    orderIndex: integer("order_index").notNull().default(1),
  },
  (t) => [index("lesson_code_examples_lesson_idx").on(t.lessonId)],
);

export const lessonExercises = pgTable(
  "lesson_exercises",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    task: text("task").notNull(),
    hint: text("hint"),
    solution: text("solution"),
    orderIndex: integer("order_index").notNull().default(1),
    /**
     * A code exercise's practice part (`PracticeSpec` of src/shared/domain/practice.ts:
     * runtime, starter and solution files, checks, dataset, limits, required); null for a
     * plain exercise (issue 29, decision 0080).
     */
    practice: jsonb("practice").$type<PracticeSpec>(),
    /**
     * The server's last validation of `practice` (the model solution passes every check, the
     * starter code fails one): what it checked (a hash of the spec), the outcome and when.
     */
    practiceValidation: jsonb("practice_validation").$type<PracticeValidationRecord>(),
  },
  (t) => [index("lesson_exercises_lesson_idx").on(t.lessonId)],
);

/** A validation of an exercise's practice part as stored (`lesson_exercises.practice_validation`). */
export interface PracticeValidationRecord {
  /** Hash of the practice spec that was validated; a different spec is not validated. */
  hash: string;
  ok: boolean;
  /** Why not, when not ok (a validation message key or text). */
  problems?: unknown[];
  at: string;
}

export const lessonQuizzes = pgTable(
  "lesson_quizzes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    /** A list of choices (text, or objects with text/choice and optional id), or a JSON string. */
    choices: jsonb("choices").notNull(),
    correctAnswer: integer("correct_answer").notNull(),
    explanation: text("explanation"),
    orderIndex: integer("order_index").notNull().default(1),
  },
  (t) => [index("lesson_quizzes_lesson_idx").on(t.lessonId)],
);

/* ------------------------------------------------------------------ learner progress */

export const userLearningPath = pgTable(
  "user_learning_path",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    assignedAt: ts("assigned_at").notNull().defaultNow(),
    startedAt: ts("started_at"),
    completedAt: ts("completed_at"),
    progressPercentage: integer("progress_percentage").notNull().default(0),
    /** Why the plan holds this course (PlanReason of src/shared/domain/learning-plan.ts); null when added by hand. */
    planReason: text("plan_reason"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("user_learning_path_user_course_uq").on(t.userId, t.courseId),
    index("user_learning_path_user_assigned_idx").on(t.userId, t.assignedAt),
    // A course's learners (course report, learners report), newest first (issue 34).
    index("user_learning_path_course_assigned_idx").on(t.courseId, t.assignedAt),
  ],
);

export const userLessonProgress = pgTable(
  "user_lesson_progress",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    completedAt: ts("completed_at"),
    timeSpentMinutes: integer("time_spent_minutes").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("user_lesson_progress_user_lesson_uq").on(t.userId, t.lessonId),
    // Recent activity: the newest rows of a learner straight from the index (decision 0062).
    index("user_lesson_progress_user_recent_idx").on(t.userId, t.updatedAt, t.id),
  ],
);

/* ------------------------------------------------------------------ funnel leads */

export const funnelLeads = pgTable(
  "funnel_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 of the opaque token handed to the visitor; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    /** Lower-cased; one e-mail address = one lead. */
    email: text("email").notNull().unique(),
    goal: text("goal"),
    experienceLevel: text("experience_level"),
    learningStyle: jsonb("learning_style").$type<string[] | null>(),
    interestTopic: text("interest_topic"),
    timeAvailable: text("time_available"),
    biggestBlocker: text("biggest_blocker"),
    utmSource: text("utm_source"),
    language: text("language").notNull().default("de"),
    welcomeEmailSent: boolean("welcome_email_sent").notNull().default(false),
    emailSentAt: ts("email_sent_at"),
    registered: boolean("registered").notNull().default(false),
    registeredAt: ts("registered_at"),
    clickedStartEmail: boolean("clicked_start_email").notNull().default(false),
    clickedStartEmailAt: ts("clicked_start_email_at"),
    unsubscribed: boolean("unsubscribed").notNull().default(false),
    unsubscribedAt: ts("unsubscribed_at"),
    /**
     * Answers sent anonymously for an address that already has a lead (decision 0032): kept
     * aside until the owner confirms them through the mailed link (SHA-256 of its token).
     */
    pendingAnswers: jsonb("pending_answers").$type<Record<string, unknown> | null>(),
    pendingTokenHash: text("pending_token_hash").unique(),
    pendingRequestedAt: ts("pending_requested_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What became of the lead (decision 0162), kept by triggers on `funnel_leads`, `user` and
     * `user_learning_path`: an account with its address exists / has a course started /
     * completed on its path. Summed per day into `funnel_outcome_daily_counts`.
     */
    outcomeRegistered: boolean("outcome_registered").notNull().default(false),
    outcomeStarted: boolean("outcome_started").notNull().default(false),
    outcomeCompleted: boolean("outcome_completed").notNull().default(false),
  },
  (t) => [
    // The funnel report and the admin home read a period of leads; the CSV export reads
    // them in this order through a cursor (issue 34).
    index("funnel_leads_created_idx").on(t.createdAt, t.id),
  ],
);

/* ------------------------------------------------------------------ learning plan */

/**
 * The learner's six answers (issue 15, decision 0010), from their funnel lead or the in-app
 * questionnaire, and the weekly reminder setting. One row per user.
 */
export const learningProfiles = pgTable("learning_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  goal: text("goal").notNull(),
  experienceLevel: text("experience_level").notNull(),
  timeAvailable: text("time_available").notNull(),
  learningStyle: jsonb("learning_style").$type<string[]>().notNull(),
  interestTopic: text("interest_topic").notNull(),
  biggestBlocker: text("biggest_blocker").notNull(),
  /** "lead" (funnel answers at the first sign-in) or "app" (questionnaire or profile page). */
  source: text("source").notNull(),
  reminderEnabled: boolean("reminder_enabled").notNull().default(false),
  /** When the plan was last applied; courses published later are "Neu für dich". */
  appliedAt: ts("applied_at").notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One weekly reminder per learner and ISO week: the unique key makes sending idempotent. */
export const planReminders = pgTable(
  "plan_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** ISO week, "2026-W48". */
    isoWeek: text("iso_week").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("plan_reminders_user_week_uq").on(t.userId, t.isoWeek)],
);

/* ------------------------------------------------------------------ e-mail outbox */

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    kind: text("kind").notNull(),
    language: text("language").notNull().default("de"),
    /** pending (to send over SMTP), sent, stored (no SMTP configured), failed (gave up). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    sentAt: ts("sent_at"),
    /** Set when a mail_outbox row with this reference was already written (idempotent writes). */
    relatedId: text("related_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_status_next_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_to_created_idx").on(t.to, t.createdAt),
  ],
);

/* ------------------------------------------------------------------ jobs */

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    /** queued, running, succeeded, failed, cancelled */
    status: text("status").notNull().default("queued"),
    /** At most one queued or running job per key (for example one per module). */
    dedupeKey: text("dedupe_key"),
    payload: jsonb("payload").notNull(),
    result: jsonb("result"),
    progress: integer("progress").notNull().default(0),
    total: integer("total").notNull().default(1),
    message: text("message"),
    /**
     * Progress inside the units of a running job (the lessons of each module being written),
     * keyed by unit (module id): `{ module, modules, lesson, lessons }`; decision 0036.
     */
    steps: jsonb("steps").$type<Record<string, JobStepValue>>(),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    lockedBy: text("locked_by"),
    heartbeatAt: ts("heartbeat_at"),
    /** Client key of one submission (course creation): a repeated request finds this job. */
    idempotencyKey: text("idempotency_key").unique(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: ts("started_at"),
    finishedAt: ts("finished_at"),
  },
  (t) => [
    uniqueIndex("jobs_active_dedupe_uq")
      .on(t.dedupeKey)
      .where(sql`${t.status} in ('queued', 'running')`),
    index("jobs_status_created_idx").on(t.status, t.createdAt),
  ],
);

/* ------------------------------------------------------------------ audit trail */

/**
 * Who changed what and when. No foreign keys on the subject: the history of a deleted
 * course, module or lesson stays readable. `details` holds what the change needs to be
 * understood later (old and new values, removed progress counts).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The course the change belongs to, when it belongs to one. */
    courseId: uuid("course_id"),
    /** course, version, module, lesson, block, user, certificate, ... */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    /** A verb in kebab-case: created, updated, deleted, restored, reordered, published, ... */
    action: text("action").notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_course_created_idx").on(t.courseId, t.createdAt),
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.createdAt),
  ],
);

/* ------------------------------------------------------------------ editor recycle bin */
/**
 * Deleted modules and lessons, kept at least 30 days: `snapshot` holds the rows (module,
 * lessons, blocks) and the learners' progress rows of those lessons, so a restore
 * re-inserts them with the same ids and progress comes back.
 */
export const trash = pgTable(
  "trash",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** module or lesson */
    kind: text("kind").notNull(),
    entityId: uuid("entity_id").notNull(),
    /** The module of a deleted lesson. */
    parentId: uuid("parent_id"),
    title: text("title").notNull(),
    parentTitle: text("parent_title"),
    lessonCount: integer("lesson_count").notNull().default(0),
    learnersWithProgress: integer("learners_with_progress").notNull().default(0),
    snapshot: jsonb("snapshot").notNull(),
    deletedBy: text("deleted_by").references(() => user.id, { onDelete: "set null" }),
    deletedAt: ts("deleted_at").notNull().defaultNow(),
  },
  (t) => [
    index("trash_course_deleted_idx").on(t.courseId, t.deletedAt),
    index("trash_deleted_idx").on(t.deletedAt),
  ],
);

/* ------------------------------------------------------------------ our rate limiter */

export const apiRateLimits = pgTable("api_rate_limits", {
  key: text("key").primaryKey(),
  windowStart: ts("window_start").notNull(),
  count: integer("count").notNull(),
});

/**
 * Failed sign-ins per account (decision 0059): after `SIGNIN_ACCOUNT_MAX_FAILURES` within the
 * window each attempt waits a growing delay (`locked_until`); the owner gets one mail per window.
 */
export const signInThrottle = pgTable("sign_in_throttle", {
  email: text("email").primaryKey(),
  failures: integer("failures").notNull(),
  lastFailureAt: ts("last_failure_at").notNull(),
  lockedUntil: ts("locked_until"),
  notifiedAt: ts("notified_at"),
});

/* ------------------------------------------------------------------ demo content */

/**
 * Demo courses this install has received (by `courses.seed_key`). Seeding adds the demo
 * courses missing from this list, so a demo course an admin removed is not written again.
 */
export const demoCourseSeeds = pgTable("demo_course_seeds", {
  seedKey: text("seed_key").primaryKey(),
  seededAt: ts("seeded_at").notNull().defaultNow(),
});

/**
 * First-admin setup (decision 0047): hashes of the setup tokens printed in the server log
 * while no admin exists (one per process start); all rows go when the first admin exists.
 */
export const setupTokens = pgTable("setup_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  createdAt: createdAt(),
});

/* ------------------------------------------------------------------ stored counts */

/**
 * Lessons and their minutes per course, kept by database triggers in the same transaction
 * as every write to lessons and modules (decision 0056): the catalogue, path and dashboard
 * read one small row per course instead of counting lessons.
 */
export const courseLessonCounts = pgTable("course_lesson_counts", {
  courseId: uuid("course_id")
    .primaryKey()
    .references(() => courses.id, { onDelete: "cascade" }),
  lessons: integer("lessons").notNull().default(0),
  minutes: integer("minutes").notNull().default(0),
});

/** A learner's completed lessons, their minutes and last activity per course (triggers, 0056). */
export const userCourseCounts = pgTable(
  "user_course_counts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    completed: integer("completed").notNull().default(0),
    completedMinutes: integer("completed_minutes").notNull().default(0),
    lastTouchedAt: ts("last_touched_at"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index("user_course_counts_course_idx").on(t.courseId),
    // Learners with progress in a course counted from the index alone (issue 34).
    index("user_course_counts_course_completed_idx").on(t.courseId, t.completed),
  ],
);

/**
 * The content epoch (decision 0062): one row, raised once per committing transaction that
 * changes what learners read (courses, translations, modules, lessons and their parts), by a
 * deferred trigger at commit. Every process keeps published content in memory keyed by it and
 * reads it in the statement of each request, so an edit through one process is seen at once
 * through every other.
 */
export const contentEpoch = pgTable("content_epoch", {
  id: integer("id").primaryKey().default(1),
  value: bigint("value", { mode: "number" }).notNull().default(0),
});

/* ------------------------------------------------------------------ AI tutor (issue 17, decision 0052) */

/** Platform-wide settings, one row (id = 1); missing row = the defaults below. */
export const platformSettings = pgTable("platform_settings", {
  id: integer("id").primaryKey().default(1),
  tutorEnabled: boolean("tutor_enabled").notNull().default(true),
  tutorDailyLimit: integer("tutor_daily_limit").notNull().default(30),
  tutorMonthlyTokenBudget: integer("tutor_monthly_token_budget").notNull().default(2_000_000),
  tutorRetentionDays: integer("tutor_retention_days").notNull().default(180),
  updatedAt: updatedAt(),
});

/** One question of a learner to the tutor with its answer (kept per user and lesson). */
export const tutorMessages = pgTable(
  "tutor_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    /** "model" (an AI provider answered) or "offline" (passages of the lesson). */
    mode: text("mode").notNull(),
    helpful: boolean("helpful"),
    reportedAt: ts("reported_at"),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("tutor_messages_user_lesson_idx").on(t.userId, t.lessonId, t.createdAt),
    index("tutor_messages_course_idx").on(t.courseId, t.lessonId),
    index("tutor_messages_created_idx").on(t.createdAt),
  ],
);

/**
 * Messages and tokens per learner and day: the daily limit and the monthly budget count
 * here, so clearing a conversation does not give messages back. No text is kept here.
 */
export const tutorUsage = pgTable(
  "tutor_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    messages: integer("messages").notNull().default(0),
    tokens: integer("tokens").notNull().default(0),
  },
  (t) => [
    uniqueIndex("tutor_usage_user_day_uq").on(t.userId, t.day),
    index("tutor_usage_day_idx").on(t.day),
  ],
);

/**
 * What a learner has uncovered (server-side): an exercise's model solution shown or a
 * quiz answered. Only then does the tutor's prompt contain the solution or the answer.
 */
export const tutorReveals = pgTable(
  "tutor_reveals",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    /** The exercise or quiz id. */
    itemId: uuid("item_id").notNull(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("tutor_reveals_user_item_uq").on(t.userId, t.itemId)],
);

/* ------------------------------------------------------------------ practice engine (issue 29, decision 0080) */

/** The summary of one check of a learner's last run, as stored. */
export interface StoredCheckResult {
  id: string;
  status: "passed" | "failed" | "notRun";
  failure?: CheckFailure;
}

/**
 * A learner's code of one code exercise: the files as last saved (debounced from the
 * browser; `revision` bumped by each save, a stale one answers 409), the last check run's
 * results, the last files that passed every check and when the exercise was first solved.
 * Results come from the learner's own browser: their own progress (decision 0080).
 */
export const exerciseSubmissions = pgTable(
  "exercise_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    exerciseId: uuid("exercise_id")
      .notNull()
      .references(() => lessonExercises.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    /** The learner's current files; null until the first save (the starter files are shown). */
    files: jsonb("files").$type<PracticeFile[]>(),
    revision: integer("revision").notNull().default(0),
    lastResults: jsonb("last_results").$type<StoredCheckResult[]>(),
    passedFiles: jsonb("passed_files").$type<PracticeFile[]>(),
    solvedAt: ts("solved_at"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("exercise_submissions_user_exercise_uq").on(t.userId, t.exerciseId),
    index("exercise_submissions_user_lesson_idx").on(t.userId, t.lessonId),
  ],
);

/* ------------------------------------------------------------------ achievements (decision 0043) */

/**
 * Badges a learner has earned, stored when the lesson completion or quiz answer that
 * earns them is written (same transaction): they stay earned when content changes.
 */
export const userBadges = pgTable(
  "user_badges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** A BadgeId of src/shared/domain/badges.ts. */
    badge: text("badge").notNull(),
    earnedAt: ts("earned_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_badges_user_badge_uq").on(t.userId, t.badge)],
);

/**
 * The learner's streak, maintained with each lesson completion: days in a row (in the
 * learner's time zone) with at least one completed lesson.
 */
export const learnerStreaks = pgTable("learner_streaks", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** IANA time zone the browser reported with the last completion. */
  timeZone: text("time_zone").notNull(),
  /** The learner's local day of the last completion. */
  lastDay: date("last_day", { mode: "string" }).notNull(),
  current: integer("current").notNull().default(1),
  longest: integer("longest").notNull().default(1),
  updatedAt: updatedAt(),
});

/** The first answer a learner gave to a quiz (later tries do not count for badges). */
export const quizFirstAnswers = pgTable(
  "quiz_first_answers",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    quizId: uuid("quiz_id")
      .notNull()
      .references(() => lessonQuizzes.id, { onDelete: "cascade" }),
    correct: boolean("correct").notNull(),
    answeredAt: ts("answered_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quizId] })],
);

/**
 * Certificates, issued when a course reaches 100 % (unique per learner and course) and
 * kept when the course changes later: name, title and language are stored as printed.
 * `id` is the public, unguessable verification id (random UUID, 122 random bits).
 */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    learnerName: text("learner_name").notNull(),
    courseTitle: text("course_title").notNull(),
    language: text("language").notNull(),
    issuedAt: ts("issued_at").notNull().defaultNow(),
    revokedAt: ts("revoked_at"),
    revokedReason: text("revoked_reason"),
    revokedBy: text("revoked_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("certificates_user_course_uq").on(t.userId, t.courseId),
    index("certificates_course_issued_idx").on(t.courseId, t.issuedAt),
  ],
);

/* ------------------------------------------------------------------ projects (issue 30, decision 0099) */

/**
 * A course's project ("Projekt"): brief, runtime (a practice runtime or "external": a link),
 * starter files, optional automatic checks, a rubric of 3–8 criteria, and whether the
 * certificate waits for a passed submission. `revision`: optimistic concurrency.
 */
export const courseProjects = pgTable(
  "course_projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The module the project closes; null: the course's capstone. */
    moduleId: uuid("module_id").references(() => modules.id, { onDelete: "set null" }),
    orderIndex: integer("order_index").notNull().default(0),
    title: text("title").notNull(),
    brief: text("brief").notNull().default(""),
    runtime: text("runtime").$type<ProjectRuntime>().notNull(),
    starterFiles: jsonb("starter_files").$type<PracticeFile[]>().notNull().default([]),
    checks: jsonb("checks").$type<ProjectChecks>(),
    rubric: jsonb("rubric").$type<RubricCriterion[]>().notNull(),
    requiredForCertificate: boolean("required_for_certificate").notNull().default(false),
    revision: integer("revision").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The author's model solution, run against the checks by the publish gate (decision 0143); never sent to learners. */
    solutionFiles: jsonb("solution_files").$type<PracticeFile[]>().notNull().default([]),
    /** The gate's stored outcome of "Lösung prüfen" with the hash of what it ran (decision 0143). */
    solutionValidation: jsonb("solution_validation").$type<PracticeValidationRecord>(),
    /** The create request's idempotency key: a repeated create answers the same project (decision 0142). */
    idempotencyKey: text("idempotency_key").unique(),
  },
  (t) => [index("course_projects_course_order_idx").on(t.courseId, t.orderIndex)],
);

/**
 * A learner's submission of a project: one row per learner and project (unique), holding the
 * current status, the files/link being edited and the version under review; every submitted
 * version is kept in `project_submission_versions`. Deleted with the account.
 */
export const projectSubmissions = pgTable(
  "project_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => courseProjects.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").$type<SubmissionStatus>().notNull().default("draft"),
    /** The version last submitted (0: never); the next submit is version + 1. */
    version: integer("version").notNull().default(0),
    /** Optimistic concurrency of the learner's saves (expectedRevision). */
    revision: integer("revision").notNull().default(1),
    files: jsonb("files").$type<PracticeFile[]>().notNull().default([]),
    link: text("link"),
    description: text("description").notNull().default(""),
    screenshots: jsonb("screenshots").$type<string[]>().notNull().default([]),
    submittedAt: ts("submitted_at"),
    claimedBy: text("claimed_by").references(() => user.id, { onDelete: "set null" }),
    claimedAt: ts("claimed_at"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: ts("decided_at"),
    /** The last decision's summary and marks (each version keeps its own). */
    summary: text("summary"),
    marks: jsonb("marks").$type<CriterionMark[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("project_submissions_project_user_uq").on(t.projectId, t.userId),
    index("project_submissions_status_submitted_idx").on(t.status, t.submittedAt),
    index("project_submissions_user_idx").on(t.userId),
  ],
);

/** Each submitted version of a submission, with its decision: the history stays. */
export const projectSubmissionVersions = pgTable(
  "project_submission_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => projectSubmissions.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    files: jsonb("files").$type<PracticeFile[]>().notNull(),
    link: text("link"),
    description: text("description").notNull(),
    screenshots: jsonb("screenshots").$type<string[]>().notNull(),
    submittedAt: ts("submitted_at").notNull(),
    /** The server's run of the project's automatic checks on these files (null: none). */
    checkResults: jsonb("check_results").$type<StoredCheckResult[]>(),
    decision: text("decision").$type<ReviewDecision>(),
    summary: text("summary"),
    marks: jsonb("marks").$type<CriterionMark[]>(),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: ts("decided_at"),
  },
  (t) => [uniqueIndex("project_submission_versions_uq").on(t.submissionId, t.version)],
);

/** Comments on a submission version: on a file line, a file, or the whole submission. */
export const submissionComments = pgTable(
  "submission_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => projectSubmissions.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    file: text("file"),
    line: integer("line"),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("submission_comments_submission_idx").on(t.submissionId, t.createdAt)],
);

/** Reviewers an admin assigned to a course (moderators or admins). */
export const courseReviewers = pgTable(
  "course_reviewers",
  {
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.userId] }),
    index("course_reviewers_user_idx").on(t.userId),
  ],
);

/**
 * The AI first pass of a submitted version (issue 30, decision 0124): a draft for the
 * reviewer (per-criterion notes, line comments), never shown to the learner, never a decision.
 */
export const reviewFirstPasses = pgTable(
  "review_first_passes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => projectSubmissions.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** queued | running | done | failed */
    status: text("status").notNull().default("queued"),
    /** "offline" (check results per criterion) or "model". */
    source: text("source"),
    criteria: jsonb("criteria").$type<FirstPassCriterion[]>().notNull().default([]),
    comments: jsonb("comments").$type<FirstPassComment[]>().notNull().default([]),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The language the notes are written in: the claiming reviewer's (decision 0145). */
    language: text("language"),
  },
  (t) => [uniqueIndex("review_first_passes_uq").on(t.submissionId, t.version)],
);

/* ------------------------------------------------------------------ notifications (issue 30) */

/**
 * A notice in a user's bell (decision 0127): `kind` and `data` (titles, names, version) are
 * rendered in the reader's language; `link` is where it leads. `dedupe_key` is unique per
 * user: the same event (a review of one version, a reply, a waiting submission) is written
 * once however many processes or retries report it.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    data: jsonb("data").$type<Record<string, string | number | null>>().notNull().default({}),
    link: text("link").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    readAt: ts("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notifications_user_dedupe_uq").on(t.userId, t.dedupeKey),
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_user_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/* ------------------------------------------------------------------ portfolio (issue 30, decision 0128) */

/**
 * A learner's public portfolio (off by default): bio, links, the chosen passed projects in
 * their order (with whether the reviewer's summary may be shown), noindex. The handle lives
 * in `portfolio_handles`. `revision`: optimistic concurrency of the settings.
 */
export const portfolios = pgTable("portfolios", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  bio: text("bio").notNull().default(""),
  links: jsonb("links").$type<{ label: string; url: string }[]>().notNull().default([]),
  projects: jsonb("projects")
    .$type<{ submissionId: string; showReviewSummary: boolean }[]>()
    .notNull()
    .default([]),
  noindex: boolean("noindex").notNull().default(false),
  revision: integer("revision").notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Portfolio handles: the current one (`released_at` null, one per user) and old ones, which
 * redirect to the current handle and stay reserved for 30 days. The primary key makes a
 * handle unique across current and old ones, so parallel claims cannot both win.
 */
export const portfolioHandles = pgTable(
  "portfolio_handles",
  {
    handle: text("handle").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    releasedAt: ts("released_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("portfolio_handles_current_uq")
      .on(t.userId)
      .where(sql`${t.releasedAt} is null`),
  ],
);

/**
 * The site document's revisions (issue 31, decision 0133): brand, landing texts, pages.
 * The highest revision is the published one; publishing and restoring insert the next
 * number (the primary key refuses a second writer with the same expected revision).
 * The newest 20 are kept. No row: the built-in defaults.
 */
export const siteRevisions = pgTable("site_revisions", {
  revision: integer("revision").primaryKey(),
  // A SiteDocument (src/shared/contracts/site.ts), validated on write.
  document: jsonb("document").$type<unknown>().notNull(),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  restoredFrom: integer("restored_from"),
  createdAt: createdAt(),
});

/* ------------------------------------------------------------------ stored activity (issue 34) */

/**
 * Learner activity kept by triggers on `user_lesson_progress` (decision 0136, migration
 * `scale-sql`): each learner's newest progress time, how many of their progress rows were last
 * touched on each UTC day, and per day how many learners were active that day and how many
 * had their newest activity that day. The admin home reads 30 rows instead of counting
 * distinct learners over every progress row.
 */
export const learnerActivity = pgTable(
  "learner_activity",
  {
    userId: text("user_id").primaryKey(),
    lastActiveAt: ts("last_active_at").notNull(),
  },
  (t) => [index("learner_activity_last_idx").on(t.lastActiveAt)],
);

export const learnerActivityDays = pgTable(
  "learner_activity_days",
  {
    userId: text("user_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    progressRows: integer("progress_rows").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const activityDailyCounts = pgTable("activity_daily_counts", {
  day: date("day", { mode: "string" }).primaryKey(),
  /** Learners with a progress row last touched that day. */
  activeLearners: integer("active_learners").notNull().default(0),
  /** Learners whose newest progress row was touched that day. */
  lastActiveLearners: integer("last_active_learners").notNull().default(0),
});

/** Leads per UTC day of `funnel_leads.created_at`, kept by statement triggers (decision 0136). */
export const leadDailyCounts = pgTable("lead_daily_counts", {
  day: date("day", { mode: "string" }).primaryKey(),
  leads: integer("leads").notNull().default(0),
});

/**
 * The funnel's answers per UTC day of the lead, question (`dim`: goal, level, time, topic,
 * blocker) and answer (null: not answered), kept by statement triggers on `funnel_leads`
 * (decision 0162): the funnel report reads these instead of the period's leads.
 */
export const funnelAnswerDailyCounts = pgTable(
  "funnel_answer_daily_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    dim: text("dim").notNull(),
    value: text("value"),
    leads: integer("leads").notNull().default(0),
  },
  (t) => [unique("funnel_answer_daily_counts_uq").on(t.day, t.dim, t.value).nullsNotDistinct()],
);

/** The funnel's leads and what became of them per UTC day, source and language (decision 0162). */
export const funnelOutcomeDailyCounts = pgTable(
  "funnel_outcome_daily_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    utmSource: text("utm_source"),
    language: text("language").notNull(),
    leads: integer("leads").notNull().default(0),
    registered: integer("registered").notNull().default(0),
    started: integer("started").notNull().default(0),
    completed: integer("completed").notNull().default(0),
  },
  (t) => [
    unique("funnel_outcome_daily_counts_uq").on(t.day, t.utmSource, t.language).nullsNotDistinct(),
  ],
);
