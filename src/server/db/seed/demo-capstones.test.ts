import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { courseProjects, courses } from "../schema";
import type { LearnerProjectsResponse } from "@shared/contracts/projects";
import { projectInputSchema } from "@shared/contracts/projects";
import { demoCapstones } from "./content/capstones";
import { demoCourses, findDemoCourseId, seedDemoCourses } from "./seed";
import { seedDemoCapstones } from "./demo-capstones";

/** Demo capstones (issue 30, decision 0123): every demo course ends in a project. */

const keys = demoCourses.map((d) => d.course.key);
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("demo capstones", () => {
  it("every demo course has a valid capstone; web courses use the web runtime with files", () => {
    expect(Object.keys(demoCapstones).sort()).toEqual([...keys].sort());
    for (const { course } of demoCourses) {
      const p = projectInputSchema.parse(demoCapstones[course.key]);
      expect(p.brief.trim().length, course.key).toBeGreaterThan(200);
      expect(p.rubric.length).toBeGreaterThanOrEqual(3);
      expect(p.rubric.length).toBeLessThanOrEqual(8);
      if (course.skillArea === "web-development" && p.runtime !== "external")
        expect(p.starterFiles.map((f) => f.name)).toContain("index.html");
    }
    expect(demoCapstones["web-development"].runtime).toBe("web");
  });

  it("an existing install gets the capstones once; a deleted one does not come back", async () => {
    t = await createTestApp();
    const db = t.deps.db;
    // Installed before projects existed: demo courses without capstones.
    await seedDemoCourses(db);
    const first = await seedDemoCapstones(db);
    expect(new Set(first)).toEqual(new Set(keys));
    expect(await seedDemoCapstones(db)).toEqual([]);
    const webId = (await findDemoCourseId(db, "web-development"))!;
    const projects = await db
      .select()
      .from(courseProjects)
      .where(eq(courseProjects.courseId, webId));
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({ runtime: "web", moduleId: null });

    await db.delete(courseProjects).where(eq(courseProjects.courseId, webId));
    expect(await seedDemoCapstones(db)).toEqual([]);

    // A learner sees the capstone of a published demo course.
    const aiId = (await findDemoCourseId(db, "ai-automation"))!;
    const { cookie } = await t.signIn();
    const res = await t.request(`/api/learning/course-projects/${aiId}`, { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as LearnerProjectsResponse;
    expect(body.projects.map((p) => p.title)).toEqual([demoCapstones["ai-automation"].title]);
  }, 180_000);

  it("two processes starting at once write each capstone once; removed courses get none", async () => {
    t = await createTestApp();
    const db = t.deps.db;
    await seedDemoCourses(db);
    await db.delete(courses).where(eq(courses.seedKey, "ui-ux-beginner"));
    const [a, b] = await Promise.all([seedDemoCapstones(db), seedDemoCapstones(db)]);
    expect([...a, ...b].sort()).toEqual(keys.filter((k) => k !== "ui-ux-beginner").sort());
    const all = await db.select({ id: courseProjects.id }).from(courseProjects);
    expect(all).toHaveLength(keys.length - 1);
  }, 180_000);
});
