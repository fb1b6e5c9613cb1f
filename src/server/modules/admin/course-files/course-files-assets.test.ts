import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { createTestApp, type TestApp } from "../../../test/harness";
import { makeImage, uploadForm } from "../../../test/images";
import { courses, lessons, user } from "../../../db/schema";
import type { CourseImportCheck } from "@shared/contracts/course-files";
import type { CourseFiles } from "@shared/course-files";
import { readFolder } from "../../../cli/course-files-cli";
import { unzipCourseFiles, zipCourseFiles } from "./course-files-zip";

/**
 * Images in course files (decision 0150): imported through the image pipeline, exported as
 * the files they came from; a zip whose image lies about itself is refused with its name.
 * Two installs, each with its own database and upload folder.
 */
let a: TestApp;
let b: TestApp;
let adminA: string;
let adminB: string;
let englishAdminA: string;
const EXAMPLE_ID = "e8a3c0de-0000-4000-8000-000000000001";

const install = () =>
  createTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "kurswerk-assets-")) });

beforeAll(async () => {
  [a, b] = [await install(), await install()];
  ({ cookie: adminA } = await a.signIn("admin"));
  ({ cookie: adminB } = await b.signIn("admin"));
  const en = await a.signIn("admin");
  englishAdminA = en.cookie;
  await a.deps.db.update(user).set({ language: "en" }).where(eq(user.id, en.userId));
}, 120_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const example = () => {
  const files = readFolder("examples/course-example");
  if (Array.isArray(files)) throw new Error("example course unreadable");
  files.delete("README.md");
  return files;
};
const form = (zip: Uint8Array) => uploadForm(zip, "kurs.zip", "application/zip");
async function check(t: TestApp, cookie: string, zip: Uint8Array) {
  const res = await t.request("/api/admin/course-imports/check", {
    method: "POST",
    body: form(zip),
    cookie,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as CourseImportCheck;
}
async function importZip(t: TestApp, cookie: string, zip: Uint8Array) {
  const c = await check(t, cookie, zip);
  if (c.status !== "ready") throw new Error(JSON.stringify(c.problems));
  const res = await t.request(
    `/api/admin/course-imports?upload=${c.upload}&changes=${c.changesDigest}`,
    {
      method: "POST",
      body: form(zip),
      cookie,
    },
  );
  expect(res.status).toBe(200);
  return c;
}
async function exportFiles(t: TestApp, cookie: string, id = EXAMPLE_ID) {
  const res = await t.request(`/api/admin/courses/${id}/export`, { cookie });
  expect(res.status).toBe(200);
  const files = unzipCourseFiles(new Uint8Array(await res.arrayBuffer()));
  if (Array.isArray(files)) throw new Error(JSON.stringify(files));
  return files;
}
const sorted = (files: CourseFiles) => [...files.keys()].sort();

describe("course files: images", () => {
  it("imports the example's image as the course image and the lesson's image, served as WebP", async () => {
    const c = await importZip(a, adminA, zipCourseFiles(example()));
    expect(c.status === "ready" && c.changes.course).toBe("new");
    const [course] = await a.deps.db.select().from(courses).where(eq(courses.id, EXAMPLE_ID));
    expect(course.thumbnailUrl).toMatch(
      new RegExp(`^/uploads/thumbnails/${EXAMPLE_ID}/kursbild-png-[0-9a-f]{16}\\.webp$`),
    );
    const thumb = await a.request(course.thumbnailUrl!);
    expect(thumb.status).toBe(200);
    const meta = await sharp(new Uint8Array(await thumb.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1280, 720]);
    const small = await a.request(course.thumbnailUrl!.replace(/\.webp$/, "-640.webp"));
    expect(small.status).toBe(200);

    const rows = await a.deps.db.select({ content: lessons.content }).from(lessons);
    const withImage = rows.find((r) => r.content.includes("Eine Markdown-Seite"))!;
    const url = /\]\((\/uploads\/course-assets\/[^)]+)\)/.exec(withImage.content)![1];
    expect(url).toMatch(
      new RegExp(`^/uploads/course-assets/${EXAMPLE_ID}/kursbild-png-[0-9a-f]{16}\\.webp$`),
    );
    const inLesson = await a.request(url);
    const lessonMeta = await sharp(new Uint8Array(await inLesson.arrayBuffer())).metadata();
    expect([lessonMeta.format, lessonMeta.width, lessonMeta.height]).toEqual(["webp", 640, 360]);
    // Checked again, the same zip is unchanged.
    const again = await check(a, adminA, zipCourseFiles(example()));
    expect(again.status === "ready" && again.unchanged).toBe(true);
  });

  it("exports the image as the file it came from; into an empty install and out again: the same bytes", async () => {
    const original = example();
    const first = await exportFiles(a, adminA);
    expect(sorted(first)).toEqual(sorted(original));
    for (const [p, content] of original) expect(first.get(p), p).toEqual(content);

    await importZip(b, adminB, zipCourseFiles(first));
    const second = await exportFiles(b, adminB);
    expect(sorted(second)).toEqual(sorted(first));
    for (const [p, content] of first) expect(second.get(p), p).toEqual(content);
    expect(Buffer.from(zipCourseFiles(second)).equals(Buffer.from(zipCourseFiles(first)))).toBe(
      true,
    );
  });

  it("a changed image is a changed course; the old file is not what the export gives", async () => {
    const files = example();
    const other = await makeImage("png", { width: 320, height: 180 });
    files.set("assets/kursbild.png", other);
    const c = await importZip(a, adminA, zipCourseFiles(files));
    expect(c.status === "ready" && c.changes.course).toBe("changed");
    const exported = await exportFiles(a, adminA);
    expect(exported.get("assets/kursbild.png")).toEqual(other);
  });

  it("an image that lies (PNG header, no picture) is refused with its name, in the admin's language", async () => {
    const files = example();
    const lying = new Uint8Array(4_000);
    lying.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    files.set("assets/kursbild.png", lying);
    const de = await check(a, adminA, zipCourseFiles(files));
    expect(de.status === "problems" && de.problems.map((p) => p.text)).toEqual([
      "assets/kursbild.png: Das Bild lässt sich nicht lesen (beschädigt, zu viele Pixel oder kein PNG, JPEG, WebP)",
    ]);
    const en = await check(a, englishAdminA, zipCourseFiles(files));
    expect(en.status === "problems" && en.problems.map((p) => p.text)).toEqual([
      "assets/kursbild.png: The image cannot be read (damaged, too many pixels, or not PNG, JPEG, WebP)",
    ]);
    // A JPEG named .png, an SVG, and an image nobody references: refused before decoding.
    files.set("assets/kursbild.png", await makeImage("jpeg", { width: 64, height: 36 }));
    files.set("assets/skript.svg", "<svg onload=alert(1)/>");
    const more = await check(a, adminA, zipCourseFiles(files));
    expect(more.status === "problems" && more.problems.map((p) => p.file).sort()).toEqual([
      "assets/kursbild.png",
      "assets/skript.svg",
    ]);
  });

  it("an uploaded course image (no file behind it) exports as its WebP and then round-trips", async () => {
    const upload = await a.request(`/api/admin/courses/${EXAMPLE_ID}/thumbnail`, {
      method: "POST",
      body: uploadForm(await makeImage("png"), "bild.png", "image/png"),
      cookie: adminA,
    });
    expect(upload.status).toBe(200);
    const first = await exportFiles(a, adminA);
    const name = /^thumbnail: (assets\/[0-9a-f]{32}\.webp)$/m.exec(
      first.get("course.yaml") as string,
    )![1];
    expect((await sharp(first.get(name) as Uint8Array).metadata()).format).toBe("webp");
    // Checked again as exported, in the same install: nothing changes (the image keeps its URL).
    const same = await check(a, adminA, zipCourseFiles(first));
    expect(same.status === "ready" && same.changes.course).toBe("unchanged");
    expect(same.status === "ready" && same.unchanged).toBe(true);
    await importZip(b, adminB, zipCourseFiles(first));
    // (b has the course already, so its module revisions moved on: the image is what counts.)
    const second = await exportFiles(b, adminB);
    expect(second.get("course.yaml")).toBe(first.get("course.yaml"));
    expect(second.get(name)).toEqual(first.get(name));
  });
});
