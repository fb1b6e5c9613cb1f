import { afterEach, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { courseVersions, demoCourseSeeds, user } from "../schema";
import type { LearnerProjectsResponse } from "@shared/contracts/projects";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import { demoCapstones } from "./content/capstones";
import { demoCapstoneTranslations } from "./content/capstones.en";
import { findDemoCourseId, seedDemoCourses } from "./seed";
import { seedDemoCapstones } from "./demo-capstones";
import { seedDemoCapstoneTranslations } from "./demo-capstone-translations";

/** The demo capstones' English text (issue 30): English learners never meet a German capstone. */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("demo capstone translations", () => {
  it("every translation matches its capstone's rubric", () => {
    for (const [key, byLanguage] of Object.entries(demoCapstoneTranslations)) {
      const ids = demoCapstones[key].rubric.map((c) => c.id).sort();
      for (const text of Object.values(byLanguage))
        expect(Object.keys(text.rubric).sort()).toEqual(ids);
    }
  });

  it("an English learner reads the web capstone in English, on an install whose capstone was untranslated", async () => {
    t = await createTestApp();
    const db = t.deps.db;
    // An install from before: courses and capstones, no capstone translation.
    await seedDemoCourses(db);
    await seedDemoCapstones(db);
    const webId = (await findDemoCourseId(db, "web-development"))!;
    const learner = await t.signIn();
    await db.update(user).set({ language: "en" }).where(eq(user.id, learner.userId));
    const read = async () => {
      const res = await t!.request(`/api/learning/course-projects/${webId}`, {
        cookie: learner.cookie,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as LearnerProjectsResponse).projects[0];
    };
    expect((await read()).title).toBe(demoCapstones["web-development"].title);

    // Its next start, twice and two at once: written once.
    const [a, b] = await Promise.all([
      seedDemoCapstoneTranslations(db),
      seedDemoCapstoneTranslations(db),
    ]);
    expect([...a, ...b]).toEqual(["web-development:en"]);
    expect(await seedDemoCapstoneTranslations(db)).toEqual([]);
    const en = demoCapstoneTranslations["web-development"].en;
    const project = await read();
    expect(project.title).toBe(en.title);
    expect(project.brief).toBe(en.brief);
    expect(project.rubric.map((r) => r.title)).toEqual(
      demoCapstones["web-development"].rubric.map((c) => en.rubric[c.id].title),
    );
    const claims = await db
      .select()
      .from(demoCourseSeeds)
      .where(like(demoCourseSeeds.seedKey, "capstone:%:%"));
    expect(claims).toHaveLength(1);

    // The editor's translation view shows it as translated, not outdated.
    const [version] = await db
      .select({ id: courseVersions.id, overlay: courseVersions.translationJson })
      .from(courseVersions)
      .where(and(eq(courseVersions.courseId, webId), eq(courseVersions.language, "en")));
    expect(
      Object.values((version.overlay as CourseTranslationOverlay).projects ?? {}),
    ).toHaveLength(1);
    const admin = await t.signIn("admin");
    const res = await t.request(`/api/admin/editor/${version.id}/project-translations`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { projects: { state: string }[] };
    expect(body.projects.map((p) => p.state)).toEqual(["translated"]);
  }, 180_000);
});
