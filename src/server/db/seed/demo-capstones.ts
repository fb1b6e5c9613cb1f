import { and, inArray, notExists, sql } from "drizzle-orm";
import type { Db } from "../client";
import { courseProjects, courses, demoCourseSeeds } from "../schema";
import { projectInputSchema } from "@shared/contracts/projects";
import { demoCapstones } from "./content/capstones";

/** The `demo_course_seeds` key that says a demo course received its capstone. */
export const capstoneSeedKey = (courseKey: string) => `capstone:${courseKey}`;

/**
 * Gives every demo course its capstone project (issue 30, decision 0123), on a fresh install
 * right after the demo courses and on an existing install at its next start. Received means
 * a `capstone:<key>` row in `demo_course_seeds`, claimed in the transaction that writes the
 * project: so a capstone an admin deleted does not come back, starting again writes nothing,
 * and of two processes starting at once only the first to claim writes it. Courses an admin
 * removed get none. Returns the keys of the courses that got their capstone.
 */
export async function seedDemoCapstones(
  db: Db,
  keys: readonly string[] = Object.keys(demoCapstones),
): Promise<string[]> {
  const wanted = keys.filter((k) => demoCapstones[k]);
  if (wanted.length === 0) return [];
  const missing = await db
    .select({ id: courses.id, key: courses.seedKey })
    .from(courses)
    .where(
      and(
        inArray(courses.seedKey, wanted),
        notExists(
          db
            .select({ key: demoCourseSeeds.seedKey })
            .from(demoCourseSeeds)
            .where(sql`${demoCourseSeeds.seedKey} = 'capstone:' || ${courses.seedKey}`),
        ),
      ),
    );
  const written: string[] = [];
  for (const { id, key } of missing) {
    if (!key) continue;
    const project = projectInputSchema.parse(demoCapstones[key]);
    const wrote = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(demoCourseSeeds)
        .values({ seedKey: capstoneSeedKey(key) })
        .onConflictDoNothing()
        .returning({ key: demoCourseSeeds.seedKey });
      if (claimed.length === 0) return false;
      await tx.insert(courseProjects).values({
        courseId: id,
        moduleId: null,
        orderIndex: 0,
        title: project.title,
        brief: project.brief,
        runtime: project.runtime,
        starterFiles: project.starterFiles,
        checks: null,
        rubric: project.rubric,
        requiredForCertificate: false,
      });
      return true;
    });
    if (wrote) written.push(key);
  }
  return written;
}
