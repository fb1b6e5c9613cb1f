import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { test, expect, signInAs, origin, expectNoA11yViolations } from "./support/fixtures";
import { defaultSiteDocument, type SiteAdminResponse } from "../src/shared/contracts/site";
import type { AchievementsResponse } from "../src/shared/contracts/achievements";
import type { CatalogueResponse, PlayerResponse } from "../src/shared/contracts/learning";

/**
 * Issue 31: the brand everywhere. An admin renames the platform "Musterschule" on "Website",
 * uploads a logo and a favicon (an SVG is refused with a clear message), publishes; the name
 * is in the header, the page titles and on the certificate page and PDF, the logo in the
 * landing's header, the favicon in the page's head. The admin server is shared with the
 * other admin specs: the test publishes the built-in document again at its end.
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

async function visitor(browser: Browser, viewport: { width: number; height: number }) {
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
          /^\/uploads\/site\/logo\/[0-9a-f]{32}\.webp$/,
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
        const v = await visitor(browser, viewport);
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
        const anon = await visitor(browser, viewport);
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
      const after = await visitor(browser, viewport);
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
