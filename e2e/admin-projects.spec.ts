/**
 * The author's side of projects (issue 30, decision 0122): an admin adds a project to a
 * course in the editor, sees the rubric's validation messages, saves a web project with a
 * brief rendered through the sanitizer, assigns a reviewer, meets a concurrent edit (409),
 * and finds the project in the preview. Axe, 1280 and 390 px.
 */
import type { Page } from "@playwright/test";
import { test, expect, signInAs, expectNoA11yViolations, origin } from "./support/fixtures";
import { courseWithContent, expectNoHorizontalScroll, toast, WIDTHS } from "./support/editor";

const SHOTS = process.env.E2E_OUTPUT_DIR ?? "test-results";

async function choose(
  page: Page,
  scope: ReturnType<Page["getByTestId"]>,
  label: string,
  option: string,
) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

for (const width of WIDTHS) {
  test(`admin creates a project with a rubric, assigns a reviewer, previews (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await signInAs(page, "admin");
    const title = `Projektkurs ${width} ${Date.now()}`;
    const { versionId, courseId } = await courseWithContent(page, title);
    await page.goto(`/admin/edit-course/${versionId}`);

    const card = page.getByTestId("projects-card");
    await expect(card.getByRole("heading", { name: "Projekte" })).toBeVisible({ timeout: 60_000 });
    await expect(card.getByTestId("projects-empty")).toHaveText(
      "Dieser Kurs hat noch kein Projekt.",
    );
    await card.getByRole("button", { name: "Projekt hinzufügen" }).click();
    const form = card.getByTestId("project-form");
    await expect(form.getByRole("heading", { name: "Neues Projekt" })).toBeVisible();

    // Saving the empty form names what is missing, beside each field.
    await form.getByRole("button", { name: "Projekt speichern" }).click();
    await expect(form.getByTestId("project-form-errors")).toHaveText(
      "Bitte korrigiere 7 Angaben, bevor du speicherst.",
    );
    await expect(form.getByText("Bitte gib dem Projekt einen Titel")).toBeVisible();
    await expect(
      form.getByText("Bitte beschreibe, wann das Kriterium „erfüllt“ ist").first(),
    ).toBeVisible();
    // Two criteria are too few: the rubric says so.
    await form.getByRole("button", { name: "Kriterium 3 entfernen" }).click();
    await expect(form.getByTestId("rubric-size-error")).toHaveText(
      "Die Bewertungskriterien brauchen 3 bis 8 Kriterien",
    );
    await form.getByRole("button", { name: "Kriterium hinzufügen" }).click();
    await expect(form.getByTestId("rubric-size-error")).toHaveCount(0);

    await form.getByLabel("Titel", { exact: true }).first().fill("Abschlussprojekt: Landingpage");
    await choose(page, form, "Laufzeitumgebung", "HTML, CSS & JavaScript");
    await expect(form.getByTestId("project-starter")).toContainText("index.html");
    await form
      .getByLabel("Aufgabenstellung (Markdown)")
      .fill("Baue eine **Landingpage**.\n\n<script>window.__pwned = 1</script>");
    const md = form.getByTestId("markdown-preview");
    await expect(md.locator("strong")).toHaveText("Landingpage");
    await expect(md.locator("script")).toHaveCount(0);

    const criteria = form.getByTestId("rubric-criterion");
    const texts = [
      ["Funktioniert", "Die Seite lädt ohne Fehler."],
      ["Gestaltung", "Gut lesbar, auch schmal."],
      ["Inhalt", "Alle Punkte des Auftrags sind da."],
    ];
    for (const [i, [name, fulfilled]] of texts.entries()) {
      await criteria.nth(i).getByLabel("Titel").fill(name);
      await criteria.nth(i).getByLabel("„Erfüllt“ bedeutet").fill(fulfilled);
    }
    await form.getByLabel("Zertifikat erfordert bestandenes Projekt").check();
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await form.getByRole("button", { name: "Projekt speichern" }).click();
    await expect(toast(page, "Projekt gespeichert")).toBeVisible({ timeout: 30_000 });

    const row = card.getByTestId("project-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Abschlussprojekt: Landingpage");
    await expect(row).toContainText("Kursende (Abschlussprojekt)");
    await expect(row).toContainText("3 Kriterien");
    await expect(row).toContainText("Zertifikat erfordert Bestehen");

    // Someone else saves meanwhile: this form's save is refused with a clear message.
    await row.getByRole("button", { name: /Bearbeiten/ }).click();
    const base = origin(page);
    const list = await (
      await page.request.get(`${base}/api/admin/courses/${courseId}/projects`)
    ).json();
    const p = list.projects[0];
    const other = await page.request.put(`${base}/api/admin/projects/${p.id}`, {
      headers: { origin: base },
      data: {
        expectedRevision: p.revision,
        project: {
          title: p.title,
          brief: p.brief,
          runtime: p.runtime,
          starterFiles: p.starterFiles,
          rubric: p.rubric,
          requiredForCertificate: true,
        },
      },
    });
    expect(other.ok()).toBe(true);
    const edit = card.getByTestId("project-form");
    await edit.getByLabel("Titel", { exact: true }).first().fill("Landingpage (neu)");
    await edit.getByRole("button", { name: "Projekt speichern" }).click();
    await expect(edit.getByTestId("project-conflict")).toContainText(
      "Das Projekt wurde inzwischen geändert. Lade die Seite neu, um den neuesten Stand zu sehen.",
    );
    await edit.getByRole("button", { name: "Neu laden" }).click();
    await expect(card.getByTestId("project-row")).toContainText("Abschlussprojekt: Landingpage");

    // Reviewer: assign the moderator.
    const reviewers = page.getByTestId("reviewers-card");
    await expect(reviewers.getByTestId("reviewers-none")).toHaveText(
      "Keine Reviewer zugewiesen: Alle Moderatoren prüfen diesen Kurs.",
    );
    await choose(page, reviewers, "Reviewer hinzufügen", "Mo Moderator (Moderator)");
    await reviewers.getByRole("button", { name: "Zuweisen" }).click();
    await expect(toast(page, "Reviewer zugewiesen")).toBeVisible();
    await expect(reviewers.getByTestId("reviewers-list")).toContainText("Mo Moderator");
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/admin-projects-${width}.png`, fullPage: true });

    // The preview shows the project as learners will read it.
    await page.goto(`/admin/preview?version=${versionId}`);
    const shown = page.getByTestId("preview-project");
    await expect(
      shown.getByRole("heading", { name: "Abschlussprojekt: Landingpage" }),
    ).toBeVisible();
    await expect(shown.locator("strong")).toHaveText("Landingpage");
    await expect(shown).toContainText("Die Seite lädt ohne Fehler.");
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/admin-projects-preview-${width}.png`, fullPage: true });
  });
}
