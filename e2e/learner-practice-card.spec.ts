/**
 * The exercise card tells one story (issue 42): a failing run on a solved exercise shows the
 * solved state and the run as two facts; a runtime error keeps its original text and gets a
 * German explanation with its line; what a program printed before an endless loop stays in
 * the console; Python's run after a time-out starts on a warm spare. axe, 1280 and 390 px.
 */
import type { Locator, Page } from "@playwright/test";
import { test, expect, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import { AI_DE, courseId, DATA_DE, playerData, VIEWPORTS } from "./learner-support";

const DATA_BEGINNER_DE = "Datenanalyse für Einsteiger: Tabellen, Fragen, Antworten";
const SQL_LESSON = "Daten abfragen: SELECT, WHERE und ORDER BY";
const SQL_FIX = "SELECT filiale, produkt, umsatz\nFROM verkaeufe\nORDER BY umsatz DESC\nLIMIT 3;\n";
const SHOTS = process.env.E2E_OUTPUT_DIR ?? "test-results";

async function openLesson(page: Page, course: string, lesson: string) {
  const id = await courseId(page, course);
  const data = await playerData(page, id);
  const l = data.modules.flatMap((m) => m.lessons).find((x) => x.title === lesson);
  if (!l) throw new Error(`no lesson ${lesson}`);
  await page.goto(`/app/course/${id}/${l.id}`);
  const card = page.getByTestId("practice-card");
  await card.scrollIntoViewIfNeeded();
  return card;
}

/** Replaces the text of the editor's current file (as typing would, in one input). */
async function replaceCode(card: Locator, file: string, text: string) {
  await card.scrollIntoViewIfNeeded();
  await card.getByRole("tab", { name: file }).click();
  const content = card.getByTestId("code-editor").first().locator(".cm-content");
  await content.click();
  await content.press("ControlOrMeta+a");
  await content.press("Delete");
  await card.page().keyboard.insertText(text);
}

for (const { name, viewport } of VIEWPORTS) {
  test(`${name}: a failing run on a solved exercise keeps it solved and shows the run's count; the error is explained with its line`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signUpLearner(page, { name: "Sol Solved" });
    const card = await openLesson(page, DATA_BEGINNER_DE, SQL_LESSON);
    await replaceCode(card, "query.sql", SQL_FIX);
    await card.getByRole("button", { name: "Prüfen" }).click();
    const note = card.getByTestId("practice-solved-note");
    await expect(note).toHaveText("Alle Prüfungen bestanden – Aufgabe gelöst!", {
      timeout: 90_000,
    });
    await expect(note).toHaveAttribute("data-state", "passed");

    // Now a run that fails: the exercise stays solved, the run's count is the run's.
    await replaceCode(
      card,
      "query.sql",
      "-- Die drei größten Umsätze\nSELEC filiale, umsatz\nFROM verkaeufe;\n",
    );
    await card.getByRole("button", { name: "Prüfen" }).focus();
    await page.keyboard.press("Enter");
    await expect(note).toHaveAttribute("data-state", "lastRunFailed", { timeout: 30_000 });
    const total = await card.getByTestId("practice-check").count();
    await expect(note).toHaveText(
      new RegExp(
        `^Gelöst am \\d{1,2}\\. \\p{L}+ \\d{4}; dein letzter Lauf: 0 von ${total} Prüfungen bestanden\\. Die Aufgabe bleibt gelöst\\.$`,
        "u",
      ),
    );
    await expect(card.getByTestId("practice-summary")).toHaveText(
      `Dein letzter Lauf: 0 von ${total} Prüfungen bestanden.`,
    );
    await expect(card).not.toContainText("Alle Prüfungen bestanden");
    await expect(card.getByTestId("practice-solved")).toHaveText("Gelöst");
    await expect(card.getByTestId("practice-live")).toHaveText(/dein letzter Lauf: 0 von/);

    // The database's own message stays; the explanation names the line.
    await expect(card.getByTestId("practice-error")).toHaveText(
      'query.sql:2: syntax error at or near "SELEC"',
    );
    const explanation = card.getByTestId("practice-error-explanation");
    await expect(explanation).toHaveAttribute("data-kind", "syntax");
    await expect(explanation.getByTestId("practice-error-line")).toHaveText("Zeile 2");
    await expect(explanation).toContainText("Was bedeutet das?");
    await expect(explanation).toContainText(
      "Syntaxfehler: Die Datenbank kann deine Abfrage an dieser Stelle nicht lesen.",
    );
    await expectNoA11yViolations(page);
    await card.screenshot({ path: `${SHOTS}/practice-card-solved-failing-${name}.png` });

    // Fixed again: one fact again.
    await replaceCode(card, "query.sql", SQL_FIX);
    await card.getByRole("button", { name: "Prüfen" }).click();
    await expect(note).toHaveAttribute("data-state", "passed", { timeout: 30_000 });
    await expect(card.getByTestId("practice-error-explanation")).toHaveCount(0);
  });
}

test("JavaScript: what was printed before an endless loop stays in the console", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpLearner(page, { name: "Lou Loop" });
  const card = await openLesson(page, AI_DE, "Strukturierte Antworten und robuste Aufrufe");
  await replaceCode(card, "main.js", 'console.log("vorher");\nfor (;;) {}\n');
  await card.getByRole("button", { name: "Ausführen" }).click();
  const consoleBox = card.getByTestId("practice-console");
  await expect(card.getByTestId("practice-error")).toHaveText(
    "Dein Programm lief länger als 5 Sekunden und wurde angehalten.",
    { timeout: 20_000 },
  );
  await expect(consoleBox).toContainText("vorher");
  // A time-out is no error of the code: nothing to explain.
  await expect(card.getByTestId("practice-error-explanation")).toHaveCount(0);
  // A JavaScript syntax error names its line.
  await replaceCode(card, "main.js", "const a = 1;\nconst b = = 2;\n");
  await card.getByRole("button", { name: "Ausführen" }).click();
  await expect(card.getByTestId("practice-error")).toHaveText(
    "main.js:2: SyntaxError: Unexpected token '='",
  );
  await expect(card.getByTestId("practice-error-line")).toHaveText("Zeile 2");
});

test("Python: the error is explained with its line; output before a time-out stays; the next run starts at once", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpLearner(page, { name: "Pia Python" });
  const card = await openLesson(page, DATA_DE, "DataFrames kennenlernen: Daten laden und erkunden");
  const consoleBox = card.getByTestId("practice-console");
  await replaceCode(card, "main.py", "x = 1\nif x == 1\n    print(x)\n");
  let began = Date.now();
  await card.getByRole("button", { name: "Ausführen" }).click();
  const error = card.getByTestId("practice-error");
  await expect(error).toHaveText(/^main\.py:2: SyntaxError: expected ':'/, { timeout: 90_000 });
  const firstRun = Date.now() - began;
  const explanation = card.getByTestId("practice-error-explanation");
  await expect(explanation.getByTestId("practice-error-line")).toHaveText("Zeile 2");
  await expect(explanation).toContainText(
    "Syntaxfehler: Python kann deinen Code an dieser Stelle nicht lesen.",
  );
  await card.screenshot({ path: `${SHOTS}/practice-card-python-explained.png` });

  // The spare interpreter loads once the first one is ready (about as long as the first load).
  await page.waitForTimeout(Math.max(firstRun, 3_000));
  await replaceCode(card, "main.py", 'print("vorher")\nwhile True:\n    pass\n');
  await card.getByRole("button", { name: "Ausführen" }).click();
  await expect(error).toHaveText(/Dein Programm lief länger als \d+ Sekunden/, {
    timeout: 30_000,
  });
  await expect(consoleBox).toContainText("vorher");
  await expect(explanation).toHaveCount(0);

  await replaceCode(card, "main.py", 'print("danach")\n');
  began = Date.now();
  await card.getByRole("button", { name: "Ausführen" }).click();
  await expect(consoleBox).toHaveText("danach", { timeout: 60_000 });
  const afterTimeout = Date.now() - began;
  // Without a spare this run loads Python again: as long as the first run.
  expect(afterTimeout).toBeLessThan(Math.max(1_500, firstRun / 2));
  await expectNoA11yViolations(page);
});
