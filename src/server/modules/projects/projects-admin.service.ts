import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import {
  courseProjects,
  courseReviewers,
  courses,
  modules,
  projectSubmissions,
  user,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import { V } from "@shared/i18n/messages";
import type {
  AdminProject,
  AdminProjectsResponse,
  ProjectInput,
  ReviewersResponse,
  UpdateProjectRequest,
} from "@shared/contracts/projects";
import { recordAudit } from "../audit/audit.service";
import {
  projectAdminJson,
  projectNotFound,
  projectFields,
  projectOf,
  rowsOf,
  UUID,
  type ProjectJson,
} from "./projects-sql";

/*
 * The admin's side of projects (issue 30, decision 0099): a course's projects (create,
 * update with expectedRevision, delete) and its reviewers. Every write runs in one
 * transaction with its audit entry; a fixed number of statements each.
 */

const courseNotFound = () => new AppError(404, "COURSE_NOT_FOUND", V("courseNotFound"));
const moduleNotInCourse = () =>
  new AppError(400, "MODULE_NOT_IN_COURSE", V("projectModuleNotFound"), { field: "moduleId" });
const revisionConflict = (currentRevision: number) =>
  new AppError(409, "REVISION_CONFLICT", V("projectRevisionConflict"), { currentRevision });

/** A written row as the editor reads it (the model solution included, decision 0143). */
const adminProjectOf = (row: typeof courseProjects.$inferSelect): AdminProject => ({
  id: row.id,
  courseId: row.courseId,
  moduleId: row.moduleId,
  orderIndex: row.orderIndex,
  title: row.title,
  brief: row.brief,
  runtime: row.runtime,
  starterFiles: row.starterFiles,
  checks: row.checks ?? null,
  rubric: row.rubric,
  requiredForCertificate: row.requiredForCertificate,
  revision: row.revision,
  updatedAt: row.updatedAt.toISOString(),
  solutionFiles: row.solutionFiles,
});

const reviewersOf = (courseId: string) => sql`coalesce((select json_agg(json_build_object(
    'userId', u.id, 'name', u.name, 'email', u.email, 'role', u.role) order by u.name, u.id)
  from ${courseReviewers} r join ${user} u on u.id = r.user_id
  where r.course_id = ${courseId}), '[]'::json)`;

/** Moderators and admins who may be assigned as reviewers (at most 200, by name). */
const candidatesJson = sql`coalesce((select json_agg(json_build_object(
    'userId', u.id, 'name', u.name, 'email', u.email, 'role', u.role) order by u.name, u.id)
  from (select id, name, email, role from ${user} where role in ('moderator', 'admin')
    and not banned order by name, id limit 200) u), '[]'::json)`;

/** The course's projects, reviewers and possible reviewers (one statement); 404 for an unknown course. */
export async function adminProjects(db: Db, courseId: string): Promise<AdminProjectsResponse> {
  if (!UUID.test(courseId)) throw courseNotFound();
  const [row] = await rowsOf<{
    projects: (ProjectJson & { solutionFiles: AdminProject["solutionFiles"] })[];
    reviewers: AdminProjectsResponse["reviewers"];
    candidates: AdminProjectsResponse["candidates"];
  }>(
    db,
    sql`select coalesce((select json_agg(${projectAdminJson} order by p.order_index, p.created_at, p.id)
        from ${courseProjects} p where p.course_id = c.id), '[]'::json) as projects,
      ${reviewersOf(courseId)} as reviewers, ${candidatesJson} as candidates
      from ${courses} c where c.id = ${courseId}`,
  );
  if (!row) throw courseNotFound();
  return {
    courseId,
    projects: row.projects.map((p) => ({ ...projectOf(p), solutionFiles: p.solutionFiles })),
    reviewers: row.reviewers,
    candidates: row.candidates,
  };
}

/** The course exists and the module (when given) is one of its modules: one statement. */
async function checkCourseAndModule(db: DbOrTx, courseId: string, moduleId: string | null) {
  const [row] = await rowsOf<{ module_ok: boolean }>(
    db,
    sql`select ${moduleId}::uuid is null or exists (select 1 from ${modules} m
        where m.id = ${moduleId}::uuid and m.course_id = c.id) as module_ok
      from ${courses} c where c.id = ${courseId}`,
  );
  if (!row) throw courseNotFound();
  if (!row.module_ok) throw moduleNotInCourse();
}

/**
 * Creates a project. With `idempotencyKey` a repeated request (a double click, a retry)
 * answers the project the first one created, without a second row or audit entry
 * (decision 0142); the key belongs to one course (another course's key: 409).
 */
export async function createProject(
  db: Db,
  actorId: string,
  courseId: string,
  input: ProjectInput,
): Promise<AdminProject> {
  if (!UUID.test(courseId)) throw courseNotFound();
  return db.transaction(async (tx) => {
    await checkCourseAndModule(tx, courseId, input.moduleId);
    const key = input.idempotencyKey ?? null;
    const [row] = await tx
      .insert(courseProjects)
      .values({ courseId, ...projectFields(input), idempotencyKey: key })
      .onConflictDoNothing({ target: courseProjects.idempotencyKey })
      .returning();
    if (!row) {
      const [first] = await tx
        .select()
        .from(courseProjects)
        .where(eq(courseProjects.idempotencyKey, key!));
      if (!first || first.courseId !== courseId)
        throw new AppError(409, "IDEMPOTENCY_KEY_REUSED", V("invalid"));
      return adminProjectOf(first);
    }
    await recordAudit(tx, {
      courseId,
      entityType: "project",
      entityId: row.id,
      action: "created",
      actorId,
      details: { title: row.title },
    });
    return adminProjectOf(row);
  });
}

/** Locks the project and checks its revision: 404 unknown, 409 with the current revision. */
async function lockProject(db: DbOrTx, projectId: string, expectedRevision: number) {
  if (!UUID.test(projectId)) throw projectNotFound();
  const [row] = await db
    .select({ courseId: courseProjects.courseId, revision: courseProjects.revision })
    .from(courseProjects)
    .where(eq(courseProjects.id, projectId))
    .for("update");
  if (!row) throw projectNotFound();
  if (row.revision !== expectedRevision) throw revisionConflict(row.revision);
  return row;
}

/** Replaces a project's fields when `expectedRevision` is current (else 409), bumping it. */
export async function updateProject(
  db: Db,
  actorId: string,
  projectId: string,
  body: UpdateProjectRequest,
): Promise<AdminProject> {
  return db.transaction(async (tx) => {
    const t = tx;
    const current = await lockProject(t, projectId, body.expectedRevision);
    await checkCourseAndModule(t, current.courseId, body.project.moduleId);
    const [row] = await tx
      .update(courseProjects)
      .set({ ...projectFields(body.project), revision: current.revision + 1 })
      .where(eq(courseProjects.id, projectId))
      .returning();
    await recordAudit(tx, {
      courseId: current.courseId,
      entityType: "project",
      entityId: projectId,
      action: "updated",
      actorId,
      details: { title: row.title, revision: row.revision },
    });
    return adminProjectOf(row);
  });
}

/**
 * Deletes a project when `expectedRevision` is current. A project learners have submitted
 * is kept (409 `PROJECT_HAS_SUBMISSIONS`): their reviewed work and its history stay.
 */
export async function deleteProject(
  db: Db,
  actorId: string,
  projectId: string,
  expectedRevision: number,
): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const current = await lockProject(tx, projectId, expectedRevision);
    const deleted = await tx
      .delete(courseProjects)
      .where(
        and(
          eq(courseProjects.id, projectId),
          sql`not exists (select 1 from ${projectSubmissions} s
            where s.project_id = ${courseProjects.id} and s.version > 0)`,
        ),
      )
      .returning({ id: courseProjects.id, title: courseProjects.title });
    if (!deleted.length)
      throw new AppError(409, "PROJECT_HAS_SUBMISSIONS", V("projectHasSubmissions"));
    await recordAudit(tx, {
      courseId: current.courseId,
      entityType: "project",
      entityId: projectId,
      action: "deleted",
      actorId,
      details: { title: deleted[0].title },
    });
    return { deleted: true as const };
  });
}

/**
 * Assigns (`assign`) or unassigns a reviewer of a course, idempotently, with an audit entry
 * when something changed; answers the course's reviewers. Only moderators and admins can be
 * assigned (400 `REVIEWER_ROLE`).
 */
export async function setReviewer(
  db: Db,
  actorId: string,
  courseId: string,
  userId: string,
  assign: boolean,
): Promise<ReviewersResponse> {
  if (!UUID.test(courseId)) throw courseNotFound();
  return db.transaction(async (tx) => {
    const change = assign
      ? sql`insert into ${courseReviewers} (course_id, user_id)
          select c.id, u.id from c, u where u.role in ('moderator', 'admin')
          on conflict do nothing returning user_id`
      : sql`delete from ${courseReviewers} r using c, u
          where r.course_id = c.id and r.user_id = u.id returning r.user_id`;
    const [row] = await rowsOf<{ course: boolean; person: string | null; changed: boolean }>(
      tx,
      sql`with c as (select id from ${courses} where id = ${courseId}),
        u as (select id, role from ${user} where id = ${userId}),
        changed as (${change})
        select exists (select 1 from c) as course, (select role from u) as person,
          exists (select 1 from changed) as changed`,
    );
    if (!row.course) throw courseNotFound();
    if (!row.person) throw new AppError(404, "USER_NOT_FOUND", V("projectReviewerNotFound"));
    if (assign && row.person !== "moderator" && row.person !== "admin")
      throw new AppError(400, "REVIEWER_ROLE", V("projectReviewerRole"));
    if (row.changed)
      await recordAudit(tx, {
        courseId,
        entityType: "course",
        entityId: courseId,
        action: assign ? "reviewer-assigned" : "reviewer-unassigned",
        actorId,
        details: { userId },
      });
    const reviewers = await tx
      .select({ userId: user.id, name: user.name, email: user.email, role: user.role })
      .from(courseReviewers)
      .innerJoin(user, eq(user.id, courseReviewers.userId))
      .where(eq(courseReviewers.courseId, courseId))
      .orderBy(asc(user.name), asc(user.id));
    return { reviewers };
  });
}

/**
 * Puts a course's projects in the order of `ids` (every project of the course exactly once,
 * else 400 `PROJECT_ORDER_INVALID`), bumping each moved project's revision so that an edit
 * made from the old order answers 409; answers the course's projects (three statements).
 */
export async function reorderProjects(
  db: Db,
  actorId: string,
  courseId: string,
  ids: string[],
): Promise<AdminProjectsResponse> {
  if (!UUID.test(courseId)) throw courseNotFound();
  const invalid = () =>
    new AppError(400, "PROJECT_ORDER_INVALID", V("projectOrderInvalid"), { field: "ids" });
  if (new Set(ids).size !== ids.length) throw invalid();
  await db.transaction(async (tx) => {
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const [row] = await rowsOf<{ course: boolean; total: number; changed: number }>(
      tx,
      sql`with c as (select id from ${courses} where id = ${courseId}),
        o as (select id, ord from unnest(array[${list}]::uuid[]) with ordinality as t(id, ord)),
        total as (select count(*)::int as n from ${courseProjects} p where p.course_id = ${courseId}),
        changed as (update ${courseProjects} p
          set order_index = (o.ord - 1)::int,
            revision = case when p.order_index = (o.ord - 1)::int then p.revision else p.revision + 1 end,
            updated_at = case when p.order_index = (o.ord - 1)::int then p.updated_at else now() end
          from o where p.id = o.id and p.course_id = ${courseId} returning p.id)
        select exists (select 1 from c) as course, (select n from total) as total,
          (select count(*)::int from changed) as changed`,
    );
    if (!row.course) throw courseNotFound();
    if (row.total !== ids.length || row.changed !== ids.length) throw invalid();
    await recordAudit(tx, {
      courseId,
      entityType: "project",
      entityId: courseId,
      action: "projects-reordered",
      actorId,
      details: { count: ids.length },
    });
  });
  return adminProjects(db, courseId);
}
