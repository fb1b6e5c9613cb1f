import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { user } from "../../db/schema";
import {
  defaultSiteDocument,
  type SiteAdminResponse,
  type SiteDocument,
} from "@shared/contracts/site";
import { colourContrasts } from "@shared/domain/contrast";
import { THEME_SCRIPT } from "@shared/theme-script";

/**
 * A built web app in miniature: index.html, the landing's template and an SSR bundle that
 * prints what it was given (the real bundle is src/web/prerender.tsx, tested in
 * src/web/site-prerender.test.tsx).
 */
function fakeWebDir(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "kw-site-"));
  const web = path.join(dist, "web");
  fs.mkdirSync(path.join(web, "prerender"), { recursive: true });
  fs.mkdirSync(path.join(web, "assets"), { recursive: true });
  fs.mkdirSync(path.join(dist, "prerender"), { recursive: true });
  const shell =
    '<!doctype html><html lang="de"><head><title>Kurswerk</title><link rel="stylesheet" href="/assets/app.css"><!--head-extra--></head><body><div id="root"><!--app-html--></div></body></html>';
  fs.writeFileSync(path.join(web, "index.html"), shell);
  fs.writeFileSync(path.join(web, "prerender/landing.template.html"), shell);
  fs.writeFileSync(path.join(web, "prerender/auth.template.html"), shell);
  for (const lang of ["de", "en", "es", "fr"]) {
    fs.writeFileSync(path.join(web, `prerender/landing.${lang}.html`), `BUILT LANDING ${lang}`);
    fs.writeFileSync(path.join(web, `prerender/auth.${lang}.html`), `BUILT AUTH ${lang}`);
  }
  fs.writeFileSync(
    path.join(dist, "prerender/prerender.js"),
    `export async function renderLanding(lang, site) {
       return { html: "<h1>" + (site.texts[lang]["hero.title"] ?? "DEFAULT HERO") + "</h1><p>" + site.brand.name + "</p>" + site.hiddenFigures.join(","), head: "", title: site.brand.name, namespaces: ["common", "landing"] };
     }
     export async function renderAuth(lang, site) {
       return { html: "<p>AUTH " + site.brand.name + "</p>", namespaces: ["common", "auth"] };
     }`,
  );
  return web;
}

const html = { accept: "text/html" };
const statements = (r: Response) => Number(r.headers.get("x-sql-statements"));

describe("site settings", () => {
  let t: TestApp;
  let admin: { cookie: string; userId: string };

  beforeAll(async () => {
    t = await createTestApp({}, { webDir: fakeWebDir() });
    admin = await t.signIn("admin");
  });
  afterAll(() => t.close());

  const get = async () => {
    const r = await t.request("/api/admin/site", { cookie: admin.cookie });
    expect(r.status).toBe(200);
    return (await r.json()) as SiteAdminResponse;
  };
  // Answers are in the caller's profile language.
  const publish = async (expectedRevision: number, document: SiteDocument, lang = "de") => {
    await t.deps.db.update(user).set({ language: lang }).where(eq(user.id, admin.userId));
    return t.request("/api/admin/site", {
      method: "PUT",
      cookie: admin.cookie,
      json: { expectedRevision, document },
    });
  };

  it("is for admins only", async () => {
    expect((await t.request("/api/admin/site")).status).toBe(401);
    for (const role of ["user", "moderator"] as const) {
      const { cookie } = await t.signIn(role);
      expect((await t.request("/api/admin/site", { cookie })).status).toBe(403);
      const put = await t.request("/api/admin/site", {
        method: "PUT",
        cookie,
        json: { expectedRevision: 0, document: defaultSiteDocument() },
      });
      expect(put.status).toBe(403);
    }
  });

  it("serves the build's files while nothing is published, with one statement", async () => {
    const site = await get();
    expect(site.revision).toBe(0);
    expect(site.document).toEqual(defaultSiteDocument());
    const r = await t.request("/", { headers: { ...html, cookie: "kurswerk_lang=en" } });
    expect(await r.text()).toBe("BUILT LANDING en");
    expect(statements(r)).toBeLessThanOrEqual(2);
    // Empty legal pages do not exist yet.
    expect((await t.request("/impressum", { headers: html })).status).toBe(404);
  });

  it("refuses a colour without AA contrast, in the caller's language", async () => {
    const doc = defaultSiteDocument();
    doc.brand.primaryColor = "#7dd3fc"; // light sky blue: white text on it is unreadable
    expect(colourContrasts("#7dd3fc").white).toBeLessThan(4.5);
    const messages: Record<string, RegExp> = {
      de: /Kontrastverhältnis von mindestens 4,5:1/,
      en: /contrast ratio of at least 4.5:1/,
      es: /relación de contraste de al menos 4,5:1/,
      fr: /contraste d’au moins 4,5:1/,
    };
    for (const [lang, text] of Object.entries(messages)) {
      const r = await publish(0, doc, lang);
      expect(r.status).toBe(400);
      expect(JSON.stringify(await r.json())).toMatch(text);
    }
    // Right at the limit for white text (4.50:1), but not readable as text on its own tint
    // (avatars, the active settings entry): refused too (decision 0160).
    doc.brand.primaryColor = "#0d6efd";
    expect(colourContrasts("#0d6efd").white).toBeGreaterThanOrEqual(4.5);
    const limit = await publish(0, doc, "en");
    expect(limit.status).toBe(400);
    expect(JSON.stringify(await limit.json())).toMatch(/on its light tint/);
    expect((await get()).revision).toBe(0);
  });

  it("publishes, falls back to the built-in text, refuses a stale revision, restores", async () => {
    const doc = defaultSiteDocument();
    doc.brand.name = "Akademie Nord";
    doc.brand.primaryColor = "#0f766e";
    doc.texts = { de: { "hero.title": "Lerne bei der Akademie Nord" } };
    doc.hiddenFigures = ["salary"];
    doc.pages[0]!.body = { de: "**Akademie Nord GmbH**, Hafenstraße 1, Kiel" };
    const first = await publish(0, doc);
    expect(first.status).toBe(200);
    expect(((await first.json()) as SiteAdminResponse).revision).toBe(1);

    // German as given; English shows the built-in English text, never the German (issue 46).
    const de = await t.request("/", { headers: { ...html, cookie: "kurswerk_lang=de" } });
    const deHtml = await de.text();
    expect(deHtml).toContain("<h1>Lerne bei der Akademie Nord</h1>");
    expect(deHtml).toContain('<html lang="de">');
    expect(deHtml).toContain("--primary:#0f766e");
    expect(deHtml).toContain('id="kw-site"');
    expect(deHtml).toContain("salary");
    const en = await t.request("/", { headers: { ...html, cookie: "kurswerk_lang=en" } });
    expect(await en.text()).toContain("<h1>DEFAULT HERO</h1>");
    // /auth and the app's pages carry the brand.
    const auth = await t.request("/auth", { headers: html });
    expect(await auth.text()).toContain("AUTH Akademie Nord");
    const app = await t.request("/app/courses", { headers: html });
    expect(await app.text()).toContain("<title>Akademie Nord</title>");

    // Someone else's edit in between: 409, nothing changes.
    const stale = await publish(0, { ...doc, brand: { ...doc.brand, name: "Zu spät" } }, "en");
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: "SITE_REVISION_CONFLICT",
      message: expect.stringContaining("Someone else has changed the website"),
    });

    const english = structuredClone(doc);
    english.texts.en = { "hero.title": "Learn at Akademie Nord" };
    expect((await publish(1, english)).status).toBe(200);
    const en2 = await t.request("/", { headers: { ...html, cookie: "kurswerk_lang=en" } });
    expect(await en2.text()).toContain("<h1>Learn at Akademie Nord</h1>");

    const history = (await get()).history;
    expect(history.map((h) => h.revision)).toEqual([2, 1]);
    const restored = await t.request("/api/admin/site/restore", {
      cookie: admin.cookie,
      json: { expectedRevision: 2, revision: 1 },
    });
    expect(restored.status).toBe(200);
    const after = (await restored.json()) as SiteAdminResponse;
    expect(after.revision).toBe(3);
    expect(after.history[0]).toMatchObject({ revision: 3, restoredFrom: 1 });
    expect(after.document.texts.en).toBeUndefined();
    const en3 = await t.request("/", { headers: { ...html, cookie: "kurswerk_lang=en" } });
    expect(await en3.text()).toContain("<h1>DEFAULT HERO</h1>");
    // A revision that is gone.
    const gone = await t.request("/api/admin/site/restore", {
      cookie: admin.cookie,
      json: { expectedRevision: 3, revision: 99 },
    });
    expect(gone.status).toBe(404);
  });

  it("serves the legal pages signed out, without JavaScript, sanitized", async () => {
    const { revision, document } = await get();
    document.pages[1]!.body = {
      de: "# Datenschutz\n\nWir speichern wenig. <script>alert(1)</script> [x](javascript:alert(1))",
      en: "We store little.",
    };
    document.pages.push({
      slug: "ueber-uns",
      title: { de: "Über uns" },
      body: { de: "Wir sind die Akademie Nord." },
      inNav: true,
    });
    expect((await publish(revision, document)).status).toBe(200);

    const imp = await t.request("/impressum", { headers: html });
    expect(imp.status).toBe(200);
    const impHtml = await imp.text();
    expect(impHtml).toContain("<title>Impressum – Akademie Nord</title>");
    expect(impHtml).toContain("<strong>Akademie Nord GmbH</strong>");
    // No script but the theme's (decision 0159), which the page does not need either.
    expect(impHtml.replace(`<script>${THEME_SCRIPT}</script>`, "")).not.toContain("<script");
    expect(impHtml).toContain('href="/datenschutz"');
    expect(impHtml).toContain('href="/seiten/ueber-uns"');
    expect(impHtml).toContain('<link rel="stylesheet" href="/assets/app.css">');

    const ds = await t.request("/datenschutz", { headers: html });
    const dsHtml = await ds.text();
    expect(dsHtml).not.toContain("<script>alert");
    expect(dsHtml).toContain("&lt;script&gt;");
    expect(dsHtml).not.toContain("javascript:");
    const dsEn = await t.request("/datenschutz", {
      headers: { ...html, cookie: "kurswerk_lang=en" },
    });
    const dsEnHtml = await dsEn.text();
    expect(dsEnHtml).toContain("<title>Privacy policy – Akademie Nord</title>");
    expect(dsEnHtml).toContain("We store little.");
    // An own page; the AGB page is empty, so it does not exist.
    expect((await t.request("/seiten/ueber-uns", { headers: html })).status).toBe(200);
    expect((await t.request("/agb", { headers: html })).status).not.toBe(200);
    expect((await t.request("/seiten/gibt-es-nicht", { headers: html })).status).toBe(404);
  });

  it("previews a draft without publishing it, without scripts", async () => {
    const { revision, document } = await get();
    document.texts.fr = { "hero.title": "Apprendre au nord" };
    const r = await t.request("/api/admin/site/preview", {
      cookie: admin.cookie,
      json: { document, language: "fr" },
    });
    expect(r.status).toBe(200);
    const { html: page } = (await r.json()) as { html: string };
    expect(page).toContain("<h1>Apprendre au nord</h1>");
    expect(page).not.toContain("<script");
    expect((await get()).revision).toBe(revision);
    const { cookie } = await t.signIn("user");
    const refused = await t.request("/api/admin/site/preview", {
      cookie,
      json: { document, language: "fr" },
    });
    expect(refused.status).toBe(403);
  });

  it("validates pages: legal pages first, unique addresses, at most 10 own pages", async () => {
    const { revision, document } = await get();
    const dup = structuredClone(document);
    dup.pages.push({ ...dup.pages[3]! });
    expect((await publish(revision, dup)).status).toBe(400);
    const many = structuredClone(document);
    for (let i = 0; i < 11; i++)
      many.pages.push({ slug: `seite-${i}`, title: {}, body: {}, inNav: false });
    expect((await publish(revision, many)).status).toBe(400);
    const unknownKey = structuredClone(document);
    unknownKey.texts.de = { "header.signIn": "x" };
    expect((await publish(revision, unknownKey)).status).toBe(400);
  });

  it("keeps the last 20 revisions; statements do not grow with the history", async () => {
    const first = await t.request("/api/admin/site", { cookie: admin.cookie });
    const site0 = (await first.json()) as SiteAdminResponse;
    const document = site0.document;
    let revision = site0.revision;
    const putFew = await publish(revision, document);
    const few = statements(putFew);
    revision++;
    for (let i = 0; i < 22; i++) {
      expect((await publish(revision, document)).status).toBe(200);
      revision++;
    }
    const putMany = await publish(revision, document);
    revision++;
    expect(statements(putMany)).toBe(few);
    const many = await t.request("/api/admin/site", { cookie: admin.cookie });
    expect(statements(many)).toBe(statements(first));
    const site = (await many.json()) as SiteAdminResponse;
    expect(site.history).toHaveLength(20);
    expect(site.history[0]!.revision).toBe(revision);
    const landing = await t.request("/", { headers: html });
    expect(statements(landing)).toBeLessThanOrEqual(3);
    const again = await t.request("/", { headers: html });
    // Cached for this revision: the revision number only.
    expect(statements(again)).toBe(1);
  });
});

const enabled = Boolean(process.env.TEST_DATABASE_URL);
describe.skipIf(!enabled)("site settings across processes", () => {
  it("a publish through one process shows on the other's next landing", async () => {
    const web = fakeWebDir();
    const a = await createTestApp({}, { webDir: web });
    const b = await createTestApp({}, { webDir: web, databaseUrl: a.databaseUrl });
    try {
      const admin = await a.signIn("admin");
      const before = await b.request("/", { headers: html });
      expect(await before.text()).toMatch(/^BUILT LANDING/);
      const doc = defaultSiteDocument();
      doc.texts.de = { "hero.title": "Neu aus Prozess A" };
      const put = await a.request("/api/admin/site", {
        method: "PUT",
        cookie: admin.cookie,
        json: { expectedRevision: 0, document: doc },
      });
      expect(put.status).toBe(200);
      const after = await b.request("/", { headers: { ...html, cookie: "kurswerk_lang=de" } });
      expect(await after.text()).toContain("<h1>Neu aus Prozess A</h1>");
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe("admin home in production", () => {
  it("warns while the Impressum or the privacy policy is empty", async () => {
    const t = await createTestApp({
      NODE_ENV: "production",
      AUTH_SECRET: "a-production-secret-of-enough-length-0123456789",
    });
    try {
      const admin = await t.signIn("admin");
      const stats = async () =>
        (
          (await (await t.request("/api/admin/stats", { cookie: admin.cookie })).json()) as {
            legalPagesMissing: boolean;
          }
        ).legalPagesMissing;
      expect(await stats()).toBe(true);
      const doc = defaultSiteDocument();
      doc.pages[0]!.body = { de: "Akademie Nord GmbH" };
      const put = (revision: number) =>
        t.request("/api/admin/site", {
          method: "PUT",
          cookie: admin.cookie,
          json: { expectedRevision: revision, document: doc },
        });
      expect((await put(0)).status).toBe(200);
      expect(await stats()).toBe(true);
      doc.pages[1]!.body = { en: "We store little." };
      expect((await put(1)).status).toBe(200);
      expect(await stats()).toBe(false);
    } finally {
      await t.close();
    }
  }, 120_000);
});
