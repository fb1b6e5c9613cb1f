import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { countStatements } from "../../db/client";
import { siteFacts } from "./site.service";
import { courseLessonCounts, courses, user } from "../../db/schema";
import {
  defaultSiteDocument,
  type SiteAdminResponse,
  type SiteClientData,
  type SiteDocument,
} from "@shared/contracts/site";

/**
 * Issue 46: a production install's landing is rendered with its own figures and no example
 * claims; the demo keeps the build's page; the legal pages start as drafts the admin
 * publishes; typed line breaks stay. The SSR bundle here is a stand-in that prints the
 * hero title; what the page carries for the web app (`kw-site`) is the server's own.
 */
function fakeWebDir(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "kw-honest-"));
  const web = path.join(dist, "web");
  fs.mkdirSync(path.join(web, "prerender"), { recursive: true });
  fs.mkdirSync(path.join(dist, "prerender"), { recursive: true });
  const shell =
    '<!doctype html><html lang="de"><head><title>Kurswerk</title><!--head-extra--></head><body><div id="root"><!--app-html--></div></body></html>';
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
       return { html: "<h1>" + (site.texts[lang]["hero.title"] ?? "BUILT-IN HERO " + lang) + "</h1>", head: "", title: site.brand.name, namespaces: ["landing"] };
     }
     export async function renderAuth(lang, site) {
       return { html: "<p>AUTH</p>", namespaces: ["auth"] };
     }`,
  );
  return web;
}

const html = { accept: "text/html" };
const PRODUCTION = {
  NODE_ENV: "production",
  AUTH_SECRET: "a-production-secret-of-enough-length-0123456789",
};

/** The site data a page carries for the web app. */
function siteData(page: string): SiteClientData {
  const m = /<script type="application\/json" id="kw-site">([\s\S]*?)<\/script>/.exec(page);
  expect(m, "the page carries its site data").toBeTruthy();
  return JSON.parse(m![1]!) as SiteClientData;
}

async function addCourses(t: TestApp, n: number, offset: number) {
  for (let i = 0; i < n; i++) {
    const [c] = await t.deps.db
      .insert(courses)
      .values({
        title: `Kurs ${offset + i}`,
        isPublished: true,
        skillArea: i % 2 ? "data-analytics" : "web-development",
      })
      .returning({ id: courses.id });
    await t.deps.db
      .insert(courseLessonCounts)
      .values({ courseId: c!.id, lessons: 10, minutes: 150 })
      .onConflictDoUpdate({
        target: courseLessonCounts.courseId,
        set: { lessons: 10, minutes: 150 },
      });
  }
  // A draft course counts nowhere.
  await t.deps.db.insert(courses).values({ title: "Entwurf", skillArea: "digital-marketing" });
}

describe("the landing of a production install", () => {
  let t: TestApp;
  let admin: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION, { webDir: fakeWebDir() });
    admin = await t.signIn("admin");
  });
  afterAll(() => t.close());

  it("is rendered with the install's figures, no examples, the current year", async () => {
    const r = await t.request("/", { headers: { ...html, cookie: "kurswerk_lang=de" } });
    expect(r.status).toBe(200);
    const page = await r.text();
    expect(page).not.toContain("BUILT LANDING");
    const site = siteData(page);
    expect(site.examples).toBe(false);
    expect(site.year).toBe(new Date().getFullYear());
    expect(site.facts).toEqual({
      courses: 0,
      lessons: 0,
      hours: 0,
      learners: null,
      skillAreas: [],
    });
  });

  it("reads new figures after a course is published, in a fixed number of statements", async () => {
    await addCourses(t, 2, 0);
    const fewFacts = await countStatements(() => siteFacts(t.deps.db));
    const few = await t.request("/", { headers: html });
    expect(siteData(await few.text()).facts).toMatchObject({
      courses: 2,
      lessons: 20,
      hours: 5,
      skillAreas: ["data-analytics", "web-development"],
    });
    await addCourses(t, 12, 2);
    const many = await t.request("/", { headers: html });
    const facts = siteData(await many.text()).facts!;
    expect(facts.courses).toBe(14);
    expect(facts.lessons).toBe(140);
    expect(facts.skillAreas).not.toContain("digital-marketing");
    // One statement whatever the number of courses (production sends no statement header).
    const manyFacts = await countStatements(() => siteFacts(t.deps.db));
    expect(fewFacts.count).toBe(1);
    expect(manyFacts.count).toBe(fewFacts.count);
  });

  it("names the learners once there are enough to be worth saying", async () => {
    const ids = Array.from({ length: 130 }, (_, i) => `learner-${i}`);
    await t.deps.db
      .insert(user)
      .values(ids.map((id) => ({ id, name: id, email: `${id}@example.org`, emailVerified: true })));
    // New accounts do not raise the content epoch: a course does.
    await addCourses(t, 1, 100);
    const page = await (await t.request("/", { headers: html })).text();
    expect(siteData(page).facts!.learners).toBe(130);
    await t.deps.db.delete(user).where(sql`${user.id} like 'learner-%'`);
  });

  it("shows the operator's text only in the language it was written in", async () => {
    const doc = defaultSiteDocument();
    doc.texts.de = { "hero.title": "Lerne bei der Akademie Nord" };
    const put = await t.request("/api/admin/site", {
      method: "PUT",
      cookie: admin.cookie,
      json: { expectedRevision: 0, document: doc },
    });
    expect(put.status).toBe(200);
    const de = await (
      await t.request("/", { headers: { ...html, cookie: "kurswerk_lang=de" } })
    ).text();
    expect(de).toContain("<h1>Lerne bei der Akademie Nord</h1>");
    const en = await (
      await t.request("/", { headers: { ...html, cookie: "kurswerk_lang=en" } })
    ).text();
    expect(en).toContain("<h1>BUILT-IN HERO en</h1>");
    expect(en).not.toContain("Akademie Nord</h1>");
    expect(siteData(en).texts.en?.["hero.title"]).toBeUndefined();
  });

  it("the funnel's page carries the same: no examples", async () => {
    const page = await (await t.request("/onboarding", { headers: html })).text();
    expect(siteData(page).examples).toBe(false);
  });
});

describe("the landing of the demo", () => {
  it("is the build's page with the example texts, and the site settings say so", async () => {
    const t = await createTestApp({}, { webDir: fakeWebDir() });
    try {
      const admin = await t.signIn("admin");
      const r = await t.request("/", { headers: { ...html, cookie: "kurswerk_lang=en" } });
      expect(await r.text()).toBe("BUILT LANDING en");
      const site = (await (
        await t.request("/api/admin/site", { cookie: admin.cookie })
      ).json()) as SiteAdminResponse;
      expect(site.examples).toBe(true);
      const doc = defaultSiteDocument();
      doc.texts.de = { "hero.title": "Demo" };
      await t.request("/api/admin/site", {
        method: "PUT",
        cookie: admin.cookie,
        json: { expectedRevision: 0, document: doc },
      });
      const page = await (await t.request("/", { headers: html })).text();
      expect(siteData(page).examples).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe("legal pages from the start", () => {
  let t: TestApp;
  let admin: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp(
      {
        ...PRODUCTION,
        SMTP_URL: "smtp://mailer:geheim-123@mail.example.org:587",
        AI_PROVIDER: "anthropic",
        AI_MODEL: "claude-test",
        AI_API_KEY: "sk-test-key",
      },
      { webDir: fakeWebDir() },
    );
    admin = await t.signIn("admin");
  });
  afterAll(() => t.close());

  const site = async () =>
    (await (
      await t.request("/api/admin/site", { cookie: admin.cookie })
    ).json()) as SiteAdminResponse;
  const publish = async (revision: number, document: SiteDocument) =>
    t.request("/api/admin/site", {
      method: "PUT",
      cookie: admin.cookie,
      json: { expectedRevision: revision, document },
    });
  const legalMissing = async () =>
    (
      (await (await t.request("/api/admin/stats", { cookie: admin.cookie })).json()) as {
        legalPagesMissing: boolean;
      }
    ).legalPagesMissing;

  it("offers a privacy policy drafted from this install's configuration, in four languages", async () => {
    const { drafts, examples } = await site();
    expect(examples).toBe(false);
    const de = drafts.datenschutz.de;
    expect(de).toContain("Sitzungs-Cookie");
    expect(de).toContain("mail.example.org");
    expect(de).toContain("Anthropic (Modell claude-test)");
    expect(de).toContain("Meine Daten herunterladen");
    expect(de).toContain("Konto löschen");
    // Not configured: not named. Never a credential.
    expect(de).not.toContain("S3");
    expect(de).not.toContain("geheim");
    expect(de).not.toContain("sk-test");
    expect(drafts.datenschutz.en).toContain("session cookie");
    expect(drafts.datenschutz.en).toContain("Download my data");
    expect(drafts.datenschutz.es).toContain("Descargar mis datos");
    expect(drafts.datenschutz.fr).toContain("Télécharger mes données");
    expect(drafts.impressum.de).toContain("§ 5 DDG");
  });

  it("names the S3 storage and the metrics only when they are configured", async () => {
    const s3 = await createTestApp({
      ...PRODUCTION,
      S3_ENDPOINT: "https://s3.example.net",
      S3_REGION: "eu-central-1",
      S3_BUCKET: "kurse",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret-s3-key",
      METRICS_TOKEN: "a-metrics-token-0123456789",
    });
    try {
      const { cookie } = await s3.signIn("admin");
      const { drafts } = (await (
        await s3.request("/api/admin/site", { cookie })
      ).json()) as SiteAdminResponse;
      expect(drafts.datenschutz.de).toContain("s3.example.net");
      expect(drafts.datenschutz.de).toContain("Betriebskennzahlen");
      expect(drafts.datenschutz.de).not.toContain("secret-s3-key");
      expect(drafts.datenschutz.de).not.toContain("Mailserver");
    } finally {
      await s3.close();
    }
  });

  it("serves /datenschutz once the admin publishes the draft; the warning stays until both are", async () => {
    expect((await t.request("/datenschutz", { headers: html })).status).toBe(404);
    expect(await legalMissing()).toBe(true);
    const { revision, document, drafts } = await site();
    document.pages[1]!.body = { ...drafts.datenschutz };
    expect((await publish(revision, document)).status).toBe(200);
    const ds = await t.request("/datenschutz", { headers: html });
    expect(ds.status).toBe(200);
    expect(await ds.text()).toContain("Sitzungs-Cookie");
    const en = await t.request("/datenschutz", {
      headers: { ...html, cookie: "kurswerk_lang=en" },
    });
    expect(await en.text()).toContain("session cookie");
    // The Impressum is still missing.
    expect(await legalMissing()).toBe(true);
    const next = await site();
    next.document.pages[0]!.body = {
      de: "Akademie Nord GmbH\nHafenstraße 1\n24103 Kiel\nDeutschland",
    };
    expect((await publish(next.revision, next.document)).status).toBe(200);
    expect(await legalMissing()).toBe(false);
  });

  it("renders the Impressum's lines as the operator wrote them", async () => {
    const page = await (await t.request("/impressum", { headers: html })).text();
    expect(page).toMatch(
      /Akademie Nord GmbH<br\/>\s*Hafenstraße 1<br\/>\s*24103 Kiel<br\/>\s*Deutschland/,
    );
  });
});
