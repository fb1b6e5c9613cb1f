import type { Browser } from "@playwright/test";
import { test, expect, signInAs, expectNoA11yViolations } from "./support/fixtures";
import { useFakeAiKurswerk } from "./support/fake-ai-server";
import {
  apiGet,
  apiPost,
  chooseSourceVersion,
  courseWithContent,
  englishLearnerPage,
  expectNoHorizontalScroll,
  toast,
  WIDTHS,
} from "./support/editor";
import type { LessonResponse } from "../src/shared/contracts/editor";

/**
 * The messages a code exercise's checks throw, translated (decisions 0149, 0157): the author
 * translates a course with a code exercise by AI (the fake OpenAI-compatible server), finds
 * the translated messages in the translation view beside their German source, corrects one
 * and saves; a learner of the English version runs wrong code and reads that message in
 * English. Axe and 1280/390 px. Own Kurswerk with the fake model on a port of its own.
 */
const ai = useFakeAiKurswerk("practice-translation");
const base = ai.base;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base });

const TASK = "Schreibe die Funktion summe.";
const practice = {
  runtime: "javascript",
  starterFiles: [{ name: "main.js", content: "function summe(a, b) {\n}\n" }],
  solutionFiles: [{ name: "main.js", content: "function summe(a, b) {\n  return a + b;\n}\n" }],
  checks: [
    {
      id: "summe",
      title: "summe(2, 3) ergibt 5",
      hidden: false,
      ordered: false,
      code: 'if (typeof summe !== "function") throw new Error("Die Funktion summe fehlt.");\nif (summe(2, 3) !== 5) throw new Error("summe(2, 3) ergibt nicht 5.");',
    },
  ],
  timeLimitMs: 3000,
  required: false,
};

const englishLearner = (browser: Browser, width: number) =>
  englishLearnerPage(browser, base, { name: "Evan English", width });

test("check messages: translated by AI, corrected in the translation view, read by an English learner", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.goto("/");
  await signInAs(page, "admin");
  const title = `Meldungskurs ${Date.now()}`;
  const { versionId, courseId, view } = await courseWithContent(page, title, { publish: true });
  const lessonId = view.modules[0].lessons[0].id;
  const before = await apiGet<LessonResponse>(
    page,
    `/api/admin/editor/${versionId}/lessons/${lessonId}`,
  );
  const added = (await apiPost(
    page,
    `/api/admin/editor/${versionId}/lessons/${lessonId}/exercises`,
    {
      task: TASK,
      expectedRevision: before.lesson.revision,
      practice,
    },
  )) as LessonResponse;
  const n = added.lesson.exercises.length;

  // Translated by the model, started in the UI.
  await page.goto("/admin/translate");
  await chooseSourceVersion(page, title);
  await page.getByRole("radio", { name: /English/ }).check();
  await page.getByRole("button", { name: "Übersetzung starten" }).click();
  const done = toast(page, "Kurs erfolgreich übersetzt!");
  await expect(done).toBeVisible({ timeout: 120_000 });
  await done.getByRole("button", { name: "Bearbeiten" }).click();
  await expect(page).toHaveURL(/\/admin\/edit-course\/[^/]+$/);
  const enId = page.url().split("/").pop()!;

  // The translation view: every message beside its German source, translated by the model.
  await page.goto(`/admin/edit-course/${enId}/lessons/${lessonId}`);
  await page.getByRole("button", { name: `Übung ${n} bearbeiten` }).click();
  const fields = page.getByRole("group", { name: "Meldungen der Prüfungen" });
  await expect(fields).toContainText(
    "Leer gelassen zeigt die Prüfung die Meldung der Ausgangssprache.",
  );
  await expect(fields).toContainText("Prüfung „[EN] summe(2, 3) ergibt 5“");
  const missing = fields.getByLabel("Übersetzung von „Die Funktion summe fehlt.“");
  const wrong = fields.getByLabel("Übersetzung von „summe(2, 3) ergibt nicht 5.“");
  await expect(missing).toHaveValue("[EN] Die Funktion summe fehlt.");
  await expect(wrong).toHaveValue("[EN] summe(2, 3) ergibt nicht 5.");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await fields.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`check-messages-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await wrong.fill("sum(2, 3) does not return 5.");
  await page.getByRole("button", { name: "Block speichern" }).click();
  await expect(fields).toHaveCount(0);
  const saved = await apiGet<LessonResponse>(page, `/api/admin/editor/${enId}/lessons/${lessonId}`);
  expect(saved.lesson.exercises.at(-1)!.checkMessages).toEqual({
    summe: {
      "Die Funktion summe fehlt.": "[EN] Die Funktion summe fehlt.",
      "summe(2, 3) ergibt nicht 5.": "sum(2, 3) does not return 5.",
    },
  });
  await apiPost(page, `/api/admin/course-versions/${enId}/activate`);
  await apiPost(page, `/api/admin/course-versions/${enId}/publish`, { confirmWarnings: true });

  // A learner of the English version runs the starter code: the message is the English one.
  for (const width of WIDTHS) {
    const learner = await englishLearner(browser, width);
    await learner.page.goto(`/app/course/${courseId}/${lessonId}`);
    const card = learner.page.getByTestId("practice-card").filter({ hasText: `[EN] ${TASK}` });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole("button", { name: "Check", exact: true }).click();
    const failed = card.locator('[data-testid="practice-check"][data-status="failed"]');
    await expect(failed).toContainText("sum(2, 3) does not return 5.", { timeout: 30_000 });
    await expect(card).not.toContainText("ergibt nicht");
    await expectNoHorizontalScroll(learner.page);
    await expectNoA11yViolations(learner.page);
    await learner.close();
  }
});
