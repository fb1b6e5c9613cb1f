/**
 * Code exercises in the lesson player (issue 29): in a demo lesson of each runtime a learner
 * checks the starter code, reads the failed check and its message, fixes the code and passes;
 * the code survives a reload; an endless loop is stopped with the friendly message while the
 * page stays usable; keyboard only (Esc then Tab leaves the editor); axe; 1280 and 390 px.
 */
import type { Locator, Page } from "@playwright/test";
import { test, expect, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import { AI_DE, courseId, DATA_DE, playerData, VIEWPORTS, WEB_DE } from "./learner-support";

const DATA_BEGINNER_DE = "Datenanalyse für Einsteiger: Tabellen, Fragen, Antworten";
const SHOTS = process.env.E2E_OUTPUT_DIR ?? "test-results";

interface Case {
  runtime: "web" | "javascript" | "python" | "sql";
  course: string;
  lesson: string;
  /** The file to edit and its new content. */
  file: string;
  fix: string;
  /** What the first failed check of the starter code says. */
  failure: RegExp;
}

const CASES: Case[] = [
  {
    runtime: "web",
    course: WEB_DE,
    lesson: "JavaScript-Grundlagen und das DOM",
    file: "app.js",
    fix: 'const modusButton = document.querySelector("#modus");\nmodusButton.addEventListener("click", () => {\n  const dunkel = document.body.classList.toggle("dunkel");\n  modusButton.textContent = dunkel ? "Hellmodus" : "Dunkelmodus";\n});\n',
    failure: /Erwartet:\s*true\s*Erhalten:\s*false/,
  },
  {
    runtime: "javascript",
    course: AI_DE,
    lesson: "Strukturierte Antworten und robuste Aufrufe",
    file: "main.js",
    fix: 'function parseAntwort(text) {\n  const json = text.trim().replace(/^```(json)?/, "").replace(/```$/, "");\n  try {\n    return JSON.parse(json);\n  } catch {\n    return null;\n  }\n}\n',
    failure: /SyntaxError/,
  },
  {
    runtime: "python",
    course: DATA_DE,
    lesson: "DataFrames kennenlernen: Daten laden und erkunden",
    file: "main.py",
    fix: 'verkaeufe = [\n    {"filiale": "Altstadt", "umsatz": 140.0},\n    {"filiale": "Bahnhof", "umsatz": 750.0},\n    {"filiale": "Altstadt", "umsatz": 375.0},\n    {"filiale": "Südpark", "umsatz": 210.0},\n]\n\ndef umsatz_pro_filiale(zeilen):\n    summen = {}\n    for z in zeilen:\n        summen[z["filiale"]] = summen.get(z["filiale"], 0) + z["umsatz"]\n    return summen\n\nprint(umsatz_pro_filiale(verkaeufe))\n',
    failure:
      /Erwartet:\s*\{"Altstadt": 515\.0, "Bahnhof": 750\.0, "Südpark": 210\.0\}\s*Erhalten:\s*\{\}/,
  },
  {
    runtime: "sql",
    course: DATA_BEGINNER_DE,
    lesson: "Daten abfragen: SELECT, WHERE und ORDER BY",
    file: "query.sql",
    fix: "SELECT filiale, produkt, umsatz\nFROM verkaeufe\nORDER BY umsatz DESC\nLIMIT 3;\n",
    failure: /Erwartet: 3 Zeilen \/ Erhalten: 8 Zeilen/,
  },
];

async function openLesson(page: Page, course: string, lesson: string) {
  const id = await courseId(page, course);
  const data = await playerData(page, id);
  const l = data.modules.flatMap((m) => m.lessons).find((x) => x.title === lesson);
  if (!l) throw new Error(`no lesson ${lesson}`);
  await page.goto(`/app/course/${id}/${l.id}`);
  return l;
}

/** Replaces the text of the editor's current file (as typing would, in one input). */
async function replaceCode(card: Locator, file: string, text: string) {
  // The editor (CodeMirror) loads once the card is near the screen; until then its code is text.
  await card.scrollIntoViewIfNeeded();
  await card.getByRole("tab", { name: file }).click();
  const content = card.getByTestId("code-editor").first().locator(".cm-content");
  await content.click();
  await content.press("ControlOrMeta+a");
  await content.press("Delete");
  await card.page().keyboard.insertText(text);
}

async function editorText(card: Locator) {
  await card.scrollIntoViewIfNeeded();
  return card
    .getByTestId("code-editor")
    .first()
    .locator(".cm-content")
    .evaluate((el) => [...el.querySelectorAll(".cm-line")].map((l) => l.textContent).join("\n"));
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`code exercises (${name})`, () => {
    test.use({ viewport });

    for (const c of CASES) {
      test(`${c.runtime}: wrong code fails with its message, the fix passes, reload keeps it`, async ({
        page,
        consoleErrors,
      }) => {
        test.setTimeout(240_000);
        await signUpLearner(page, { name: "Paula Practice" });
        await openLesson(page, c.course, c.lesson);
        const card = page.getByTestId("practice-card");
        await expect(card).toHaveAttribute("data-runtime", c.runtime);
        await expect(card.getByRole("heading", { name: /Programmieraufgabe/ })).toBeVisible();
        await expect(card.getByTestId("practice-summary")).toHaveText(
          "Drücke „Prüfen“, um deinen Code zu testen.",
        );

        // The starter code fails a check, with expected vs. got in German.
        await card.getByRole("button", { name: "Prüfen" }).click();
        const failed = card.locator('[data-testid="practice-check"][data-status="failed"]').first();
        // The first run loads the runtime (Pyodide, PGlite): slow on a busy machine.
        await expect(failed).toBeVisible({ timeout: 90_000 });
        await expect(failed.getByTestId("practice-failure")).toHaveText(c.failure);
        await expect(card.getByTestId("practice-live")).toHaveText(/von \d+ Prüfungen bestanden/);
        await expect(card.getByTestId("practice-solved")).toHaveCount(0);
        if (c.runtime !== "sql")
          await expect(card.getByTestId("practice-hidden-checks")).toHaveText(
            /1 verborgene Prüfung/,
          );

        // Fixed: every check passes (the hidden one too), solved and announced.
        await replaceCode(card, c.file, c.fix);
        await card.getByRole("button", { name: "Prüfen" }).click();
        await expect(card.getByTestId("practice-solved")).toBeVisible({ timeout: 60_000 });
        await expect(
          card.locator('[data-testid="practice-check"][data-status="failed"]'),
        ).toHaveCount(0);
        await expect(card.getByTestId("practice-hidden-checks")).toHaveCount(0);
        await expect(card.getByTestId("practice-live")).toHaveText(
          /Alle \d+ Prüfungen bestanden\. Aufgabe gelöst!/,
        );
        if (c.runtime === "sql") {
          await card.getByRole("button", { name: "Ausführen" }).click();
          const table = card.getByTestId("practice-result-table");
          await expect(table.getByRole("columnheader")).toHaveText([
            "filiale",
            "produkt",
            "umsatz",
          ]);
          await expect(table.getByRole("row").nth(1)).toHaveText(/Bahnhof\s*Kaffee\s*750\.00/);
        }
        if (c.runtime === "web") {
          // The live preview shows the learner's page (in its own opaque-origin frame).
          const preview = card.getByTestId("practice-preview").frameLocator("iframe");
          await expect(preview.getByRole("button", { name: "Dunkelmodus" })).toBeVisible();
        }
        await expect(card.getByTestId("practice-save-state")).toHaveText("Gespeichert");
        await expectNoA11yViolations(page);
        await card.screenshot({ path: `${SHOTS}/practice-${c.runtime}-${name}.png` });

        // Reload: the learner's code and the solved state come back from the server.
        await page.reload();
        const again = page.getByTestId("practice-card");
        await expect(again.getByTestId("practice-solved")).toBeVisible();
        await again.scrollIntoViewIfNeeded();
        await again.getByRole("tab", { name: c.file }).click();
        await expect.poll(() => editorText(again)).toBe(c.fix);
        expect(consoleErrors).toEqual([]);
      });
    }

    test("an endless loop is stopped with the friendly message, the page stays usable", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signUpLearner(page, { name: "Lou Loop" });
      await openLesson(page, AI_DE, "Strukturierte Antworten und robuste Aufrufe");
      const card = page.getByTestId("practice-card");
      await replaceCode(
        card,
        "main.js",
        "function parseAntwort(text) {\n  while (true) {}\n}\nparseAntwort('x');\n",
      );
      await card.getByRole("button", { name: "Ausführen" }).click();
      await expect(card.getByText("Dein Code läuft …")).toBeVisible();
      // The app's main thread is not blocked: the page answers while the loop runs.
      const began = Date.now();
      await page.getByTestId("lesson-view").getByRole("heading", { level: 2 }).first().click();
      expect(Date.now() - began).toBeLessThan(2_000);
      await expect(card.getByTestId("practice-error")).toHaveText(
        "Dein Programm lief länger als 5 Sekunden und wurde angehalten.",
        { timeout: 15_000 },
      );
      await expect(card.getByTestId("practice-live")).toHaveText(
        "Dein Programm lief länger als 5 Sekunden und wurde angehalten.",
      );
      // The runtime restarts: the next run works.
      await replaceCode(card, "main.js", 'console.log("wieder da");\n');
      await card.getByRole("button", { name: "Ausführen" }).click();
      await expect(card.getByTestId("practice-console")).toHaveText("wieder da");
    });

    test("keyboard only: Tab indents in the editor, Esc then Tab leaves it; reset with undo", async ({
      page,
    }) => {
      await signUpLearner(page, { name: "Kim Keys" });
      await openLesson(page, AI_DE, "Strukturierte Antworten und robuste Aufrufe");
      const card = page.getByTestId("practice-card");
      const starter = await editorText(card);
      // Reach the editor by keyboard: the file tab, then Tab into the editor.
      await card.getByRole("tab", { name: "main.js" }).focus();
      await page.keyboard.press("Tab");
      await expect(card.locator(".cm-content")).toBeFocused();
      await expect(card.locator(".cm-content")).toHaveAttribute(
        "aria-label",
        "Code-Editor: main.js",
      );
      // Tab inside the editor indents and stays there.
      await page.keyboard.press("ControlOrMeta+Home");
      await page.keyboard.press("Tab");
      await expect(card.locator(".cm-content")).toBeFocused();
      expect(await editorText(card)).not.toBe(starter);
      // Esc, then Tab: focus moves on to "Ausführen".
      await page.keyboard.press("Escape");
      await page.keyboard.press("Tab");
      await expect(card.getByRole("button", { name: "Ausführen" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(card.getByRole("button", { name: "Prüfen" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(
        card.locator('[data-testid="practice-check"][data-status="failed"]').first(),
      ).toBeVisible({
        timeout: 30_000,
      });
      // Zurücksetzen brings the starter back; Rückgängig brings the learner's code back.
      const edited = await editorText(card);
      await card.getByRole("button", { name: "Zurücksetzen" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => editorText(card)).toBe(starter);
      await expect(card.getByTestId("practice-undo")).toContainText("Startcode wiederhergestellt.");
      await card.getByRole("button", { name: "Rückgängig" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => editorText(card)).toBe(edited);
      // The file tabs are a tablist.
      await expect(card.getByRole("tablist", { name: "Dateien" })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  });
}

test("a lesson's runtime and editor load only when its exercise comes near the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpLearner(page, { name: "Rita Runtime" });
  const pyodide: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/pyodide/")) pyodide.push(r.url());
  });
  // CodeMirror too (190 KB gzip): until then the card shows the starter code as text.
  const editor: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/code-editor-[^/]+\.js$/.test(r.url())) editor.push(r.url());
  });
  await openLesson(page, DATA_DE, "DataFrames kennenlernen: Daten laden und erkunden");
  const card = page.getByTestId("practice-card");
  await expect(card).toBeAttached();
  // Far below the lesson's first screen: the lesson paints without Pyodide's megabytes.
  expect(await card.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(844 + 400);
  await page.waitForLoadState("networkidle");
  expect(pyodide).toEqual([]);
  expect(editor).toEqual([]);
  await expect(card.getByTestId("code-editor-loading")).toContainText("def umsatz_pro_filiale");
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => pyodide.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(card.getByTestId("code-editor").locator(".cm-content")).toBeVisible();
  expect(editor).toHaveLength(1);
});
