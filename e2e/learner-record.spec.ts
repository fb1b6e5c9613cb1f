/**
 * The record of learning (issue 42, decision 0187): a new learner only solves a code exercise
 * (never presses "Als abgeschlossen markieren") and then sees that work counted the same way on
 * the dashboard, the path and the catalogue, and so does the admin in the course report; axe
 * and 390 px on the dashboard.
 */
import type { Browser } from "@playwright/test";
import { test, expect, signInAs, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import { AI_DE, courseId, playerData } from "./learner-support";

const LESSON = "Strukturierte Antworten und robuste Aufrufe";
const FIX =
  'function parseAntwort(text) {\n  const json = text.trim().replace(/^```(json)?/, "").replace(/```$/, "");\n  try {\n    return JSON.parse(json);\n  } catch {\n    return null;\n  }\n}\n';
const SHOTS = process.env.E2E_OUTPUT_DIR ?? "test-results";

async function asAdmin(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/");
  await signInAs(page, "admin");
  return { context, page };
}

test("a learner who only solves code has started the course on every screen, and the admin sees it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { email } = await signUpLearner(page, { name: "Cora Code" });
  const id = await courseId(page, AI_DE);
  const lesson = (await playerData(page, id)).modules
    .flatMap((m) => m.lessons)
    .find((l) => l.title === LESSON)!;
  await page.goto(`/app/course/${id}/${lesson.id}`);

  // Solve the code exercise; no completion button is pressed.
  const card = page.getByTestId("practice-card");
  await card.scrollIntoViewIfNeeded();
  await card.getByRole("tab", { name: "main.js" }).click();
  const content = card.getByTestId("code-editor").first().locator(".cm-content");
  await content.click();
  await content.press("ControlOrMeta+a");
  await content.press("Delete");
  await page.keyboard.insertText(FIX);
  // A run (without checks) is an act of learning: the card records it with its exercise.
  const runRecorded = page.waitForRequest(
    (r) =>
      r.method() === "POST" &&
      r.url().endsWith("/api/learning/events") &&
      (r.postDataJSON() as { kind?: string }).kind === "code_run",
    { timeout: 90_000 },
  );
  await card.getByRole("button", { name: "Ausführen" }).click();
  expect((await (await runRecorded).response())?.status()).toBe(200);
  await card.getByRole("button", { name: "Prüfen" }).click();
  await expect(card.getByTestId("practice-solved")).toBeVisible({ timeout: 90_000 });

  // Dashboard: one active course, a streak of one day, the lesson among the recent activity.
  await page.goto("/app");
  await expect(page.getByTestId("stat-active")).toHaveText("1");
  await expect(page.getByTestId("stat-streak")).toHaveText(/^1/);
  await expect(page.getByTestId("recent-activity")).toContainText(LESSON);
  await expect(page.getByTestId("continue-learning")).toContainText(AI_DE);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/record-dashboard-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("stat-active")).toHaveText("1");
  await page.screenshot({ path: `${SHOTS}/record-dashboard-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Path: the course is on it, in progress.
  await page.goto("/app/learning-path");
  const pathCard = page.getByTestId("path-card").filter({ hasText: AI_DE });
  await expect(pathCard).toContainText("In Bearbeitung");
  await expect(pathCard).not.toContainText("Nicht gestartet");

  // Catalogue: in progress.
  await page.goto("/app/courses");
  const courseCard = page.getByTestId("course-card").filter({ hasText: AI_DE });
  await expect(courseCard.getByTestId("status")).toHaveText("In Bearbeitung");

  // The admin's course report lists the learner as started, with their last activity.
  const admin = await asAdmin(browser, baseURL!);
  try {
    await admin.page.goto(`/admin/courses/${id}/learners`);
    const row = admin.page.getByTestId("learner-row").filter({ hasText: email });
    await expect(row).toBeVisible();
    const cells = row.locator("td");
    // Begonnen and last activity are dates, not "–"; progress 0 % (no lesson completed).
    await expect(cells.nth(0)).toHaveText(/\d/);
    await expect(cells.nth(1)).toHaveText("0 %");
    await expect(cells.nth(2)).toHaveText(/\d/);
    // The admin home counts active learners (this one among them).
    await admin.page.goto("/admin");
    const active = admin.page.getByTestId("stat-activeLearners30d").locator("p").first();
    await expect(active).not.toHaveText("0");
  } finally {
    await admin.context.close();
  }
});
