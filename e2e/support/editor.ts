import type { Browser, Page } from "@playwright/test";
import type { Job } from "../../src/shared/contracts/admin";
import type { EditorViewResponse } from "../../src/shared/contracts/editor";
import type { PlayerResponse } from "../../src/shared/contracts/learning";
import { holdsTodo } from "../../src/shared/domain/authoring-todo";
import { expect, origin, signInAs, signUpLearner } from "./fixtures";

/** Helpers of the course editor specs: set-up through the admin API, learners in their own context. */
export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

export async function apiPost(page: Page, path: string, data: unknown = {}) {
  const base = origin(page);
  const res = await page.request.post(`${base}${path}`, { data, headers: { origin: base } });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${origin(page)}${path}`);
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

export async function waitForJob(page: Page, job: Job): Promise<Job> {
  let current = job;
  for (let i = 0; i < 240 && current.status !== "succeeded" && current.status !== "failed"; i++) {
    await new Promise((r) => setTimeout(r, 250));
    current = (await apiGet<{ job: Job }>(page, `/api/admin/jobs/${current.id}`)).job;
  }
  expect(current.status, current.error ?? "").toBe("succeeded");
  return current;
}

export const editorView = (page: Page, versionId: string) =>
  apiGet<EditorViewResponse>(page, `/api/admin/editor/${versionId}`);

/**
 * A course with `generated` modules generated (the rest empty), published when asked, so
 * learners can open it (publishing generates every module first: the publish gate refuses
 * modules without lessons, and confirms the warnings such as the missing thumbnail).
 * Returns the ids the specs need.
 */
export async function courseWithContent(
  page: Page,
  title: string,
  opts: { generated?: number; publish?: boolean } = {},
) {
  const { job } = await apiPost(page, "/api/admin/courses", {
    title,
    description: "Ein Kurs, den der Editor bearbeitet.",
    estimatedHours: 2,
    skillArea: "web-development",
  });
  const done = await waitForJob(page, job);
  const versionId = done.result!.courseVersionId!;
  let view = await editorView(page, versionId);
  const toGenerate = opts.publish ? view.modules.length : (opts.generated ?? 1);
  for (const m of view.modules.slice(0, toGenerate)) {
    const res = await apiPost(page, `/api/admin/modules/${m.id}/generate`);
    await waitForJob(page, res.job);
  }
  if (opts.publish) {
    // Generated without a model, every lesson is the author's to-do checklist (issue 46).
    await writeTodoLessons(page, versionId);
    await apiPost(page, `/api/admin/course-versions/${versionId}/activate`);
    await apiPost(page, `/api/admin/course-versions/${versionId}/publish`, {
      confirmWarnings: true,
    });
  }
  view = await editorView(page, versionId);
  return { versionId, courseId: view.course.id, view };
}

/**
 * The author's part of a skeleton written without a model (issue 46): every lesson that still
 * holds the to-do marker gets a short text of its own through the editor API, so the publish
 * gate lets it pass. Lessons a model wrote are left as they are.
 */
export async function writeTodoLessons(page: Page, versionId: string) {
  const view = await editorView(page, versionId);
  const base = origin(page);
  for (const l of view.modules.flatMap((m) => m.lessons)) {
    const { lesson } = await apiGet<{ lesson: { content: string; revision: number } }>(
      page,
      `/api/admin/editor/${versionId}/lessons/${l.id}`,
    );
    if (!holdsTodo(lesson.content)) continue;
    const res = await page.request.patch(`${base}/api/admin/editor/${versionId}/lessons/${l.id}`, {
      data: {
        expectedRevision: lesson.revision,
        content: `## ${l.title}\n\nMit \`git status\` siehst du, welche Dateien sich geändert haben.`,
      },
      headers: { origin: base },
    });
    expect(res.ok(), `${l.title}: ${res.status()} ${await res.text()}`).toBe(true);
  }
}

/** A signed-in learner in a context of their own (German). */
export async function learnerPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/");
  await signInAs(page, "learner");
  return { page, close: () => context.close() };
}

/**
 * A new English-speaking learner in a context of their own (signed up through the real
 * mail). Init scripts run in every frame; a code exercise's sandbox (opaque origin) has no
 * storage, so the language is only set outside it.
 */
export async function englishLearnerPage(
  browser: Browser,
  baseURL: string,
  opts: { name: string; width?: number },
) {
  const width = opts.width ?? 1280;
  const context = await browser.newContext({
    baseURL,
    locale: "en-GB",
    viewport: { width, height: width < 500 ? 844 : 900 },
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (window.origin !== "null") localStorage.setItem("kurswerk.lang", "en");
  });
  await page.goto("/");
  await signUpLearner(page, { name: opts.name, language: "en" });
  return { page, close: () => context.close() };
}

export const playerData = (page: Page, courseId: string) =>
  apiGet<PlayerResponse>(page, `/api/learning/courses/${courseId}?lang=de`);

/** Both widths every editor screen is checked at. */
export const WIDTHS = [1280, 390] as const;

/** No sideways scrolling of the whole page (long German words must wrap). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

/**
 * Chooses the German version of a course as "Quellversion" on the translate screen. On the
 * shared admin server the list is long; a click that lands while the list is still placing
 * itself selects nothing, so the choice is repeated until the field shows it.
 */
export async function chooseSourceVersion(page: Page, title: string) {
  const field = page.getByLabel("Quellversion");
  const option = page.getByRole("option", {
    name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} · DE`),
  });
  await expect(async () => {
    if ((await page.getByRole("listbox").count()) === 0) await field.click();
    await option.click({ timeout: 5_000 });
    await expect(field).toContainText(title, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}
