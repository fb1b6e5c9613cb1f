import fs from "node:fs";
import type { Page } from "@playwright/test";
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { test, expect, signInAs, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import { courseId, playerData } from "./learner-support";

// A demo course no other admin spec reads: the admin specs share one server, and this
// spec changes the course (admin-reports.spec.ts reads "KI & Automatisierung" as seeded).
const COURSE = "Als Tech-Freelancer starten: Angebot, Preise, erste Kunden";

/**
 * Issue 32 "Courses as files": an admin exports a demo course as a zip, changes a lesson
 * in the files (as an author would in a text editor), imports the zip, sees the change
 * list, confirms, and a learner sees the changed lesson. A broken file is named with its
 * file and line, and nothing is imported.
 */
const NEW_TEXT = "Neu aus dem Texteditor: Dieser Absatz kam mit dem Import.";
const zipOf = (files: Record<string, string>) => {
  const tree: Zippable = {};
  for (const [p, text] of Object.entries(files)) tree[p] = strToU8(text);
  return Buffer.from(zipSync(tree));
};

async function exportCourse(page: Page, title: string) {
  await page.goto(`/admin/courses?q=${encodeURIComponent(title)}`);
  const link = page.getByRole("link", { name: `Exportieren (ZIP): ${title}` });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.zip$/);
  const unzipped = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  return Object.fromEntries(Object.entries(unzipped).map(([p, b]) => [p, strFromU8(b)]));
}

const lessonFiles = (files: Record<string, string>) =>
  Object.keys(files)
    .filter((p) => /^\d\d-[^/]+\/\d\d-[^/]+\.md$/.test(p))
    .sort();

test("an admin exports a demo course, imports a changed copy, a learner sees the change (1280 px)", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "admin");
  const files = await exportCourse(page, COURSE);
  // YAML quotes the title (it has a colon).
  expect(files["course.yaml"]).toContain(`title: "${COURSE}"`);
  await expectNoA11yViolations(page);

  // The author changes the last lesson: a new first paragraph and a new title.
  const path = lessonFiles(files).at(-1)!;
  const lessonId = /\nid: (\S+)\n/.exec(files[path])![1];
  files[path] = files[path]
    .replace(/\ntitle: .*\n/, "\ntitle: Die letzte Lektion (überarbeitet)\n")
    .replace(/\n---\n\n/, `\n---\n\n${NEW_TEXT}\n\n`);

  await page.goto("/admin/courses");
  await page.getByRole("link", { name: "Kurs importieren" }).click();
  await expect(page.getByRole("heading", { name: "Kurs importieren", level: 1 })).toBeVisible();
  await page.getByLabel("ZIP-Datei des Kursordners").setInputFiles({
    name: "freelancer-kurs.zip",
    mimeType: "application/zip",
    buffer: zipOf(files),
  });
  await page.getByRole("button", { name: "Prüfen" }).click();
  const changes = page.getByTestId("import-changes");
  await expect(changes).toContainText(`Bestehender Kurs: ${COURSE}`);
  const changed = page.getByTestId("lessons-changed");
  await expect(changed.getByRole("heading", { name: "Geänderte Lektionen" })).toBeVisible();
  await expect(changed.getByRole("listitem")).toHaveText([
    `Die letzte Lektion (überarbeitet) (${path})`,
  ]);
  await expect(page.getByTestId("lessons-removed")).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Importieren bestätigen" }).click();
  const done = page.getByTestId("import-done");
  await expect(done.getByText("Import abgeschlossen")).toBeVisible();
  await expect(done).toContainText(`„${COURSE}“ wurde importiert.`);
  await expectNoA11yViolations(page);
  await done.getByRole("link", { name: "Kurs öffnen" }).click();
  await expect(page).toHaveURL(/\/admin\/edit-course\/[0-9a-f-]{36}$/);

  // A learner sees the changed lesson in the player.
  const learner = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signUpLearner(learner, { name: "Ida Import" });
  const id = await courseId(learner, COURSE);
  const data = await playerData(learner, id);
  expect(data.modules.flatMap((m) => m.lessons).map((l) => l.id)).toContain(lessonId);
  await learner.goto(`/app/course/${id}/${lessonId}`);
  const view = learner.getByTestId("lesson-view");
  await expect(
    view.getByRole("heading", { name: "Die letzte Lektion (überarbeitet)", level: 2 }),
  ).toBeVisible();
  await expect(view.getByText(NEW_TEXT)).toBeVisible();
  await learner.close();
});

test("a broken file is named with file and line, nothing is imported (390 px)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, "admin");
  const files = await exportCourse(page, COURSE);
  await expectNoA11yViolations(page);
  const path = lessonFiles(files).find((p) => files[p].includes("<!-- kurswerk:quiz "))!;
  const lines = files[path].split("\n");
  const quizLine = lines.findIndex((l) => l.startsWith("<!-- kurswerk:quiz "));
  lines[quizLine] = lines[quizLine].replace(/ correct=\d+/, "");
  files[path] = lines.join("\n");

  await page.goto("/admin/import-course");
  await page.getByLabel("ZIP-Datei des Kursordners").setInputFiles({
    name: "kaputt.zip",
    mimeType: "application/zip",
    buffer: zipOf(files),
  });
  await page.getByRole("button", { name: "Prüfen" }).click();
  const problems = page.getByTestId("import-problems");
  await expect(problems).toContainText("Die Dateien haben Probleme");
  await expect(problems).toContainText("1 Problem: Es wurde nichts importiert.");
  await expect(problems.getByRole("listitem")).toHaveText([
    `${path}, Zeile ${quizLine + 1}: Quiz ohne richtige Antwort`,
  ]);
  await expect(page.getByRole("button", { name: "Importieren bestätigen" })).toHaveCount(0);
  await expectNoA11yViolations(page);
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
