import type { Page } from "@playwright/test";
import fs from "node:fs";
import {
  expect,
  expectNoA11yViolations,
  origin,
  signInAs,
  signUpLearner,
  test,
} from "./support/fixtures";
import { tabTo } from "./support/keyboard";

/**
 * The teacher's side of a class (issue 44): a teacher sees the learner who is behind the
 * schedule, posts an announcement the learner sees in the bell, records attendance at a live
 * session and exports the gradebook; keyboard, axe, 1280 and 390 px. The class itself is
 * written by the development fixture (the admin's class screens are another module's). Runs on
 * the admin server: the fixture publishes a course of its own.
 */

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a teacher sees who is behind, announces, records attendance and exports the gradebook", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const cohortName = `Klasse Herbst ${Date.now().toString(36)}`;
  // A learner who joined and has done nothing: the first module was due three days ago.
  const learnerContext = await browser.newContext({ baseURL, locale: "de-DE" });
  const learnerPage = await learnerContext.newPage();
  await learnerPage.goto("/");
  const learner = await signUpLearner(learnerPage, { name: "Erika Hinterher" });
  const adminContext = await browser.newContext({ baseURL, locale: "de-DE" });
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/");
  await signInAs(adminPage, "admin");
  const base = origin(adminPage);
  const made = await adminPage.request.post(`${base}/api/dev/teach-fixture`, {
    data: { name: cohortName, teacherEmails: ["teacher@e2e.test"], learnerEmails: [learner.email] },
    headers: { origin: base },
  });
  expect(made.status(), await made.text()).toBe(200);

  // The teacher reaches the classes from the learner area's navigation.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await signInAs(page, "teacher");
  await page.goto("/app");
  await page.getByTestId("app-sidebar").getByRole("link", { name: "Meine Klassen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meine Klassen" })).toBeVisible();
  const attention = page
    .getByTestId("attention-list")
    .getByRole("listitem")
    .filter({ hasText: "Erika Hinterher" });
  await expect(attention).toContainText("1 Modul hinter dem Stundenplan");
  await expect(attention).toContainText(`Klasse: ${cohortName}`);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("teach-home-1280.png"), fullPage: true });

  // The class: the learner's row shows the schedule they are behind.
  await tabTo(page, page.getByRole("link", { name: cohortName }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: cohortName })).toBeVisible();
  const row = page.locator(`[data-learner="${learner.email}"]`);
  await expect(row).toContainText("0 von 1 fälligen Modulen");
  await expect(row).toContainText("Noch nie");
  await expect(page.getByTestId("cohort-attention")).toContainText(
    "1 Modul hinter dem Stundenplan",
  );
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("teach-cohort-1280.png"), fullPage: true });

  // An announcement: the learner sees it in the bell.
  const announce = page.getByRole("region", { name: "Ankündigung an die Klasse" });
  await announce.getByLabel("Titel").fill("Live-Termin am Dienstag");
  await announce.getByLabel("Nachricht").fill("Bitte bereitet <Schleifen> vor.");
  await announce.getByRole("button", { name: "Ankündigung senden" }).click();
  await expect(page.getByText("Ankündigung gesendet (an 1 Lernende)")).toBeVisible();
  await expect(page.getByTestId("announcements")).toContainText("Bitte bereitet <Schleifen> vor.");
  await learnerPage.goto("/app");
  await learnerPage.getByRole("button", { name: "Benachrichtigungen, 1 ungelesen" }).click();
  await expect(
    learnerPage.getByText(`Ankündigung in „${cohortName}“: Live-Termin am Dienstag`),
  ).toBeVisible();

  // A live session, and attendance in a few clicks.
  const sessions = page.getByRole("region", { name: "Live-Termine" });
  await sessions.getByRole("button", { name: "Live-Termin anlegen" }).click();
  await sessions.getByLabel("Titel").fill("Schleifen live");
  await sessions.getByLabel("Beginn").fill("2026-12-01T17:00");
  await sessions.getByLabel("Link zum Videoraum").fill("javascript:alert(1)");
  await sessions.getByRole("button", { name: "Speichern" }).click();
  await expect(
    sessions.getByText("Bitte gib eine vollständige Adresse mit http:// oder https:// ein"),
  ).toBeVisible();
  await sessions.getByLabel("Link zum Videoraum").fill("https://meet.jit.si/klasse-herbst");
  await sessions.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Live-Termin gespeichert")).toBeVisible();
  await sessions.getByRole("link", { name: "Anwesenheit" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Anwesenheit: Schleifen live" }),
  ).toBeVisible();
  const group = page.getByRole("radiogroup", { name: /Erika Hinterher/ });
  await group.locator("label", { hasText: /^anwesend$/ }).click();
  await expectNoA11yViolations(page);
  await tabTo(page, page.getByRole("button", { name: "Anwesenheit speichern" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Anwesenheit gespeichert")).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole("radiogroup", { name: /Erika Hinterher/ })
      .getByRole("radio", { name: "anwesend" }),
  ).toBeChecked();

  // The learner's page: a personal message, and the certificate of participation.
  await page.getByRole("link", { name: "Zurück zur Klasse" }).click();
  await row.getByRole("link", { name: "Erika Hinterher" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Erika Hinterher" })).toBeVisible();
  const learnerUrl = page.url();
  await page.getByLabel("Nachricht an Erika Hinterher").fill("Wie kann ich dir helfen?");
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByText("Nachricht gesendet")).toBeVisible();
  await page.getByRole("button", { name: "Teilnahmebescheinigung ausstellen" }).click();
  await expect(page.getByRole("link", { name: "PDF herunterladen" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("teach-learner-1280.png"), fullPage: true });

  // The gradebook and its CSV.
  await page.getByRole("link", { name: "Zurück zur Klasse" }).click();
  await page.getByRole("link", { name: "Notenbuch" }).click();
  const gradebookRow = page.getByTestId("gradebook").getByRole("row", { name: /Erika Hinterher/ });
  await expect(gradebookRow).toContainText("100 %");
  await expectNoA11yViolations(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "CSV exportieren" }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  expect(csv.split("\r\n")[0]).toBe(
    "name,email,exercises_solved,exercises_total,quizzes_answered,quizzes_correct,quizzes_total,projects_submitted,projects_passed,projects_total,sessions_present,sessions_absent,sessions_excused,attendance_percent,learned_hours,attended_hours",
  );
  expect(csv).toContain(`Erika Hinterher,${learner.email},0,0,0,0,0,0,0,0,1,0,0,100,0,1\r\n`);

  // 390 px: every screen fits, the tables scroll inside their own region.
  await page.setViewportSize({ width: 390, height: 844 });
  const cohortUrl = page.url().replace(/\/gradebook$/, "");
  for (const path of ["/teach", cohortUrl, page.url(), learnerUrl]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await noSideScroll(page), path).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  }
  await page.goto(cohortUrl);
  await expect(page.getByRole("heading", { level: 1, name: cohortName })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("teach-cohort-390.png"), fullPage: true });
  await learnerContext.close();
  await adminContext.close();
});
