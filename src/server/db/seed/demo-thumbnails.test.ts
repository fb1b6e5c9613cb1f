import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { uploadForm } from "../../test/images";
import { courses, courseVersions } from "../schema";
import type { CatalogueResponse } from "@shared/contracts/learning";
import { THUMBNAIL_VARIANTS, variantUrl } from "@shared/domain/media";
import { demoCourses, seedDemo, seedDemoCourses } from "./seed";
import { renderDemoThumbnail, seedDemoThumbnails } from "./demo-thumbnails";

/** The demo courses' drawings: stored through the upload pipeline at the first start, once. */
let t: TestApp | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

async function freshInstall() {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-demo-thumb-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  return t;
}

const demoRows = (app: TestApp) =>
  app.deps.db
    .select({
      id: courses.id,
      key: courses.seedKey,
      thumbnailUrl: courses.thumbnailUrl,
      versionId: courseVersions.id,
    })
    .from(courses)
    .innerJoin(
      courseVersions,
      and(eq(courseVersions.courseId, courses.id), eq(courseVersions.language, courses.language)),
    );

/** Every file under the data folder's uploads, to see that nothing is written twice. */
const storedFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".webp"))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();

const previewKinds = async (app: TestApp, cookie: string, versionId: string) =>
  (
    (await (
      await app.request(`/api/admin/course-versions/${versionId}/preview`, { cookie })
    ).json()) as { problems: { kind: string }[] }
  ).problems.map((p) => p.kind);

// Nine pictures rendered and stored per install: slower than most API tests on a busy machine.
describe("demo course thumbnails", { timeout: 90_000 }, () => {
  it("every demo course gets its own image, served like an upload, and no publish warning", async () => {
    const app = await freshInstall();
    const { cookie: admin } = await app.signIn("admin");
    // Without the drawings (the courses alone), the check warns about the missing thumbnail.
    await seedDemoCourses(app.deps.db);
    const before = await demoRows(app);
    expect(await previewKinds(app, admin, before[0].versionId)).toContain(
      "course_without_thumbnail",
    );

    await seedDemo(app.deps);
    const rows = await demoRows(app);
    expect(rows).toHaveLength(demoCourses.length);
    for (const row of rows)
      expect(row.thumbnailUrl, row.key!).toMatch(
        new RegExp(`^/uploads/thumbnails/${row.id}/[0-9a-f]{32}\\.webp$`),
      );
    const urls = rows.map((r) => r.thumbnailUrl!);
    expect(new Set(urls).size).toBe(urls.length);

    const digests = new Set<string>();
    for (const url of urls)
      for (const variant of THUMBNAIL_VARIANTS) {
        const res = await app.request(variantUrl(url, variant));
        expect(res.status, url).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/webp");
        const bytes = Buffer.from(await res.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          "webp",
          variant.width,
          variant.height,
        ]);
        if (variant.suffix === "")
          digests.add((await sharp(bytes).resize(8, 8).raw().toBuffer()).toString("hex"));
      }
    // Distinct pictures, not one picture under several names.
    expect(digests.size).toBe(urls.length);

    for (const row of rows)
      expect(await previewKinds(app, admin, row.versionId), row.key!).not.toContain(
        "course_without_thumbnail",
      );

    // The learner's catalogue shows them.
    const { cookie: learner } = await app.signIn("user");
    const catalogue = (await (
      await app.request("/api/learning/courses?lang=de", { cookie: learner })
    ).json()) as CatalogueResponse;
    expect(new Set(catalogue.courses.map((c) => c.thumbnailUrl))).toEqual(new Set(urls));
  });

  it("is exactly what an admin's upload of the same picture stores", async () => {
    const app = await freshInstall();
    await seedDemo(app.deps);
    const [row] = await demoRows(app);
    const { cookie: admin } = await app.signIn("admin");
    const res = await app.request(`/api/admin/courses/${row.id}/thumbnail`, {
      method: "POST",
      body: uploadForm(await renderDemoThumbnail(row.key!), "kurs.png"),
      cookie: admin,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { thumbnailUrl: string }).thumbnailUrl).toBe(row.thumbnailUrl);
  });

  it("starting again writes nothing; a thumbnail the admin removed stays removed", async () => {
    const app = await freshInstall();
    await seedDemo(app.deps);
    const rows = await demoRows(app);
    const files = storedFiles(dataDir!);
    expect(files).toHaveLength(demoCourses.length * THUMBNAIL_VARIANTS.length);

    await seedDemo(app.deps);
    expect(await demoRows(app)).toEqual(rows);
    expect(storedFiles(dataDir!)).toEqual(files);

    const { cookie: admin } = await app.signIn("admin");
    const removed = rows[1];
    const res = await app.request(`/api/admin/courses/${removed.id}/thumbnail`, {
      method: "DELETE",
      cookie: admin,
    });
    expect(res.status).toBe(200);
    await seedDemo(app.deps);
    const after = await demoRows(app);
    expect(after.find((r) => r.id === removed.id)!.thumbnailUrl).toBeNull();
    expect(storedFiles(dataDir!)).toHaveLength(files.length - THUMBNAIL_VARIANTS.length);
  });

  it("two processes starting at once store each picture once", async () => {
    const app = await freshInstall();
    await seedDemoCourses(app.deps.db);
    await Promise.all([seedDemo(app.deps), seedDemo(app.deps)]);
    const rows = await demoRows(app);
    expect(rows.every((r) => r.thumbnailUrl)).toBe(true);
    expect(storedFiles(dataDir!)).toHaveLength(demoCourses.length * THUMBNAIL_VARIANTS.length);
  });
});

describe("a demo course without its drawing", { timeout: 90_000 }, () => {
  it("keeps its placeholder, the others get theirs, and the start goes on", async () => {
    const app = await freshInstall();
    await seedDemoCourses(app.deps.db);
    const [first] = await demoRows(app);
    // A demo course whose key has no drawing (one added to the content without a picture).
    await app.deps.db
      .update(courses)
      .set({ seedKey: "no-such-drawing" })
      .where(eq(courses.id, first.id));
    const warn = vi.spyOn(app.deps.logger, "warn");
    const keys = [...demoCourses.map((d) => d.course.key), "no-such-drawing"];
    const written = await seedDemoThumbnails(app.deps, keys);
    expect(written).toHaveLength(demoCourses.length - 1);
    expect(written).not.toContain("no-such-drawing");
    expect(warn).toHaveBeenCalledWith(
      "demo course thumbnail not written",
      expect.objectContaining({ course: "no-such-drawing" }),
    );
    const rows = await demoRows(app);
    expect(rows.find((r) => r.id === first.id)!.thumbnailUrl).toBeNull();
    expect(rows.filter((r) => r.thumbnailUrl)).toHaveLength(demoCourses.length - 1);
  });
});
