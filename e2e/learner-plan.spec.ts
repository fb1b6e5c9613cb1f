import type { Page } from "@playwright/test";
import {
  test,
  expect,
  mailLink,
  origin,
  expectNoA11yViolations,
  signUpLearner,
} from "./support/fixtures";
import { VIEWPORTS } from "./learner-support";

const uniqueEmail = () => `plan-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;

/** The six questions as the funnel and "Lernpfad erstellen" ask them: web-dev, beginner, 2–5 h. */
async function answerSix(page: Page) {
  await page.getByRole("radio", { name: "Eine neue Karriere in Tech starten" }).click();
  await page.getByRole("radio", { name: "Kompletter Neuanfang – ich starte bei null" }).click();
  await page.getByRole("radio", { name: "2–5 Std. pro Woche" }).click();
  await page.getByRole("checkbox", { name: "Durch praktische Projekte" }).click();
  await page.getByRole("button", { name: "Weiter →" }).click();
  await page.getByRole("radio", { name: "Webentwicklung" }).click();
  await page.getByRole("radio", { name: "Ich schiebe es immer wieder auf" }).click();
}

async function expectPlanOnPath(page: Page, firstTitle: string) {
  await expect(page.getByRole("heading", { name: "Mein Lernpfad", level: 1 })).toBeVisible();
  const cards = page.getByTestId("path-card");
  await expect(cards.first()).toContainText(firstTitle);
  await expect(cards.first().getByTestId("path-reason")).toHaveText(
    "Passt zu deinem Ziel Neue Karriere in Tech und deinem Level Einsteiger",
  );
  await expect(page.getByTestId("plan-weekly")).toHaveText("210 Min. pro Woche");
  await expect(page.getByTestId("plan-week")).toHaveText("0 von 210 Min.");
  await expect(page.getByTestId("plan-finish")).toHaveText(/^KW \d{1,2}\/\d{4}$/);
}

test("funnel → register from step 7 → confirm → sign in → the plan starts with the named course", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  await page.goto("/onboarding");
  await answerSix(page);
  await expect(
    page.getByRole("heading", { name: "Dein personalisierter Lernplan ist bereit!" }),
  ).toBeVisible({ timeout: 15_000 });
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Zeig mir meinen Plan →" }).click();

  // Step 7, registration phase: the starter course of the plan.
  const starter = page.getByTestId("starter-course");
  await expect(starter).toContainText("Dein Lernpfad beginnt mit");
  await expect(starter).toContainText("Anfänger");
  const starterTitle = (await starter.locator("strong").textContent())!.trim();
  expect(starterTitle.length).toBeGreaterThan(3);
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Mit E-Mail registrieren" }).click();
  const form = page.getByRole("form", { name: "Registrieren" });
  await form.getByLabel("Vollständiger Name").fill("Paula Plan");
  await form.getByLabel("Passwort", { exact: true }).fill("plan-passwort-1");
  await form.getByLabel("Passwort bestätigen").fill("plan-passwort-1");
  await form.getByRole("button", { name: "Kostenloses Konto erstellen" }).click();
  await expect(
    page.getByText("Registrierung erfolgreich! Überprüfe deine E-Mails.").first(),
  ).toBeVisible();

  // The welcome e-mail names the starter course too.
  const base = origin(page);
  const welcome = await page.request.get(
    `${base}/dev/mailbox.json?to=${encodeURIComponent(email)}`,
  );
  const messages = (await welcome.json()).messages as { kind: string; text: string }[];
  expect(messages.find((m) => m.kind === "lead-welcome")?.text).toContain(`„${starterTitle}“`);

  // Confirm from the outbox (signs in), then "Mein Lernpfad".
  await page.goto(await mailLink(page.request, base, email, /verify-email/));
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId("stat-weekly-goal")).toHaveText("0 / 210 Min.");
  await page.goto("/app/learning-path");
  await expectPlanOnPath(page, starterTitle);
  for (const { viewport } of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoA11yViolations(page);
  }
});

for (const { name, viewport } of VIEWPORTS) {
  test(`"Lernpfad erstellen" for a learner without a lead (${name})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto("/");
    await signUpLearner(page);
    await page.goto("/app/learning-path");
    await expect(
      page.getByRole("heading", { name: "Noch kein Lernpfad zugewiesen" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Lernpfad erstellen" }).click();
    await expect(page).toHaveURL(/\/app\/settings\/learning-profile$/);
    await expect(page.getByRole("heading", { name: "Was ist dein Hauptziel?" })).toBeVisible();
    await expectNoA11yViolations(page);
    await answerSix(page);

    await expect(page.getByRole("heading", { name: "Dein neuer Lernpfad" })).toBeVisible();
    const first = page.getByTestId("preview-course").first();
    await expect(first).toContainText("Passt zu deinem Ziel Neue Karriere in Tech");
    await expect(page.getByTestId("preview-pace")).toContainText("210 Min. pro Woche");
    // "procrastination": the weekly reminder starts switched on.
    await expect(page.getByLabel("Wöchentliche Erinnerung per E-Mail")).toBeChecked();
    await expectNoA11yViolations(page);
    const title = (await first.locator("span.font-semibold").nth(1).textContent())!.trim();

    await page.getByRole("button", { name: "Lernpfad übernehmen" }).click();
    await expect(page).toHaveURL(/\/app\/learning-path$/);
    await expectPlanOnPath(page, title);
    await expectNoA11yViolations(page);

    // The reminder can be switched off on the path (and stays off after a reload).
    const reminder = page.getByLabel("Wöchentliche Erinnerung per E-Mail");
    await expect(reminder).toBeChecked();
    await reminder.click();
    await expect(page.getByText("Erinnerung ausgeschaltet")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Wöchentliche Erinnerung per E-Mail")).not.toBeChecked();
  });
}
