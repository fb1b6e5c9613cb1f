import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import { courseProjects, courses, courseVersions, demoCourseSeeds } from "../schema";
import { projectSourceRevision } from "@shared/domain/project-translation";
import type { CourseTranslationOverlay, ProjectTranslation } from "@shared/domain/translation";
import { demoCapstones } from "./content/capstones";
import { demoCapstoneTranslations } from "./content/capstones.en";

/** The `demo_course_seeds` key that says a demo course's capstone got its `language` text. */
export const capstoneTranslationSeedKey = (courseKey: string, language: string) =>
  `capstone:${courseKey}:${language}`;

/**
 * Writes the demo capstones' translations into the demo courses' translated versions (issue
 * 30, decision 0146), on a fresh install right after the capstones and on an existing install
 * whose capstone was seeded untranslated at its next start. The capstone is the course's
 * project that still has the seeded German title; a version whose overlay already has a text
 * for it (an admin translated it) is left alone. Claimed once per course and language in
 * `demo_course_seeds`, in the transaction that writes it: starting again or two processes at
 * once write it once. Returns "course:language" of what it wrote.
 */
export async function seedDemoCapstoneTranslations(db: Db): Promise<string[]> {
  const written: string[] = [];
  for (const [key, byLanguage] of Object.entries(demoCapstoneTranslations)) {
    const source = demoCapstones[key];
    if (!source) continue;
    for (const [language, text] of Object.entries(byLanguage)) {
      const seedKey = capstoneTranslationSeedKey(key, language);
      const wrote = await db.transaction(async (tx) => {
        const [project] = await tx
          .select({ id: courseProjects.id, courseId: courseProjects.courseId })
          .from(courseProjects)
          .innerJoin(courses, eq(courses.id, courseProjects.courseId))
          .where(and(eq(courses.seedKey, key), eq(courseProjects.title, source.title)))
          .limit(1);
        if (!project) return false;
        const claimed = await tx
          .insert(demoCourseSeeds)
          .values({ seedKey })
          .onConflictDoNothing()
          .returning({ key: demoCourseSeeds.seedKey });
        if (claimed.length === 0) return false;
        const translation: ProjectTranslation = {
          ...text,
          checkTitles: {},
          sourceRevision: projectSourceRevision({
            id: project.id,
            title: source.title,
            brief: source.brief,
            rubric: source.rubric,
            checks: [],
          }),
          revision: 1,
        };
        const versions = await tx
          .select({ id: courseVersions.id, overlay: courseVersions.translationJson })
          .from(courseVersions)
          .where(
            and(
              eq(courseVersions.courseId, project.courseId),
              eq(courseVersions.language, language),
              isNotNull(courseVersions.translationJson),
            ),
          );
        let any = false;
        for (const v of versions) {
          const overlay = v.overlay as CourseTranslationOverlay;
          if (overlay.projects?.[project.id]) continue;
          await tx
            .update(courseVersions)
            .set({
              translationJson: sql`jsonb_set(${courseVersions.translationJson}, '{projects}',
                coalesce(${courseVersions.translationJson} -> 'projects', '{}'::jsonb)
                || jsonb_build_object(${project.id}::text, ${JSON.stringify(translation)}::jsonb))`,
            })
            .where(eq(courseVersions.id, v.id));
          any = true;
        }
        return any;
      });
      if (wrote) written.push(`${key}:${language}`);
    }
  }
  return written;
}
