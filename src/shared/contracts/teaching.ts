import { z } from "zod";
import { V } from "../i18n/messages";

/**
 * The teacher's screens (issue 44, decisions 0212–0215). Every route needs the role teacher or
 * higher; every row is scoped to the classes the caller teaches (`cohort_teachers`), admins
 * see every class. A class the caller does not teach answers 404, as if it did not exist.
 *
 *   GET    /api/teach/cohorts                                     → teachHomeResponse
 *   GET    /api/teach/cohorts/:cohortId                           → cohortViewResponse
 *   GET    /api/teach/cohorts/:cohortId/learners/:userId          → learnerViewResponse
 *   GET    /api/teach/cohorts/:cohortId/learners/:userId/exercises/:exerciseId → learnerCodeResponse
 *   POST   /api/teach/cohorts/:cohortId/announcements             announcementRequest → { id, notified }
 *   POST   /api/teach/cohorts/:cohortId/learners/:userId/nudge    nudgeRequest → { notified }
 *   POST   /api/teach/cohorts/:cohortId/sessions                  sessionRequest → liveSession
 *   PUT    /api/teach/cohorts/:cohortId/sessions/:sessionId       sessionRequest → liveSession
 *   DELETE /api/teach/cohorts/:cohortId/sessions/:sessionId       → { deleted }
 *   GET    /api/teach/cohorts/:cohortId/sessions/:sessionId       → attendanceResponse
 *   PUT    /api/teach/cohorts/:cohortId/sessions/:sessionId/attendance attendanceRequest → attendanceResponse
 *   GET    /api/teach/cohorts/:cohortId/gradebook                 → gradebookResponse
 *   GET    /api/teach/cohorts/:cohortId/gradebook/csv             → text/csv
 *   POST   /api/teach/cohorts/:cohortId/learners/:userId/participation → { id } (issue or refresh)
 *   GET    /api/teach/cohorts/:cohortId/learners/:userId/participation/pdf → application/pdf
 *   GET    /api/participation/:id/verify (public)                 → participationVerifyResponse
 */

export const ATTENDANCE_STATUSES = ["present", "absent", "excused"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

const reason = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("behind"), modules: z.number().int() }),
  z.object({ kind: z.literal("inactive"), days: z.number().int(), never: z.boolean() }),
  z.object({
    kind: z.literal("stuck"),
    exerciseId: z.string(),
    lessonTitle: z.string(),
    failedRuns: z.number().int(),
  }),
]);

export const cohortSummary = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  archived: z.boolean(),
  learners: z.number().int(),
  nextSession: z.object({ title: z.string(), startsAt: z.string() }).nullable(),
});
export type CohortSummary = z.infer<typeof cohortSummary>;

export const learnerRow = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** Modules of the schedule due by today, and of those the learner's completed ones. */
  dueModules: z.number().int(),
  doneDueModules: z.number().int(),
  /** Every scheduled module, and the learner's completed ones. */
  totalModules: z.number().int(),
  doneModules: z.number().int(),
  lastActivityAt: z.string().nullable(),
  solvedExercises: z.number().int(),
  /** Check runs that did not solve their exercise (before it was solved, or still unsolved). */
  failedRuns: z.number().int(),
  projectsWaiting: z.number().int(),
  reasons: z.array(reason),
});
export type LearnerRow = z.infer<typeof learnerRow>;

/** Someone who needs attention on the teacher's home: who, in which class, and why. */
export const attentionRow = z.object({
  cohortId: z.string(),
  cohortName: z.string(),
  userId: z.string(),
  name: z.string(),
  reasons: z.array(reason),
});
export type AttentionRow = z.infer<typeof attentionRow>;

/** The teacher's home: their classes, and who in them needs attention, with the reasons. */
export const teachHomeResponse = z.object({
  cohorts: z.array(cohortSummary),
  attention: z.array(attentionRow),
});
export type TeachHomeResponse = z.infer<typeof teachHomeResponse>;

export const liveSession = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  url: z.string(),
  /** Attendance recorded so far: present, absent, excused. */
  present: z.number().int(),
  absent: z.number().int(),
  excused: z.number().int(),
});
export type LiveSession = z.infer<typeof liveSession>;

export const announcement = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcement>;

export const cohortViewResponse = z.object({
  cohort: z.object({
    id: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    timeZone: z.string(),
    /** Today in the class's time zone (YYYY-MM-DD): what "due" is measured against. */
    today: z.string(),
  }),
  learners: z.array(learnerRow),
  sessions: z.array(liveSession),
  announcements: z.array(announcement),
});
export type CohortViewResponse = z.infer<typeof cohortViewResponse>;

export const timelineEvent = z.object({
  kind: z.string(),
  at: z.string(),
  courseTitle: z.string(),
  lessonTitle: z.string().nullable(),
  lessonId: z.string().nullable(),
  subjectId: z.string().nullable(),
  seconds: z.number().int(),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

export const learnerExercise = z.object({
  exerciseId: z.string(),
  lessonTitle: z.string(),
  courseTitle: z.string(),
  solvedAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  failedRuns: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
});
export type LearnerExercise = z.infer<typeof learnerExercise>;

export const learnerViewResponse = z.object({
  cohort: z.object({ id: z.string(), name: z.string() }),
  learner: learnerRow,
  timeline: z.array(timelineEvent),
  exercises: z.array(learnerExercise),
});
export type LearnerViewResponse = z.infer<typeof learnerViewResponse>;

export const learnerCodeResponse = z.object({
  exerciseId: z.string(),
  lessonTitle: z.string(),
  task: z.string(),
  runtime: z.string(),
  /** The learner's files as last saved; the starter files while they saved none. */
  files: z.array(z.object({ name: z.string(), content: z.string() })),
  saved: z.boolean(),
  solvedAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  /** The last check run's results, with each check's title (hidden checks stay unnamed). */
  results: z.array(
    z.object({
      id: z.string(),
      title: z.string().nullable(),
      status: z.enum(["passed", "failed", "notRun"]),
    }),
  ),
});
export type LearnerCodeResponse = z.infer<typeof learnerCodeResponse>;

const text = (max: number) => z.string(V("required")).trim().min(1, V("required")).max(max);

export const ANNOUNCEMENT_LIMITS = { title: 120, body: 4000, nudge: 500 } as const;

export const announcementRequest = z.object({
  title: text(ANNOUNCEMENT_LIMITS.title),
  body: text(ANNOUNCEMENT_LIMITS.body),
});
export type AnnouncementRequest = z.infer<typeof announcementRequest>;

export const nudgeRequest = z.object({ message: text(ANNOUNCEMENT_LIMITS.nudge) });
export type NudgeRequest = z.infer<typeof nudgeRequest>;

export const sessionUrlSchema = z
  .string(V("required"))
  .trim()
  .max(2000)
  .url({ message: V("projectLinkInvalid") })
  .refine((u) => /^https?:\/\//i.test(u), { message: V("projectLinkInvalid") });

export const sessionRequest = z.object({
  title: text(120),
  /** ISO instant with offset (the browser converts the teacher's local time). */
  startsAt: z.iso.datetime({ offset: true, message: V("invalid") }),
  durationMinutes: z
    .number(V("invalid"))
    .int(V("invalid"))
    .min(5, V("invalid"))
    .max(600, V("invalid")),
  url: sessionUrlSchema,
});
export type SessionRequest = z.infer<typeof sessionRequest>;

export const attendanceRequest = z.object({
  entries: z
    .array(z.object({ userId: z.string().min(1).max(100), status: z.enum(ATTENDANCE_STATUSES) }))
    .min(1)
    .max(500),
});
export type AttendanceRequest = z.infer<typeof attendanceRequest>;

export const attendanceResponse = z.object({
  session: liveSession,
  learners: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      status: z.enum(ATTENDANCE_STATUSES).nullable(),
    }),
  ),
});
export type AttendanceResponse = z.infer<typeof attendanceResponse>;

export const gradebookRow = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  exercisesSolved: z.number().int(),
  quizzesAnswered: z.number().int(),
  quizzesCorrect: z.number().int(),
  projectsSubmitted: z.number().int(),
  projectsPassed: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  excused: z.number().int(),
  /** Present of present and absent, in percent; null while nothing is recorded. */
  attendanceRate: z.number().int().nullable(),
  /**
   * Learning time from the record in the class's courses since its start, without live
   * sessions (decision 0230), in minutes.
   */
  learnedMinutes: z.number().int(),
  /** Minutes of live sessions the learner was present at, from the record (decision 0230). */
  attendedMinutes: z.number().int(),
});
export type GradebookRow = z.infer<typeof gradebookRow>;

export const gradebookResponse = z.object({
  cohort: z.object({
    id: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
  totals: z.object({
    exercises: z.number().int(),
    quizzes: z.number().int(),
    projects: z.number().int(),
    sessions: z.number().int(),
  }),
  learners: z.array(gradebookRow),
});
export type GradebookResponse = z.infer<typeof gradebookResponse>;

export const participationVerifyResponse = z.object({
  valid: z.boolean(),
  learnerName: z.string(),
  cohortName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  learnedHours: z.number(),
  attendedHours: z.number(),
  issuedAt: z.string(),
});
export type ParticipationVerifyResponse = z.infer<typeof participationVerifyResponse>;
