/**
 * The editor's code exercise (issue 29): an author makes an exercise a "Programmieraufgabe",
 * names a check, runs "Lösung prüfen" in the browser (solution passes, starter fails), sees a
 * broken model solution named, saves; the learner's player shows the card. Axe, 1280/390 px.
 */
import type { Page } from "@playwright/test";
import { test, expect, signInAs, expectNoA11yViolations } from "./support/fixtures";
import { courseWithContent, expectNoHorizontalScroll, toast, WIDTHS } from "./support/editor";

const SHOTS = process.env.E2E_OUTPUT_DIR ?? "test-results";

async function replaceIn(page: Page, testId: string, text: string) {
  const content = page.getByTestId(testId).locator(".cm-content").first();
  await content.click();
  await content.press("ControlOrMeta+a");
  await content.press("Delete");
  await page.keyboard.insertText(text);
}

for (const width of WIDTHS) {
  test(`author writes and validates a code exercise (${width} px)`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await signInAs(page, "admin");
    const { versionId, view } = await courseWithContent(page, `Programmierkurs ${Date.now()}`);
    const lesson = view.modules[0].lessons[0];
    await page.goto(`/admin/edit-course/${versionId}/lessons/${lesson.id}`);
    await page.getByRole("button", { name: "Übung hinzufügen" }).click();
    await page.getByLabel("Aufgabe *").fill("Schreibe die Funktion summe(a, b).");

    const fields = page.getByTestId("practice-fields");
    await fields.getByLabel("Programmieraufgabe", { exact: true }).check();
    await expect(fields.getByLabel("Laufzeitumgebung")).toHaveText("JavaScript");
    // A check without a title is refused by the shared schema, and said so.
    await page.getByRole("button", { name: "Block speichern" }).click();
    const invalid = fields.getByRole("alert");
    await expect(invalid).toContainText(
      "Bitte prüfe die markierten Felder der Programmieraufgabe.",
    );
    await expect(invalid.getByRole("listitem")).not.toHaveCount(0);
    await fields.getByLabel("Titel (so lesen ihn Lernende)").fill("summe(2, 3) ergibt 5");

    // Lösung prüfen: the solution passes, the starter fails, in the author's browser.
    await fields.getByRole("button", { name: "Lösung prüfen" }).click();
    const result = fields.getByTestId("practice-validate-result");
    await expect(result).toHaveAttribute("data-ok", "true", { timeout: 60_000 });
    await expect(result).toContainText(
      "Die Musterlösung besteht alle Prüfungen, der Startcode scheitert an mindestens einer.",
    );
    await expect(
      result.getByTestId("practice-validate-starter").getByTestId("practice-failure"),
    ).toHaveText(/Erwartet:\s*5\s*Erhalten:\s*undefined/);

    // A broken model solution is named, with expected vs. got.
    await replaceIn(page, "author-solution-editor", "function summe(a, b) {\n  return a - b;\n}\n");
    await fields.getByRole("button", { name: "Lösung prüfen" }).click();
    await expect(result).toHaveAttribute("data-ok", "false", { timeout: 60_000 });
    await expect(result).toContainText("Die Musterlösung besteht nicht alle Prüfungen.");
    await expect(
      result.getByTestId("practice-validate-solution").getByTestId("practice-failure"),
    ).toHaveText(/Erwartet:\s*5\s*Erhalten:\s*-1/);

    // Files: add one and remove it again.
    const starter = fields.getByTestId("author-starter");
    await starter.getByRole("button", { name: "Datei hinzufügen" }).click();
    await expect(starter.getByRole("tab")).toHaveCount(2);
    await starter.getByRole("button", { name: "Datei „datei2.txt“ entfernen" }).click();
    await expect(starter.getByRole("tab")).toHaveCount(1);

    await replaceIn(page, "author-solution-editor", "function summe(a, b) {\n  return a + b;\n}\n");
    await fields.getByRole("button", { name: "Lösung prüfen" }).click();
    await expect(result).toHaveAttribute("data-ok", "true", { timeout: 60_000 });
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/admin-practice-${width}.png`, fullPage: true });

    await page.getByRole("button", { name: "Block speichern" }).click();
    await expect(toast(page, "Block gespeichert")).toBeVisible({ timeout: 30_000 });
  });
}
