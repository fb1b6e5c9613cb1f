import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { imageInfo, makeImage, uploadForm } from "../../test/images";
import { auditLog, courses } from "../../db/schema";
import { demoCourses, insertDemoCourse } from "../../db/seed/seed";
import { validationMessages } from "@shared/i18n/messages";
import type { ThumbnailResponse } from "@shared/contracts/media";
import type { CatalogueResponse } from "@shared/contracts/learning";
import type { OverviewResponse } from "@shared/contracts/admin";

/** Course thumbnails with the default storage, a folder under $DATA_DIR. */
let t: TestApp;
let admin: string;
let learner: string;
let courseId: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-thumb-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ cookie: admin } = await t.signIn("admin"));
  ({ cookie: learner } = await t.signIn("user"));
  courseId = await t.deps.db.transaction((tx) =>
    insertDemoCourse(tx, demoCourses[0].course, demoCourses[0].translations, new Date()),
  );
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const url = (id = courseId) => `/api/admin/courses/${id}/thumbnail`;
const upload = (bytes: Uint8Array, name: string, cookie = admin, id = courseId) =>
  t.request(url(id), { method: "POST", body: uploadForm(bytes, name), cookie });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;
const small = (u: string) => u.replace(/\.webp$/, "-640.webp");

describe("course thumbnail upload", () => {
  it.each(["png", "jpeg", "webp"] as const)(
    "accepts a %s, resizes it to WebP variants and serves them from our origin",
    async (format) => {
      const res = await upload(
        await makeImage(format, { width: 1600 + format.length }),
        `a.${format}`,
      );
      expect(res.status, await res.clone().text()).toBe(200);
      const body = (await res.json()) as ThumbnailResponse;
      expect(body.courseId).toBe(courseId);
      expect(body.thumbnailUrl).toMatch(
        new RegExp(`^/uploads/thumbnails/${courseId}/[0-9a-f]{32}\\.webp$`),
      );

      const big = await t.request(body.thumbnailUrl!);
      expect(big.status).toBe(200);
      expect(big.headers.get("content-type")).toBe("image/webp");
      expect(big.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(big.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await imageInfo(big)).toEqual({ width: 1280, height: 720, format: "webp" });
      const again = await t.request(body.thumbnailUrl!, {
        headers: { "if-none-match": big.headers.get("etag")! },
      });
      expect(again.status).toBe(304);
      expect(await imageInfo(await t.request(small(body.thumbnailUrl!)))).toEqual({
        width: 640,
        height: 360,
        format: "webp",
      });

      const [row] = await t.deps.db
        .select({ thumbnailUrl: courses.thumbnailUrl })
        .from(courses)
        .where(eq(courses.id, courseId));
      expect(row.thumbnailUrl).toBe(body.thumbnailUrl);
    },
  );

  it("replaces the old file, records who did it, and shows the thumbnail to learners and in the overview", async () => {
    const first = (await (
      await upload(await makeImage("png", { width: 900 }), "x.png")
    ).json()) as ThumbnailResponse;
    const res = await upload(await makeImage("jpeg", { width: 901 }), "y.jpg");
    const second = (await res.json()) as ThumbnailResponse;
    expect(second.thumbnailUrl).not.toBe(first.thumbnailUrl);
    expect((await t.request(first.thumbnailUrl!)).status).toBe(404);
    expect((await t.request(small(first.thumbnailUrl!))).status).toBe(404);
    expect((await t.request(second.thumbnailUrl!)).status).toBe(200);

    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.courseId, courseId));
    expect(audit.filter((a) => a.action === "thumbnail.set").length).toBeGreaterThanOrEqual(2);
    expect(audit.at(-1)?.details).toMatchObject({
      thumbnailUrl: second.thumbnailUrl,
      previous: first.thumbnailUrl,
    });

    const catalogue = (await (
      await t.request("/api/learning/courses", { cookie: learner })
    ).json()) as CatalogueResponse;
    expect(catalogue.courses.find((c) => c.id === courseId)?.thumbnailUrl).toBe(
      second.thumbnailUrl,
    );
    const overview = (await (
      await t.request("/api/admin/courses", { cookie: admin })
    ).json()) as OverviewResponse;
    expect(overview.courses.find((c) => c.id === courseId)?.thumbnailUrl).toBe(second.thumbnailUrl);
  });

  it("keeps the file when the same image is uploaded again, with the same number of statements", async () => {
    const bytes = await makeImage("webp", { width: 777 });
    const a = await upload(bytes, "same.webp");
    const b = await upload(bytes, "same-again.webp");
    const ua = ((await a.json()) as ThumbnailResponse).thumbnailUrl!;
    expect(((await b.json()) as ThumbnailResponse).thumbnailUrl).toBe(ua);
    expect((await t.request(ua)).status).toBe(200);
    const c = await upload(await makeImage("png", { width: 778 }), "other.png");
    expect(c.status).toBe(200);
    expect(Number(c.headers.get("x-sql-statements"))).toBe(
      Number(a.headers.get("x-sql-statements")),
    );
  });

  it("refuses a text file named .png, by its content, with a translated message", async () => {
    const res = await upload(
      new TextEncoder().encode("not an image at all\n".repeat(50)),
      "cat.png",
    );
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: "IMAGE_TYPE",
      message: validationMessages.de.imageType,
    });
  });

  it("refuses a file that only starts like a PNG, and formats other than PNG, JPEG, WebP", async () => {
    const fake = new Uint8Array(2000);
    fake.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await errorOf(await upload(fake, "broken.png"))).code).toBe("IMAGE_TYPE");
    const gif = new TextEncoder().encode("GIF89a" + "x".repeat(100));
    expect((await errorOf(await upload(gif, "a.gif"))).code).toBe("IMAGE_TYPE");
  });

  it("refuses a 50-megapixel image as too large, naming the limit, in all four languages", async () => {
    // A real 10000 × 5000 PNG, well under 5 MB: its pixels, not its bytes, are over the limit.
    const huge = await makeImage("png", { width: 10_000, height: 5_000 });
    expect(huge.byteLength).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(huge, "huge.png");
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: "IMAGE_PIXELS",
      message: validationMessages.de.imagePixels,
    });
    expect(validationMessages.de.imagePixels).toContain("40 Megapixel");
    for (const lang of ["de", "en", "es", "fr"] as const)
      expect(validationMessages[lang].imagePixels).toMatch(
        /40 (Megapixel|megapixels|megapíxeles|mégapixels)/,
      );
  });

  it("refuses a request without a file", async () => {
    const res = await t.request(url(), { method: "POST", body: new FormData(), cookie: admin });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: "IMAGE_MISSING",
      message: validationMessages.de.imageMissing,
    });
  });

  it("answers 413 for a file over 5 MB, while reading it", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await makeImage("png", { width: 10, height: 10 }));
    const res = await upload(big, "big.png");
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({
      code: "IMAGE_TOO_LARGE",
      message: validationMessages.de.imageTooLarge,
    });
    // A declared length over the limit is refused before the body is read.
    const declared = await t.request(url(), {
      method: "POST",
      cookie: admin,
      body: "x",
      headers: {
        "content-type": "multipart/form-data; boundary=abc",
        "content-length": String(6 * 1024 * 1024),
      },
    });
    expect(declared.status).toBe(413);
  });

  it("answers 401 signed out and 403 for a learner or moderator, before reading the body", async () => {
    const png = await makeImage("png");
    const anon = await t.request(url(), { method: "POST", body: uploadForm(png, "a.png") });
    expect(anon.status).toBe(401);
    const huge = new Uint8Array(6 * 1024 * 1024);
    const res = await upload(huge, "a.png", learner);
    expect(res.status).toBe(403);
    expect((await t.request(url(), { method: "DELETE", cookie: learner })).status).toBe(403);
    const { cookie: moderator } = await t.signIn("moderator");
    expect((await upload(png, "a.png", moderator)).status).toBe(403);
    expect((await t.request(url(), { method: "DELETE", cookie: moderator })).status).toBe(403);
    expect((await t.request(url(), { method: "DELETE" })).status).toBe(401);
  });

  it("answers 404 for an unknown course", async () => {
    const png = await makeImage("png");
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const id of [unknown, "not-a-uuid"]) {
      const res = await upload(png, "a.png", admin, id);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe("COURSE_NOT_FOUND");
    }
    const del = await t.request(url(unknown), { method: "DELETE", cookie: admin });
    expect(del.status).toBe(404);
  });

  it("removes the thumbnail and its files", async () => {
    const up = (await (
      await upload(await makeImage("png", { width: 640 }), "r.png")
    ).json()) as ThumbnailResponse;
    const res = await t.request(url(), { method: "DELETE", cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ courseId, thumbnailUrl: null });
    expect((await t.request(up.thumbnailUrl!)).status).toBe(404);
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.courseId, courseId));
    expect(audit.at(-1)?.action).toBe("thumbnail.remove");
  });

  it("serves nothing outside the upload folder", async () => {
    fs.writeFileSync(path.join(dataDir, "secret.png"), "secret");
    for (const p of [
      "/uploads/../secret.png",
      "/uploads/%2e%2e/secret.png",
      "/uploads/x/..%2f..%2fsecret.png",
    ]) {
      const res = await t.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).not.toContain("secret");
    }
  });

  it("describes both routes in the OpenAPI document", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const p = doc.paths["/api/admin/courses/{courseId}/thumbnail"];
    expect(Object.keys(p).sort()).toEqual(["delete", "post"]);
    expect(JSON.stringify(p.post)).toContain("multipart/form-data");
  });
});
