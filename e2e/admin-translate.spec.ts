import type { Page } from "@playwright/test";
import { test, expect, signInAs, origin, expectNoA11yViolations } from "./support/fixtures";

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

type Version = {
  id: string;
  courseId: string;
  language: string;
  courseTitle: string;
  versionNumber: number;
};

test("translate by hand without an AI provider: choices, duplicate, the new version beside its source", async ({
  page,
}) => {
  await signInAs(page, "admin");
  const { versions } = (await (
    await page.request.get(`${origin(page)}/api/admin/versions`)
  ).json()) as { versions: Version[] };
  // The seeded web development course has a German version and an English translation.
  const source = versions.find(
    (v) =>
      v.language === "de" && versions.some((o) => o.courseId === v.courseId && o.language === "en"),
  );
  expect(source, "a German course with an English version is seeded").toBeTruthy();
  const option = `${source!.courseTitle} · DE · v${source!.versionNumber}`;

  await page.goto("/admin/translate");
  await expect(
    page.getByRole("heading", { level: 1, name: "Übersetzen & Lokalisieren" }),
  ).toBeVisible();
  await expect(page.getByTestId("translate-offline")).toContainText(
    "Kein KI-Anbieter eingerichtet",
  );
  // No control that can only fail: the automatic start is not offered without a model.
  const manual = page.getByRole("button", { name: "Manuell übersetzen" });
  await expect(manual).toBeVisible();
  await expect(page.getByRole("button", { name: "Übersetzung starten" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Sprachversion anlegen" })).toBeVisible();
  await expectNoA11yViolations(page);

  // Nothing chosen.
  await manual.click();
  await expect(toast(page, "Bitte wähle einen Kurs und eine Zielsprache aus")).toBeVisible();

  // All versions, newest first.
  await page.getByLabel("Quellversion").click();
  const options = page.getByRole("option");
  await expect(options).toHaveCount(versions.length);
  const first = versions[0];
  await expect(options.first()).toContainText(
    `${first.courseTitle} · ${first.language.toUpperCase()} · v${first.versionNumber}`,
  );
  // The source language is not offered.
  const targets = page.getByRole("radiogroup", { name: "Zielsprache wählen" }).getByRole("radio");
  // Admin tests running beside this one add versions, newest first: the open list can move
  // under the pointer between aiming and clicking. Choose again until the choice took.
  await expect(async () => {
    if ((await page.getByRole("listbox").count()) === 0)
      await page.getByLabel("Quellversion").click();
    await page
      .getByRole("option", { name: new RegExp(`^${escape(option)}`) })
      .first()
      .click({ timeout: 2_000 });
    await expect(targets).toHaveCount(3, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("radio", { name: /Deutsch/ })).toHaveCount(0);

  // English exists already.
  await page.getByRole("radio", { name: /English/ }).check();
  await manual.click();
  await expect(toast(page, "Übersetzung existiert bereits")).toContainText(
    "Dieser Kurs wurde bereits in die Sprache English übersetzt.",
  );

  // French: created at once, every module "nicht übersetzt", opened in the editor.
  await page.getByRole("radio", { name: /Français/ }).check();
  await manual.click();
  await expect(page).toHaveURL(/\/admin\/edit-course\/[^/]+$/);
  await expect(toast(page, "Sprachversion Français angelegt")).toBeVisible();
  const versionId = page.url().split("/").pop()!;
  const rows = page.getByTestId("module-row");
  await expect(rows.first()).toBeVisible();
  const moduleCount = await rows.count();
  await expect(rows.getByTestId("translation-state")).toHaveCount(moduleCount);
  await expect(rows.getByTestId("translation-state").first()).toHaveText("nicht übersetzt");
  // The course's capstone project is to be translated too (decision 0146).
  const projects = page.getByTestId("project-translation-row");
  await expect(projects.first().getByTestId("translation-state")).toHaveText("nicht übersetzt");
  const after = (await (await page.request.get(`${origin(page)}/api/admin/versions`)).json()) as {
    versions: Version[];
  };
  expect(
    after.versions.filter((v) => v.courseId === source!.courseId && v.language === "fr"),
  ).toMatchObject([{ id: versionId }]);

  // A lesson: the source beside the form, "nicht übersetzt" until its text is saved.
  const view = (await (
    await page.request.get(`${origin(page)}/api/admin/editor/${versionId}`)
  ).json()) as { modules: { lessons: { id: string; title: string }[] }[] };
  const lesson = view.modules[0].lessons[0];
  await page.goto(`/admin/edit-course/${versionId}/lessons/${lesson.id}`);
  const original = page.getByTestId("source-text");
  await expect(original).toContainText("Original (Deutsch)");
  await expect(original).toContainText(lesson.title);
  await expect(original.getByTestId("translation-state")).toHaveText("nicht übersetzt");
  await expect(page.getByLabel("Titel *")).toHaveValue(lesson.title);
  await expectNoA11yViolations(page);
  for (const width of [1600, 1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`manual-translation-${width}.png`),
      fullPage: true,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel("Titel *").fill("Les bases du HTML");
  await page.getByRole("button", { name: "Lektion speichern" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Gespeichert");
  await expect(original.getByTestId("translation-state")).toHaveCount(0);
  await expect(original).toContainText(lesson.title);
});

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
