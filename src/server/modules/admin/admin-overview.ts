import { and, asc, count, desc, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../context";
import { courses, courseVersions, lessons, modules } from "../../db/schema";
import type { overviewResponse } from "@shared/contracts/admin";
import { overviewQuery, type OverviewQuery } from "@shared/contracts/reports";
import { toJobDto } from "../../jobs/job-dto";
import type { Language } from "@shared/i18n/languages";
import { groupBy, lang, moduleLessonCounts, summarize } from "./admin.service";

type VersionRow = typeof courseVersions.$inferSelect;

/** A course whose modules are not all generated (or that has none): its source version is a draft. */
const incomplete = sql`(not exists (select 1 from ${modules} m where m.course_id = ${courses.id})
  or exists (select 1 from ${modules} m where m.course_id = ${courses.id}
    and not exists (select 1 from ${lessons} l where l.module_id = m.id)))`;
const anyPublished = sql`(${courses.isPublished} or exists (select 1 from ${courseVersions} v
  where v.course_id = ${courses.id} and v.is_published))`;

/** The overview's status filter on the server, as the status badges derive it (course-status.ts). */
function statusCondition(status: OverviewQuery["status"]): SQL | undefined {
  if (status === "published") return anyPublished;
  if (status === "draft") return sql`(not ${courses.isPublished} and ${incomplete})`;
  if (status === "generated")
    return sql`(not ${courses.isPublished} and not ${incomplete} and exists (select 1 from ${courseVersions} v
      where v.course_id = ${courses.id} and v.language = ${courses.language}
      and v.generator not in ('manual', 'seed')))`;
  return undefined;
}

function overviewOrder(q: OverviewQuery): SQL[] {
  const dir = q.dir ?? (q.sort === "created" ? "desc" : "asc");
  const d = sql.raw(dir);
  const key =
    q.sort === "name"
      ? sql`lower(${courses.title}) ${d}`
      : q.sort === "status"
        ? sql`(case when ${anyPublished} then 0 when ${incomplete} then 2 else 1 end) ${d}`
        : sql`${courses.createdAt} ${d}`;
  return [key, desc(courses.createdAt), asc(courses.id)];
}

const GENERATION_JOBS = new Set(["generate-module", "generate-all"]);

/**
 * One page of the course overview (search, status filter, sort): five statements, the last
 * the running generation jobs of the page's courses (shown with their lesson steps).
 */
export async function getOverview(
  deps: Deps,
  q: OverviewQuery = overviewQuery.parse({}),
  reader: Language = "de",
): Promise<z.infer<typeof overviewResponse>> {
  const { db } = deps;
  const search = q.q ? `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const where = and(search ? ilike(courses.title, search) : undefined, statusCondition(q.status));
  const [courseRows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(...overviewOrder(q))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  const paging = { total: Number(total), page: q.page, pageSize: q.pageSize };
  if (!courseRows.length) return { courses: [], ...paging };
  const ids = courseRows.map((c) => c.id);
  const [versionRows, counts, running] = await Promise.all([
    db
      .select()
      .from(courseVersions)
      .where(inArray(courseVersions.courseId, ids))
      .orderBy(desc(courseVersions.versionNumber), asc(courseVersions.createdAt)),
    moduleLessonCounts(db, ids),
    deps.jobs.activeForCourses(ids),
  ]);
  const jobsByVersion = groupBy(
    running.filter((j) => GENERATION_JOBS.has(j.type)).map((j) => toJobDto(j, reader)),
    (j) => j.target.courseVersionId ?? "",
  );
  const versionsByCourse = new Map<string, VersionRow[]>();
  for (const v of versionRows) {
    const list = versionsByCourse.get(v.courseId) ?? [];
    list.push(v);
    versionsByCourse.set(v.courseId, list);
  }
  return {
    ...paging,
    courses: courseRows.map((c) => {
      const vs = (versionsByCourse.get(c.id) ?? []).sort(
        (a, b) => Number(b.language === c.language) - Number(a.language === c.language),
      );
      return {
        id: c.id,
        title: c.title,
        description: c.description,
        createdAt: c.createdAt.toISOString(),
        isPublished: c.isPublished,
        sourceLanguage: lang(c.language),
        archivedAt: c.archivedAt?.toISOString() ?? null,
        thumbnailUrl: c.thumbnailUrl,
        versions: vs.map((v) => ({
          ...summarize(v, c, counts.get(c.id) ?? []),
          ...(jobsByVersion.has(v.id) ? { activeJobs: jobsByVersion.get(v.id) } : {}),
        })),
      };
    }),
  };
}
