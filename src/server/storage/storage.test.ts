import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import S3rver from "s3rver";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";
import { createTestApp, type TestApp } from "../test/harness";
import { imageInfo, makeImage, uploadForm } from "../test/images";
import { demoCourses, insertDemoCourse } from "../db/seed/seed";
import type { ThumbnailResponse } from "@shared/contracts/media";

/** Both storages behave alike; the S3 one runs against s3rver, an S3-compatible server. */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kw-storage-"));
const server = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory: path.join(tmp, "s3"),
  configureBuckets: [{ name: "kurswerk" }],
});
let endpoint = "";
const s3Env = () => ({
  S3_ENDPOINT: endpoint,
  S3_REGION: "eu-central-1",
  S3_BUCKET: "kurswerk",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
});

beforeAll(async () => {
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const text = async (s: Storage, key: string) => {
  const f = await s.get(key);
  return f ? { type: f.contentType, text: await new Response(f.body).text() } : null;
};

describe.each([
  ["local folder", () => createLocalStorage(path.join(tmp, "local"))],
  [
    "S3-compatible bucket",
    () =>
      createS3Storage({
        kind: "s3",
        endpoint,
        region: "eu-central-1",
        bucket: "kurswerk",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      }),
  ],
])("storage in a %s", (_name, make) => {
  it("writes, reads, overwrites and deletes a file", async () => {
    const s = make();
    const key = "thumbnails/course-1/abc123.webp";
    expect(await s.get(key)).toBeNull();
    await s.put(key, new TextEncoder().encode("one"), "image/webp");
    expect(await text(s, key)).toEqual({ type: "image/webp", text: "one" });
    await s.put(key, new TextEncoder().encode("two"), "image/webp");
    expect(await text(s, key)).toEqual({ type: "image/webp", text: "two" });
    await s.delete(key);
    expect(await s.get(key)).toBeNull();
    await s.delete(key);
  });

  it("refuses keys that could leave the upload folder", async () => {
    const s = make();
    for (const key of ["../x.webp", "a/../../x.webp", "/etc/passwd", "a/B.webp", "a.exe"]) {
      await expect(s.put(key, new Uint8Array(1), "image/webp")).rejects.toThrow(/invalid/);
    }
  });
});

describe("thumbnails with S3_* set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: path.join(tmp, "data"), ...s3Env() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores the variants in the bucket and streams them from our origin", async () => {
    expect(t.deps.storage.kind).toBe("s3");
    const { cookie } = await t.signIn("admin");
    const courseId = await t.deps.db.transaction((tx) =>
      insertDemoCourse(tx, demoCourses[0].course, demoCourses[0].translations, new Date()),
    );
    const res = await t.request(`/api/admin/courses/${courseId}/thumbnail`, {
      method: "POST",
      cookie,
      body: uploadForm(await makeImage("jpeg"), "photo.jpg"),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { thumbnailUrl } = (await res.json()) as ThumbnailResponse;
    const served = await t.request(thumbnailUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await imageInfo(served)).toEqual({ width: 1280, height: 720, format: "webp" });
    // Nothing was written to the local folder.
    expect(fs.existsSync(path.join(tmp, "data", "uploads"))).toBe(false);

    const del = await t.request(`/api/admin/courses/${courseId}/thumbnail`, {
      method: "DELETE",
      cookie,
    });
    expect(del.status).toBe(200);
    expect((await t.request(thumbnailUrl!)).status).toBe(404);
  });
});
