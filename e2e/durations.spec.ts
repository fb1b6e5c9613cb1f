import { test, expect, signInAs, signUpLearner } from "./support/fixtures";
import { apiGet } from "./support/editor";
import type { OverviewResponse } from "../src/shared/contracts/admin";
import { catalogue, DATA_DE, durationText, playerData, sampleDataViaApi } from "./learner-support";

/**
 * One duration per course on every screen (issue 33, decision 0090): the sum of its lessons'
 * minutes, the same text on the catalogue card, the learning path, the player's header and
 * the editor's header. The expected text is computed here from the player's lessons, not
 * from the number the screens show.
 */

test("a course's duration is the same on the catalogue, the path, the player and the editor", async ({
  page,
  browser,
}) => {
  await signUpLearner(page, { name: "Dora Dauer" });
  await sampleDataViaApi(page);
  const course = (await catalogue(page)).find((c) => c.title === DATA_DE)!;
  const player = await playerData(page, course.id);
  const lessons = player.modules.flatMap((m) => m.lessons);
  const minutes = lessons.reduce((n, l) => n + l.estimatedMinutes, 0);
  expect(lessons.length).toBeGreaterThan(0);
  const expected = durationText(minutes);

  await page.goto("/app/courses");
  const card = page.getByTestId("course-card").filter({ hasText: DATA_DE });
  await expect(card.getByTestId("duration")).toHaveText(expected);

  await page.goto("/app/learning-path");
  const pathCard = page.getByTestId("path-card").filter({ hasText: DATA_DE });
  await expect(pathCard.getByTestId("duration")).toHaveText(expected);

  await page.goto(`/app/course/${course.id}`);
  await expect(page.getByTestId("duration").first()).toHaveText(expected);

  // The editor's header counts the same lessons.
  const admin = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await signInAs(admin, "admin");
  const overview = await apiGet<OverviewResponse>(
    admin,
    `/api/admin/courses?q=${encodeURIComponent(DATA_DE)}`,
  );
  const listed = overview.courses.find((c) => c.id === course.id)!;
  const source = listed.versions.find((v) => v.language === listed.sourceLanguage && v.isActive)!;
  await admin.goto(`/admin/edit-course/${source.id}`);
  await expect(admin.getByTestId("duration")).toHaveText(expected);
  await admin.close();
});
