import { test, expect, signUpLearner } from "./support/fixtures";
import { AI_DE, courseId, playerData, WEB_DE, WEB_EN } from "./learner-support";

test("an English learner sees the published English version, progress is shared with German", async ({
  page,
}) => {
  await signUpLearner(page, { name: "Emma English", language: "en" });
  await page.addInitScript(() => {
    // Init scripts run in every frame: the code exercise's sandbox (an opaque origin) has no storage.
    if (window.origin === "null") return;
    if (!localStorage.getItem("kurswerk.lang")) localStorage.setItem("kurswerk.lang", "en");
  });
  await page.goto("/app/courses");
  await expect(page.getByRole("heading", { name: "All Courses", level: 1 })).toBeVisible();
  const cards = page.getByTestId("course-card");
  await expect(cards.filter({ hasText: WEB_EN })).toBeVisible();
  // No English version: shown in its source language.
  await expect(cards.filter({ hasText: AI_DE })).toBeVisible();
  // Search runs over the text the learner sees.
  await page.getByPlaceholder("Search courses...").fill("building blocks of the web");
  await expect(page.getByTestId("course-count")).toHaveText("1 course found");
  await page.getByPlaceholder("Search courses...").fill("");

  const id = await courseId(page, WEB_DE);
  const en = await playerData(page, id, "en");
  const de = await playerData(page, id, "de");
  await cards.filter({ hasText: WEB_EN }).getByRole("button", { name: "Start Course" }).click();
  await expect(page.getByText("Course started successfully!")).toBeVisible();
  const view = page.getByTestId("lesson-view");
  await expect(
    view.getByRole("heading", { name: en.modules[0].lessons[0].title, level: 2 }),
  ).toBeVisible();
  await view.getByRole("button", { name: "Mark as complete" }).click();
  await expect(page.getByText("🎉 Lesson marked as complete!")).toBeVisible();
  await expect(page.getByTestId("course-progress")).toHaveText("17% complete");

  // Switch to German without a reload: German text, the lesson still completed.
  await page.goto(`/app/course/${id}/${de.modules[0].lessons[0].id}`);
  await page.getByTestId("language-switcher").click();
  await page.getByRole("menuitemradio", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { name: WEB_DE, level: 1 })).toBeVisible();
  await expect(
    view.getByRole("heading", { name: de.modules[0].lessons[0].title, level: 2 }),
  ).toBeVisible();
  await expect(view.getByTestId("lesson-completed-badge")).toHaveText("Abgeschlossen");
  await expect(page.getByTestId("course-progress")).toHaveText("17% abgeschlossen");
});
