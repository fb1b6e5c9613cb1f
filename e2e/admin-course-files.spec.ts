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
/** Untrusted Markdown from the files: rendered through the sanitizer like every lesson text. */
const HOSTILE =
  '<img src="x" onerror="window.__kwImported=1"> [Klick mich](javascript:window.__kwImported=2)';
/** Images (`assets/`, decision 0150) of the last export, kept as bytes beside the texts. */
let assets: Record<string, Uint8Array> = {};
const zipOf = (files: Record<string, string>, images = assets) => {
  const tree: Zippable = { ...images };
  for (const [p, text] of Object.entries(files)) tree[p] = strToU8(text);
  return Buffer.from(zipSync(tree));
};

/** The course's files from "Exportieren (ZIP)" on the page that is open. */
async function download(page: Page, title: string) {
  const link = page.getByRole("link", { name: `Exportieren (ZIP): ${title}` });
  await expect(link).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(file.suggestedFilename()).toMatch(/^[a-z0-9-]+\.zip$/);
  const unzipped = unzipSync(new Uint8Array(fs.readFileSync((await file.path())!)));
  const entries = Object.entries(unzipped);
  assets = Object.fromEntries(entries.filter(([p]) => p.startsWith("assets/")));
  return Object.fromEntries(
    entries.filter(([p]) => !p.startsWith("assets/")).map(([p, b]) => [p, strFromU8(b)]),
  );
}

async function exportCourse(page: Page, title: string) {
  await page.goto(`/admin/courses?q=${encodeURIComponent(title)}`);
  return download(page, title);
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
    .replace(/\n---\n\n/, `\n---\n\n${NEW_TEXT}\n\n${HOSTILE}\n\n`);
  // And the course's capstone project (decision 0156): a new title in project.md.
  const project = Object.keys(files).find((p) => /^projects\/01-[^/]+\/project\.md$/.test(p))!;
  files[project] = files[project].replace(/\ntitle: .*\n/, "\ntitle: Das Abschlussprojekt (neu)\n");

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
  const projects = page.getByTestId("projects-changed");
  await expect(projects.getByRole("heading", { name: "Geänderte Projekte" })).toBeVisible();
  await expect(projects.getByRole("listitem")).toHaveText([
    `Das Abschlussprojekt (neu) (${project})`,
  ]);
  await expect(page.getByTestId("projects-removed")).toHaveCount(0);
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
  // The imported HTML and javascript: link are inert: no handler, no script link, nothing ran.
  await expect(view.getByText("Klick mich")).toBeVisible();
  await expect(view.locator("img[onerror], script, a[href^='javascript:' i]")).toHaveCount(0);
  expect(
    await learner.evaluate(() => (window as unknown as { __kwImported?: number }).__kwImported),
  ).toBeUndefined();
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

test("from the course editor: export, import a zip with an image, a learner sees it (390 px)", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, "admin");
  await page.goto(`/admin/courses?q=${encodeURIComponent(COURSE)}`);
  await page.getByRole("link", { name: `Bearbeiten: ${COURSE}` }).click();
  await expect(page.getByRole("heading", { name: COURSE, level: 1 })).toBeVisible();
  const editorUrl = page.url();
  const files = await download(page, COURSE);
  expect(files["course.yaml"]).toContain(`title: "${COURSE}"`);
  // The shipped drawing travels as its stored image.
  const shipped = /^thumbnail: (assets\/\S+)$/m.exec(files["course.yaml"])![1];
  expect(Object.keys(assets)).toEqual([shipped]);
  await expectNoA11yViolations(page);
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);

  // The author puts a new course image into assets/ and shows it in the last lesson too.
  const image = new Uint8Array(fs.readFileSync("examples/course-example/assets/kursbild.png"));
  files["course.yaml"] = files["course.yaml"].replace(
    /^thumbnail: .*$/m,
    "thumbnail: assets/titelbild.png",
  );
  const path = lessonFiles(files).at(-1)!;
  const lessonId = /\nid: (\S+)\n/.exec(files[path])![1];
  files[path] = files[path].replace(
    /\n---\n\n/,
    "\n---\n\n![Titelbild des Kurses](assets/titelbild.png)\n\n",
  );

  await page.getByRole("link", { name: "Importieren", exact: true }).click();
  await expect(
    page.getByRole("heading", { name: "In diesen Kurs importieren", level: 1 }),
  ).toBeVisible();
  // Another course's files (the example course) are not imported into this one.
  const exampleDir = "examples/course-example";
  const example = Object.fromEntries(
    [
      "course.yaml",
      ...fs.readdirSync(`${exampleDir}/01-grundlagen`).map((f) => `01-grundlagen/${f}`),
    ].map((p) => [p, fs.readFileSync(`${exampleDir}/${p}`, "utf8")]),
  );
  await page.getByLabel("ZIP-Datei des Kursordners").setInputFiles({
    name: "beispielkurs.zip",
    mimeType: "application/zip",
    buffer: zipOf(example, { "assets/kursbild.png": image }),
  });
  await page.getByRole("button", { name: "Prüfen" }).click();
  await expect(page.getByTestId("import-other-course")).toContainText(
    "Diese Dateien gehören zu einem anderen Kurs",
  );
  await expect(page.getByRole("button", { name: "Importieren bestätigen" })).toHaveCount(0);

  await page.getByLabel("ZIP-Datei des Kursordners").setInputFiles({
    name: "mit-bild.zip",
    mimeType: "application/zip",
    buffer: zipOf(files, { "assets/titelbild.png": image }),
  });
  await page.getByRole("button", { name: "Prüfen" }).click();
  const changes = page.getByTestId("import-changes");
  await expect(changes).toContainText(`Bestehender Kurs: ${COURSE}`);
  await expect(changes).toContainText("Die Kursangaben (course.yaml) ändern sich.");
  await expect(page.getByTestId("lessons-changed").getByRole("listitem")).toHaveCount(1);
  await expectNoA11yViolations(page);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Importieren bestätigen" }).click();
  await expect(page.getByTestId("import-done").getByText("Import abgeschlossen")).toBeVisible();

  // Exported again from the editor: the image is the file that was imported.
  await page.goto(editorUrl);
  const again = await download(page, COURSE);
  expect(again["course.yaml"]).toContain("thumbnail: assets/titelbild.png");
  expect(Buffer.from(assets["assets/titelbild.png"]).equals(Buffer.from(image))).toBe(true);

  // A learner sees the new course image in the catalogue and the image in the lesson.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const learner = await context.newPage();
  await signUpLearner(learner, { name: "Bea Bild" });
  await learner.goto("/app/courses");
  const card = learner.getByTestId("course-card").filter({ hasText: COURSE });
  const thumb = card.locator("img").first();
  await expect(thumb).toHaveAttribute(
    "src",
    /^\/uploads\/thumbnails\/[0-9a-f-]{36}\/titelbild-png-[0-9a-f]{16}\.webp$/,
  );
  await thumb.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoA11yViolations(learner);
  const id = await courseId(learner, COURSE);
  await learner.goto(`/app/course/${id}/${lessonId}`);
  const inLesson = learner
    .getByTestId("lesson-view")
    .getByRole("img", { name: "Titelbild des Kurses" });
  await expect(inLesson).toHaveAttribute(
    "src",
    /^\/uploads\/course-assets\/[0-9a-f-]{36}\/titelbild-png-[0-9a-f]{16}\.webp$/,
  );
  await expect
    .poll(() => inLesson.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await context.close();
});
