import { test, expect, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import {
  AI_DE,
  completeViaApi,
  courseId,
  DATA_DE,
  durationText,
  lessonMinutes,
  playerData,
  sampleDataViaApi,
  VIEWPORTS,
  WEB_DE,
} from "./learner-support";

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`learning path (${name})`, () => {
    test.use({ viewport });

    test("empty state, then ordered cards with every status", async ({ page }) => {
      await signUpLearner(page, { name: "Paul Pfad" });
      await page.goto("/app/learning-path");
      await expect(page.getByRole("heading", { name: "Mein Lernpfad", level: 1 })).toBeVisible();
      await expect(page.getByText("Noch kein Lernpfad zugewiesen")).toBeVisible();
      await expectNoA11yViolations(page);

      // Sample data: data analysis started (in progress), AI not started; web dev fully done.
      await sampleDataViaApi(page);
      const web = await courseId(page, WEB_DE);
      const content = await playerData(page, web);
      for (const l of content.modules.flatMap((m) => m.lessons)) await completeViaApi(page, l.id);

      await page.reload();
      const cards = page.getByTestId("path-card");
      await expect(cards).toHaveCount(3);
      await expect(page.getByTestId("total-all")).toHaveText("3");
      await expect(page.getByTestId("total-in-progress")).toHaveText("1");
      await expect(page.getByTestId("total-completed")).toHaveText("1");

      const byTitle = (t: string) => cards.filter({ hasText: t });
      const ai = byTitle(AI_DE);
      await expect(ai.getByTestId("status")).toHaveText("Nicht gestartet");
      await expect(ai.getByRole("link", { name: "Starten" })).toBeVisible();
      await expect(ai.getByText("Fortgeschritten")).toBeVisible();
      await expect(ai.getByRole("progressbar")).toHaveCount(0);

      const data = byTitle(DATA_DE);
      await expect(data.getByTestId("status")).toHaveText("In Bearbeitung");
      await expect(data.getByRole("link", { name: "Fortsetzen" })).toBeVisible();
      await expect(data.getByRole("progressbar")).toBeVisible();
      await expect(data.getByText("Weiter so – du bist auf einem guten Weg!")).toBeVisible();
      // The duration is the lessons' minutes, as in the player (decision 0090).
      const minutes = lessonMinutes(await playerData(page, await courseId(page, DATA_DE)));
      await expect(data.getByTestId("duration")).toHaveText(durationText(minutes));

      const done = byTitle(WEB_DE);
      await expect(done.getByTestId("status")).toHaveText("Abgeschlossen");
      await expect(done.getByRole("link", { name: "Wiederholen" })).toBeVisible();
      await expect(done.getByText("Anfänger")).toBeVisible();
      // Step numbers follow the order of assignment.
      await expect(cards.nth(0)).toContainText("1");
      await expect(cards.nth(2)).toContainText(WEB_DE);
      await expectNoA11yViolations(page);

      await ai.getByRole("link", { name: "Starten" }).click();
      await expect(page).toHaveURL(/\/app\/course\//);
      await expect(page.getByRole("heading", { name: AI_DE, level: 1 })).toBeVisible();
    });
  });
}

test("three skeletons while loading, the spec's message when loading fails", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of 500/); // a server error injected on purpose
  await signUpLearner(page, { name: "Sven Skelett" });
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/api/learning/path*", async (route) => {
    await gate;
    await route.fulfill({ status: 500, json: { error: { code: "X", message: "kaputt" } } });
  });
  await page.goto("/app/learning-path");
  await expect(page.getByTestId("path-skeleton")).toHaveCount(3);
  release();
  await expect(
    page.getByText("Fehler beim Laden des Lernpfads. Bitte versuche es später erneut."),
  ).toBeVisible();
  await expect(page.getByTestId("path-skeleton")).toHaveCount(0);
});
