import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { imageInfo, makeImage, uploadForm } from "../../test/images";
import { user } from "../../db/schema";
import { THEME_SCRIPT } from "@shared/theme-script";
import {
  defaultSiteDocument,
  type SiteAdminResponse,
  type SiteDocument,
} from "@shared/contracts/site";

/**
 * The site's logos and favicon (issue 31, decision 0152): uploaded through the uploads
 * pipeline, SVG refused, part of the published document (history, restore), served from
 * our origin and named in every page's head.
 */
function fakeWebDir(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "kw-site-img-"));
  const web = path.join(dist, "web");
  fs.mkdirSync(path.join(web, "prerender"), { recursive: true });
  fs.mkdirSync(path.join(dist, "prerender"), { recursive: true });
  const shell =
    '<!doctype html><html lang="de"><head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /><title>Kurswerk – Tech-Skills</title><!--head-extra--></head><body><div id="root"><!--app-html--></div></body></html>';
  fs.writeFileSync(path.join(web, "index.html"), shell);
  fs.writeFileSync(path.join(web, "prerender/landing.template.html"), shell);
  fs.writeFileSync(path.join(web, "prerender/auth.template.html"), shell);
  fs.writeFileSync(
    path.join(dist, "prerender/prerender.js"),
    `export async function renderLanding(lang, site) {
       return { html: '<img src="' + site.brand.logoLight + '">', head: "", title: site.brand.name, namespaces: ["common"] };
     }
     export async function renderAuth(lang, site) {
       return { html: "<p>AUTH</p>", namespaces: ["common"] };
     }`,
  );
  return web;
}

const errorOf = async (r: Response) =>
  ((await r.json()) as { error: { code: string; message: string } }).error;

describe("site logos and favicon", () => {
  let t: TestApp;
  let admin: { cookie: string; userId: string; email: string };

  beforeAll(async () => {
    t = await createTestApp({}, { webDir: fakeWebDir() });
    admin = await t.signIn("admin");
  });
  afterAll(() => t.close());

  const upload = (kind: string, bytes: Uint8Array, name: string, cookie = admin.cookie) =>
    t.request(`/api/admin/site/images/${kind}`, {
      method: "POST",
      body: uploadForm(bytes, name),
      cookie,
    });
  const site = async () =>
    (await (
      await t.request("/api/admin/site", { cookie: admin.cookie })
    ).json()) as SiteAdminResponse;
  const publish = async (document: SiteDocument) => {
    const { revision } = await site();
    return t.request("/api/admin/site", {
      method: "PUT",
      cookie: admin.cookie,
      json: { expectedRevision: revision, document },
    });
  };
  const setLanguage = (lang: string) =>
    t.deps.db.update(user).set({ language: lang }).where(eq(user.id, admin.userId));

  it("is for admins only", async () => {
    const png = await makeImage("png");
    expect(
      (
        await t.request("/api/admin/site/images/logo", {
          method: "POST",
          body: uploadForm(png, "a.png"),
        })
      ).status,
    ).toBe(401);
    const learner = await t.signIn("user");
    expect((await upload("logo", png, "a.png", learner.cookie)).status).toBe(403);
    expect((await upload("banner", png, "a.png")).status).toBe(400);
  });

  it("stores a logo as WebP within 480×160 and a square favicon, served from our origin", async () => {
    const logo = await upload(
      "logo",
      await makeImage("png", { width: 1200, height: 300 }),
      "logo.png",
    );
    expect(logo.status).toBe(200);
    const { url } = (await logo.json()) as { url: string };
    // Its name carries its size, for the pages' <img> width and height (decision 0158).
    expect(url).toMatch(/^\/uploads\/site\/logo\/[0-9a-f]{32}-480x120\.webp$/);
    const served = await t.request(url);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(await imageInfo(served)).toEqual({ width: 480, height: 120, format: "webp" });

    const icon = await upload(
      "favicon",
      await makeImage("jpeg", { width: 300, height: 200 }),
      "i.jpg",
    );
    const iconUrl = ((await icon.json()) as { url: string }).url;
    expect(iconUrl).toMatch(/^\/uploads\/site\/favicon\/[0-9a-f]{32}\.webp$/);
    expect(await imageInfo(await t.request(iconUrl))).toEqual({
      width: 192,
      height: 192,
      format: "webp",
    });
    expect(await imageInfo(await t.request(iconUrl.replace(".webp", "-32.webp")))).toEqual({
      width: 32,
      height: 32,
      format: "webp",
    });
  });

  it("refuses SVG (also named .png) and other files with a clear message in the caller's language", async () => {
    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await setLanguage("de");
    const de = await upload("logo", svg, "logo.png");
    expect(de.status).toBe(400);
    expect(await errorOf(de)).toEqual({
      code: "IMAGE_SVG",
      message: expect.stringContaining("SVG-Dateien werden nicht angenommen"),
    });
    await setLanguage("en");
    const en = await upload("favicon", new TextEncoder().encode("<svg onload='x()'/>"), "f.svg");
    expect((await errorOf(en)).message).toContain("SVG files are not accepted");
    const text = await upload("logo", new TextEncoder().encode("hello, not an image"), "a.png");
    expect(await errorOf(text)).toEqual({
      code: "IMAGE_TYPE",
      message: "Only PNG, JPEG or WebP images are allowed",
    });
    await setLanguage("de");
  });

  it("publishes logos and favicon into every page, keeps them in the history and restores", async () => {
    const light = (
      (await (await upload("logo", await makeImage("png"), "l.png")).json()) as { url: string }
    ).url;
    const dark = (
      (await (await upload("logo", await makeImage("webp", { width: 640 }), "d.webp")).json()) as {
        url: string;
      }
    ).url;
    const icon = (
      (await (
        await upload("favicon", await makeImage("png", { width: 64, height: 64 }), "f.png")
      ).json()) as { url: string }
    ).url;

    // Only our own uploads can be published.
    const foreign = defaultSiteDocument();
    foreign.brand.logoLight = "https://evil.example/logo.png";
    expect((await publish(foreign)).status).toBe(400);
    const wrongKind = defaultSiteDocument();
    wrongKind.brand.favicon = light;
    expect((await publish(wrongKind)).status).toBe(400);

    const plain = defaultSiteDocument();
    plain.brand.name = "Musterschule";
    plain.brand.primaryColor = "#0f766e";
    expect((await publish(plain)).status).toBe(200);
    const plainRevision = (await site()).revision;

    const doc = structuredClone(plain);
    Object.assign(doc.brand, { logoLight: light, logoDark: dark, favicon: icon });
    doc.pages[0]!.body = { de: "**Musterschule GmbH**" };
    expect((await publish(doc)).status).toBe(200);
    const withImages = (await site()).revision;
    expect((await site()).document.brand).toMatchObject({
      logoLight: light,
      logoDark: dark,
      favicon: icon,
    });

    const small = icon.replace(".webp", "-32.webp");
    const app = await (await t.request("/app", { headers: { accept: "text/html" } })).text();
    expect(app).toContain(`<link rel="icon" type="image/webp" sizes="32x32" href="${small}" />`);
    expect(app).not.toContain("/favicon.svg");
    expect(app).toContain("<title>Musterschule</title>");
    // Pages that name no icon make browsers ask /favicon.ico: the published one.
    const ico = await t.request("/favicon.ico", { headers: { accept: "image/*" } });
    expect(ico.status).toBe(302);
    expect(ico.headers.get("location")).toBe(small);
    // The call-to-action gradient ends in a shade of the brand colour.
    expect(app).toContain("--cta-to:#0b534d");
    expect(app).toContain(`"logoDark":"${dark}"`);
    const landing = await (await t.request("/", { headers: { accept: "text/html" } })).text();
    expect(landing).toContain(`<img src="${light}">`);
    expect(landing).toContain(`href="${small}"`);

    const impressum = await (
      await t.request("/impressum", { headers: { accept: "text/html" } })
    ).text();
    expect(impressum).toContain(`<img src="${light}"`);
    expect(impressum).toContain(`href="${small}"`);
    // The dark logo in the dark theme (decision 0159), chosen by CSS: right without JavaScript.
    expect(impressum).toMatch(new RegExp(`<img src="${light}"[^>]*class="[^"]*dark:hidden`));
    expect(impressum).toMatch(new RegExp(`<img src="${dark}"[^>]*class="[^"]*hidden dark:block`));
    // The brand colour in the dark theme: a lightened shade, dark text on it.
    expect(impressum).toContain(":root.dark{--primary:#1baca0;");
    expect(app).toContain(
      "@media (prefers-color-scheme:dark){:root:not(.light){--primary:#1baca0;",
    );
    // The theme script before the first paint, allowed by its hash.
    const csp = (await t.request("/impressum", { headers: { accept: "text/html" } })).headers.get(
      "content-security-policy",
    );
    const hash = createHash("sha256").update(THEME_SCRIPT).digest("base64");
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(impressum).toContain(`<script>${THEME_SCRIPT}</script>`);

    // Restoring the revision before the upload brings back the built-in icon, and back again.
    const restore = (revision: number) =>
      t.request("/api/admin/site/restore", {
        method: "POST",
        cookie: admin.cookie,
        json: { expectedRevision: withImages + (revision === plainRevision ? 0 : 1), revision },
      });
    expect((await restore(plainRevision)).status).toBe(200);
    expect((await site()).document.brand.logoLight).toBe("");
    const back = await (await t.request("/app", { headers: { accept: "text/html" } })).text();
    expect(back).toContain("/favicon.svg");
    expect((await restore(withImages)).status).toBe(200);
    expect((await site()).document.brand.favicon).toBe(icon);
  });

  it("reads documents published before logos existed", async () => {
    const old = structuredClone(defaultSiteDocument()) as unknown as {
      brand: Record<string, unknown>;
    };
    delete old.brand.logoLight;
    delete old.brand.logoDark;
    delete old.brand.favicon;
    const r = await t.request("/api/admin/site", {
      method: "PUT",
      cookie: admin.cookie,
      json: { expectedRevision: (await site()).revision, document: old },
    });
    expect(r.status).toBe(200);
    expect((await site()).document.brand).toMatchObject({
      logoLight: "",
      logoDark: "",
      favicon: "",
    });
  });
});
