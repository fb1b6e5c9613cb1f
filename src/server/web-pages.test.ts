// The pages the server sends for the web app: the dashboard's and the player's preloads
// (decisions 0063, 0121).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, withSetCookies, type TestApp } from "./test/harness";
import { eq, sql } from "drizzle-orm";
import { insertDemo } from "./test/editor-helpers";
import { courses } from "./db/schema";
import { escapeHtml } from "@shared/text/html";

// The parts of dist/web/index.html the server fills in, and /auth's copy (scripts/build.mjs).
const INDEX =
  '<!doctype html><html lang="de"><head><title>Kurswerk</title><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"><!--app-html--></div></body></html>';
const AUTH = INDEX.replace("</head>", '<link rel="preload" as="font" href="/f.woff2"></head>');
// /auth prerendered per language (decision 0065).
const AUTH_PRERENDERED = (lang: string) =>
  AUTH.replace('<html lang="de">', `<html lang="${lang}">`).replace(
    "<!--app-html-->",
    `<h1>auth ${lang}</h1>`,
  );

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-web-pages-"));
  fs.writeFileSync(path.join(webDir, "index.html"), INDEX);
  fs.writeFileSync(path.join(webDir, "auth.html"), AUTH);
  fs.mkdirSync(path.join(webDir, "prerender"));
  for (const lang of ["de", "en", "es", "fr"])
    fs.writeFileSync(path.join(webDir, `prerender/auth.${lang}.html`), AUTH_PRERENDERED(lang));
  t = await createTestApp({}, { webDir });
  // An install with an admin serves its pages (without one, every page is the setup screen).
  await t.signIn("admin");
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const page = async (p: string, cookie?: string) => {
  const res = await t.request(p, { cookie, headers: { accept: "text/html" } });
  expect(res.status).toBe(200);
  return res.text();
};
const fetchPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );

describe("dashboard page (/app)", () => {
  it("preloads the session and the dashboard in the profile's language, and starts in it", async () => {
    const signedIn = await t.signIn();
    const res = await t.request("/api/me/language", {
      method: "PUT",
      json: { language: "fr" },
      cookie: signedIn.cookie,
    });
    expect(res.status).toBe(200);
    const cookie = withSetCookies(signedIn.cookie, res);
    for (const p of ["/app", "/app/"]) {
      const html = await page(p, cookie);
      expect(fetchPreloads(html)).toEqual(["/api/me", "/api/learning/dashboard?lang=fr"]);
      expect(html).toContain('<div id="root" data-user-lang="fr">');
    }
    // What is preloaded is what the page then gets: answers, not errors a browser drops.
    const me = await t.request("/api/me", { cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).user.language).toBe("fr");
    const dashboard = await t.request("/api/learning/dashboard?lang=fr", { cookie });
    expect(dashboard.status).toBe(200);
  });

  it("follows the language chosen in this browser (its cookie) and leaves the start to it", async () => {
    const { cookie } = await t.signIn();
    const html = await page("/app", `${cookie}; kurswerk_lang=es`);
    expect(fetchPreloads(html)).toEqual(["/api/me", "/api/learning/dashboard?lang=es"]);
    expect(html).toContain('<div id="root"><!--app-html--></div>');
  });

  it("sends the plain page signed out, and on the other pages", async () => {
    for (const p of ["/app", "/app/courses", "/onboarding"]) {
      const html = await page(p);
      expect(html).toBe(INDEX);
    }
    const { cookie } = await t.signIn();
    expect(await page("/app/courses", cookie)).toBe(INDEX);
  });
});

describe("player page (/app/course/{id}[/{lessonId}])", () => {
  it("preloads the session and the course in the profile's language, and starts in it", async () => {
    const { courseId } = await insertDemo(t);
    const signedIn = await t.signIn();
    const res = await t.request("/api/me/language", {
      method: "PUT",
      json: { language: "fr" },
      cookie: signedIn.cookie,
    });
    const cookie = withSetCookies(signedIn.cookie, res);
    const lessonId = "3f1c7a52-0d4e-4b8a-9c61-2b7e5d9a8f10";
    for (const p of [`/app/course/${courseId}`, `/app/course/${courseId}/${lessonId}`]) {
      const html = await page(p, cookie);
      expect(fetchPreloads(html)).toEqual(["/api/me", `/api/learning/courses/${courseId}?lang=fr`]);
      expect(html).toContain('<div id="root" data-user-lang="fr" data-first-paint="true">');
    }
    // What is preloaded is what the player then gets: its answer, not an error.
    const course = await t.request(`/api/learning/courses/${courseId}?lang=fr`, { cookie });
    expect(course.status).toBe(200);
  });

  it("draws the published course's header before its scripts run (decision 0141)", async () => {
    const { courseId } = await insertDemo(t, 1);
    const { cookie } = await t.signIn();
    const html = await page(`/app/course/${courseId}`, cookie);
    const player = (await (
      await t.request(`/api/learning/courses/${courseId}?lang=de`, { cookie })
    ).json()) as { course: { title: string; thumbnailUrl: string | null } };
    expect(html).toContain('data-first-paint="true"');
    expect(html).toContain(`>${escapeHtml(player.course.title)}</h1>`);
    expect(html).not.toContain('rel="preload" as="image"');
    // With a picture, the page asks for it first, before its scripts (decision 0164).
    const thumbnail = `/uploads/thumbnails/${courseId}/0123abcd.webp`;
    await t.deps.db
      .update(courses)
      .set({ thumbnailUrl: thumbnail })
      .where(eq(courses.id, courseId));
    await t.deps.db.execute(sql`update content_epoch set value = value + 1`);
    const pictured = await page(`/app/course/${courseId}`, cookie);
    const preload =
      `<link rel="preload" as="image" href="${thumbnail}" imagesrcset="${thumbnail.replace(".webp", "-640.webp")} 640w, ${thumbnail} 1280w" ` +
      `imagesizes="(min-width: 640px) 224px, calc(100vw - 76px)" fetchpriority="high">`;
    expect(pictured).toContain(`<title>Kurswerk</title>${preload}<script type="module"`);
    expect(pictured.indexOf(preload)).toBeLessThan(pictured.indexOf('as="fetch"'));
    expect(pictured).toMatch(
      /<img src="[^"]+" srcset="[^"]+" sizes="\(min-width: 640px\) 224px, calc\(100vw - 76px\)" alt="" width="1280" height="720" loading="eager" fetchpriority="high"/,
    );
    // An unpublished course is drawn only by the player, which decides who may see it.
    await t.deps.db.update(courses).set({ isPublished: false }).where(eq(courses.id, courseId));
    await t.deps.db.execute(sql`update content_epoch set value = value + 1`);
    const hidden = await page(`/app/course/${courseId}`, cookie);
    expect(hidden).not.toContain("data-first-paint");
    expect(hidden).not.toContain(escapeHtml(player.course.title));
  });

  it("sends the plain page signed out and for a path that is not a course's", async () => {
    const courseId = "5b0e8c1d-6a2f-4f3e-8d7c-1a9b2c3d4e5f";
    expect(await page(`/app/course/${courseId}`)).toBe(INDEX);
    const { cookie } = await t.signIn();
    // Only an id goes into the page's markup.
    const res = await t.request(`/app/course/${courseId}"><script>`, {
      cookie,
      headers: { accept: "text/html" },
    });
    expect(await res.text()).not.toContain("<script>");
  });
});

describe("sign-in page (/auth)", () => {
  it("is prerendered in the visitor's language when opened without a query", async () => {
    const res = await t.request("/auth", { headers: { accept: "text/html" } });
    expect(res.headers.get("vary")).toContain("Accept-Language");
    expect(await res.text()).toBe(AUTH_PRERENDERED("de"));
    expect(
      await (
        await t.request("/auth", {
          headers: { accept: "text/html", "accept-language": "fr-FR,fr" },
        })
      ).text(),
    ).toBe(AUTH_PRERENDERED("fr"));
    // The language chosen in this browser wins over the browser's languages.
    expect(
      await (
        await t.request("/auth", {
          cookie: "kurswerk_lang=es",
          headers: { accept: "text/html", "accept-language": "en" },
        })
      ).text(),
    ).toBe(AUTH_PRERENDERED("es"));
  });

  it("is the copy the build wrote for it with a query (a tab, a recovery link, a lead)", async () => {
    for (const p of ["/auth?type=recovery", "/auth?tab=signin", "/auth?from=email&email=a%40b.de"])
      expect(await page(p)).toBe(AUTH);
  });
});

describe("unknown paths (decision 0097)", () => {
  it("answer 404 with the same page, while every screen of the app answers 200", async () => {
    // …and so does a certificate's verify page for an id that is no certificate (issue 41).
    for (const p of [
      "/gibt-es-nicht",
      "/app/nope",
      "/admin/courses/x",
      "/verify",
      "/verify/0b7c",
      "/x.php",
    ]) {
      const res = await t.request(p, { headers: { accept: "text/html" } });
      expect(res.status, p).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text()).toBe(INDEX);
    }
    for (const p of [
      "/",
      "/auth",
      "/auth?tab=signin",
      "/onboarding",
      "/app/courses",
      "/app/course/abc/def",
      "/app/settings/sessions",
      "/admin/edit-course/v1/lessons/l1",
      "/dashboard/settings",
    ]) {
      const res = await t.request(p, { headers: { accept: "text/html" } });
      expect(res.status, p).toBe(200);
    }
    // Browsers ask pages that name no icon for /favicon.ico: ours, not a 404.
    const icon = await t.request("/favicon.ico", { headers: { accept: "image/*" } });
    expect(icon.status).toBe(302);
    expect(icon.headers.get("location")).toBe("/favicon.svg");
  });
});
