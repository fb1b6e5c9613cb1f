import { test, expect, signInAs, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import { DATA_DE, VIEWPORTS } from "./learner-support";

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`dashboard (${name})`, () => {
    test.use({ viewport });

    test("empty dashboard, then sample data fills it", async ({ page }) => {
      await signUpLearner(page, { name: "Lara Leer" });
      await page.goto("/app");
      // The very first visit: no "zurück" (issue 46, decision 0184).
      await expect(
        page.getByRole("heading", { level: 1, name: "Willkommen, Lara!", exact: true }),
      ).toBeVisible();
      await expect(page.getByTestId("stat-progress")).toHaveText("0%");
      await expect(page.getByTestId("stat-active")).toHaveText("0");
      await expect(page.getByTestId("stat-week")).toHaveText("0");
      await expect(page.getByText("Weiterlernen")).toBeVisible();
      await expect(page.getByText("Schnellzugriff")).toBeVisible();
      await expect(page.getByText("Letzte Aktivitäten")).toBeVisible();
      await expect(page.getByRole("link", { name: "Meinen Lernpfad ansehen" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Erfolge ansehen" })).toBeVisible();
      await expectNoA11yViolations(page);

      await page.getByRole("button", { name: "Beispieldaten laden" }).click();
      await expect(page.getByText("Beispieldaten wurden erstellt!")).toBeVisible();
      await expect(page.getByRole("button", { name: "Beispieldaten laden" })).toBeHidden();
      await expect(page.getByTestId("stat-active")).toHaveText("1");
      // Now she has learned here: the next visit welcomes her back.
      await page.reload();
      await expect(
        page.getByRole("heading", { level: 1, name: "Willkommen zurück, Lara!", exact: true }),
      ).toBeVisible();
      await expect(page.getByTestId("stat-week")).toHaveText("2");
      const continueCard = page.getByTestId("continue-learning");
      await expect(continueCard.getByText(DATA_DE)).toBeVisible();
      await expect(continueCard.getByText(/^Nächste Lektion: /)).toBeVisible();
      const activity = page.getByTestId("recent-activity").getByRole("listitem");
      await expect(activity).toHaveCount(2);
      await expect(activity.first().getByText("Abgeschlossen")).toBeVisible();
      await expect(activity.first().getByText(DATA_DE, { exact: false })).toBeVisible();
      await expectNoA11yViolations(page);

      await continueCard.getByRole("link", { name: "Fortsetzen" }).click();
      await expect(page).toHaveURL(/\/app\/course\/[0-9a-f-]+\/[0-9a-f-]+$/);
      await expect(page.getByRole("heading", { name: DATA_DE, level: 1 })).toBeVisible();
    });
  });
}

test("without a first name the German welcome has no name", async ({ page }) => {
  await signInAs(page, "nameless");
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Willkommen!", exact: true })).toBeVisible();
});

test("a sample-data failure shows the spec's message", async ({ page, allowConsole }) => {
  allowConsole(/status of 500/); // a server error injected on purpose
  await signUpLearner(page, { name: "Fehla Fall" });
  await page.route("**/api/learning/sample-data", (r) =>
    r.fulfill({ status: 500, json: { error: { code: "X", message: "kaputt" } } }),
  );
  await page.goto("/app");
  await page.getByRole("button", { name: "Beispieldaten laden" }).click();
  await expect(page.getByText("Fehler beim Erstellen der Beispieldaten")).toBeVisible();
});
