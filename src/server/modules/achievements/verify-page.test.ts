import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestApp, type TestApp } from "../../test/harness";
import { certificates, courses } from "../../db/schema";

/**
 * The public verify page (`/verify/{id}`, issue 41): the app's page with status 200 only for
 * the id of a certificate (valid or revoked); any other id, well-formed or not, 404 with the
 * same page, whose screen says the certificate was not found.
 */

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-verify-page-"));
  fs.writeFileSync(
    path.join(webDir, "index.html"),
    '<!doctype html><html lang="de"><head><title>Kurswerk</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({}, { webDir });
  await t.signIn("admin"); // an install with an admin: no setup screen
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const page = (p: string) => t.request(p, { headers: { accept: "text/html" } });

describe("GET /verify/{id}", () => {
  it("answers 200 for a certificate, 404 for garbage and for an unknown id", async () => {
    const { userId } = await t.signIn("user");
    const [course] = await t.deps.db.select({ id: courses.id }).from(courses).limit(1);
    const [cert] = await t.deps.db
      .insert(certificates)
      .values({
        userId,
        courseId: course?.id ?? null,
        courseTitle: "Kurs",
        language: "de",
        learnerName: "Eva Bell",
      })
      .returning({ id: certificates.id });
    const ok = await page(`/verify/${cert.id}`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('<div id="root">');
    for (const id of [
      "garbage",
      "%27%20or%201%3D1%20--",
      "x".repeat(300),
      crypto.randomUUID(),
      `${cert.id}x`,
    ]) {
      const res = await page(`/verify/${id}`);
      expect(res.status, id).toBe(404);
      // The same page: its screen tells the visitor.
      expect(await res.text()).toContain('<div id="root">');
    }
    expect((await page("/verify/a/b")).status).toBe(404);
  });
});
