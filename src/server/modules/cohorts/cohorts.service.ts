import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import {
  cohortCourses,
  cohortInvites,
  cohorts,
  cohortSchedule,
  cohortTeachers,
  cohortMembers,
} from "../../db/schema";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import { V } from "@shared/i18n/messages";
import { proposeSchedule } from "@shared/domain/cohort-schedule";
import type {
  CohortDetail,
  CohortInput,
  CohortOptions,
  CohortSummary,
  InviteRow,
  ScheduleUpdate,
} from "@shared/contracts/cohorts";
import { isoOf, rowsOf, tsOf } from "./cohort-sql";

/*
 * The admin's side of cohorts (issue 44, decision 0206): create, edit with optimistic
 * concurrency (`revision`), archive, the proposed schedule the admin adjusts. Every answer
 * is read in a fixed number of statements, whatever the number of members or modules.
 */

export const cohortNotFound = () => notFound("COHORT_NOT_FOUND", V("cohortNotFound"));
const changed = () => conflict("COHORT_CHANGED", V("cohortChanged"));

export function assertTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
  } catch {
    throw badRequest("VALIDATION_ERROR", V("cohortTimeZone"), { field: "timeZone" });
  }
}

export async function listCohorts(db: Db): Promise<CohortSummary[]> {
  const rows = await rowsOf<{
    id: string;
    name: string;
    start_date: unknown;
    end_date: unknown;
    seat_limit: number | null;
    archived: boolean;
    members: number;
    courses: number;
    teachers: string[] | null;
  }>(
    db,
    sql`SELECT c.id, c.name, c.start_date, c.end_date, c.seat_limit, c.archived_at IS NOT NULL AS archived,
      (SELECT count(*)::int FROM cohort_members m WHERE m.cohort_id = c.id) AS members,
      (SELECT count(*)::int FROM cohort_courses k WHERE k.cohort_id = c.id) AS courses,
      (SELECT json_agg(u.name ORDER BY u.name) FROM cohort_teachers t JOIN "user" u ON u.id = t.user_id
        WHERE t.cohort_id = c.id) AS teachers
      FROM cohorts c ORDER BY c.archived_at IS NOT NULL, c.start_date DESC, c.name LIMIT 500`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    startDate: isoOf(r.start_date),
    endDate: isoOf(r.end_date),
    seatLimit: r.seat_limit,
    archived: r.archived,
    members: r.members,
    courses: r.courses,
    teachers: r.teachers ?? [],
  }));
}

/** Published courses (with their minutes) and the users who may teach, for the form. */
export async function cohortOptions(db: Db): Promise<CohortOptions> {
  const [row] = await rowsOf<{
    courses: CohortOptions["courses"] | null;
    teachers: CohortOptions["teachers"] | null;
  }>(
    db,
    sql`SELECT
      (SELECT json_agg(json_build_object('id', c.id, 'title', c.title, 'minutes',
          (SELECT coalesce(sum(l.estimated_duration_minutes), 0)::int FROM modules m
            JOIN lessons l ON l.module_id = m.id WHERE m.course_id = c.id)) ORDER BY c.title)
        FROM courses c WHERE c.is_published) AS courses,
      (SELECT json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'role', u.role)
          ORDER BY u.name) FROM (SELECT * FROM "user" WHERE role IN ('teacher', 'moderator', 'admin')
          AND NOT banned ORDER BY name LIMIT 500) u) AS teachers`,
  );
  return { courses: row?.courses ?? [], teachers: row?.teachers ?? [] };
}

type ModuleMinutes = { module_id: string; course_id: string; minutes: number };

/** The programme's modules in order with their minutes (one statement). */
async function programmeModules(db: DbOrTx, cohortId: string): Promise<ModuleMinutes[]> {
  return rowsOf<ModuleMinutes>(
    db,
    sql`SELECT m.id AS module_id, m.course_id,
        (SELECT coalesce(sum(l.estimated_duration_minutes), 0)::int FROM lessons l WHERE l.module_id = m.id) AS minutes
      FROM cohort_courses k JOIN modules m ON m.course_id = k.course_id
      WHERE k.cohort_id = ${cohortId} ORDER BY k.position, m.order_index, m.id`,
  );
}

/** Writes the proposal, keeping the dates the admin adjusted (of modules still in the programme). */
async function reproposeSchedule(
  tx: DbOrTx,
  cohortId: string,
  input: Pick<CohortInput, "startDate" | "weeklyMinutes" | "holidays">,
) {
  const mods = await programmeModules(tx, cohortId);
  const kept = await tx
    .select({ moduleId: cohortSchedule.moduleId, dueDate: cohortSchedule.dueDate })
    .from(cohortSchedule)
    .where(and(eq(cohortSchedule.cohortId, cohortId), eq(cohortSchedule.adjusted, true)));
  const adjusted = new Map(kept.map((k) => [k.moduleId, isoOf(k.dueDate)]));
  const rows = proposeSchedule({
    startDate: input.startDate,
    weeklyMinutes: input.weeklyMinutes,
    holidays: input.holidays,
    modules: mods.map((m) => ({ moduleId: m.module_id, minutes: m.minutes })),
    adjusted,
  });
  await tx.delete(cohortSchedule).where(eq(cohortSchedule.cohortId, cohortId));
  if (rows.length) await tx.insert(cohortSchedule).values(rows.map((r) => ({ cohortId, ...r })));
}

/** Refuses unpublished courses and teachers without a teaching role (one statement). */
async function checkReferences(tx: DbOrTx, input: CohortInput) {
  const ids = (list: string[]) =>
    list.length
      ? sql.join(
          list.map((v) => sql`${v}`),
          sql`, `,
        )
      : sql`NULL`;
  const [row] = await rowsOf<{ courses: number; teachers: number }>(
    tx,
    sql`SELECT
      (SELECT count(*)::int FROM courses WHERE is_published AND id::text IN (${ids(input.courseIds)})) AS courses,
      (SELECT count(*)::int FROM "user" WHERE role IN ('teacher', 'moderator', 'admin')
        AND id IN (${ids(input.teacherIds)})) AS teachers`,
  );
  if (row!.courses !== new Set(input.courseIds).size)
    throw badRequest("VALIDATION_ERROR", V("cohortCourseUnknown"), { field: "courseIds" });
  if (row!.teachers !== new Set(input.teacherIds).size)
    throw badRequest("VALIDATION_ERROR", V("cohortTeacherRole"), { field: "teacherIds" });
}

async function writeProgramme(tx: DbOrTx, cohortId: string, input: CohortInput) {
  await tx.delete(cohortCourses).where(eq(cohortCourses.cohortId, cohortId));
  await tx
    .insert(cohortCourses)
    .values(
      [...new Set(input.courseIds)].map((courseId, position) => ({ cohortId, courseId, position })),
    );
  await tx.delete(cohortTeachers).where(eq(cohortTeachers.cohortId, cohortId));
  const teacherIds = [...new Set(input.teacherIds)];
  if (teacherIds.length)
    await tx.insert(cohortTeachers).values(teacherIds.map((userId) => ({ cohortId, userId })));
  // A course added to the programme joins every member's learning path.
  await tx.execute(
    sql`INSERT INTO user_learning_path (user_id, course_id)
      SELECT m.user_id, k.course_id FROM cohort_members m
      JOIN cohort_courses k ON k.cohort_id = m.cohort_id
      JOIN courses c ON c.id = k.course_id AND c.is_published
      WHERE m.cohort_id = ${cohortId}
      ON CONFLICT (user_id, course_id) DO NOTHING`,
  );
}

const settingsOf = (input: CohortInput) => ({
  name: input.name,
  startDate: input.startDate,
  endDate: input.endDate,
  weeklyMinutes: input.weeklyMinutes,
  seatLimit: input.seatLimit,
  holidays: [...new Set(input.holidays)].sort(),
  timeZone: input.timeZone,
});

export async function createCohort(db: Db, actorId: string, input: CohortInput): Promise<string> {
  assertTimeZone(input.timeZone);
  return db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const [row] = await tx
      .insert(cohorts)
      .values({ ...settingsOf(input), createdBy: actorId })
      .returning({ id: cohorts.id });
    await writeProgramme(tx, row!.id, input);
    await reproposeSchedule(tx, row!.id, input);
    return row!.id;
  });
}

/** Bumps the revision if it is still `revision` (404 / 409 otherwise). */
async function claimRevision(
  tx: DbOrTx,
  id: string,
  revision: number,
  set: Record<string, unknown> = {},
) {
  const done = await tx
    .update(cohorts)
    .set({ ...set, revision: sql`${cohorts.revision} + 1`, updatedAt: new Date() })
    .where(and(eq(cohorts.id, id), eq(cohorts.revision, revision)))
    .returning({ id: cohorts.id });
  if (done.length) return;
  const [exists] = await tx.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.id, id));
  throw exists ? changed() : cohortNotFound();
}

export async function updateCohort(db: Db, id: string, input: CohortInput & { revision: number }) {
  assertTimeZone(input.timeZone);
  await db.transaction(async (tx) => {
    await checkReferences(tx, input);
    await claimRevision(tx, id, input.revision, settingsOf(input));
    await writeProgramme(tx, id, input);
    await reproposeSchedule(tx, id, input);
  });
}

/** The admin's due dates: `adjusted` rows keep their date at every new proposal. */
export async function updateSchedule(db: Db, id: string, change: ScheduleUpdate) {
  await db.transaction(async (tx) => {
    const [c] = await tx.select().from(cohorts).where(eq(cohorts.id, id));
    if (!c) throw cohortNotFound();
    await claimRevision(tx, id, change.revision);
    const mods = await programmeModules(tx, id);
    const known = new Set(mods.map((m) => m.module_id));
    if (change.entries.some((e) => !known.has(e.moduleId)))
      throw badRequest("VALIDATION_ERROR", V("cohortModuleUnknown"), { field: "entries" });
    const fixed = change.entries.filter((e) => e.adjusted);
    const reset = change.entries.filter((e) => !e.adjusted).map((e) => e.moduleId);
    if (reset.length)
      await tx
        .update(cohortSchedule)
        .set({ adjusted: false })
        .where(and(eq(cohortSchedule.cohortId, id), inArray(cohortSchedule.moduleId, reset)));
    if (fixed.length)
      await tx
        .insert(cohortSchedule)
        .values(
          fixed.map((e) => ({
            cohortId: id,
            moduleId: e.moduleId,
            dueDate: e.dueDate,
            adjusted: true,
          })),
        )
        .onConflictDoUpdate({
          target: [cohortSchedule.cohortId, cohortSchedule.moduleId],
          set: { dueDate: sql`excluded.due_date`, adjusted: true },
        });
    await reproposeSchedule(tx, id, {
      startDate: isoOf(c.startDate),
      weeklyMinutes: c.weeklyMinutes,
      holidays: c.holidays,
    });
  });
}

export async function archiveCohort(db: Db, id: string, archived: boolean, revision: number) {
  await db.transaction((tx) =>
    claimRevision(tx, id, revision, { archivedAt: archived ? new Date() : null }),
  );
}

export function inviteStatusOf(
  i: {
    revoked_at: unknown;
    expires_at: unknown;
    max_uses: number | null;
    uses: number;
  },
  now = new Date(),
): InviteRow["status"] {
  if (i.revoked_at) return "revoked";
  if (new Date(tsOf(i.expires_at)) <= now) return "expired";
  if (i.max_uses !== null && i.uses >= i.max_uses) return "usedUp";
  return "active";
}

type DetailRow = {
  id: string;
  name: string;
  start_date: unknown;
  end_date: unknown;
  weekly_minutes: number;
  seat_limit: number | null;
  holidays: string[];
  time_zone: string;
  revision: number;
  archived: boolean;
  courses: CohortDetail["courses"] | null;
  teachers: CohortDetail["teachers"] | null;
  schedule: Omit<CohortDetail["schedule"][number], "proposedDate">[] | null;
  members: CohortDetail["members"] | null;
  invites:
    | {
        id: string;
        expires_at: string;
        max_uses: number | null;
        uses: number;
        revoked_at: string | null;
        created_at: string;
      }[]
    | null;
};

/** A cohort with programme, teachers, schedule, members and invitations: one statement. */
export async function cohortDetail(db: DbOrTx, id: string): Promise<CohortDetail> {
  const [r] = await rowsOf<DetailRow>(
    db,
    sql`SELECT c.id, c.name, c.start_date, c.end_date, c.weekly_minutes, c.seat_limit, c.holidays,
      c.time_zone, c.revision, c.archived_at IS NOT NULL AS archived,
      (SELECT json_agg(json_build_object('id', co.id, 'title', co.title) ORDER BY k.position)
        FROM cohort_courses k JOIN courses co ON co.id = k.course_id WHERE k.cohort_id = c.id) AS courses,
      (SELECT json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email) ORDER BY u.name)
        FROM cohort_teachers t JOIN "user" u ON u.id = t.user_id WHERE t.cohort_id = c.id) AS teachers,
      (SELECT json_agg(json_build_object('moduleId', m.id, 'courseId', co.id, 'courseTitle', co.title,
          'moduleTitle', m.title, 'dueDate', s.due_date, 'adjusted', coalesce(s.adjusted, false),
          'minutes', (SELECT coalesce(sum(l.estimated_duration_minutes), 0)::int FROM lessons l WHERE l.module_id = m.id))
          ORDER BY k.position, m.order_index, m.id)
        FROM cohort_courses k JOIN courses co ON co.id = k.course_id
        JOIN modules m ON m.course_id = k.course_id
        LEFT JOIN cohort_schedule s ON s.cohort_id = c.id AND s.module_id = m.id
        WHERE k.cohort_id = c.id) AS schedule,
      (SELECT json_agg(json_build_object('userId', u.id, 'name', u.name, 'email', u.email, 'via', cm.via,
          'joinedAt', cm.joined_at) ORDER BY u.name, u.id)
        FROM cohort_members cm JOIN "user" u ON u.id = cm.user_id WHERE cm.cohort_id = c.id) AS members,
      (SELECT json_agg(json_build_object('id', i.id, 'expires_at', i.expires_at, 'max_uses', i.max_uses,
          'uses', i.uses, 'revoked_at', i.revoked_at, 'created_at', i.created_at) ORDER BY i.created_at DESC)
        FROM cohort_invites i WHERE i.cohort_id = c.id) AS invites
      FROM cohorts c WHERE c.id = ${id}`,
  );
  if (!r) throw cohortNotFound();
  const startDate = isoOf(r.start_date);
  const schedule = r.schedule ?? [];
  const proposed = new Map(
    proposeSchedule({
      startDate,
      weeklyMinutes: r.weekly_minutes,
      holidays: r.holidays,
      modules: schedule.map((s) => ({ moduleId: s.moduleId, minutes: s.minutes })),
    }).map((p) => [p.moduleId, p.dueDate]),
  );
  return {
    id: r.id,
    name: r.name,
    startDate,
    endDate: isoOf(r.end_date),
    weeklyMinutes: r.weekly_minutes,
    seatLimit: r.seat_limit,
    holidays: r.holidays,
    timeZone: r.time_zone,
    revision: r.revision,
    archived: r.archived,
    courses: r.courses ?? [],
    teachers: r.teachers ?? [],
    schedule: schedule.map((s) => {
      const proposedDate = proposed.get(s.moduleId)!;
      return { ...s, dueDate: s.dueDate ? isoOf(s.dueDate) : proposedDate, proposedDate };
    }),
    members: (r.members ?? []).map((m) => ({ ...m, joinedAt: tsOf(m.joinedAt) })),
    invites: (r.invites ?? []).map((i) => ({
      id: i.id,
      expiresAt: tsOf(i.expires_at),
      maxUses: i.max_uses,
      uses: i.uses,
      status: inviteStatusOf(i),
      createdAt: tsOf(i.created_at),
    })),
  };
}

export async function removeMember(db: Db, cohortId: string, userId: string) {
  const gone = await db
    .delete(cohortMembers)
    .where(and(eq(cohortMembers.cohortId, cohortId), eq(cohortMembers.userId, userId)))
    .returning({ userId: cohortMembers.userId });
  if (!gone.length) throw new AppError(404, "COHORT_MEMBER_NOT_FOUND", V("cohortMemberNotFound"));
}

export async function revokeInvite(db: Db, cohortId: string, inviteId: string) {
  await db
    .update(cohortInvites)
    .set({ revokedAt: sql`coalesce(${cohortInvites.revokedAt}, now())` })
    .where(and(eq(cohortInvites.id, inviteId), eq(cohortInvites.cohortId, cohortId)));
}
