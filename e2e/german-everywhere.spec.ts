import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated, origin, signUpLearner } from "./support/fixtures";
import { englishOn, expectNoEnglish, ENGLISH_WORDS } from "./support/german-only";
import { VIEWPORTS, catalogue, isMobile } from "./learner-support";

/**
 * Issue 33 (decision 0088): every public and learner screen in German, at 1280 and 390 px,
 * shows none of the spec's English labels, the English interface's phrases or a library's
 * English text. The admin screens: admin-german-everywhere.spec.ts.
 */

/** The page has drawn its content: its main heading is there and nothing is loading. */
async function settled(page: Page) {
  await expect(page.getByRole("heading").first()).toBeVisible();
  // Quiet network: the screen's answer has arrived. A lesson with a code exercise loads its
  // runtime in a worker of the sandbox frame; Chromium once never reported that quiet (a
  // 4-minute timeout in CI), so the wait is capped: what is checked next is the text.
  await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => undefined);
  await expect(page.getByText("Lade...")).toHaveCount(0);
}

async function check(page: Page, where: string) {
  await settled(page);
  await expectNoEnglish(page, where);
}

test("the list of English words is real", () => {
  // The spec's labels, the English interface's phrases and the libraries' texts.
  for (const w of ["My Learning Path", "Start Course", "Oops! Page not found", "Invalid token"])
    expect(ENGLISH_WORDS).toContain(w);
  // German words that English shares are not in it.
  for (const w of ["Dashboard", "Start", "Status", "Module", "Name"])
    expect(ENGLISH_WORDS).not.toContain(w);
});

/** The browser's own report of the 404 page's status (the page the test opens on purpose). */
const NOT_FOUND_PAGE = /status of 404 \(Not Found\) \(https?:\/\/[^/]+(\/app)?\/gibt-es-nicht\)$/;

test("the check sees English: the English interface's 404 page fails it", async ({
  page,
  allowConsole,
}) => {
  allowConsole(NOT_FOUND_PAGE);
  // The language chosen in this browser (lib/i18n.ts).
  await page.addInitScript(() => localStorage.setItem("kurswerk.lang", "en"));
  await page.goto("/gibt-es-nicht");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  expect(await englishOn(page)).toEqual(
    expect.arrayContaining(["Oops! Page not found", "Return to Home"]),
  );
});

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`German everywhere (${name})`, () => {
    test.use({ viewport });

    test("landing, onboarding, auth and the 404 page", async ({ page, allowConsole }) => {
      test.setTimeout(180_000);
      allowConsole(NOT_FOUND_PAGE);
      await gotoHydrated(page, "/");
      await check(page, "/");
      if (isMobile(page)) {
        await page.getByRole("button", { name: "Menü öffnen" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoEnglish(page, "/ (menu)");
        await page.keyboard.press("Escape");
      }

      await page.goto("/onboarding");
      await check(page, "/onboarding step 1");
      await page.getByRole("radio", { name: "Eine neue Karriere in Tech starten" }).click();
      await expect(page.getByTestId("step-label")).toHaveText("Schritt 2 von 7");
      await expectNoEnglish(page, "/onboarding step 2");
      await page.getByRole("radio", { name: "Ich kenne die Grundlagen" }).click();
      await expect(page.getByTestId("step-label")).toHaveText("Schritt 3 von 7");
      await expectNoEnglish(page, "/onboarding step 3");
      await page.getByRole("radio", { name: "5–10 Std. pro Woche" }).click();
      await expect(page.getByTestId("step-label")).toHaveText("Schritt 4 von 7");
      await page.getByRole("checkbox", { name: "Durch praktische Projekte" }).click();
      await expectNoEnglish(page, "/onboarding step 4");
      await page.getByRole("button", { name: "Weiter →" }).click();
      await expect(page.getByTestId("step-label")).toHaveText("Schritt 5 von 7");
      await expectNoEnglish(page, "/onboarding step 5");
      await page.getByRole("radio", { name: "Webentwicklung" }).click();
      await expect(page.getByTestId("step-label")).toHaveText("Schritt 6 von 7");
      await expectNoEnglish(page, "/onboarding step 6");
      await page.getByRole("radio", { name: "Zu wenig Zeit neben Job und Alltag" }).click();
      await expect(page.getByTestId("step-label")).toHaveText("Schritt 7 von 7");
      await expectNoEnglish(page, "/onboarding step 7 (loading)");
      await expect(
        page.getByRole("heading", { name: "Dein personalisierter Lernplan ist bereit!" }),
      ).toBeVisible({ timeout: 15_000 });
      await expectNoEnglish(page, "/onboarding step 7 (e-mail)");
      const email = `de-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
      await page.getByRole("textbox").fill(email);
      await page.getByRole("button", { name: "Zeig mir meinen Plan →" }).click();
      await expect(
        page.getByText("Du kannst deinen Plan jetzt direkt freischalten – kostenlos."),
      ).toBeVisible();
      await expectNoEnglish(page, "/onboarding step 7 (registration)");

      await gotoHydrated(page, "/auth");
      await check(page, "/auth (Registrieren)");
      await page.getByRole("tab", { name: "Anmelden" }).click();
      await expect(page.getByRole("button", { name: "Passwort vergessen?" })).toBeVisible();
      await expectNoEnglish(page, "/auth (Anmelden)");
      await page.getByRole("button", { name: "Passwort vergessen?" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoEnglish(page, "/auth (Passwort zurücksetzen)");
      await page.keyboard.press("Escape");

      // A wrong password: the server's answer is shown in German.
      const form = page.getByRole("form", { name: "Anmelden" });
      await form.getByLabel("E-Mail").fill("niemand@e2e.test");
      await form.getByLabel("Passwort", { exact: true }).fill("falsches-passwort-1");
      await form.getByRole("button", { name: "Anmelden" }).click();
      await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
      await expectNoEnglish(page, "/auth (falsches Passwort)");

      await page.goto(`/auth?email=${encodeURIComponent(email)}&from=email`);
      await check(page, "/auth?from=email");

      await page.goto("/gibt-es-nicht");
      await expect(page.getByText("Hoppla! Seite nicht gefunden")).toBeVisible();
      await expectNoEnglish(page, "404");
    });

    test("the learner area: dashboard, path, profile, catalogue, player, achievements, settings", async ({
      page,
      allowConsole,
    }) => {
      test.setTimeout(240_000);
      allowConsole(NOT_FOUND_PAGE);
      await signUpLearner(page, { name: "Greta Deutsch" });
      const base = origin(page);
      const sample = await page.request.post(`${base}/api/learning/sample-data`, {
        headers: { origin: base },
      });
      expect(sample.status()).toBe(200);

      await page.goto("/app");
      await expect(page.getByRole("heading", { name: "Willkommen zurück, Greta!" })).toBeVisible();
      await check(page, "/app");
      await page.screenshot({ path: `test-results/german-dashboard-${name}.png`, fullPage: true });
      if (isMobile(page)) {
        await page.getByTestId("mobile-menu").click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoEnglish(page, "/app (Menü)");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
      }
      await page.getByTestId("user-menu").click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoEnglish(page, "/app (Benutzermenü)");
      await page.keyboard.press("Escape");

      for (const path of ["/app/learning-path", "/app/learning-profile", "/app/courses"]) {
        await page.goto(path);
        await check(page, path);
      }

      const started = (await catalogue(page)).find((c) => c.status === "in-progress");
      expect(started, "sample data starts a course").toBeTruthy();
      await page.goto(`/app/course/${started!.id}`);
      await expect(page.getByRole("heading", { level: 1, name: started!.title })).toBeVisible();
      await check(page, "/app/course/{id}");

      for (const path of [
        "/app/achievements",
        "/app/settings/profile",
        "/app/settings/email",
        "/app/settings/password",
        "/app/settings/two-factor",
        "/app/settings/sessions",
        "/app/settings/privacy",
        "/app/gibt-es-nicht",
      ]) {
        await page.goto(path);
        await check(page, path);
      }
    });
  });
}
