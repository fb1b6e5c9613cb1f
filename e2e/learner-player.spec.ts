import type { Browser } from "@playwright/test";
import { test, expect, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import { courseId, isMobile, playerData, VIEWPORTS, WEB_DE } from "./learner-support";
import { parseQuizChoices } from "../src/shared/domain/quiz";
import type { QuizAnswerResponse } from "../src/shared/contracts/achievements";

/** The right choice of a quiz, as a second learner learns it: a wrong answer, then any. */
async function correctAnswerOf(browser: Browser, quizId: string) {
  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    await signUpLearner(other, { name: "Olga Other" });
    const base = new URL(other.url()).origin;
    const answer = async (choice: number) => {
      const res = await other.request.post(`${base}/api/learning/quizzes/${quizId}/answer`, {
        headers: { origin: base },
        data: { choice },
      });
      expect(res.status()).toBe(200);
      return (await res.json()) as QuizAnswerResponse;
    };
    const firstTry = await answer(0);
    if (firstTry.correct) return { correctAnswer: 0, explanation: firstTry.explanation };
    expect(firstTry.correctAnswer).toBeNull();
    const told = await answer(0);
    return { correctAnswer: told.correctAnswer!, explanation: told.explanation };
  } finally {
    await context.close();
  }
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`course player (${name})`, () => {
    test.use({ viewport });

    test("every block type, completion with toast, auto-advance and progress everywhere", async ({
      page,
      context,
      browser,
    }) => {
      test.setTimeout(120_000); // a second learner signs up to learn the quiz's answer
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (r) => r.abort());
      await signUpLearner(page, { name: "Paula Player" });
      const id = await courseId(page, WEB_DE);
      const data = await playerData(page, id);
      const lessons = data.modules.flatMap((m) => m.lessons);
      const first = lessons[0];

      await page.goto(`/app/course/${id}`);
      // The URL follows the selected lesson.
      await expect(page).toHaveURL(new RegExp(`/app/course/${id}/${first.id}$`));
      await expect(page.getByRole("heading", { name: WEB_DE, level: 1 })).toBeVisible();
      await expect(page.getByText("3 Module")).toBeVisible();
      await expect(page.getByText("6 Lektionen")).toBeVisible();
      const minutes = lessons.reduce((a, l) => a + l.estimatedMinutes, 0);
      await expect(
        page.getByText(`${Math.floor(minutes / 60)} Std. ${minutes % 60} Min.`),
      ).toBeVisible();
      await expect(page.getByTestId("course-progress")).toHaveText("0% abgeschlossen");
      const view = page.getByTestId("lesson-view");
      await expect(view.getByRole("heading", { name: first.title, level: 2 })).toBeVisible();
      await expect(view.getByText(data.modules[0].title).first()).toBeVisible();
      await expect(view.getByText("Lektion", { exact: true })).toBeVisible();
      await expect(view.getByText(`${first.estimatedMinutes} Min.`)).toBeVisible();

      // Video: nothing from YouTube until play is pressed, then the privacy-friendly embed.
      await expect(page.locator("iframe")).toHaveCount(0);
      await view.getByRole("button", { name: "Video abspielen" }).click();
      await expect(page.locator("iframe")).toHaveAttribute(
        "src",
        /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
      );

      // Code example: highlighted, copied, "Kopiert!" for 2 s.
      const code = view.getByTestId("code-card").first();
      await expect(code.locator("pre .token").first()).toBeVisible();
      await code.getByRole("button", { name: "Kopieren" }).click();
      await expect(page.getByText("Code kopiert!")).toBeVisible();
      await expect(code.getByRole("button", { name: "Kopiert!" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        first.codeExamples[0].code,
      );
      await expect(code.getByRole("button", { name: "Kopieren" })).toBeVisible({ timeout: 4000 });
      await page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
      });
      await code.getByRole("button", { name: "Kopieren" }).click();
      await expect(page.getByText("Fehler beim Kopieren")).toBeVisible();

      // Exercise: notes, hint and model solution toggles.
      const ex = view.getByTestId("exercise-card").first();
      await ex.getByLabel("Deine Notizen").fill("Meine Idee");
      await ex.getByRole("button", { name: "Tipp anzeigen" }).click();
      await expect(ex.getByText("Tipp", { exact: true })).toBeVisible();
      await ex.getByRole("button", { name: "Musterlösung anzeigen" }).click();
      await expect(ex.getByText("Musterlösung", { exact: true })).toBeVisible();
      await ex.getByRole("button", { name: "Tipp ausblenden" }).click();
      await expect(ex.getByText("Tipp", { exact: true })).toBeHidden();
      await expect(ex.getByLabel("Deine Notizen")).toHaveValue("Meine Idee");

      // Quiz: wrong, retry, right. The player's answer has no correct answer before the
      // learner answered (decision 0081): another learner's two answers through the API
      // tell it (a wrong first answer tells nothing, decision 0185).
      const quizData = first.quizzes[0];
      const { correctAnswer, explanation } = await correctAnswerOf(browser, quizData.id);
      const choices = parseQuizChoices(quizData.choices);
      const right = choices[correctAnswer];
      const wrong = choices.find((c) => c.index !== correctAnswer)!;
      const quiz = view.getByTestId("quiz-card").first();
      await expect(quiz.getByText("A", { exact: true })).toBeVisible();
      await expect(quiz.getByRole("button", { name: "Antwort überprüfen" })).toBeDisabled();
      await quiz.getByText(wrong.text, { exact: true }).click();
      await quiz.getByRole("button", { name: "Antwort überprüfen" }).click();
      await expect(quiz.getByText("Leider falsch.")).toBeVisible();
      await expect(quiz.getByRole("radio").first()).toBeDisabled();
      // The retry is real: the right choice is not shown before it (issue 46).
      await expect(quiz.getByTestId("quiz-retry-hint")).toHaveText(
        "Versuch es noch einmal: Nach deinem zweiten Versuch zeigen wir dir die richtige Antwort.",
      );
      await expect(quiz.locator("label.border-success")).toHaveCount(0);
      if (explanation)
        await expect(quiz.getByText(explanation.slice(0, 30), { exact: false })).toBeHidden();
      await quiz.getByRole("button", { name: "Nochmal versuchen" }).click();
      await expect(quiz.getByRole("button", { name: "Antwort überprüfen" })).toBeDisabled();
      await quiz.getByText(right.text, { exact: true }).click();
      await quiz.getByRole("button", { name: "Antwort überprüfen" }).click();
      await expect(quiz.getByText("Richtig!")).toBeVisible();
      await expect(quiz.locator("label.border-success")).toHaveCount(1);
      if (explanation)
        await expect(quiz.getByText(explanation.slice(0, 30), { exact: false })).toBeVisible();
      await expectNoA11yViolations(page, { exclude: ["iframe"] });

      // Completion: toast, badge, progress, then the next lesson after 2 s.
      await view.getByRole("button", { name: "Als abgeschlossen markieren" }).click();
      await expect(page.getByText("🎉 Lektion als abgeschlossen markiert!")).toBeVisible();
      await expect(view.getByTestId("lesson-completed-badge")).toHaveText("Abgeschlossen");
      await expect(page.getByTestId("course-progress")).toHaveText("17% abgeschlossen");
      await expect(page).toHaveURL(new RegExp(`/${lessons[1].id}$`), { timeout: 5000 });
      await expect(
        page.getByTestId("lesson-view").getByRole("heading", { name: lessons[1].title, level: 2 }),
      ).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // Previous / next buttons.
      await page.getByRole("link", { name: "Vorherige Lektion" }).click();
      await expect(page).toHaveURL(new RegExp(`/${first.id}$`));
      await expect(page.getByTestId("complete-lesson")).toBeDisabled();
      await page.getByRole("link", { name: "Nächste Lektion" }).click();
      await expect(page).toHaveURL(new RegExp(`/${lessons[1].id}$`));

      // The lesson list (drawer on small screens) marks completed and current lessons.
      if (isMobile(page)) await page.getByTestId("open-lessons").click();
      const list = page.getByTestId("lesson-list").last();
      await expect(list.getByText(data.modules[1].title)).toBeVisible();
      await expect(list.getByRole("link", { name: new RegExp(first.title) })).toContainText(
        "Abgeschlossen",
      );
      await expect(list.getByRole("link", { name: new RegExp(lessons[1].title) })).toHaveAttribute(
        "aria-current",
        "page",
      );
      // Opening a lesson is an act of the record (issue 42): wait until it is stored before
      // leaving the page, as a learner who reads it would.
      const opened = page.waitForResponse(
        (r) =>
          r.url().endsWith("/api/learning/events") &&
          (r.request().postData() ?? "").includes(
            `"lessonId":"${lessons[3].id}","kind":"lesson_opened"`,
          ),
      );
      await list.getByRole("link", { name: new RegExp(lessons[3].title) }).click();
      await expect(page).toHaveURL(new RegExp(`/${lessons[3].id}$`));
      expect((await opened).status()).toBe(200);
      if (isMobile(page)) await expect(page.getByRole("dialog")).toBeHidden();

      // Progress shows updated on the path, the catalogue and the dashboard.
      await page.goto("/app/learning-path");
      const card = page.getByTestId("path-card").filter({ hasText: WEB_DE });
      await expect(card.getByTestId("status")).toHaveText("In Bearbeitung");
      await expect(card.getByText("17%")).toBeVisible();
      await page.goto("/app/courses");
      await expect(page.getByTestId("course-card").filter({ hasText: WEB_DE })).toContainText(
        "17%",
      );
      await page.goto("/app");
      // The record of learning (issue 42): the lessons opened count as activity too, newest
      // first, in progress; the completed one as completed.
      const recent = page.getByTestId("recent-activity").getByRole("listitem");
      await expect(recent).toHaveCount(3);
      await expect(recent.nth(0)).toContainText(lessons[3].title);
      await expect(recent.nth(0)).toContainText("In Bearbeitung");
      await expect(recent.nth(1)).toContainText(lessons[1].title);
      await expect(recent.nth(2)).toContainText(first.title);
      await expect(recent.nth(2)).toContainText("Abgeschlossen");
      await expect(page.getByTestId("stat-week")).toHaveText("1");
      await expect(page.getByTestId("stat-progress")).toHaveText("17%");
    });
  });
}

test("the lesson list collapses and stays collapsed after a reload", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpLearner(page, { name: "Lukas Liste" });
  const id = await courseId(page, WEB_DE);
  await page.goto(`/app/course/${id}`);
  await expect(page.getByTestId("lesson-list")).toBeVisible();
  await page.getByRole("button", { name: "Lektionsliste einklappen" }).click();
  await expect(page.getByTestId("lesson-list")).toBeHidden();
  await page.reload();
  await expect(page.getByTestId("lesson-view")).toBeVisible();
  await expect(page.getByTestId("lesson-list")).toBeHidden();
  await page.getByRole("button", { name: "Lektionsliste ausklappen" }).click();
  await expect(page.getByTestId("lesson-list")).toBeVisible();
});

test("the player's page asks for the course picture first (decision 0164)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpLearner(page, { name: "Bea Bild" });
  const id = await courseId(page, WEB_DE);
  // Leave the dashboard first: its late chunks (notifications, projects) must not count as
  // the player's requests (on a slow machine they were still loading when the listener began).
  await page.goto("about:blank");
  // Requests of pictures and scripts, in the order the browser made them.
  const requests: string[] = [];
  page.on("request", (r) => {
    if (["image", "script"].includes(r.resourceType()))
      requests.push(`${r.resourceType()} ${new URL(r.url()).pathname}`);
  });
  const blocked: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  await page.goto(`/app/course/${id}`);
  await expect(page.getByTestId("lesson-view")).toBeVisible();
  await expect(page.getByRole("heading", { name: WEB_DE, level: 1 })).toBeVisible();
  const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
  await expect(preload).toHaveCount(1);
  const href = await preload.getAttribute("href");
  expect(href).toMatch(/^\/uploads\/thumbnails\/.+\.webp$/);
  // The picture is asked for before any script; the scripts still load at once (the app starts).
  expect(requests[0]).toMatch(/^image \/uploads\/thumbnails\//);
  expect(requests.filter((e) => e.startsWith("script ")).length).toBeGreaterThan(5);
  expect(blocked).toEqual([]);
  // The app's header shows the same picture.
  await expect(page.locator(`img[src="${href}"]`)).toBeVisible();
});

test("player states: skeleton, load failure, unknown id, missing id, no lessons", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of 500/); // a server error injected on purpose
  await signUpLearner(page, { name: "Stefan Status" });
  const id = await courseId(page, WEB_DE);

  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(`**/api/learning/courses/${id}?*`, async (route) => {
    await gate;
    await route.fulfill({ status: 500, json: { error: { code: "X", message: "kaputt" } } });
  });
  await page.goto(`/app/course/${id}`);
  await expect(page.getByTestId("player-loading")).toBeVisible();
  release();
  await expect(
    page.getByText("Fehler beim Laden des Kurses. Bitte versuche es später erneut."),
  ).toBeVisible();
  await page.unroute(`**/api/learning/courses/${id}?*`);

  await page.goto("/app/course/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Kurs-ID nicht gefunden")).toBeVisible();
  await page.goto("/app/course");
  await expect(page.getByText("Kurs-ID nicht gefunden")).toBeVisible();

  await page.route(`**/api/learning/courses/${id}?*`, (route) =>
    route.fulfill({
      json: {
        course: { id, title: "Leerer Kurs", description: "", language: "de" },
        modules: [{ id: "m", title: "M", description: "", orderIndex: 1, lessons: [] }],
        progress: {
          courseId: id,
          completedLessonIds: [],
          totalLessons: 0,
          progress: 0,
          completed: false,
        },
      },
    }),
  );
  await page.goto(`/app/course/${id}`);
  await expect(page.getByText("Kurs noch nicht verfügbar")).toBeVisible();
  await expect(page.getByTestId("debug-counts")).toHaveText("Module: 1, Lektionen: 0");
  await expectNoA11yViolations(page);
});
