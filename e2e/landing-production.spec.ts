import type { Browser } from "@playwright/test";
import { test, expect, signInAs, expectNoA11yViolations } from "./support/fixtures";

/**
 * Issue 46 on a production install (its own server, NODE_ENV=production): the landing says
 * only what is true of the install, in German and in English, at 1280 and 390 px; the
 * privacy policy is a draft the admin takes over and publishes, then a visitor reads it.
 */
const VIEWPORTS = [
  { name: "1280", viewport: { width: 1280, height: 900 } },
  { name: "390", viewport: { width: 390, height: 844 } },
] as const;

// The demo's example claims, none of which a new install can back.
const CLAIMS = {
  de: [
    "5.000+",
    "15K+",
    "10.000+",
    "98%",
    "45K",
    "4,9",
    "Julia Becker",
    "© 2024",
    "Über uns",
    "Blog",
  ],
  en: [
    "5,000+",
    "15K+",
    "10,000+",
    "98%",
    "45K",
    "4.9",
    "Julia Becker",
    "© 2024",
    "About us",
    "Blog",
  ],
} as const;

async function visitor(
  browser: Browser,
  locale: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ locale, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return { context, page, errors };
}

for (const { name, viewport } of VIEWPORTS) {
  for (const lang of ["de", "en"] as const) {
    test(`the production landing at ${name} px in ${lang} shows only true statements`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      const v = await visitor(browser, lang === "de" ? "de-DE" : "en-US", viewport);
      try {
        await v.page.goto(`${baseURL}/`);
        await v.page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
        const body = v.page.locator("body");
        for (const claim of CLAIMS[lang]) await expect(body).not.toContainText(claim);
        const year = new Date().getFullYear();
        await expect(v.page.getByRole("contentinfo")).toContainText(`© ${year} Kurswerk`);
        // The figures are this install's: its published courses.
        await expect(v.page.locator('[data-figure="courses"]')).toBeVisible();
        await expect(v.page.locator('[data-figure="lessons"]')).toContainText(
          lang === "de" ? "Lektionen" : "lessons",
        );
        // No testimonial was written: none shown, and no link to them.
        await expect(v.page.locator('[data-section="testimonials"]')).toBeHidden();
        await v.page.screenshot({
          path: testInfo.outputPath(`landing-production-${lang}-${name}.png`),
          fullPage: true,
        });
        await expectNoA11yViolations(v.page);
        expect(v.errors).toEqual([]);
      } finally {
        await v.context.close();
      }
    });
  }
}

test("the privacy policy: a draft the admin takes over and publishes", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const before = await page.request.get(`${baseURL}/datenschutz`, {
    headers: { accept: "text/html" },
  });
  expect(before.status()).toBe(404);

  await signInAs(page, "admin");
  await page.goto("/admin/site");
  await expect(page.getByRole("heading", { name: "Website", level: 1 })).toBeVisible();
  // Production: no example texts, and the page says where figures come from.
  await expect(page.getByTestId("site-examples")).toHaveCount(0);
  await page.getByRole("tab", { name: "Seiten" }).click();
  const draft = page.getByTestId("site-draft-datenschutz");
  await expect(draft).toContainText("Entwurf für diese Installation");
  await expectNoA11yViolations(page);
  await draft.getByRole("button", { name: "Entwurf übernehmen (alle vier Sprachen)" }).click();
  await expect(draft).toHaveCount(0);
  await expect(
    page.getByTestId("site-page-datenschutz").getByLabel("Inhalt (Markdown)"),
  ).toHaveValue(/Sitzungs-Cookie/);
  await page.screenshot({ path: testInfo.outputPath("site-draft-taken-over.png"), fullPage: true });
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByText(/Veröffentlicht: Version \d+/)).toBeVisible();

  for (const [locale, text] of [
    ["de-DE", "Sitzungs-Cookie"],
    ["en-US", "session cookie"],
  ] as const) {
    const v = await visitor(browser, locale, { width: 390, height: 844 });
    try {
      await v.page.goto(`${baseURL}/`);
      const link = v.page.getByRole("contentinfo").getByRole("link", {
        name: locale === "de-DE" ? "Datenschutzerklärung" : "Privacy policy",
      });
      await link.click();
      await expect(v.page).toHaveURL(/\/datenschutz$/);
      await expect(v.page.getByText(text).first()).toBeVisible();
      await v.page.screenshot({
        path: testInfo.outputPath(`datenschutz-${locale}.png`),
        fullPage: true,
      });
      await expectNoA11yViolations(v.page);
    } finally {
      await v.context.close();
    }
  }
});
