import { test, expect, signInAs, expectNoA11yViolations } from "./support/fixtures";
import { useFakeAiKurswerk } from "./support/fake-ai-server";
import { apiPost, editorView, waitForJob, WIDTHS } from "./support/editor";

/**
 * Issue 11, decision 0036: while the model streams a module's lessons (fake provider,
 * "stream-slow": four lessons in small pieces), the author sees which lesson is written,
 * on the module card and in the jobs panel, then the lessons themselves.
 */
const ai = useFakeAiKurswerk("lesson-progress");
const base = ai.base;

test.use({ baseURL: base });

test("the author sees lesson by lesson how a module is written, then the lessons", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto("/");
  await signInAs(page, "admin");
  // 8 hours over 3 modules: the prompt asks for 4 lessons per module.
  const title = `Lektionsweise ${Date.now()} [[fake:stream-slow]] [[fake-chunk-ms:150]]`;
  const { job } = await apiPost(page, "/api/admin/courses", {
    title,
    description: "Ein Kurs, dessen Lektionen langsam geschrieben werden.",
    estimatedHours: 8,
  });
  const versionId = (await waitForJob(page, job)).result!.courseVersionId!;
  const [first] = (await editorView(page, versionId)).modules;

  await page.goto(`/admin/edit-course/${versionId}`);
  await page.getByRole("button", { name: `Modul „${first.title}“ generieren` }).click();
  const progress = page.getByTestId("job-progress");
  await expect(progress).toContainText(`Inhalte für „${first.title}“ werden generiert`);
  // An intermediate step, before all four lessons are written.
  await expect(progress.getByTestId("job-steps")).toHaveText(/^Lektion [1-3] von 4 geschrieben$/, {
    timeout: 30_000,
  });
  // The jobs panel says the same for the running job.
  await expect(
    page.getByTestId("job-panel").getByTestId("job-row").first().getByTestId("job-steps"),
  ).toHaveText(/Lektion [1-4] von 4 geschrieben/);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Then the lessons themselves, each once.
  await expect(page.getByText(`${first.title}: Lektion 4`, { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(progress).toHaveCount(0);
  const written = (await editorView(page, versionId)).modules[0].lessons.map((l) => l.title);
  expect(written).toEqual([1, 2, 3, 4].map((n) => `${first.title}: Lektion ${n}`));

  // "Alle Module generieren": the panel names module and lesson, each card its lesson.
  await page.getByRole("button", { name: "Alle Module generieren" }).click();
  await expect(progress.getByTestId("job-steps").first()).toContainText(
    /Modul [12] von 2 · Lektion [1-3] von 4 geschrieben/,
    { timeout: 30_000 },
  );
  await expect(page.getByTestId("module-step").first()).toHaveText(
    /^Lektion [1-4] von 4 geschrieben$/,
  );

  // The course overview's row of the version says it too, while it lasts.
  await page.goto(`/admin/courses?q=${encodeURIComponent(title.slice(0, 24))}`);
  // The overview lists a course as a table row (wide) or a card (narrow): the visible one.
  const row = page.getByTestId("version-generating").filter({ visible: true });
  await expect(row).toContainText("Wird generiert …");
  await expect(row.getByTestId("job-steps")).toContainText(
    /Modul [12] von 2 · Lektion [1-4] von 4 geschrieben/,
  );
  await expectNoA11yViolations(page);
  await expect(page.getByTestId("version-generating")).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId("version-row").filter({ visible: true })).toContainText(
    "3/3 Module generiert",
  );
  for (const m of (await editorView(page, versionId)).modules)
    expect(m.lessons.map((l) => l.title)).toEqual(
      [1, 2, 3, 4].map((n) => `${m.title}: Lektion ${n}`),
    );
});
