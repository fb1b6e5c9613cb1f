/**
 * Cohorts ("Klassen", issue 44, decisions 0205–0211): the admin's screens, invitations,
 * the learner's join page, the cohort card and the calendar feed.
 *
 *   GET    /api/admin/cohorts                       → cohortListResponse
 *   GET    /api/admin/cohorts/options               → cohortOptionsResponse
 *   POST   /api/admin/cohorts                       cohortInput → cohortDetail
 *   GET    /api/admin/cohorts/:id                   → cohortDetail
 *   PUT    /api/admin/cohorts/:id                   cohortUpdate → cohortDetail
 *   PUT    /api/admin/cohorts/:id/schedule          scheduleUpdate → cohortDetail
 *   POST   /api/admin/cohorts/:id/archive           archiveRequest → cohortDetail
 *   POST   /api/admin/cohorts/:id/invites           inviteRequest → inviteCreated
 *   POST   /api/admin/cohorts/:id/invites/:inviteId/revoke → cohortDetail
 *   POST   /api/admin/cohorts/:id/members           addMemberRequest → importResult
 *   POST   /api/admin/cohorts/:id/import            multipart "file" (CSV) → importResult
 *   DELETE /api/admin/cohorts/:id/members/:userId   → cohortDetail
 *   GET    /api/cohort-invites/:token               → invitePreview (public: the token is the key)
 *   POST   /api/cohort-invites/:token/join          → joinResult (signed in)
 *   GET    /api/me/calendar  POST (new secret)  DELETE (revoke)
 *   GET    /calendar/:token.ics                     the learner's iCalendar feed
 */
import { z } from "zod";
import { V } from "../i18n/messages";
import { isIsoDate } from "../domain/cohort-schedule";

const isoDate = z.string().refine(isIsoDate, { message: V("cohortDate") });

export const cohortInputShape = {
  name: z.string().trim().min(2, V("nameMin")).max(120),
  courseIds: z.array(z.string().uuid()).min(1).max(20),
  startDate: isoDate,
  endDate: isoDate,
  /** Learning time per week in minutes (1 to 60 hours). */
  weeklyMinutes: z.number().int().min(30).max(3600),
  teacherIds: z.array(z.string().min(1).max(100)).max(20),
  seatLimit: z.number().int().min(1).max(10000).nullable(),
  holidays: z.array(isoDate).max(400),
  timeZone: z.string().min(1).max(64),
};
export const cohortInput = z
  .object(cohortInputShape)
  .refine((v) => v.endDate >= v.startDate, { message: V("cohortDates"), path: ["endDate"] });
export type CohortInput = z.infer<typeof cohortInput>;

export const cohortUpdate = z
  .object({ ...cohortInputShape, revision: z.number().int().min(1) })
  .refine((v) => v.endDate >= v.startDate, { message: V("cohortDates"), path: ["endDate"] });
export type CohortUpdate = z.infer<typeof cohortUpdate>;

export const scheduleUpdate = z.object({
  revision: z.number().int().min(1),
  entries: z
    .array(
      z.object({
        moduleId: z.string().uuid(),
        dueDate: isoDate,
        /** false: back to the proposal. */
        adjusted: z.boolean(),
      }),
    )
    .max(2000),
});
export type ScheduleUpdate = z.infer<typeof scheduleUpdate>;

export const archiveRequest = z.object({
  archived: z.boolean(),
  revision: z.number().int().min(1),
});

export const cohortSummary = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  seatLimit: z.number().nullable(),
  members: z.number(),
  courses: z.number(),
  teachers: z.array(z.string()),
  archived: z.boolean(),
});
export type CohortSummary = z.infer<typeof cohortSummary>;
export const cohortListResponse = z.object({ items: z.array(cohortSummary) });

export const cohortOptionsResponse = z.object({
  courses: z.array(z.object({ id: z.string(), title: z.string(), minutes: z.number() })),
  teachers: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() }),
  ),
});
export type CohortOptions = z.infer<typeof cohortOptionsResponse>;

export const scheduleRow = z.object({
  moduleId: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  moduleTitle: z.string(),
  minutes: z.number(),
  dueDate: z.string(),
  adjusted: z.boolean(),
  /** The date the pace proposes (what "zurücksetzen" restores). */
  proposedDate: z.string(),
});
export type ScheduleRow = z.infer<typeof scheduleRow>;

export const inviteStatus = z.enum(["active", "expired", "revoked", "usedUp"]);
export const inviteRow = z.object({
  id: z.string(),
  expiresAt: z.string(),
  maxUses: z.number().nullable(),
  uses: z.number(),
  status: inviteStatus,
  createdAt: z.string(),
});
export type InviteRow = z.infer<typeof inviteRow>;

export const memberRow = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  via: z.string(),
  joinedAt: z.string(),
});
export type MemberRow = z.infer<typeof memberRow>;

export const cohortDetail = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  weeklyMinutes: z.number(),
  seatLimit: z.number().nullable(),
  holidays: z.array(z.string()),
  timeZone: z.string(),
  revision: z.number(),
  archived: z.boolean(),
  courses: z.array(z.object({ id: z.string(), title: z.string() })),
  teachers: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  schedule: z.array(scheduleRow),
  members: z.array(memberRow),
  invites: z.array(inviteRow),
});
export type CohortDetail = z.infer<typeof cohortDetail>;

export const inviteRequest = z.object({
  expiresInDays: z.number().int().min(1).max(365),
  maxUses: z.number().int().min(1).max(10000).nullable(),
});
export type InviteRequest = z.infer<typeof inviteRequest>;
/** The link is shown once: only its SHA-256 is stored. */
export const inviteCreated = z.object({ invite: inviteRow, url: z.string() });

export const addMemberRequest = z.object({
  email: z.string().trim().toLowerCase().email(V("emailInvalid")).max(254),
  name: z.string().trim().max(100).optional(),
});

export const importProblem = z.object({
  line: z.number(),
  value: z.string(),
  problem: z.enum(["invalid", "duplicate", "tooLong"]),
});
export const importResult = z.object({
  added: z.number(),
  created: z.number(),
  alreadyMembers: z.number(),
});
export type ImportResult = z.infer<typeof importResult>;

export const invitePreview = z.object({
  cohortName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(["active", "expired", "revoked", "usedUp", "full", "archived"]),
  member: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreview>;
export const joinResult = z.object({ cohortId: z.string(), joined: z.boolean() });

/** The learner's cohort card (dashboard and path): read in their one statement. */
export const learnerCohort = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  /** This week's modules (Monday to Sunday in the cohort's time zone) and their due dates. */
  week: z.array(
    z.object({
      moduleId: z.string(),
      courseId: z.string(),
      title: z.string(),
      courseTitle: z.string(),
      dueDate: z.string(),
      done: z.boolean(),
    }),
  ),
  /** Lessons due before today, and the learner's completed lessons of the programme. */
  lessonsDue: z.number(),
  lessonsDueThisWeek: z.number(),
  lessonsDone: z.number(),
  pace: z.enum(["ahead", "onTrack", "behind"]),
  /** Each programme course's last due date (what replaces the personal plan's estimate). */
  courseDue: z.record(z.string(), z.string()),
  announcements: z.array(
    z.object({ id: z.string(), title: z.string(), body: z.string(), createdAt: z.string() }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      startsAt: z.string(),
      durationMinutes: z.number(),
      url: z.string(),
    }),
  ),
  /**
   * The learner's own certificate of participation in the class once a teacher issued it
   * (decision 0215), downloaded at GET /api/me/participation/:id/pdf; null until then.
   */
  participation: z.object({ id: z.string(), issuedAt: z.string() }).nullable(),
});
export type LearnerCohort = z.infer<typeof learnerCohort>;

export const calendarFeedResponse = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** Only right after creating: the secret address is shown once. */
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedResponse>;
