import type { Browser } from "@playwright/test";
import {
  test,
  expect,
  mailLink,
  origin,
  signInAs,
  expectNoA11yViolations,
} from "./support/fixtures";
import { apiGet, apiPost, courseWithContent, editorView, writeTodoLessons } from "./support/editor";
import type { LessonResponse } from "../src/shared/contracts/editor";
import type { FunnelReportResponse } from "../src/shared/contracts/reports";

/**
 * The record of learning (issue 42, decisions 0187, 0188): a new learner who came through the
 * funnel only solves the required code exercise of a lesson (never presses "Als abgeschlossen
 * markieren"). Solving completes the lesson with the button's celebration (confetti, toast,
 * the next lesson), and the same progress is on the dashboard, the path and the catalogue;
 * the admin sees one more active learner on the admin home, the learner as started in the
 * course report and one more "Kurs begonnen" in the funnel. An admin spec: it publishes a
 * course of its own (its server keeps the learner specs' catalogue to the demo courses).
 */

const practice = {
  runtime: "javascript",
  starterFiles: [{ name: "main.js", content: "function summe(a, b) {\n}\n" }],
  solutionFiles: [{ name: "main.js", content: "function summe(a, b) {\n  return a + b;\n}\n" }],
  checks: [
    {
      id: "summe",
      title: "summe(2, 3) ergibt 5",
      hidden: false,
      ordered: false,
      code: 'if (typeof summe !== "function") throw new Error("Die Funktion summe fehlt.");\nif (summe(2, 3) !== 5) throw new Error("summe(2, 3) ergibt nicht 5.");',
    },
  ],
  timeLimitMs: 5000,
  required: true,
};
const SOLUTION = "function summe(a, b) {\n  return a + b;\n}\n";

/** A new learner who left their e-mail in the funnel first, then signed up with it. */
async function leadLearner(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/");
  const base = origin(page);
  const email = `record-${Date.now()}@e2e.test`;
  // A source of its own: a retry's learner is counted apart from the failed attempt's.
  const source = `e2e-record-${Date.now()}`;
  const lead = await page.request.post(`${base}/api/leads`, {
    data: {
      email,
      goal: "new-career",
      experience: "basics",
      timeCommitment: "5-10",
      learningStyle: ["projects"],
      topic: "web-dev",
      blocker: "limited-time",
      utmSource: source,
      language: "de",
    },
    headers: { origin: base },
  });
  expect(lead.ok(), await lead.text()).toBe(true);
  const res = await page.request.post(`${base}/api/auth/sign-up/email`, {
    data: {
      name: "Lina Lösung",
      email,
      password: "learner-password-1",
      language: "de",
      callbackURL: "/app",
    },
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(await mailLink(page.request, base, email, /verify-email/));
  return { page, email, source, close: () => context.close() };
}

test("a learner who only solves code completes the lesson with the celebration, and every screen and report agrees", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // The admin: a published course whose first lesson has a required code exercise.
  await page.goto("/");
  await signInAs(page, "admin");
  const title = `Rekordkurs ${Date.now()}`;
  const { versionId, courseId } = await courseWithContent(page, title, { generated: 99 });
  const view = await editorView(page, versionId);
  const lessons = view.modules.flatMap((m) => m.lessons);
  expect(lessons.length).toBeGreaterThan(1);
  const [first, second] = lessons;
  const before = await apiGet<LessonResponse>(
    page,
    `/api/admin/editor/${versionId}/lessons/${first.id}`,
  );
  await apiPost(page, `/api/admin/editor/${versionId}/lessons/${first.id}/exercises`, {
    task: "Schreibe die Funktion summe.",
    expectedRevision: before.lesson.revision,
    practice,
  });
  await writeTodoLessons(page, versionId);
  await apiPost(page, `/api/admin/course-versions/${versionId}/activate`);
  await apiPost(page, `/api/admin/course-versions/${versionId}/publish`, {
    confirmWarnings: true,
  });
  const stats = () =>
    apiGet<{ activeLearners30d: number }>(page, "/api/admin/stats").then(
      (s) => s.activeLearners30d,
    );
  const funnelStarted = () =>
    apiGet<FunnelReportResponse>(page, "/api/admin/reports/funnel").then(
      (f) => f.conversion.started,
    );
  const activeBefore = await stats();
  const startedBefore = await funnelStarted();

  const learner = await leadLearner(browser, baseURL!);
  const me = learner.page;
  try {
    await me.goto(`/app/course/${courseId}/${first.id}`);
    const card = me.getByTestId("practice-card");
    await card.scrollIntoViewIfNeeded();
    const content = card.getByTestId("code-editor").first().locator(".cm-content");
    await content.click();
    await content.press("ControlOrMeta+a");
    await content.press("Delete");
    await me.keyboard.insertText(SOLUTION);
    // Only "Prüfen": the completion button is never pressed.
    await card.getByRole("button", { name: "Prüfen" }).click();

    // The celebration of a completion: confetti, one toast, then the next lesson.
    await expect(me.locator("body > canvas[aria-hidden='true']")).toBeAttached({
      timeout: 90_000,
    });
    await expect(me.getByText("🎉 Lektion als abgeschlossen markiert!")).toBeVisible();
    await expect(me).toHaveURL(new RegExp(`/${second.id}$`), { timeout: 10_000 });
    await me.goto(`/app/course/${courseId}/${first.id}`);
    await expect(me.getByTestId("lesson-completed-badge")).toHaveText("Abgeschlossen");

    // The same progress on the learner's screens.
    const percent = `${Math.round(100 / lessons.length)}%`;
    await me.goto("/app");
    await expect(me.getByTestId("stat-active")).toHaveText("1");
    await expect(me.getByTestId("stat-week")).toHaveText(/^1\b/);
    await expect(me.getByTestId("stat-streak")).toHaveText(/^1\b/);
    // ("Weiterlernen" follows the plan the funnel's answers made: its first course.)
    await expect(me.getByTestId("recent-activity")).toContainText(first.title);
    await expectNoA11yViolations(me);
    await me.screenshot({ path: test.info().outputPath("record-solving-dashboard.png") });
    await me.goto("/app/learning-path");
    const pathCard = me.getByTestId("path-card").filter({ hasText: title });
    await expect(pathCard).toContainText("In Bearbeitung");
    await expect(pathCard).toContainText(percent);
    await me.goto("/app/courses");
    const courseCard = me.getByTestId("course-card").filter({ hasText: title });
    await expect(courseCard.getByTestId("status")).toHaveText("In Bearbeitung");
    await expect(courseCard).toContainText(percent);

    // The admin's home, course report and funnel count the learner.
    // The admin specs share a server with another worker: its learners may become active at
    // the same time, so the home counts at least this one more.
    await page.goto("/admin");
    const active = page.getByTestId("stat-activeLearners30d").locator("p").first();
    await expect(active).toHaveText(/^\d+$/);
    await expect
      .poll(async () => Number(await active.textContent()))
      .toBeGreaterThanOrEqual(activeBefore + 1);
    await page.goto(`/admin/courses/${courseId}/learners`);
    await expect(page.getByTestId("figure-started").getByTestId("figure-value")).toHaveText("1");
    const row = page.getByTestId("learner-row").filter({ hasText: learner.email });
    await expect(row.locator("td").nth(1)).toHaveText(percent.replace("%", " %"));
    // The funnel: this learner's own source counts exactly one start; the total at least one more.
    const funnel = await apiGet<FunnelReportResponse>(page, "/api/admin/reports/funnel");
    expect(funnel.bySource.find((s) => s.utmSource === learner.source)?.started).toBe(1);
    await page.goto("/admin/funnel");
    const started = page.getByTestId("stage-started").getByTestId("figure-value");
    await expect(started).toHaveText(/^\d+$/);
    expect(Number(await started.textContent())).toBeGreaterThanOrEqual(startedBefore + 1);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath("record-solving-funnel.png") });
  } finally {
    await learner.close();
  }
});
