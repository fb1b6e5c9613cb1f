import type { Page } from "@playwright/test";
import { test, expect, signInAs, origin, expectNoA11yViolations } from "./support/fixtures";
import { editorView, writeTodoLessons } from "./support/editor";

const SHOTS = process.env.E2E_OUTPUT_DIR ?? "test-results";

/**
 * The whole authoring flow with the offline provider (no AI configured): create a course,
 * preview its problems, generate one module, "Alle Module generieren" (the honest skeleton:
 * every lesson an author's to-do checklist, issue 46), the gate refusing the to-do text, the
 * author writing the lessons, prepare, publish with confirmation, and find the course in the
 * learners' catalogue; then the "KI-Modell" screen and its "Verbindung testen".
 */
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test("offline provider: create, generate, preview, prepare, publish, learners see it", async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const title = `E2E Offline-Kurs ${Date.now()}`;
  await signInAs(page, "admin");

  // --- Create -------------------------------------------------------------------------
  await page.goto("/admin/new-course");
  await expect(page.getByRole("heading", { level: 1, name: "Neuen Kurs erstellen" })).toBeVisible();
  await expect(page.getByTestId("ai-offline")).toContainText("Entwurf ohne KI");
  await expect(page.getByLabel("Geschätzte Stunden (1–100)")).toHaveValue("8");
  await expect(page.getByLabel("Schwierigkeitsgrad")).toHaveText(/Anfänger/);
  await expect(page.getByLabel("Sprache", { exact: true })).toHaveText(/Deutsch/);
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Kurs erstellen" }).click();
  await expect(toast(page, "Bitte fülle alle Pflichtfelder aus")).toBeVisible();

  await page.getByLabel("Kurstitel *").fill(title);
  await page.getByLabel("Beschreibung *").fill("Ein kurzer Kurs über Git für Einsteiger.");
  await page.getByLabel("Geschätzte Stunden (1–100)").fill("2");
  await page.getByLabel("Thema").fill("Versionskontrolle");
  // The skill area the learning plans use (without one the preview warns "nicht zugeordnet").
  await page.getByLabel("Themenbereich").click();
  await page.getByRole("option", { name: "Webentwicklung" }).click();
  await page.getByRole("button", { name: "Kurs erstellen" }).click();
  await expect(toast(page, "Kurs erfolgreich erstellt und Struktur generiert!")).toBeVisible({
    timeout: 60_000,
  });
  // --- Edit: the new course's editor opens by itself, nothing generated yet -----------
  await expect(page).toHaveURL(/\/admin\/edit-course\/[^/]+$/);
  const versionId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("ai-offline")).toBeVisible();
  const counter = page.getByTestId("modules-generated");
  await expect(counter).toHaveText(/^0\/\d+ Module generiert$/);
  const total = Number((await counter.textContent())!.match(/\/(\d+)/)![1]);
  expect(total).toBeGreaterThan(1);
  await expect(page.getByRole("button", { name: /^Modul „.+“ generieren$/ })).toHaveCount(total);
  await expectNoA11yViolations(page);

  // --- Preview lists the problems -----------------------------------------------------
  await page.getByRole("main").getByRole("link", { name: "Vorschau", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/preview\\?version=${versionId}$`));
  // Every module without lessons, and the missing thumbnail the gate will ask about too.
  await expect(page.getByTestId("problems")).toContainText(`${total + 1} Probleme gefunden`);
  await expect(page.getByTestId("problems").getByRole("listitem")).toHaveCount(total + 1);
  await expect(page.getByTestId("problems")).toContainText(/Das Modul „.+“ hat keine Lektionen\./);
  await expect(page.getByTestId("problems")).toContainText("Der Kurs hat kein Vorschaubild.");
  await expectNoA11yViolations(page);

  // --- Generate one module --------------------------------------------------------------
  await page.goto(`/admin/edit-course/${versionId}`);
  const firstModule = page.getByTestId("module-row").first();
  const firstModuleTitle = (await editorView(page, versionId)).modules[0].title;
  await firstModule.getByRole("button", { name: /^Modul „.+“ generieren$/ }).click();
  await expect(
    toast(page, "Umfassende Modulinhalte erfolgreich generiert und strukturiert gespeichert!"),
  ).toBeVisible({ timeout: 60_000 });
  await expect(firstModule).toHaveAttribute("data-status", "generated");
  await expect(firstModule.getByText("Generiert")).toBeVisible();
  await expect(firstModule.getByText(/^\d+ Min\.$/).first()).toBeVisible();
  expect(await firstModule.getByText(/^\d+ Min\.$/).count()).toBeLessThanOrEqual(3);
  await expect(counter).toHaveText(`1/${total} Module generiert`);

  // --- Generate all the rest -----------------------------------------------------------
  await page.getByRole("button", { name: "Alle Module generieren" }).click();
  await expect(counter).toHaveText(`${total}/${total} Module generiert`, { timeout: 90_000 });
  await expect(
    toast(page, "Umfassende Modulinhalte erfolgreich generiert und strukturiert gespeichert!"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Alle Module generieren" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Modul „.+“ generieren$/ })).toHaveCount(0);

  // --- Overview: status, counts, filters ------------------------------------------------
  await page.goto("/admin/courses");
  const row = page.getByTestId("course-row").filter({ hasText: title });
  await expect(row).toBeVisible();
  const today = new Intl.DateTimeFormat("de-DE", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date());
  await expect(row).toContainText(today);
  await expect(row.getByTestId("version-row")).toContainText("Generiert");
  await expect(row.getByTestId("version-row")).toContainText(`${total}/${total} Module generiert`);
  await expect(row.getByRole("link", { name: "Ansehen" })).toHaveCount(0);
  await expect(page.getByRole("menu")).toHaveCount(0);
  await page.getByTestId("status-filter").click();
  await page.getByRole("menuitemradio", { name: "Nur Entwürfe" }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("menu")).toHaveCount(0);
  await page.getByTestId("status-filter").click();
  await page.getByRole("menuitemradio", { name: "Nur Generierte" }).click();
  await expect(row).toBeVisible();

  // --- Preview: every lesson is the author's to-do checklist (issue 46) -----------------
  const lessons = (await editorView(page, versionId)).modules.flatMap((m) => m.lessons);
  await row.getByRole("button", { name: /Weitere Aktionen/ }).click();
  await page.getByRole("menuitem", { name: "Vorschau" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/preview\\?version=${versionId}$`));
  const problems = page.getByTestId("problems");
  // The same list the publish gate applies below: each to-do lesson, and no thumbnail.
  await expect(problems).toContainText(`${lessons.length + 1} Probleme gefunden`);
  await expect(problems).toContainText(
    `Die Lektion „${lessons[0].title}“ im Modul „${firstModuleTitle}“ enthält noch To-do-Text ([!TODO]): Ersetze ihn durch deinen Inhalt.`,
  );
  await expect(problems.getByRole("listitem").filter({ hasText: "To-do-Text" })).toHaveCount(
    lessons.length,
  );
  const triggers = page.getByRole("button", { name: /^1\. / });
  await triggers.first().click();
  const skeleton = page.getByTestId("preview-lesson").first();
  // No made-up teaching text, code or quiz: the plan and the checklist, marked to-do.
  await expect(skeleton).toContainText("Entwurf ohne KI:");
  await expect(skeleton).toContainText("Vorgeschlagene Übung: Reflexionsfrage");
  await expect(skeleton).toContainText("Checkliste");
  await expect(skeleton).not.toContainText("Baustein");
  await expect(skeleton.getByText("Quiz", { exact: true })).toHaveCount(0);
  // Single open: opening module 2 closes module 1.
  await page.getByRole("button", { name: /^2\. / }).click();
  await expect(triggers.first()).toHaveAttribute("aria-expanded", "false");
  await expectNoA11yViolations(page);

  // --- The gate refuses to publish to-do text, even with warnings confirmed --------------
  await page.goto("/admin/publish");
  const todoCard = page.getByTestId("publishable").filter({ hasText: title });
  await todoCard.getByRole("button", { name: `„${title}“ (Deutsch) veröffentlichen` }).click();
  await page
    .getByRole("alertdialog", { name: "Kurs veröffentlichen?" })
    .getByRole("button", { name: "Jetzt veröffentlichen" })
    .click();
  const blocked = page.getByRole("alertdialog", { name: "Veröffentlichen nicht möglich" });
  await expect(blocked).toContainText("enthält noch To-do-Text ([!TODO])");
  await expect(blocked.getByRole("button", { name: "Trotzdem veröffentlichen" })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await blocked.getByRole("button", { name: "Abbrechen" }).click();

  // --- The author writes the first lesson in the editor ----------------------------------
  await page.goto(`/admin/edit-course/${versionId}`);
  await page.getByRole("link", { name: `Lektion „${lessons[0].title}“ bearbeiten` }).click();
  const body = page.getByLabel("Inhalt (Markdown)");
  await expect(body).toHaveValue(/^> \[!TODO\] \*\*Entwurf ohne KI:\*\*/);
  await expect(body).toHaveValue(/- \[!TODO\] Erkläre in zwei, drei Sätzen/);
  await expect(page.getByTestId("markdown-preview")).toContainText("Checkliste");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/skeleton-lesson-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await body.fill(
    "## Wozu Versionskontrolle?\n\nMit `git init` legst du ein Repository an, mit `git commit` hältst du einen Stand fest.",
  );
  await page.getByRole("button", { name: "Lektion speichern" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Gespeichert");
  await page.goto(`/admin/preview?version=${versionId}`);
  await expect(problems).toContainText(`${lessons.length} Probleme gefunden`);
  await expect(problems).not.toContainText(`„${lessons[0].title}“ im Modul`);

  // The other lessons the author writes the same way (here through the editor's API).
  await writeTodoLessons(page, versionId);
  await page.reload();
  await expect(problems).toContainText("1 Problem gefunden");
  await expect(problems).toContainText("Der Kurs hat kein Vorschaubild.");
  await expect(page.getByTestId("no-problems")).toHaveCount(0);
  await page.getByRole("button", { name: /^1\. / }).first().click();
  await expect(page.getByTestId("preview-lesson").first()).toContainText("git init");
  await expect(page.getByTestId("active-badge")).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Zur Veröffentlichung vorbereiten" }),
  ).toBeDisabled();
  await expect(
    page.getByText("Diese Version ist bereits zur Veröffentlichung vorbereitet."),
  ).toBeVisible();

  // --- Publish with confirmation -------------------------------------------------------
  await page.goto("/admin/publish");
  const card = page.getByTestId("publishable").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expectNoA11yViolations(page);
  await card.getByRole("button", { name: `„${title}“ (Deutsch) veröffentlichen` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Kurs veröffentlichen?" });
  await expect(dialog).toContainText(title);
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole("button", { name: /veröffentlichen$/ })).toBeVisible();
  await card.getByRole("button", { name: /veröffentlichen$/ }).click();
  await dialog.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
  // Warnings (no thumbnail) need "Trotzdem veröffentlichen"; the dialog passes axe.
  const gate = page.getByRole("alertdialog", { name: "Hinweise vor dem Veröffentlichen" });
  await expect(gate).toContainText("Der Kurs hat kein Vorschaubild.");
  await expectNoA11yViolations(page);
  await gate.getByRole("button", { name: "Trotzdem veröffentlichen" }).click();
  await expect(toast(page, "Kurs erfolgreich veröffentlicht!")).toBeVisible();
  await expect(card.getByText("Veröffentlicht").first()).toBeVisible();

  // --- Overview shows it as published, with "Ansehen" ----------------------------------
  await page.goto("/admin/courses");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await page.getByTestId("status-filter").click();
  await page.getByRole("menuitemradio", { name: "Nur Veröffentlichte" }).click();
  const publishedRow = page.getByTestId("course-row").filter({ hasText: title });
  await expect(publishedRow.getByTestId("version-row")).toContainText("Veröffentlicht");
  const view = publishedRow.getByRole("link", { name: `Ansehen: ${title}` });
  await expect(view).toHaveAttribute("href", /^\/app\/course\/[^/]+$/);

  // --- A learner finds it in the catalogue ----------------------------------------------
  const learnerContext = await browser.newContext({ baseURL: origin(page), locale: "de-DE" });
  const learner = await learnerContext.newPage();
  await learner.goto("/");
  await signInAs(learner, "learner");
  await learner.goto("/app/courses");
  await expect(learner.getByText(title).first()).toBeVisible();
  await learnerContext.close();

  expect(consoleErrors).toEqual([]);
});

test("'KI-Modell': how to connect a model, and 'Verbindung testen' without one", async ({
  page,
  consoleErrors,
}) => {
  await signInAs(page, "admin");
  // The notice of a draft without AI leads there.
  await page.goto("/admin/new-course");
  await page
    .getByTestId("ai-offline")
    .getByRole("link", { name: "So verbindest du ein KI-Modell" })
    .click();
  await expect(page).toHaveURL(/\/admin\/ai$/);
  await expect(page.getByRole("heading", { level: 1, name: "KI-Modell" })).toBeVisible();
  const current = page.getByTestId("ai-current");
  await expect(current).toContainText("Kein KI-Modell verbunden");
  await expect(current).toContainText("AI_PROVIDER");
  await expect(current).toContainText("offline");
  await expect(page.getByText("Lokal: Ollama, vLLM oder LM Studio")).toBeVisible();
  await expect(page.getByText("AI_BASE_URL=http://127.0.0.1:11434/v1")).toBeVisible();

  await page.getByRole("button", { name: "Verbindung testen" }).click();
  const result = page.getByTestId("ai-test-result");
  await expect(result).toContainText(
    "Kein KI-Modell eingerichtet (AI_PROVIDER=offline). Setze die Umgebungsvariablen unten und starte Kurswerk neu.",
  );
  await expect(result.getByTestId("ai-test-detail")).toHaveText("AI_PROVIDER=offline");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await expectNoA11yViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${SHOTS}/ai-model-${width}.png`, fullPage: true });
  }
  expect(consoleErrors).toEqual([]);
});
