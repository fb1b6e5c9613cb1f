import { and, eq, isNotNull, ne, sql, type Placeholder } from "drizzle-orm";
import { courses, courseVersions } from "../../db/schema";
import type { Language } from "@shared/i18n/languages";

/** The published translation of a course in `lang`, joined only when it differs from the source. */
export const translationJoin = (lang: Language | Placeholder) =>
  and(
    eq(courseVersions.courseId, courses.id),
    eq(courseVersions.language, lang),
    eq(courseVersions.isPublished, true),
    isNotNull(courseVersions.translationJson),
    ne(courses.language, lang),
  );

/** The course title in the joined translation, else the source title. */
export const courseTitle = sql<string>`coalesce(${courseVersions.translationJson} #>> '{course,title}', ${courses.title})`;
