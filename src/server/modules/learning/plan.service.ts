import { and, asc, eq, isNotNull, isNull, or, sql, type SQLWrapper } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { fixedLimit } from "../../db/prepared";
import {
  courses,
  courseVersions,
  learningProfiles,
  lessons,
  user,
  modules,
  userLearningPath,
  learnerWeekMinutes,
} from "../../db/schema";
import type {
  ApplyPlanInput,
  PlanAnswersInput,
  PlanPreviewResponse,
  PlanProfile,
} from "@shared/contracts/plan";
import { planAnswersSchema } from "@shared/contracts/plan";
import {
  buildPlan,
  daysLeftInWeek,
  finishWeek,
  withPlanDefaults,
  type Plan,
  type PlanAnswers,
  type PlanCourse,
} from "@shared/domain/learning-plan";
import { FUNNEL_TOPIC_AREAS } from "@shared/domain/skill-areas";
import { normalizeDifficulty } from "@shared/domain/status";
import { isLanguage, type Language } from "@shared/i18n/languages";
import { courseTitle, translationJoin } from "./course-sql";

/*
 * The personal learning plan (issue 15, docs/decisions/0010-learning-plan-rules.md).
 * The rules are pure (src/shared/domain/learning-plan.ts); this file reads the catalogue,
 * stores the profile and writes the plan as user_learning_path rows. Fixed statement
 * counts: every function runs the same statements whatever the catalogue or path size.
 */

interface CatalogueCourse extends PlanCourse {
  title: string;
}

/** Published courses with their lesson minutes, oldest published first: one statement. */
export async function planCatalogue(db: DbOrTx, lang: Language): Promise<CatalogueCourse[]> {
  const minutes = db
    .select({
      courseId: modules.courseId,
      minutes: sql<number>`sum(${lessons.estimatedDurationMinutes})::int`.as("minutes"),
    })
    .from(lessons)
    .innerJoin(modules, eq(lessons.moduleId, modules.id))
    .groupBy(modules.courseId)
    .as("minutes");
  const rows = await db
    .select({
      id: courses.id,
      title: courseTitle,
      skillArea: courses.skillArea,
      difficulty: courses.difficultyLevel,
      minutes: sql<number>`coalesce(${minutes.minutes}, 0)`,
    })
    .from(courses)
    .leftJoin(minutes, eq(minutes.courseId, courses.id))
    .leftJoin(courseVersions, translationJoin(lang))
    .where(eq(courses.isPublished, true))
    .orderBy(
      asc(sql`coalesce(${courses.publishedAt}, ${courses.createdAt})`),
      asc(courses.createdAt),
      asc(courses.id),
    );
  return rows.map((r) => ({
    ...r,
    difficulty: normalizeDifficulty(r.difficulty),
    minutes: Number(r.minutes),
  }));
}

/** The user's started or finished path courses (they stay whatever the plan): one statement. */
async function keptCourses(db: DbOrTx, userId: string, lang: Language) {
  return db
    .select({ id: courses.id, title: courseTitle })
    .from(userLearningPath)
    .innerJoin(courses, eq(courses.id, userLearningPath.courseId))
    .leftJoin(courseVersions, translationJoin(lang))
    .where(
      and(
        eq(userLearningPath.userId, userId),
        or(isNotNull(userLearningPath.startedAt), isNotNull(userLearningPath.completedAt)),
      ),
    )
    .orderBy(asc(userLearningPath.assignedAt), asc(userLearningPath.id));
}

function previewOf(
  plan: Plan,
  catalogue: CatalogueCourse[],
  kept: { id: string; title: string }[],
  now: Date,
): PlanPreviewResponse {
  const byId = new Map(catalogue.map((c) => [c.id, c]));
  const keptIds = new Set(kept.map((k) => k.id));
  const planned = plan.courses.filter((p) => !keptIds.has(p.courseId));
  return {
    weeklyMinutes: plan.weeklyMinutes,
    totalMinutes: plan.totalMinutes,
    weeks: plan.weeks,
    finishWeek: plan.totalMinutes ? finishWeek(now, plan.totalMinutes, plan.weeklyMinutes) : null,
    advice: plan.advice,
    reminderDefault: plan.reminderDefault,
    areaMissing: plan.areaMissing,
    courses: planned.map((p) => {
      const c = byId.get(p.courseId)!;
      return {
        id: c.id,
        title: c.title,
        difficulty: c.difficulty,
        minutes: c.minutes,
        reason: p.reason,
        targetWeek: p.targetWeek,
      };
    }),
    kept,
  };
}

/** The plan a set of answers gives this user (nothing is written): two statements. */
export async function previewPlan(
  db: Db,
  userId: string,
  answers: PlanAnswersInput,
  lang: Language,
): Promise<PlanPreviewResponse> {
  const [catalogue, kept] = await Promise.all([
    planCatalogue(db, lang),
    keptCourses(db, userId, lang),
  ]);
  return previewOf(buildPlan(answers, catalogue), catalogue, kept, new Date());
}

/** The first course of the plan for these answers (public: published titles only). */
export async function starterCourse(db: Db, answers: PlanAnswersInput, lang: Language) {
  const catalogue = await planCatalogue(db, lang);
  const first = buildPlan(answers, catalogue).courses[0];
  const course = first ? catalogue.find((c) => c.id === first.courseId)! : null;
  return course ? { title: course.title, difficulty: course.difficulty } : null;
}

/**
 * Saves the answers and writes the plan, in one transaction: started or finished courses
 * keep their rows; other rows are replaced by the planned courses in plan order.
 * `onlyIfNew` (the funnel lead at sign-in) writes nothing when a profile exists.
 */
export async function applyPlan(
  db: Db,
  userId: string,
  input: ApplyPlanInput,
  opts: { source: "lead" | "app"; lang: Language; onlyIfNew?: boolean },
): Promise<PlanPreviewResponse | null> {
  const catalogue = await planCatalogue(db, opts.lang);
  const plan = buildPlan(input, catalogue);
  const now = new Date();
  const values = {
    goal: input.goal,
    experienceLevel: input.experience,
    timeAvailable: input.timeCommitment,
    learningStyle: input.learningStyle,
    interestTopic: input.topic,
    biggestBlocker: input.blocker,
    source: opts.source,
    appliedAt: now,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const insert = tx.insert(learningProfiles).values({
      userId,
      ...values,
      reminderEnabled: input.reminderEnabled ?? plan.reminderDefault,
    });
    const saved = await (
      opts.onlyIfNew
        ? insert.onConflictDoNothing()
        : insert.onConflictDoUpdate({
            target: learningProfiles.userId,
            set: {
              ...values,
              reminderEnabled:
                input.reminderEnabled ??
                (plan.reminderDefault ? true : sql`${learningProfiles.reminderEnabled}`),
            },
          })
    ).returning({ userId: learningProfiles.userId });
    if (!saved.length) return null;

    await tx
      .delete(userLearningPath)
      .where(
        and(
          eq(userLearningPath.userId, userId),
          isNull(userLearningPath.startedAt),
          isNull(userLearningPath.completedAt),
        ),
      );
    if (plan.courses.length) {
      // assigned_at orders the path: the plan follows the kept rows, a millisecond apart.
      await tx
        .insert(userLearningPath)
        .values(
          plan.courses.map((p, i) => ({
            userId,
            courseId: p.courseId,
            planReason: p.reason,
            assignedAt: new Date(now.getTime() + i),
          })),
        )
        .onConflictDoNothing();
    }
    const kept = await keptCourses(tx, userId, opts.lang);
    return previewOf(plan, catalogue, kept, now);
  });
}

/** The stored profile of a user, or null: one statement. */
export async function profileOf(db: DbOrTx, userId: string): Promise<PlanProfile | null> {
  const [row] = await db
    .select()
    .from(learningProfiles)
    .where(eq(learningProfiles.userId, userId))
    .limit(1);
  if (!row) return null;
  return {
    answers: {
      goal: row.goal,
      experience: row.experienceLevel,
      timeCommitment: row.timeAvailable,
      learningStyle: row.learningStyle,
      topic: row.interestTopic,
      blocker: row.biggestBlocker,
    } as PlanProfile["answers"],
    source: row.source === "lead" ? "lead" : "app",
    reminderEnabled: row.reminderEnabled,
  };
}

export async function setReminder(db: DbOrTx, userId: string, enabled: boolean) {
  const rows = await db
    .update(learningProfiles)
    .set({ reminderEnabled: enabled, updatedAt: new Date() })
    .where(eq(learningProfiles.userId, userId))
    .returning({ enabled: learningProfiles.reminderEnabled });
  return rows[0] ?? null;
}

/**
 * The profile with this week's finished minutes (for the path and the dashboard):
 * one statement.
 */
/** The learning profile with this week's finished minutes, as read for the path and dashboard. */
export interface PlanWeekRow extends PlanAnswers {
  reminderEnabled: boolean;
  appliedAt: string;
  weekDone: number;
}

/**
 * The profile and the minutes learnt in the UTC week of `monday` (its Monday, `weekStart()`)
 * as one JSON value (null without a profile), for embedding in the learner's home statement
 * (learner-state.ts). Per subject: the reading time measured this week (decision 0187, capped
 * per lesson) or the lesson's minutes when it was completed this week, whichever is more; and
 * the minutes of each live session of a class the learner was present at this week (decision
 * 0230). Read from the stored `learner_week_minutes` rows of the week (decision 0242: one
 * range scan of the key; triggers keep them).
 */
export const planWeekJson = (userId: SQLWrapper, monday: SQLWrapper) => sql<PlanWeekRow | null>`(
  select json_build_object('goal', lp.goal, 'experience', lp.experience_level,
    'timeCommitment', lp.time_available, 'learningStyle', lp.learning_style,
    'topic', lp.interest_topic, 'blocker', lp.biggest_blocker,
    'reminderEnabled', lp.reminder_enabled, 'appliedAt', lp.applied_at,
    'weekDone', (select coalesce(round(sum(greatest(w.read_seconds / 60.0, w.done_minutes))), 0)::int
      from ${learnerWeekMinutes} w
      -- The UTC day of the Monday instant, whatever the session's or the server's time zone.
      where w.user_id = lp.user_id and w.week_start = (${monday}::timestamptz at time zone 'UTC')::date))
  from ${learningProfiles} lp where lp.user_id = ${userId})`;

/** Pace, target and advice of this week from the profile row (null without a profile). */
export function planWeekOf(row: PlanWeekRow | null, now = new Date()) {
  if (!row) return null;
  const plan = buildPlan(row, []);
  return {
    ...row,
    weekDone: Number(row.weekDone),
    weeklyMinutes: plan.weeklyMinutes,
    advice: plan.advice,
    daysLeft: daysLeftInWeek(now),
  };
}

const SUGGESTIONS_SHOWN = 6;

/**
 * "Neu für dich": courses published after the plan was applied, in the learner's area,
 * not on their path (at most six, oldest first), as one JSON value for embedding in the
 * learning path's statement (learner-state.ts). The area comes from the profile.
 */
export const suggestionsJson = (userId: SQLWrapper, lang: SQLWrapper) => {
  const areaOfTopic = sql.join(
    [
      sql`case lp.interest_topic`,
      ...Object.entries(FUNNEL_TOPIC_AREAS)
        .filter(([, area]) => area)
        .map(([topic, area]) => sql`when ${topic} then ${area}`),
      sql`end`,
    ],
    sql` `,
  );
  return sql<SuggestionRow[] | null>`(select json_agg(json_build_object('id', s.id,
      'title', s.title, 'difficulty', s.difficulty, 'estimatedHours', s.hours)
      order by s.created_at, s.id)
    from (select c.id, c.created_at,
        coalesce(v.translation_json #>> '{course,title}', c.title) as title,
        c.difficulty_level as difficulty, c.estimated_duration_hours as hours
      from ${learningProfiles} lp
      join ${courses} c on c.is_published and c.skill_area = ${areaOfTopic}
        and coalesce(c.published_at, c.created_at) > lp.applied_at
      left join ${courseVersions} v on v.course_id = c.id and v.language = ${lang}
        and v.is_published and v.translation_json is not null and c.language <> ${lang}
      where lp.user_id = ${userId}
        and c.id not in (select op.course_id from ${userLearningPath} op where op.user_id = ${userId})
      order by c.created_at, c.id
      limit ${fixedLimit(SUGGESTIONS_SHOWN)}) s)`;
};

interface SuggestionRow {
  id: string;
  title: string;
  difficulty: string;
  estimatedHours: number;
}

/** The suggestions as the learning path answers them (difficulty normalised). */
export const suggestionsOf = (rows: SuggestionRow[] | null) =>
  (rows ?? []).map((r) => ({ ...r, difficulty: normalizeDifficulty(r.difficulty) }));

/** Adds a published course to the end of the path as a "Neu für dich" pick: two statements. */
export async function addSuggestion(db: DbOrTx, userId: string, courseId: string) {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isPublished, true)))
    .limit(1);
  if (!course) return false;
  await db
    .insert(userLearningPath)
    .values({ userId, courseId, planReason: "new" })
    .onConflictDoNothing();
  return true;
}

/** Lead answers with gaps filled by defaults; null when the lead is not usable. */
export function answersFromLead(lead: {
  goal: string | null;
  experienceLevel: string | null;
  timeAvailable: string | null;
  learningStyle: string[] | null;
  interestTopic: string | null;
  biggestBlocker: string | null;
}): PlanAnswersInput | null {
  const parsed = planAnswersSchema.safeParse(
    withPlanDefaults({
      goal: lead.goal,
      experience: lead.experienceLevel,
      timeCommitment: lead.timeAvailable,
      learningStyle: lead.learningStyle,
      topic: lead.interestTopic,
      blocker: lead.biggestBlocker,
    }),
  );
  return parsed.success ? parsed.data : null;
}

type LeadAnswers = Parameters<typeof answersFromLead>[0];

/**
 * First sign-in: when the address is confirmed and the user has no profile yet, the funnel
 * lead of that address (`findLead`, the leads module's service) builds the plan.
 */
export async function planFromLeadAtSignIn(
  db: Db,
  userId: string,
  findLead: (email: string) => Promise<LeadAnswers | null>,
) {
  const [u] = await db
    .select({
      email: user.email,
      verified: user.emailVerified,
      lang: user.language,
      hasProfile: sql<boolean>`exists (select 1 from ${learningProfiles} where ${learningProfiles.userId} = ${user.id})`,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!u?.verified || u.hasProfile) return;
  const lead = await findLead(u.email);
  const answers = lead && answersFromLead(lead);
  if (!answers) return;
  await applyPlan(db, userId, answers, {
    source: "lead",
    lang: isLanguage(u.lang) ? u.lang : "de",
    onlyIfNew: true,
  });
}
