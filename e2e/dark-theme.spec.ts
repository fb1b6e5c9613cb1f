import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import {
  test,
  expect,
  signInAs,
  signUpLearner,
  origin,
  expectNoA11yViolations,
} from "./support/fixtures";
import { defaultSiteDocument, type SiteAdminResponse } from "../src/shared/contracts/site";
import { courseId, WEB_DE } from "./learner-support";

/**
 * The dark theme (issue 31, decision 0159): it follows the system setting, the avatar menu
 * chooses "System / Hell / Dunkel" (kept in the browser), and every page shows the uploaded
 * dark logo in it, the light one otherwise; pages pass axe in the dark theme with the brand
 * colour. Runs in the "site" project (a server of its own, one spec at a time): it publishes
 * a site and publishes the built-in document again at its end.
 */
const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "390px", viewport: { width: 390, height: 844 } },
] as const;

const SHOTS = process.env.E2E_SCREENSHOTS;

const png = async (width: number, height: number, rgb: [number, number, number]) =>
  sharp({
    create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .png()
    .toBuffer();

async function uploadLogo(page: Page, rgb: [number, number, number]): Promise<string> {
  const base = origin(page);
  const res = await page.request.post(`${base}/api/admin/site/images/logo`, {
    multipart: {
      file: { name: "logo.png", mimeType: "image/png", buffer: await png(600, 150, rgb) },
    },
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

async function publish(page: Page, document: ReturnType<typeof defaultSiteDocument>) {
  const base = origin(page);
  const site = (await (
    await page.request.get(`${base}/api/admin/site`)
  ).json()) as SiteAdminResponse;
  const res = await page.request.put(`${base}/api/admin/site`, {
    data: { expectedRevision: site.revision, document },
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function context(
  browser: Browser,
  viewport: { width: number; height: number },
  colorScheme: "dark" | "light",
  javaScriptEnabled = true,
) {
  const ctx = await browser.newContext({
    locale: "de-DE",
    viewport,
    colorScheme,
    javaScriptEnabled,
  });
  return { ctx, page: await ctx.newPage() };
}

/** The logos the page shows (header, sidebar): all the expected one, the other one hidden. */
async function expectLogo(page: Page, src: string) {
  const shown = page.locator("img[data-testid^='brand-logo']:visible");
  await expect(shown.first()).toBeVisible();
  expect(await shown.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")))).toEqual(
    Array((await shown.count()) as number).fill(src),
  );
}

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 768;
/** The app and admin shells show the logo in the sidebar: on a phone, in the opened menu. */
async function expectShellLogo(page: Page, src: string) {
  if (isDesktop(page)) return expectLogo(page, src);
  await page.getByRole("button", { name: "Menü öffnen", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectLogo(page, src);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`dark theme (${name})`, () => {
    test.use({ viewport });

    test("follows the system, is chosen in the avatar menu, shows the dark logo, passes axe", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      await page.goto("/");
      await signInAs(page, "admin");
      const light = await uploadLogo(page, [15, 118, 110]);
      const dark = await uploadLogo(page, [230, 240, 240]);
      const doc = defaultSiteDocument();
      doc.brand.name = "Akademie Nord";
      doc.brand.primaryColor = "#0f766e";
      Object.assign(doc.brand, { logoLight: light, logoDark: dark });
      doc.pages[0]!.body = { de: "**Akademie Nord GmbH**\n\nHafenstraße 1, 24103 Kiel" };
      await publish(page, doc);
      try {
        // A visitor whose system is dark: the landing in the dark theme with the dark logo.
        const v = await context(browser, viewport, "dark");
        await v.page.goto(`${baseURL}/`);
        await v.page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
        await expect(v.page.locator("html")).toHaveClass(/\bdark\b/);
        await expectLogo(v.page, dark);
        // The brand colour's dark shade (decision 0159), not the colour itself.
        expect(
          await v.page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue("--primary").trim(),
          ),
        ).toBe("#1baca0");
        await expectNoA11yViolations(v.page);
        await shot(v.page, `landing-dark-${name}`);
        await v.page.locator("[data-section='final-cta']").scrollIntoViewIfNeeded();
        await shot(v.page, `landing-cta-dark-${name}`);

        // Sign-in page and the path finder (prerendered and not), dark.
        for (const path of ["/auth", "/onboarding"]) {
          await v.page.goto(`${baseURL}${path}`);
          await expect(v.page.getByRole("heading", { level: 1 }).first()).toBeVisible();
          await expectNoA11yViolations(v.page);
          await shot(v.page, `${path.slice(1)}-dark-${name}`);
        }

        // The Impressum, rendered on the server: dark logo, axe.
        await v.page.goto(`${baseURL}/impressum`);
        await expectLogo(v.page, dark);
        await expectNoA11yViolations(v.page);
        await shot(v.page, `impressum-dark-${name}`);
        await v.ctx.close();

        // Without JavaScript the style sheet follows the system by itself.
        const noJs = await context(browser, viewport, "dark", false);
        await noJs.page.goto(`${baseURL}/`);
        await expect(noJs.page.locator("html")).not.toHaveClass(/\bdark\b/);
        await expectLogo(noJs.page, dark);
        expect(
          await noJs.page.evaluate(() => getComputedStyle(document.body).backgroundColor),
        ).not.toBe("rgb(249, 250, 252)");
        await noJs.page.goto(`${baseURL}/impressum`);
        await expectLogo(noJs.page, dark);
        await noJs.ctx.close();
        const lightNoJs = await context(browser, viewport, "light", false);
        await lightNoJs.page.goto(`${baseURL}/`);
        await expectLogo(lightNoJs.page, light);
        await shot(lightNoJs.page, `landing-light-${name}`);
        await lightNoJs.page.goto(`${baseURL}/impressum`);
        await expectLogo(lightNoJs.page, light);
        await shot(lightNoJs.page, `impressum-light-${name}`);
        await lightNoJs.ctx.close();

        // A learner on a light system chooses "Dunkel" in the avatar menu: kept on reload.
        const l = await context(browser, viewport, "light");
        await l.page.goto(`${baseURL}/`);
        await signUpLearner(l.page, { name: "Dora Dunkel" });
        await l.page.goto(`${baseURL}/app`);
        await expect(l.page.getByTestId("user-menu")).toBeVisible();
        await expect(l.page.locator("html")).toHaveClass(/\blight\b/);
        await expectShellLogo(l.page, light);
        await shot(l.page, `dashboard-light-${name}`);
        await l.page.getByTestId("user-menu").click();
        await expect(l.page.getByText("Darstellung")).toBeVisible();
        await expect(l.page.getByRole("menuitemradio", { name: "System" })).toHaveAttribute(
          "aria-checked",
          "true",
        );
        await shot(l.page, `menu-light-${name}`);
        await l.page.getByRole("menuitemradio", { name: "Dunkel" }).click();
        await expect(l.page.locator("html")).toHaveClass(/\bdark\b/);
        await l.page.reload();
        await expect(l.page.getByTestId("user-menu")).toBeVisible();
        await expect(l.page.locator("html")).toHaveClass(/\bdark\b/);
        await expectShellLogo(l.page, dark);
        await expectNoA11yViolations(l.page);
        await shot(l.page, `dashboard-dark-${name}`);

        // More learner screens in the dark theme.
        for (const path of [
          "/app/courses",
          "/app/learning-path",
          "/app/achievements",
          "/app/settings/profile",
        ]) {
          await l.page.goto(`${baseURL}${path}`);
          await expect(l.page.getByRole("heading", { level: 1 }).first()).toBeVisible();
          await expectNoA11yViolations(l.page);
          await shot(l.page, `${path.slice(5).replace("/", "-")}-dark-${name}`);
        }

        // The lesson player in the dark theme.
        const id = await courseId(l.page, WEB_DE);
        await l.page.goto(`${baseURL}/app/course/${id}`);
        await expect(l.page.getByTestId("lesson-view")).toBeVisible();
        await expectNoA11yViolations(l.page);
        await shot(l.page, `player-dark-${name}`);

        // "Hell" overrides a dark system; "System" follows it again.
        await l.page.emulateMedia({ colorScheme: "dark" });
        await l.page.getByTestId("user-menu").click();
        await l.page.getByRole("menuitemradio", { name: "Hell" }).click();
        await expect(l.page.locator("html")).toHaveClass(/\blight\b/);
        await l.page.reload();
        await expect(l.page.getByTestId("user-menu")).toBeVisible();
        await expect(l.page.locator("html")).toHaveClass(/\blight\b/);
        await expectShellLogo(l.page, light);
        await l.page.getByTestId("user-menu").click();
        await l.page.getByRole("menuitemradio", { name: "System" }).click();
        await expect(l.page.locator("html")).toHaveClass(/\bdark\b/);
        await l.page.keyboard.press("Escape");
        // The system turns light while the page is open: the page follows.
        await l.page.emulateMedia({ colorScheme: "light" });
        await expect(l.page.locator("html")).toHaveClass(/\blight\b/);
        await l.ctx.close();

        // An admin screen in the dark theme: sidebar logo, axe.
        await page.emulateMedia({ colorScheme: "dark" });
        await page.goto("/admin");
        await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectShellLogo(page, dark);
        await expectNoA11yViolations(page);
        await shot(page, `admin-dark-${name}`);
        await page.goto("/admin/site");
        await expect(page.getByRole("heading", { name: "Website", level: 1 })).toBeVisible();
        await expectNoA11yViolations(page);
        await shot(page, `admin-site-dark-${name}`);
      } finally {
        await publish(page, defaultSiteDocument());
      }
    });
  });
}
