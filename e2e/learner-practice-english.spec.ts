/**
 * A learner of the English version of a demo course reads a check's own failure message in
 * English (issue 29, decision 0149): the translation carries the messages the checks throw.
 */
import { test, expect, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import { courseId, playerData, VIEWPORTS, WEB_DE } from "./learner-support";

for (const { name, viewport } of VIEWPORTS) {
  test(`an English learner reads a failed check's message in English (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpLearner(page, { name: "Ellis English", language: "en" });
    await page.addInitScript(() => {
      // Init scripts run in every frame: the sandbox (an opaque origin) has no storage.
      if (window.origin === "null") return;
      if (!localStorage.getItem("kurswerk.lang")) localStorage.setItem("kurswerk.lang", "en");
    });
    const id = await courseId(page, WEB_DE);
    const en = await playerData(page, id, "en");
    const lesson = en.modules
      .flatMap((m) => m.lessons)
      .find((l) => l.title === "How the Web Works");
    if (!lesson) throw new Error("no lesson How the Web Works");
    await page.goto(`/app/course/${id}/${lesson.id}`);
    const card = page.getByTestId("practice-card");
    await card.scrollIntoViewIfNeeded();
    // The starter page has no <h1>: the check throws its German message, shown in English.
    await card.getByRole("button", { name: "Check", exact: true }).click();
    const failed = card.locator('[data-testid="practice-check"][data-status="failed"]');
    await expect(
      failed.filter({ hasText: "The <body> holds an <h1> heading and a paragraph with text" }),
    ).toContainText("An <h1> with text is missing.");
    await expect(card).not.toContainText("Es fehlt");
    await expectNoA11yViolations(page);
  });
}
