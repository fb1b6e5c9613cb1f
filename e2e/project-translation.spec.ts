/**
 * Translating a project by hand (issue 30, decision 0146): in the editor of the seeded
 * English version, the admin finds a new project "nicht übersetzt", translates its title,
 * brief, rubric and check beside the German original, meets a concurrent save (409 with a
 * clear message), saves, and sees "veraltet" once the German text changes; a learner whose
 * language is English reads the English project. Axe, 1280 and 390 px.
 */
import type { Page } from "@playwright/test";
import {
  test,
  expect,
  signInAs,
  signUpLearner,
  expectNoA11yViolations,
  origin,
} from "./support/fixtures";
import { apiGet, apiPost, expectNoHorizontalScroll, toast, WIDTHS } from "./support/editor";
import { courseId as courseIdOf, WEB_DE } from "./learner-support";

const SHOTS = process.env.E2E_OUTPUT_DIR ?? "test-results";

type Version = { id: string; courseId: string; language: string };

const rubric = [
  {
    id: "works",
    title: "Funktioniert",
    description: "add rechnet",
    fulfilled: "add addiert richtig",
  },
  { id: "names", title: "Klare Namen", description: "", fulfilled: "Lesbare Namen" },
  { id: "brief", title: "Auftrag erfüllt", description: "", fulfilled: "Alles umgesetzt" },
];
const projectInput = (title: string, brief: string) => ({
  title,
  brief,
  runtime: "javascript",
  starterFiles: [{ name: "main.js", content: "function add(a, b) {\n  return 0;\n}\n" }],
  checks: { checks: [{ id: "adds", title: "add addiert", code: "expectEqual(add(2, 3), 5);" }] },
  rubric,
});

async function put(page: Page, path: string, data: unknown) {
  const base = origin(page);
  return page.request.put(`${base}${path}`, { data, headers: { origin: base } });
}

for (const width of WIDTHS) {
  test(`admin translates a project by hand, an English learner reads it (${width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await signInAs(page, "admin");
    const course = await courseIdOf(page, WEB_DE);
    const { versions } = await apiGet<{ versions: Version[] }>(page, "/api/admin/versions");
    const en = versions.find((v) => v.courseId === course && v.language === "en");
    expect(en, "the seeded web course has an English version").toBeTruthy();

    const stamp = `${width}-${Date.now().toString(36)}`;
    const de = `Übersetzungsprojekt ${stamp}`;
    const english = `Translation project ${stamp}`;
    const project = (await apiPost(
      page,
      `/api/admin/courses/${course}/projects`,
      projectInput(de, "Schreibe eine Funktion **add**, die zwei Zahlen addiert."),
    )) as { id: string; revision: number };

    await page.goto(`/admin/edit-course/${en!.id}`);
    const card = page.getByTestId("project-translation-card");
    await expect(card.getByRole("heading", { name: "Projekte übersetzen" })).toBeVisible({
      timeout: 60_000,
    });
    const row = card.getByTestId("project-translation-row").filter({ hasText: de });
    await expect(row.getByTestId("translation-state")).toHaveText("nicht übersetzt");
    await row.getByRole("button", { name: `Übersetzen ${de}` }).click();
    const form = row.getByTestId("project-translation-form");
    await expect(form.getByRole("heading", { name: `Projekt „${de}“ übersetzen` })).toBeVisible();
    // The German original beside every field; the form starts from it.
    const originals = form.getByTestId("project-original");
    await expect(originals.first()).toContainText("Original (Deutsch)");
    await expect(originals.nth(1)).toContainText("Schreibe eine Funktion **add**");
    await expect(form.getByLabel("Titel", { exact: true })).toHaveValue(de);

    await form.getByLabel("Titel", { exact: true }).fill(english);
    await form
      .getByLabel("Aufgabenstellung (Markdown)")
      .fill("Write a function **add** that adds two numbers.");
    const criteria = form.getByTestId("project-translation-criterion");
    const texts = [
      ["Works", "add adds correctly"],
      ["Clear names", "Readable names"],
      ["Brief done", "Everything built"],
    ];
    for (const [i, [title, fulfilled]] of texts.entries()) {
      await criteria.nth(i).getByLabel("Titel des Kriteriums").fill(title);
      await criteria.nth(i).getByLabel("„Erfüllt“ bedeutet").fill(fulfilled);
    }
    await form.getByLabel("Titel der Prüfung 1").fill("add adds");
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/project-translation-${width}.png`, fullPage: true });

    // Someone else saves this translation meanwhile: this save is refused with a clear message.
    const list = await apiGet<{ projects: { id: string; source: { rubric: unknown[] } }[] }>(
      page,
      `/api/admin/editor/${en!.id}/project-translations`,
    );
    const item = list.projects.find((p) => p.id === project.id)!;
    const other = await put(
      page,
      `/api/admin/editor/${en!.id}/project-translations/${project.id}`,
      {
        expectedRevision: 0,
        title: "Someone else's title",
        brief: "Other brief",
        rubric: rubric.map((c) => ({ ...c, title: `${c.title} (other)` })),
        checks: [{ id: "adds", title: "other check" }],
      },
    );
    expect(other.ok(), await other.text()).toBe(true);
    expect(item.source.rubric).toHaveLength(3);
    await form.getByRole("button", { name: "Übersetzung speichern" }).click();
    await expect(form.getByTestId("project-translation-conflict")).toContainText(
      "Jemand anderes hat die Übersetzung dieses Projekts inzwischen gespeichert.",
    );
    await expectNoA11yViolations(page);
    await form.getByRole("button", { name: "Neu laden" }).click();
    const translatedRow = card
      .getByTestId("project-translation-row")
      .filter({ hasText: "Someone else's title" });
    await expect(translatedRow).toBeVisible();
    await expect(translatedRow.getByTestId("translation-state")).toHaveCount(0);

    // Edits the saved translation and saves.
    await translatedRow.getByRole("button", { name: /Übersetzung bearbeiten/ }).click();
    const edit = translatedRow.getByTestId("project-translation-form");
    await expect(edit.getByLabel("Titel", { exact: true })).toHaveValue("Someone else's title");
    await edit.getByLabel("Titel", { exact: true }).fill(english);
    await edit
      .getByLabel("Aufgabenstellung (Markdown)")
      .fill("Write a function **add** that adds two numbers.");
    for (const [i, [title, fulfilled]] of texts.entries()) {
      await edit
        .getByTestId("project-translation-criterion")
        .nth(i)
        .getByLabel("Titel des Kriteriums")
        .fill(title);
      await edit
        .getByTestId("project-translation-criterion")
        .nth(i)
        .getByLabel("„Erfüllt“ bedeutet")
        .fill(fulfilled);
    }
    await edit.getByLabel("Titel der Prüfung 1").fill("add adds");
    await edit.getByRole("button", { name: "Übersetzung speichern" }).click();
    await expect(toast(page, "Übersetzung gespeichert")).toBeVisible();
    const done = card.getByTestId("project-translation-row").filter({ hasText: english });
    await expect(done).toContainText("Übersetzt");
    await expect(done.getByTestId("translation-state")).toHaveCount(0);

    // A learner whose language is English reads the English project.
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const learner = await context.newPage();
    await learner.goto(`${origin(page)}/`);
    await signUpLearner(learner, { name: "Emma English", language: "en" });
    await learner.addInitScript(() => {
      if (window.origin === "null") return;
      if (!localStorage.getItem("kurswerk.lang")) localStorage.setItem("kurswerk.lang", "en");
    });
    await learner.goto(`/app/course/${course}/project/${project.id}`);
    await expect(learner.getByRole("heading", { level: 1, name: english })).toBeVisible({
      timeout: 30_000,
    });
    await expect(learner.getByText("Write a function")).toBeVisible();
    await expect(learner.getByText("add adds correctly")).toBeVisible();
    await expect(learner.getByText(de)).toHaveCount(0);
    await expectNoA11yViolations(learner);
    await expectNoHorizontalScroll(learner);
    await learner.screenshot({
      path: `${SHOTS}/project-translation-learner-${width}.png`,
      fullPage: true,
    });
    await context.close();

    // The German text changes: the translation is "veraltet".
    const changed = await put(page, `/api/admin/projects/${project.id}`, {
      expectedRevision: project.revision,
      project: projectInput(de, "Schreibe eine Funktion **add** mit Tests."),
    });
    expect(changed.ok(), await changed.text()).toBe(true);
    await page.reload();
    const stale = page.getByTestId("project-translation-row").filter({ hasText: english });
    await expect(stale.getByTestId("translation-state")).toHaveText("veraltet", {
      timeout: 30_000,
    });
    await expectNoA11yViolations(page);
  });
}
