import type { Browser, Page } from "@playwright/test";
import { test, expect, signInAs, origin, expectNoA11yViolations } from "./support/fixtures";
import { defaultSiteDocument, type SiteAdminResponse } from "../src/shared/contracts/site";

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
        // The Impressum from the footer.
        await de.page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
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
