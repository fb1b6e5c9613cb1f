/**
 * "Projekt mit KI entwerfen" (issue 30, decision 0142): in the course editor's "Projekte"
 * card an admin drafts a capstone from the course's outline. The e2e server has no AI model,
 * so the offline generator drafts it from the modules (the model's HTTP path is covered by
 * projects-ai.test.ts against the fake OpenAI server). The draft opens as a new project, not
 * saved; saving it (even with a double click) creates it once. A project whose checks fail
 * against its model solution is named by the preview ("Lösung prüfen", decision 0143) until
 * the author fixes the "Musterlösung" in the editor. Axe, 1280 and 390 px.
 */
import type { Page } from "@playwright/test";
import { test, expect, signInAs, expectNoA11yViolations, origin } from "./support/fixtures";
import { courseWithContent, expectNoHorizontalScroll, toast, WIDTHS } from "./support/editor";

const SHOTS = process.env.E2E_OUTPUT_DIR ?? "test-results";

for (const width of WIDTHS) {
  test(`admin drafts the capstone with the offline generator and saves it once (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await signInAs(page, "admin");
    const title = `KI-Projektkurs ${width} ${Date.now()}`;
    const { versionId, courseId, view } = await courseWithContent(page, title);
    await page.goto(`/admin/edit-course/${versionId}`);

    const card = page.getByTestId("projects-card");
    await expect(card.getByRole("heading", { name: "Projekte" })).toBeVisible({ timeout: 60_000 });
    await expect(card.getByTestId("projects-empty")).toBeVisible();
    await card.getByRole("button", { name: "Projekt mit KI entwerfen" }).click();

    const form = card.getByTestId("project-form");
    await expect(form.getByRole("heading", { name: "Neues Projekt" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(form.getByTestId("project-ai-note")).toHaveText(
      "Entwurf ohne KI aus den Modulen des Kurses (Offline-Generator): Noch nicht gespeichert. Passe ihn an und speichere das Projekt.",
    );
    await expect(form.getByLabel("Titel", { exact: true }).first()).toHaveValue(
      `Abschlussprojekt: ${title}`,
    );
    // A web course: the web runtime with its starter page; the brief names the modules.
    await expect(form.getByRole("combobox", { name: "Laufzeitumgebung" })).toContainText(
      "HTML, CSS & JavaScript",
    );
    await expect(form.getByTestId("project-starter")).toContainText("index.html");
    const preview = form.getByTestId("markdown-preview");
    await expect(preview).toContainText(view.modules[0].title);
    const criteria = form.getByTestId("rubric-criterion");
    await expect(criteria.first().getByLabel("Titel")).toHaveValue(view.modules[0].title);
    await expect(criteria.last().getByLabel("Titel")).toHaveValue("Sauber aufgebaut");
    // Nothing is saved until the author saves.
    const base = origin(page);
    const before = await (
      await page.request.get(`${base}/api/admin/courses/${courseId}/projects`)
    ).json();
    expect(before.projects).toHaveLength(0);

    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/admin-project-ai-${width}.png`, fullPage: true });

    // A double click on "Projekt speichern" creates one project.
    await form.getByRole("button", { name: "Projekt speichern" }).dblclick();
    await expect(toast(page, "Projekt gespeichert").first()).toBeVisible({ timeout: 30_000 });
    const row = card.getByTestId("project-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Abschlussprojekt: ${title}`);
    await expect(row).toContainText("Kursende (Abschlussprojekt)");
    const after = await (
      await page.request.get(`${base}/api/admin/courses/${courseId}/projects`)
    ).json();
    expect(after.projects).toHaveLength(1);
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
  });
}

async function replaceIn(page: Page, testId: string, text: string) {
  const content = page.getByTestId(testId).locator(".cm-content").first();
  await content.click();
  await content.press("ControlOrMeta+a");
  await content.press("Delete");
  await page.keyboard.insertText(text);
}

const SOLUTION_FAILS =
  "Projekt „Rechner“: Die Musterlösung besteht die Prüfungen nicht („Lösung prüfen“).";

for (const width of WIDTHS) {
  test(`a failing model solution is named by the preview until the author fixes it (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await signInAs(page, "admin");
    const { versionId, courseId } = await courseWithContent(
      page,
      `Lösungskurs ${width} ${Date.now()}`,
    );
    const base = origin(page);
    const created = await page.request.post(`${base}/api/admin/courses/${courseId}/projects`, {
      headers: { origin: base },
      data: {
        title: "Rechner",
        brief: "Baue einen Rechner.",
        runtime: "javascript",
        starterFiles: [{ name: "main.js", content: "function add(a, b) {\n  return 0;\n}\n" }],
        checks: {
          checks: [{ id: "c1", title: "add(2, 3) gibt 5", code: "expectEqual(add(2, 3), 5);" }],
        },
        solutionFiles: [{ name: "main.js", content: "function add(a, b) {\n  return a - b;\n}\n" }],
        rubric: ["Rechnet", "Lesbar", "Beschrieben"].map((title, i) => ({
          id: `k${i + 1}`,
          title,
          description: "",
          fulfilled: `${title}.`,
        })),
      },
    });
    expect(created.status()).toBe(201);

    await page.goto(`/admin/preview?version=${versionId}`);
    await expect(page.getByTestId("problems")).toContainText(SOLUTION_FAILS, { timeout: 60_000 });

    await page.goto(`/admin/edit-course/${versionId}`);
    const card = page.getByTestId("projects-card");
    await card.getByRole("button", { name: /Bearbeiten/ }).click();
    const form = card.getByTestId("project-form");
    const solution = form.getByTestId("project-solution");
    await expect(solution).toContainText("Musterlösung");
    await expect(form.getByText("Wird nie an Lernende gesendet.", { exact: false })).toBeVisible();
    await replaceIn(page, "project-solution-editor", "function add(a, b) {\n  return a + b;\n}\n");
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await form.getByRole("button", { name: "Projekt speichern" }).click();
    await expect(toast(page, "Projekt gespeichert")).toBeVisible({ timeout: 30_000 });

    await page.goto(`/admin/preview?version=${versionId}`);
    await expect(page.getByRole("heading", { name: "Rechner" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(SOLUTION_FAILS)).toHaveCount(0);
  });
}
