import { and, asc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courseProjects, projectSubmissions } from "../../db/schema";
import type { ProjectModel } from "@shared/course-files";
import { projectFields, projectFieldsFromExcluded } from "./projects-sql";

/*
 * Projects in the course format (issue 32, decision 0156): what the admin module's export
 * reads and its import writes, through this service instead of the projects' tables. Each
 * function is a fixed number of statements whatever the number of projects.
 */

/** The course's projects in their order, with the model solution (for the files). */
export async function courseProjectsForFiles(
  db: DbOrTx,
  courseId: string,
): Promise<ProjectModel[]> {
  const rows = await db
    .select()
    .from(courseProjects)
    .where(eq(courseProjects.courseId, courseId))
    .orderBy(asc(courseProjects.orderIndex), asc(courseProjects.createdAt), asc(courseProjects.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    brief: r.brief,
    runtime: r.runtime,
    moduleId: r.moduleId,
    requiredForCertificate: r.requiredForCertificate,
    order: r.orderIndex,
    rubric: r.rubric,
    starterFiles: r.starterFiles,
    solutionFiles: r.solutionFiles,
    checks: r.checks ?? null,
  }));
}

/**
 * What keeps an import from writing the projects: ids of another course's projects, and
 * projects the files remove although learners submitted them (kept, like deleting one in the
 * editor: 409 PROJECT_HAS_SUBMISSIONS). Two statements.
 */
export async function projectImportConflicts(
  db: DbOrTx,
  courseId: string,
  projects: ProjectModel[],
) {
  const ids = projects.map((p) => p.id);
  const [foreign, submitted] = await Promise.all([
    // Always one statement (also without projects): the count does not depend on the files.
    db
      .select({ id: courseProjects.id })
      .from(courseProjects)
      .where(
        and(
          ids.length ? inArray(courseProjects.id, ids) : sql`false`,
          ne(courseProjects.courseId, courseId),
        ),
      ),
    db
      .select({ id: courseProjects.id, title: courseProjects.title })
      .from(courseProjects)
      .where(
        and(
          eq(courseProjects.courseId, courseId),
          ids.length ? notInArray(courseProjects.id, ids) : undefined,
          sql`exists (select 1 from ${projectSubmissions} s
            where s.project_id = ${courseProjects.id} and s.version > 0)`,
        ),
      ),
  ]);
  return { foreignIds: foreign.map((r) => r.id), removedWithSubmissions: submitted };
}

/**
 * Writes the course's projects as the files have them, inside the import's transaction:
 * upserts by id (a changed project's revision goes up; the stored check of the model
 * solution stays only while the code it checked is the same), then removes the course's
 * projects the files no longer have (their drafts go with them; submitted ones were refused
 * before). Learners' submissions of kept ids stay. At most two statements.
 */
export async function writeCourseProjects(
  tx: DbOrTx,
  courseId: string,
  projects: ProjectModel[],
  changedIds: Set<string>,
) {
  const rows = projects
    .filter((p) => changedIds.has(p.id))
    .map((p) => ({ id: p.id, courseId, ...projectFields({ ...p, orderIndex: p.order }) }));
  if (rows.length)
    await tx
      .insert(courseProjects)
      .values(rows)
      .onConflictDoUpdate({
        target: courseProjects.id,
        set: {
          ...projectFieldsFromExcluded(),
          revision: sql`${courseProjects.revision} + 1`,
          updatedAt: sql`now()`,
          solutionValidation: sql`case when ${courseProjects.runtime} = excluded."runtime"
            and ${courseProjects.checks} is not distinct from excluded."checks"
            and ${courseProjects.solutionFiles} = excluded."solution_files"
            then ${courseProjects.solutionValidation} else null end`,
        },
      });
  const ids = projects.map((p) => p.id);
  await tx
    .delete(courseProjects)
    .where(
      and(
        eq(courseProjects.courseId, courseId),
        ids.length ? notInArray(courseProjects.id, ids) : undefined,
      ),
    );
}
