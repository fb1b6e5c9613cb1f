import type { Page } from "@playwright/test";
import { test, expect, signInAs, expectNoA11yViolations } from "./support/fixtures";
import { useFakeAiKurswerk } from "./support/fake-ai-server";
import { chooseSourceVersion } from "./support/editor";

/**
 * The authoring and translation flow through the real provider path
 * (AI_PROVIDER=openai-compatible) against the fake OpenAI-compatible server. This spec
 * starts a Kurswerk of its own (the built server of this run, its own data folder and port)
 * so the other specs keep the offline provider.
 */
const ai = useFakeAiKurswerk("fake-ai", { delayMs: 2500 });
const base = ai.base;

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base });

test("fake AI: live progress that survives a reload, generate, preview, publish", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `KI-Kurs ${Date.now()}`;
  await page.goto("/");
  await signInAs(page, "admin");

  await page.goto("/admin/new-course");
  await expect(page.getByTestId("ai-online")).toContainText("openai-compatible");
  await expect(page.getByTestId("ai-offline")).toHaveCount(0);
  await page.getByLabel("Kurstitel *").fill(title);
  await page.getByLabel("Beschreibung *").fill("Ein Kurs, den das Modell entwirft.");
  await page.getByLabel("Themenbereich").click();
  await page.getByRole("option", { name: "KI & Automatisierung" }).click();
  await page.getByRole("button", { name: "Kurs erstellen" }).click();
  const progress = page.getByTestId("job-progress");
  await expect(progress).toContainText(`Struktur für „${title}“ wird generiert`);
  // The running job survives a reload.
  await page.reload();
  await expect(progress).toBeVisible();
  await expect(toast(page, "Kurs erfolgreich erstellt und Struktur generiert!")).toBeVisible({
    timeout: 60_000,
  });
  // Straight on to the new course's editor.
  await expect(page).toHaveURL(/\/admin\/edit-course\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const versionId = page.url().split("/").pop()!;
  const counter = page.getByTestId("modules-generated");
  await expect(counter).toHaveText("0/3 Module generiert");
  await expect(page.getByTestId("ai-offline")).toHaveCount(0);

  // One module, with its own progress.
  const first = page.getByTestId("module-row").first();
  await first.getByRole("button", { name: "Modul „Grundlagen 1“ generieren" }).click();
  await expect(first.getByTestId("job-progress")).toBeVisible();
  await expect(
    toast(page, "Umfassende Modulinhalte erfolgreich generiert und strukturiert gespeichert!"),
  ).toBeVisible({ timeout: 60_000 });
  await expect(first.getByText("Grundlagen 1: Lektion 1")).toBeVisible();
  await expect(first.getByText("20 Min.")).toBeVisible();
  await expect(first.getByText("25 Min.")).toBeVisible();
  await expect(counter).toHaveText("1/3 Module generiert");
  await expectNoA11yViolations(page);

  // The rest at once.
  await page.getByRole("button", { name: "Alle Module generieren" }).click();
  await expect(page.getByText("Alle fehlenden Module werden generiert")).toBeVisible();
  await expect(counter).toHaveText("3/3 Module generiert", { timeout: 90_000 });

  // Preview, prepare, publish.
  await page.goto(`/admin/preview?version=${versionId}`);
  await expect(page.getByTestId("problems")).toContainText("Der Kurs hat kein Vorschaubild.");
  await page.getByRole("button", { name: /^1\. Grundlagen 1/ }).click();
  await expect(page.getByText("Frage zu Lektion 1?")).toBeVisible();
  await expect(page.getByText("Weil B richtig ist.").first()).toBeVisible();
  // A new course's version is active from the start: preparing it again is disabled.
  await expect(
    page.getByRole("button", { name: "Zur Veröffentlichung vorbereiten" }),
  ).toBeDisabled();
  await page.goto("/admin/publish");
  await page.getByRole("button", { name: `„${title}“ (Deutsch) veröffentlichen` }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: "Jetzt veröffentlichen" })
    .click();
  // No thumbnail: a warning to confirm.
  await page
    .getByRole("alertdialog", { name: "Hinweise vor dem Veröffentlichen" })
    .getByRole("button", { name: "Trotzdem veröffentlichen" })
    .click();
  await expect(toast(page, "Kurs erfolgreich veröffentlicht!")).toBeVisible();

  const learnerContext = await browser.newContext({ baseURL: base, locale: "de-DE" });
  const learner = await learnerContext.newPage();
  await learner.goto("/");
  await signInAs(learner, "learner");
  await learner.goto("/app/courses");
  await expect(learner.getByText(title).first()).toBeVisible();
  await learnerContext.close();
});

test("fake AI: translate with progress and 'Bearbeiten', duplicate refused, failure", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto("/");
  await signInAs(page, "admin");
  // A course to translate, created through the API (the UI flow is covered above).
  const title = `Übersetzungskurs ${Date.now()}`;
  const sourceVersion = await createCourse(page, title);

  await page.goto("/admin/translate");
  await expect(page.getByTestId("translate-offline")).toHaveCount(0);
  await chooseSourceVersion(page, title);
  await page.getByRole("radio", { name: /English/ }).check();
  await page.getByRole("button", { name: "Übersetzung starten" }).click();
  await expect(page.getByTestId("job-progress")).toContainText(`„${title}“ wird übersetzt`);
  const done = toast(page, "Kurs erfolgreich übersetzt!");
  await expect(done).toBeVisible({ timeout: 90_000 });
  await expect(done).toContainText("Die Übersetzung wurde als neue Version gespeichert.");
  await done.getByRole("button", { name: "Bearbeiten" }).click();
  await expect(page).toHaveURL(/\/admin\/edit-course\/[^/]+$/);
  expect(page.url()).not.toContain(sourceVersion);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(page.getByText("Übersetzt").first()).toBeVisible();

  // The same language again is refused.
  await page.goto("/admin/translate");
  await chooseSourceVersion(page, title);
  await page.getByRole("radio", { name: /English/ }).check();
  await page.getByRole("button", { name: "Übersetzung starten" }).click();
  await expect(toast(page, "Übersetzung existiert bereits")).toBeVisible();

  // A model that keeps answering with the wrong shape: the job fails cleanly.
  const broken = `Kaputt [[fake:shape-mismatch]] ${Date.now()}`;
  await createCourse(page, broken);
  await page.reload();
  await chooseSourceVersion(page, broken);
  await page.getByRole("radio", { name: /Français/ }).check();
  await page.getByRole("button", { name: "Übersetzung starten" }).click();
  const failed = toast(page, "Fehler bei der Übersetzung");
  await expect(failed).toBeVisible({ timeout: 120_000 });
  await expect(failed).toContainText("Die Übersetzung konnte nicht durchgeführt werden.");
  // The translated header is kept; every module is "nicht übersetzt" with its cause shown
  // inline (stored: it is there after loading the page), and the job offers a retry of
  // only the failed modules.
  const { versions } = (await (await page.request.get(`${base}/api/admin/versions`)).json()) as {
    versions: { id: string; courseTitle: string; language: string }[];
  };
  const fr = versions.find((v) => v.courseTitle.includes(broken) && v.language === "fr");
  expect(fr).toBeTruthy();
  await page.goto(`/admin/edit-course/${fr!.id}`);
  const row = page.getByTestId("module-row").first();
  await expect(row.getByTestId("translation-state")).toHaveText("nicht übersetzt");
  await expect(row.getByTestId("module-error")).toHaveText(
    "Letzter Fehler: Das KI-Modell hat nach 3 Versuchen keine gültige Antwort geliefert.",
  );
  await expect(page.getByTestId("job-error").first()).toContainText(
    "Modulen konnten nicht übersetzt werden.",
  );
  await expect(
    page.getByRole("button", { name: "Nur fehlgeschlagene Module erneut versuchen" }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

async function createCourse(page: Page, title: string): Promise<string> {
  const res = await page.request.post(`${base}/api/admin/courses`, {
    data: { title, description: "Ein Kurs zum Übersetzen.", estimatedHours: 2 },
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(202);
  let { job } = await res.json();
  for (let i = 0; i < 120 && job.status !== "succeeded" && job.status !== "failed"; i++) {
    await new Promise((r) => setTimeout(r, 250));
    job = (await (await page.request.get(`${base}/api/admin/jobs/${job.id}`)).json()).job;
  }
  expect(job.status).toBe("succeeded");
  return job.result.courseVersionId as string;
}
