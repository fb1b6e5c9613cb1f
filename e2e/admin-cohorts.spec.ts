import { test, expect, signInAs, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import { tabTo } from "./support/keyboard";

const VIEWPORTS = [
  { name: "1280", viewport: { width: 1280, height: 900 } },
  { name: "390", viewport: { width: 390, height: 844 } },
] as const;

/** This week's Monday (so that the first modules are due this week). */
const monday = () => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`cohorts (${name})`, () => {
    test.use({ viewport });

    test("an admin creates a class and invites by link; a learner joins and sees the schedule", async ({
      page,
      browser,
    }, testInfo) => {
      // Two browsers, a sign-up by mail and a calendar feed: more than the default minute.
      test.setTimeout(150_000);
      const className = `Klasse ${name} ${Date.now()}`;
      await page.goto("/");
      await signInAs(page, "admin");
      await page.goto("/admin/cohorts");
      await expect(page.getByRole("heading", { name: "Klassen", level: 1 })).toBeVisible();
      await page.getByRole("link", { name: "Neue Klasse" }).click();
      await expect(page.getByRole("heading", { name: "Neue Klasse", level: 1 })).toBeVisible();
      await page.getByLabel("Name der Klasse").fill(className);
      await page
        .getByRole("group", { name: "Kurse (Programm)" })
        .getByRole("checkbox")
        .first()
        .check();
      await page.getByLabel("Startdatum").fill(monday());
      await page.getByLabel("Lernstunden pro Woche").fill("40");
      await page.getByLabel("Plätze (optional)").fill("30");
      await expectNoA11yViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`cohort-new-${name}.png`),
        fullPage: true,
      });
      await page.getByRole("button", { name: "Klasse anlegen" }).click();

      await expect(page.getByRole("heading", { name: className, level: 1 })).toBeVisible();
      const rows = page.getByTestId("schedule-row");
      await expect(rows.first()).toBeVisible();
      expect(await rows.count()).toBeGreaterThan(1);

      // An invitation link, created with the keyboard.
      const create = page.getByRole("button", { name: "Link erstellen" });
      await create.focus();
      await page.keyboard.press("Enter");
      const link = await page.getByTestId("invite-link").inputValue();
      expect(link).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);
      await expect(page.getByText("Aktiv", { exact: true })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`cohort-admin-${name}.png`),
        fullPage: true,
      });

      // A CSV with a bad row: nothing is added, the row is named with its line.
      await page.getByTestId("member-csv").setInputFiles({
        name: "klasse.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`E-Mail\nneu-${name}@e2e.test\nkeine-adresse\n`),
      });
      await expect(page.getByText("klasse.csv")).toBeVisible();
      await page.getByRole("button", { name: "Importieren" }).click();
      const problems = page.getByTestId("import-problems");
      await expect(problems).toContainText("Es wurde niemand hinzugefügt.");
      await expect(problems).toContainText(
        "Zeile 3 („keine-adresse“): keine gültige E-Mail-Adresse",
      );
      await expect(page.getByText("Noch niemand in der Klasse.")).toBeVisible();
      await expectNoA11yViolations(page);

      // A visitor opens the link signed out, signs up, and is led back to join.
      const context = await browser.newContext({ viewport });
      const learner = await context.newPage();
      const path = new URL(link).pathname;
      await learner.goto(path);
      await expect(
        learner.getByRole("heading", { name: `Einladung in die Klasse „${className}“` }),
      ).toBeVisible();
      await expect(learner.getByRole("link", { name: "Konto erstellen" })).toBeVisible();
      await expectNoA11yViolations(learner);
      await learner.screenshot({
        path: testInfo.outputPath(`cohort-join-${name}.png`),
        fullPage: true,
      });
      // The confirmation link signs in and opens the dashboard, which leads back to the invitation.
      await signUpLearner(learner);
      await expect(learner).toHaveURL(new RegExp(`${path}$`));
      const join = learner.getByRole("button", { name: "Klasse beitreten" });
      await tabTo(learner, join);
      await learner.keyboard.press("Enter");

      await expect(learner).toHaveURL(/\/app$/);
      const card = learner.getByTestId("cohort-card");
      await expect(card.getByRole("heading", { name: `Deine Klasse: ${className}` })).toBeVisible();
      await expect(card.getByRole("heading", { name: "Diese Woche" })).toBeVisible();
      await expect(
        card
          .getByTestId("cohort-week")
          .getByText(/^fällig /)
          .first(),
      ).toBeVisible();
      await expect(card.getByTestId("cohort-pace")).toHaveText(/Zeitplan/);
      await expectNoA11yViolations(learner);
      await learner.screenshot({
        path: testInfo.outputPath(`cohort-dashboard-${name}.png`),
        fullPage: true,
      });

      // The learner's calendar address, in the settings.
      await learner.goto("/app/settings/calendar");
      await expect(learner.getByRole("heading", { name: "Kalender abonnieren" })).toBeVisible();
      await learner.getByRole("button", { name: "Kalenderadresse erstellen" }).click();
      const feedUrl = await learner.getByLabel("Deine geheime Kalenderadresse").inputValue();
      expect(feedUrl).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const feed = await learner.request.get(feedUrl);
      expect(feed.headers()["content-type"]).toContain("text/calendar");
      expect(await feed.text()).toContain("SUMMARY:Fällig: ");
      await expectNoA11yViolations(learner);
      await learner.screenshot({
        path: testInfo.outputPath(`cohort-calendar-${name}.png`),
        fullPage: true,
      });

      // The admin sees the learner among the members.
      await page.reload();
      await expect(page.getByTestId("member-list")).toContainText("Erika Muster");
      await context.close();
    });
  });
}
