import type { Browser, Page } from "@playwright/test";
import { test, expect, signInAs, expectNoA11yViolations } from "./support/fixtures";
import { useFakeAiKurswerk } from "./support/fake-ai-server";
import {
  apiGet,
  apiPost,
  courseWithContent,
  editorView,
  englishLearnerPage,
  toast,
  waitForJob,
  WIDTHS,
} from "./support/editor";
import type { PlayerResponse } from "../src/shared/contracts/learning";

/**
 * Issue 11, the mixed-language scenario: a course translated to English, then a module
 * added in the German source. The English version shows it "nicht übersetzt" (edit screen
 * and preview), the English player never shows German text under English titles;
 * generating the module inside the English version writes it in English; a source edit
 * makes a module "veraltet" and "Veraltete Module neu übersetzen" brings it back. Axe on
 * the edit screen with these states at 1280 and 390 px. Own Kurswerk with the fake model on
 * its own port.
 */
const ai = useFakeAiKurswerk("lifecycle-languages");
const base = ai.base;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base });

/** An English learner in a context of their own; reads the player as the UI would. */
const englishLearner = (browser: Browser) =>
  englishLearnerPage(browser, base, { name: "Emma English" });

const player = (page: Page, courseId: string) =>
  apiGet<PlayerResponse>(page, `/api/learning/courses/${courseId}?lang=en`);

test("mixed languages: 'nicht übersetzt' and 'veraltet' in English, generated in English, never German in the English player", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.goto("/");
  await signInAs(page, "admin");
  const title = `Sprachenkurs ${Date.now()}`;
  const { versionId, courseId } = await courseWithContent(page, title, { publish: true });
  const tr = await apiPost(page, `/api/admin/course-versions/${versionId}/translate`, {
    targetLanguage: "en",
  });
  const enId = (await waitForJob(page, tr.job)).result!.courseVersionId!;
  await apiPost(page, `/api/admin/course-versions/${enId}/activate`);
  await apiPost(page, `/api/admin/course-versions/${enId}/publish`, { confirmWarnings: true });
  const learner = await englishLearner(browser);
  const before = await player(learner.page, courseId);
  expect(before.course).toMatchObject({ language: "en", title: `[EN] ${title}` });

  // A module added in the German source after translating.
  await apiPost(page, `/api/admin/editor/${versionId}/modules`, { title: "Nachtrag" });

  // The English player does not mix: the whole course in German until it is translated.
  const mixed = await player(learner.page, courseId);
  expect(mixed.course).toMatchObject({ language: "de", title });
  expect(mixed.modules.map((m) => m.title).filter((t) => t.startsWith("[EN]"))).toEqual([]);

  // Edit screen and preview of the English version: "nicht übersetzt".
  await page.goto(`/admin/edit-course/${enId}`);
  const added = page.getByTestId("module-row").filter({ hasText: "Nachtrag" });
  await expect(added.getByTestId("translation-state")).toHaveText("nicht übersetzt");
  await page.goto(`/admin/preview?version=${enId}`);
  await expect(page.getByText(/nicht übersetzt/).first()).toBeVisible();

  // Generating it inside the English version writes it in English.
  await page.goto(`/admin/edit-course/${enId}`);
  await added.getByRole("button", { name: "Modul „Nachtrag“ generieren" }).click();
  await expect(
    toast(page, "Umfassende Modulinhalte erfolgreich generiert und strukturiert gespeichert!"),
  ).toBeVisible({ timeout: 60_000 });
  const generated = page.getByTestId("module-row").filter({ hasText: "[EN] Nachtrag" });
  await expect(generated).toBeVisible();
  await expect(generated.getByTestId("translation-state")).toHaveCount(0);
  await expect(generated.getByText("[EN] Nachtrag: Lektion 1")).toBeVisible();
  const de = await editorView(page, versionId);
  expect(de.modules.at(-1)!.lessons[0].title).toBe("Nachtrag: Lektion 1");

  // A source edit makes a module "veraltet"; the learner keeps English text meanwhile.
  const first = de.modules[0];
  const patched = await page.request.patch(
    `${base}/api/admin/editor/${versionId}/modules/${first.id}`,
    {
      data: { expectedRevision: first.revision, description: "Neu beschrieben." },
      headers: { origin: base },
    },
  );
  expect(patched.ok(), await patched.text()).toBe(true);
  await page.reload();
  const stale = page.getByTestId("module-row").first();
  await expect(stale.getByTestId("translation-state")).toHaveText("veraltet");
  await expect(page.getByTestId("retranslate-all")).toContainText(
    "1 Modul ist veraltet, nicht übersetzt oder fehlgeschlagen.",
  );
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Veraltete Module neu übersetzen" }).click();
  await expect(toast(page, "Übersetzung aktualisiert.")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("translation-state")).toHaveCount(0);
  await expect(page.getByTestId("retranslate-all")).toHaveCount(0);

  // The English player: English throughout, the new module included.
  const after = await player(learner.page, courseId);
  expect(after.course).toMatchObject({ language: "en", title: `[EN] ${title}` });
  const titles = after.modules.flatMap((m) => [m.title, ...m.lessons.map((l) => l.title)]);
  expect(titles.filter((t) => !t.startsWith("[EN]"))).toEqual([]);
  expect(after.modules.at(-1)!.title).toBe("[EN] Nachtrag");
  await learner.page.goto(`/app/course/${courseId}`);
  await expect(learner.page.getByRole("heading", { level: 1 })).toHaveText(`[EN] ${title}`);
  await learner.close();
});

test("generating a module inside a translation: the success toast shows although the lessons appear while the module is still being translated", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await signInAs(page, "admin");
  const { versionId } = await courseWithContent(page, `Langsamer Kurs ${Date.now()}`);
  const tr = await apiPost(page, `/api/admin/course-versions/${versionId}/translate`, {
    targetLanguage: "en",
  });
  const enId = (await waitForJob(page, tr.job)).result!.courseVersionId!;
  // Every model answer about this module takes 2 s: the screen sees the lessons written
  // (German, in the source) while the job still translates them ("Modul wird übersetzt …").
  const slow = "Nachtrag [[fake-delay:2000]]";
  await apiPost(page, `/api/admin/editor/${versionId}/modules`, { title: slow });

  await page.goto(`/admin/edit-course/${enId}`);
  const row = page.getByTestId("module-row").filter({ hasText: slow });
  await row.getByRole("button", { name: `Modul „${slow}“ generieren` }).click();
  await expect(row.getByText("Modul wird übersetzt …")).toBeVisible({ timeout: 30_000 });
  await expect(
    toast(page, "Umfassende Modulinhalte erfolgreich generiert und strukturiert gespeichert!"),
  ).toBeVisible({ timeout: 30_000 });
  const generated = page.getByTestId("module-row").filter({ hasText: `[EN] ${slow}` });
  await expect(generated.getByText(`[EN] ${slow}: Lektion 1`)).toBeVisible();
  await expect(generated.getByRole("button", { name: /generieren/ })).toHaveCount(0);
});
