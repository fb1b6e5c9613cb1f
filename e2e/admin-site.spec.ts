import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { test, expect, signInAs, origin, expectNoA11yViolations } from "./support/fixtures";
import { defaultSiteDocument, type SiteAdminResponse } from "../src/shared/contracts/site";
import type { AchievementsResponse } from "../src/shared/contracts/achievements";
import type { CatalogueResponse, PlayerResponse } from "../src/shared/contracts/learning";

/**
 * Issue 31: an admin turns Kurswerk into their own school on "Website" (name, colour, hero
 * text, a figure, Impressum), previews and publishes; a signed-out visitor sees the new
 * landing page in German and English and opens the Impressum from the footer, also
 * without JavaScript. The admin server is shared with the other admin specs: the test
 * publishes the built-in document again at its end.
 */
const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "390px", viewport: { width: 390, height: 844 } },
] as const;

async function publishDefaults(page: Page) {
  const base = origin(page);
  const site = (await (
    await page.request.get(`${base}/api/admin/site`)
  ).json()) as SiteAdminResponse;
  const res = await page.request.put(`${base}/api/admin/site`, {
    data: { expectedRevision: site.revision, document: defaultSiteDocument() },
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A signed-out visitor's page in a browser language, failing on page errors (hydration). */
async function visitor(
  browser: Browser,
  locale: string,
  viewport: { width: number; height: number },
  javaScriptEnabled = true,
) {
  const context = await browser.newContext({ locale, viewport, javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return { context, page, errors };
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`admin website settings (${name})`, () => {
    test.use({ viewport });

    test("name, colour, hero text and a figure: previewed, published, seen by visitors", async ({
      page,
      browser,
      baseURL,
      allowConsole,
    }) => {
      test.setTimeout(180_000);
      // The preview frame may not run scripts (sandbox without allow-scripts); Chromium
      // reports Playwright's own helper script, which it puts into every frame, as blocked.
      allowConsole(
        /^error: Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
      );
      await page.goto("/");
      await signInAs(page, "admin");
      // Start from the built-in document, whatever an earlier run left.
      await publishDefaults(page);
      try {
        await page.goto("/admin/site");
        await expect(page.getByRole("heading", { name: "Website", level: 1 })).toBeVisible();
        // Not production: the landing's figures and testimonials are the demo's examples (issue 46).
        await expect(page.getByTestId("site-examples")).toContainText("Beispieltexte der Demo");
        await expectNoA11yViolations(page);

        // Brand: a light colour is refused with its contrast, a dark one passes.
        await page.getByLabel("Name der Plattform").fill("Akademie Nord");
        const colour = page.getByLabel("Hauptfarbe");
        await colour.fill("#7dd3fc");
        await expect(page.getByTestId("site-contrast")).toContainText("zu wenig Kontrast");
        await page.getByRole("button", { name: "Veröffentlichen" }).click();
        await expect(page.getByTestId("site-publish-error")).toContainText(
          "Kontrastverhältnis von mindestens 4,5:1",
        );
        await colour.fill("#0f766e");
        await expect(page.getByTestId("site-contrast")).not.toContainText("zu wenig Kontrast");

        // Landing texts in German and English; one figure changed, one hidden.
        await page.getByRole("tab", { name: "Startseite" }).click();
        await page.getByRole("button", { name: "Deutsch" }).click();
        await expect(page.getByTestId("site-claims-roi")).toContainText(
          "Behauptungen in deiner Verantwortung",
        );
        await page.locator("#site-de-hero-title").fill("Lerne bei der Akademie Nord");
        await page.locator("#site-de-roi-items-success-value").fill("87 %");
        await page.locator("#figure-salary").uncheck();
        await expectNoA11yViolations(page);
        await page.getByRole("button", { name: "English" }).click();
        await page.locator("#site-en-hero-title").fill("Learn at Akademie Nord");

        // The Impressum.
        await page.getByRole("tab", { name: "Seiten" }).click();
        await page.getByRole("button", { name: "Deutsch" }).click();
        await page
          .getByTestId("site-page-impressum")
          .getByLabel("Inhalt (Markdown)")
          .fill("**Akademie Nord GmbH**\n\nHafenstraße 1, 24103 Kiel");

        // Preview before publishing.
        await page.getByRole("button", { name: "Vorschau" }).click();
        // The frame runs no scripts; Playwright would need to inject one to look inside, so
        // the test reads the page the frame shows.
        const preview = page.getByTestId("site-preview");
        await expect(preview).toBeVisible();
        await expect(preview).toHaveAttribute(
          "srcdoc",
          /<h1[^>]*>Lerne bei der Akademie Nord<\/h1>/,
        );
        await expect(preview).toHaveAttribute("srcdoc", /87 %/);
        expect(await preview.getAttribute("srcdoc")).not.toContain("<script");
        // Closed before the accessibility scan, which would inject its script into the frame.
        await page.getByRole("button", { name: "Vorschau schließen" }).click();

        await page.getByRole("button", { name: "Veröffentlichen" }).click();
        await expect(page.getByText(/Veröffentlicht: Version \d+/)).toBeVisible();
        await page.getByRole("tab", { name: "Verlauf" }).click();
        await expect(page.getByTestId("site-history").getByRole("listitem").first()).toContainText(
          "aktuell",
        );
        await expectNoA11yViolations(page);

        // A signed-out visitor, German.
        const de = await visitor(browser, "de-DE", viewport);
        await de.page.goto(`${baseURL}/`);
        await de.page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
        await expect(de.page.getByRole("heading", { level: 1 })).toHaveText(
          "Lerne bei der Akademie Nord",
        );
        await expect(de.page.locator("header").first()).toContainText("Akademie Nord");
        await expect(de.page.getByText("87 %")).toBeVisible();
        await expect(de.page.getByText("45K €")).toHaveCount(0);
        await expect(de.page).toHaveTitle(/.+/);
        expect(
          await de.page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue("--primary").trim(),
          ),
        ).toBe("#0f766e");
        await expectNoA11yViolations(de.page);
        // The Impressum from the footer, scrolled to the end as a reader gets there: the floating
        // call to action (fading in meanwhile) then covers none of the footer's links.
        await de.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(de.page.getByTestId("floating-cta")).toHaveAttribute("data-visible", "true");
        await de.page
          .getByTestId("floating-cta")
          .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
        const impressum = de.page.getByRole("contentinfo").getByRole("link", { name: "Impressum" });
        const [link, cta] = await Promise.all([
          impressum.boundingBox(),
          de.page.getByTestId("floating-cta").boundingBox(),
        ]);
        expect(link!.y + link!.height).toBeLessThanOrEqual(cta!.y);
        await impressum.click();
        await expect(de.page).toHaveURL(/\/impressum$/);
        await expect(de.page.getByRole("heading", { name: "Impressum", level: 1 })).toBeVisible();
        await expect(de.page.getByText("Akademie Nord GmbH")).toBeVisible();
        await expect(de.page).toHaveTitle("Impressum – Akademie Nord");
        await expectNoA11yViolations(de.page);
        expect(de.errors).toEqual([]);
        await de.context.close();

        // English: the English hero text.
        const en = await visitor(browser, "en-US", viewport);
        await en.page.goto(`${baseURL}/`);
        await en.page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
        await expect(en.page.getByRole("heading", { level: 1 })).toHaveText(
          "Learn at Akademie Nord",
        );
        await expect(en.page.getByRole("contentinfo")).toContainText("Akademie Nord");
        expect(en.errors).toEqual([]);
        await en.context.close();

        // Without JavaScript: the landing's text and the Impressum are there.
        const nojs = await visitor(browser, "de-DE", viewport, false);
        await nojs.page.goto(`${baseURL}/`);
        await expect(nojs.page.getByRole("heading", { level: 1 })).toHaveText(
          "Lerne bei der Akademie Nord",
        );
        await nojs.page.goto(`${baseURL}/impressum`);
        await expect(nojs.page.getByText("Hafenstraße 1, 24103 Kiel")).toBeVisible();
        await nojs.context.close();
      } finally {
        await publishDefaults(page);
      }
      // Back to the built-in landing.
      const after = await visitor(browser, "de-DE", viewport);
      await after.page.goto(`${baseURL}/`);
      await expect(after.page.getByRole("heading", { level: 1 })).not.toHaveText(
        "Lerne bei der Akademie Nord",
      );
      await after.context.close();
    });
  });
}

// The brand specs live in this file, not their own: both publish the site on the shared
// admin server, and two files would run at once in two workers and see each other's site.
/**
 * Issue 31: the brand everywhere. An admin renames the platform "Musterschule" on "Website",
 * uploads a logo and a favicon (an SVG is refused with a clear message), publishes; the name
 * is in the header, the page titles and on the certificate page and PDF, the logo in the
 * landing's header, the favicon in the page's head.
 */
const png = async (width: number, height: number, rgb: [number, number, number]) =>
  sharp({
    create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .png()
    .toBuffer();

/** Decodes the text a PDF shows (pdfkit writes hex strings in TJ arrays when uncompressed). */
function pdfText(buf: Buffer) {
  const raw = buf.toString("latin1");
  return [...raw.matchAll(/\[(.*?)\] TJ/g)]
    .map((m) =>
      [...m[1]!.matchAll(/<([0-9a-f]+)>/g)]
        .map((h) => Buffer.from(h[1]!, "hex").toString("latin1"))
        .join(""),
    )
    .join("\n");
}

/** A certificate of the admin: one they hold, else one earned by completing a course. */
async function adminCertificate(page: Page): Promise<string> {
  const base = origin(page);
  const mine = (await (
    await page.request.get(`${base}/api/me/achievements`)
  ).json()) as AchievementsResponse;
  const valid = mine.certificates.find((c) => !c.revoked);
  if (valid) return valid.id;
  const { courses } = (await (
    await page.request.get(`${base}/api/learning/courses`)
  ).json()) as CatalogueResponse;
  for (const c of courses.filter((x) => x.totalLessons > 0)) {
    const player = (await (
      await page.request.get(`${base}/api/learning/courses/${c.id}`)
    ).json()) as PlayerResponse;
    if (player.certificate) continue;
    let id: string | undefined;
    for (const l of player.modules.flatMap((m) => m.lessons)) {
      if (player.progress.completedLessonIds.includes(l.id)) continue;
      const res = await page.request.post(`${base}/api/learning/lessons/${l.id}/complete`, {
        headers: { origin: base },
      });
      id = (await res.json()).earned?.certificate?.id ?? id;
    }
    if (id) return id;
  }
  throw new Error("no certificate could be earned");
}

async function germanVisitor(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ locale: "de-DE", viewport });
  return { context, page: await context.newPage() };
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the brand everywhere (${name})`, () => {
    test.use({ viewport });

    test("rename, logo and favicon: header, titles, certificate page and PDF", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      await page.goto("/");
      await signInAs(page, "admin");
      await publishDefaults(page);
      try {
        await page.goto("/admin/site");
        await expect(page.getByRole("heading", { name: "Website", level: 1 })).toBeVisible();
        await page.getByLabel("Name der Plattform").fill("Musterschule");
        await page.getByLabel("Hauptfarbe").fill("#0f766e");

        // An SVG, even named .png, is refused by the server with its reason.
        const light = page.getByTestId("site-image-logoLight");
        await light.locator('input[type="file"]').setInputFiles({
          name: "logo.png",
          mimeType: "image/png",
          buffer: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
        });
        await expect(light.getByRole("alert")).toContainText("SVG-Dateien werden nicht angenommen");
        // An .svg file is refused in the browser already.
        await light.locator('input[type="file"]').setInputFiles({
          name: "logo.svg",
          mimeType: "image/svg+xml",
          buffer: Buffer.from("<svg/>"),
        });
        await expect(light.getByRole("alert")).toContainText(
          "Nur PNG-, JPEG- oder WebP-Bilder sind erlaubt",
        );

        // A real logo and favicon.
        await light.locator('input[type="file"]').setInputFiles({
          name: "logo.png",
          mimeType: "image/png",
          buffer: await png(600, 150, [15, 118, 110]),
        });
        await expect(light.getByRole("img")).toHaveAttribute(
          "src",
          /^\/uploads\/site\/logo\/[0-9a-f]{32}-480x120\.webp$/,
        );
        await expect(light.getByRole("alert")).toHaveCount(0);
        const icon = page.getByTestId("site-image-favicon");
        await icon.locator('input[type="file"]').setInputFiles({
          name: "icon.png",
          mimeType: "image/png",
          buffer: await png(128, 128, [200, 40, 40]),
        });
        await expect(icon.getByRole("img")).toHaveAttribute(
          "src",
          /^\/uploads\/site\/favicon\/[0-9a-f]{32}\.webp$/,
        );
        await expectNoA11yViolations(page);
        await page.getByRole("button", { name: "Veröffentlichen" }).click();
        await expect(page.getByText(/Veröffentlicht: Version \d+/)).toBeVisible();

        // A signed-out visitor: name and logo in the landing's header, title, favicon.
        const v = await germanVisitor(browser, viewport);
        await v.page.goto(`${baseURL}/`);
        await v.page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
        const header = v.page.locator("header").first();
        await expect(header).toContainText("Musterschule");
        await expect(header.getByTestId("brand-logo")).toHaveAttribute(
          "src",
          /^\/uploads\/site\/logo\//,
        );
        expect(
          await header
            .getByTestId("brand-logo")
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        ).toBe(true);
        // Its size is in the page before it loads: no layout shift (decision 0158).
        await expect(header.getByTestId("brand-logo")).toHaveAttribute("width", "480");
        await expect(header.getByTestId("brand-logo")).toHaveAttribute("height", "120");
        await expect(v.page).toHaveTitle(/Musterschule/);
        await expect(v.page.locator('link[rel="icon"]').first()).toHaveAttribute(
          "href",
          /^\/uploads\/site\/favicon\/[0-9a-f]{32}-32\.webp$/,
        );
        // The call to action's gradient: the brand colour to a shade of it.
        const cta = await v.page
          .locator('[data-section="final-cta"] > div')
          .evaluate((el) => getComputedStyle(el).backgroundImage);
        expect(cta).toContain("rgb(15, 118, 110)");
        expect(cta).toContain("rgb(11, 83, 77)");
        await expectNoA11yViolations(v.page);
        await v.context.close();

        // The admin's app: title and header name; the certificate page and the PDF.
        await page.goto("/app");
        await expect(page).toHaveTitle("Musterschule");
        if (viewport.width >= 1024) {
          // The learner area's sidebar names the brand with its logo.
          const nav = page.getByRole("link", { name: "Musterschule" }).first();
          await expect(nav).toBeVisible();
          await expect(nav.getByTestId("brand-logo")).toBeVisible();
        }
        const certId = await adminCertificate(page);
        const anon = await germanVisitor(browser, viewport);
        await anon.page.goto(`${baseURL}/verify/${certId}`);
        await expect(anon.page.getByTestId("verify-result")).toContainText(
          "Dieses Zertifikat wurde von Musterschule ausgestellt",
        );
        await expect(anon.page.locator("header")).toContainText("Musterschule");
        await expect(anon.page).toHaveTitle("Musterschule");
        await expectNoA11yViolations(anon.page);
        await anon.context.close();
        const pdf = await page.request.get(`${origin(page)}/api/me/certificates/${certId}/pdf`);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()["content-disposition"]).toContain("musterschule-zertifikat-");
        const text = pdfText(await pdf.body());
        expect(text).toContain("MUSTERSCHULE");
        expect(text).not.toContain("KURSWERK");
      } finally {
        await publishDefaults(page);
      }
      // Back to the built-in brand and icon.
      const after = await germanVisitor(browser, viewport);
      await after.page.goto(`${baseURL}/`);
      await expect(after.page.locator("header").first()).toContainText("Kurswerk");
      await expect(after.page.locator('link[rel="icon"]').first()).toHaveAttribute(
        "href",
        "/favicon.svg",
      );
      await after.context.close();
    });
  });
}
