import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { defaultSiteDocument } from "@shared/contracts/site";

/**
 * The published landing and /auth are rendered ahead of their first visitors (decision 0158):
 * right after a publish, every language, in the background.
 */
const renders = () => (globalThis as { __kwWarmRenders?: string[] }).__kwWarmRenders ?? [];

function fakeWebDir(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "kw-site-warm-"));
  const web = path.join(dist, "web");
  fs.mkdirSync(path.join(web, "prerender"), { recursive: true });
  fs.mkdirSync(path.join(web, "assets"), { recursive: true });
  fs.mkdirSync(path.join(dist, "prerender"), { recursive: true });
  const shell =
    '<!doctype html><html lang="de"><head><title>Kurswerk</title><!--head-extra--></head><body><div id="root"><!--app-html--></div></body></html>';
  fs.writeFileSync(path.join(web, "index.html"), shell);
  fs.writeFileSync(path.join(web, "prerender/landing.template.html"), shell);
  fs.writeFileSync(path.join(web, "prerender/auth.template.html"), shell);
  fs.writeFileSync(
    path.join(dist, "prerender/prerender.js"),
    `const seen = (globalThis.__kwWarmRenders ??= []);
     export async function renderLanding(lang, site) {
       seen.push("landing:" + lang);
       return { html: "<h1>LANDING " + lang + " " + site.brand.name + "</h1>", head: "", title: site.brand.name, namespaces: ["common"] };
     }
     export async function renderAuth(lang, site) {
       seen.push("auth:" + lang);
       return { html: "<p>AUTH " + site.brand.name + "</p>", namespaces: ["common"] };
     }`,
  );
  return web;
}

describe("published site pages rendered ahead", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { webDir: fakeWebDir() });
  });
  afterAll(() => t.close());

  it("renders the landing and /auth in every language after a publish, before anyone asks", async () => {
    const admin = await t.signIn("admin");
    const doc = defaultSiteDocument();
    doc.brand.name = "Musterschule";
    const put = await t.request("/api/admin/site", {
      method: "PUT",
      cookie: admin.cookie,
      json: { expectedRevision: 0, document: doc },
    });
    expect(put.status).toBe(200);
    await expect
      .poll(() => [...renders()].sort(), { timeout: 10_000 })
      .toEqual([
        "auth:de",
        "auth:en",
        "auth:es",
        "auth:fr",
        "landing:de",
        "landing:en",
        "landing:es",
        "landing:fr",
      ]);
    // The visitors get those pages without another render.
    for (const lang of ["de", "fr"]) {
      const r = await t.request("/", {
        headers: { accept: "text/html", cookie: `kurswerk_lang=${lang}` },
      });
      expect(await r.text()).toContain(`<h1>LANDING ${lang} Musterschule</h1>`);
    }
    expect(renders()).toHaveLength(8);
  });
});
