import { test, expect, signInAs, expectNoA11yViolations } from "./support/fixtures";
import { useFakeAiKurswerk } from "./support/fake-ai-server";
import { apiPost, courseWithContent, learnerPage, playerData, toast } from "./support/editor";

/**
 * Regenerating a module with the model (the fake OpenAI-compatible provider): the proposal
 * stands beside the current lessons, the dialog says what happens to learners' progress,
 * and after accepting, a learner's completed lesson is still completed (ids kept by position).
 */
const ai = useFakeAiKurswerk("editor-ai");
const base = ai.base;

test.use({ baseURL: base });

test("regenerate a module with the model, accept, the learner's progress stays", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.goto("/");
  await signInAs(page, "admin");
  const { versionId, courseId, view } = await courseWithContent(page, `KI-Editor ${Date.now()}`, {
    publish: true,
  });
  const module = view.modules[0];
  const done = module.lessons[0];

  const learner = await learnerPage(browser, base);
  await apiPost(learner.page, `/api/learning/lessons/${done.id}/complete`);
  expect((await playerData(learner.page, courseId)).progress.completedLessonIds).toContain(done.id);

  await page.goto(`/admin/edit-course/${versionId}`);
  await page.getByRole("button", { name: `Modul „${module.title}“ mit KI neu generieren` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Anweisung (optional)").fill("mehr Praxisbeispiele");
  await dialog.getByRole("button", { name: "Vorschlag erstellen" }).click();
  await expect(dialog.getByTestId("regen-proposal")).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByTestId("regen-current")).toContainText(done.title);
  await expect(dialog.getByTestId("regen-proposal")).toContainText(`${module.title}: Lektion 1`);
  await expect(dialog.getByTestId("regen-impact")).toHaveText(
    "Der Fortschritt der Lernenden bleibt erhalten.",
  );
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Vorschlag übernehmen" }).click();
  await expect(toast(page, "Vorschlag übernommen")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const after = await playerData(learner.page, courseId);
  const lessons = after.modules.find((m) => m.id === module.id)!.lessons;
  expect(lessons[0].id).toBe(done.id);
  expect(lessons[0].title).toBe(`${module.title}: Lektion 1`);
  expect(after.progress.completedLessonIds).toContain(done.id);
  await learner.page.goto(`/app/course/${courseId}/${done.id}`);
  await expect(learner.page.getByTestId("lesson-view")).toContainText(`${module.title}, Lektion 1`);
  await learner.close();
});
