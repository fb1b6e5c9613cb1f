/**
 * Help with the code attached (issue 45): a learner's tutor finds nothing in the lesson, they
 * ask a person with their code and check results attached; their teacher finds it in the
 * inbox, answers on a line with a suggested change (keyboard only); the learner sees the
 * answer in the bell and on the exercise, the comment on its line. Axe at every step, 1280
 * and 390 px.
 */
import type { Browser, Page } from "@playwright/test";
import {
  test,
  expect,
  expectNoA11yViolations,
  origin,
  signInAs,
  signUpLearner,
} from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { AI_DE, courseId, playerData, VIEWPORTS } from "./learner-support";

const LESSON = "Strukturierte Antworten und robuste Aufrufe";
const SHOTS = process.env.E2E_OUTPUT_DIR ?? "test-results";
const QUESTION = "Wie backe ich ein Roggenbrot im Steinofen?";

async function signInWith(page: Page, email: string, password: string) {
  const base = origin(page);
  await page.context().clearCookies();
  const res = await page.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A teacher (a fresh account made "Lehrkraft") with the learner in their class. */
async function teacherOf(browser: Browser, page: Page, learnerEmail: string, id: string) {
  const viewport = page.viewportSize() ?? undefined;
  const context = await browser.newContext({ viewport, locale: "de-DE" });
  const teacher = await context.newPage();
  await teacher.goto(`${origin(page)}/`);
  const account = await signUpLearner(teacher, { name: "Theo Lehrkraft" });
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminPage.goto(`${origin(page)}/`);
  await signInAs(adminPage, "admin");
  const seeded = await adminPage.request.post(`${origin(page)}/api/dev/help-cohort`, {
    data: { courseId: id, teacherEmail: account.email, learnerEmail },
    headers: { origin: origin(page) },
  });
  expect(((await seeded.json()) as { cohortId: string | null }).cohortId).toBeTruthy();
  await admin.close();
  // Signed in again: the session carries the new role.
  await signInWith(teacher, account.email, account.password);
  return { teacher, context };
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`help requests (${name})`, () => {
    test.use({ viewport });

    test("the tutor hands over to a person, the teacher answers on a line, the learner sees it", async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const learner = await signUpLearner(page, { name: `Lea <b>Lernt</b> ${name}` });
      const id = await courseId(page, AI_DE);
      const lesson = (await playerData(page, id)).modules
        .flatMap((m) => m.lessons)
        .find((l) => l.title === LESSON);
      if (!lesson) throw new Error(`no lesson ${LESSON}`);
      const { teacher, context } = await teacherOf(browser, page, learner.email, id);

      // ── The learner checks the starter code (it fails), then asks the tutor.
      await page.goto(`/app/course/${id}/${lesson.id}`);
      const card = page.getByTestId("practice-card").first();
      await card.scrollIntoViewIfNeeded();
      await card.getByTestId("practice-check-button").click();
      await expect(card.getByTestId("practice-summary")).toContainText(/von \d+ Prüfungen/, {
        timeout: 30_000,
      });
      await page.getByRole("button", { name: "Frag den Tutor" }).click();
      const panel = page.getByRole("dialog", { name: "Tutor" });
      await panel.getByLabel("Deine Frage").fill(QUESTION);
      await panel.getByRole("button", { name: "Senden" }).click();
      const nothing = panel.getByTestId("tutor-message");
      await expect(nothing).toContainText("Keine Stelle der Lektion passt zu deiner Frage");
      const offer = nothing.getByTestId("tutor-ask-person");
      await expect(offer).toBeVisible();
      await expectNoA11yViolations(page);
      await offer.getByRole("button", { name: "Eine Person fragen" }).click();

      // The panel closes; the exercise's question is prefilled and focused.
      await expect(panel).toBeHidden();
      const field = card.getByLabel("Deine Frage");
      await expect(field).toHaveValue(QUESTION);
      await expect(field).toBeFocused();
      await expect(card.getByTestId("help-form")).toContainText(
        "Dein aktueller Code und die letzten Prüfergebnisse werden mitgeschickt.",
      );
      await expectNoA11yViolations(page);
      await page.keyboard.press("Tab");
      await expect(card.getByRole("button", { name: "Frage senden" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(card.getByTestId("help-waiting")).toContainText("wartet auf eine Antwort");
      await expect(card.getByTestId("help-waiting")).toContainText(QUESTION);

      // ── The teacher: the bell, the nav entry, the inbox; keyboard only from here.
      await teacher.goto("/app");
      await expect(teacher.getByTestId("notification-count")).toHaveText("1");
      if (name === "desktop") {
        await teacher.getByRole("link", { name: "Hilfe-Anfragen" }).click();
      } else {
        await teacher.getByRole("button", { name: "Menü öffnen" }).first().click();
        await teacher.getByRole("link", { name: "Hilfe-Anfragen" }).click();
      }
      await expect(teacher.getByRole("heading", { name: "Hilfe-Anfragen" })).toBeVisible();
      const item = teacher.getByTestId("help-inbox-item");
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(`Lea <b>Lernt</b> ${name}`);
      await expect(item).toContainText(QUESTION);
      await expect(item.getByTestId("help-waited")).toHaveText(/Wartet seit \d+ Minuten?/);
      await expectNoA11yViolations(teacher);
      await teacher.screenshot({ path: `${SHOTS}/help-inbox-${name}.png`, fullPage: true });
      await tabTo(teacher, item);
      await teacher.keyboard.press("Enter");

      await expect(teacher.getByTestId("help-question")).toHaveText(QUESTION);
      await expect(teacher.getByTestId("help-status")).toHaveText("Offen");
      // The learner's last check run: at least one failed check.
      await expect(teacher.getByTestId("practice-checks")).toBeVisible();
      const code = teacher.getByTestId("help-code");
      await expect(code.getByTestId("code-line").first()).toBeVisible();
      await expectNoA11yViolations(teacher);
      const lineTwo = code.getByRole("button", { name: /Kommentar zu Zeile 2 von main\.js/ });
      await tabTo(teacher, lineTwo);
      await teacher.keyboard.press("Enter");
      const comment = teacher.getByLabel("Kommentar", { exact: true });
      await expect(comment).toBeFocused();
      await teacher.keyboard.insertText(
        "Hier <script>alert(1)</script> fehlt das Entfernen der Zäune.",
      );
      await teacher.keyboard.press("Tab");
      const suggestion = teacher.getByLabel("Vorgeschlagene Änderung (optional)");
      await expect(suggestion).toBeFocused();
      await teacher.keyboard.press("ControlOrMeta+a");
      await teacher.keyboard.insertText('  const json = text.trim().replace(/^```(json)?/, "");');
      await tabTo(teacher, teacher.getByRole("button", { name: "Kommentar hinzufügen" }));
      await teacher.keyboard.press("Enter");
      await expect(code.getByTestId("line-comment")).toHaveCount(1);
      await tabTo(teacher, teacher.getByLabel("Deine Antwort"));
      await teacher.keyboard.insertText("Schau dir Zeile 2 an.");
      await teacher.keyboard.press("Tab");
      await expect(teacher.getByRole("button", { name: "Antwort senden" })).toBeFocused();
      await expectNoA11yViolations(teacher);
      await teacher.screenshot({ path: `${SHOTS}/help-request-${name}.png`, fullPage: true });
      await teacher.keyboard.press("Enter");
      await expect(teacher.getByTestId("help-status")).toHaveText("Beantwortet");
      await context.close();

      // ── The learner: the bell leads to the lesson; the answer is on the exercise.
      await page.goto("/app");
      await expect(page.getByTestId("notification-count")).toHaveText("1");
      await page.getByTestId("notification-bell").click();
      const notice = page.getByTestId("notification-item").first();
      await expect(notice).toContainText(
        `Theo Lehrkraft hat deine Frage zu „${LESSON}“ beantwortet`,
      );
      await notice.click();
      await expect(page.getByTestId("lesson-view")).toBeVisible();
      const answer = page.getByTestId("help-answer");
      await answer.scrollIntoViewIfNeeded();
      await expect(answer).toContainText("Antwort von Theo Lehrkraft");
      await expect(answer.getByTestId("help-answer-text")).toHaveText("Schau dir Zeile 2 an.");
      const onLine = answer.locator('[data-testid="code-line"][data-line="2"]');
      await expect(onLine.getByTestId("line-comment")).toContainText(
        "Hier <script>alert(1)</script> fehlt das Entfernen der Zäune.",
      );
      await expect(onLine.getByTestId("line-suggestion")).toContainText(
        'const json = text.trim().replace(/^```(json)?/, "");',
      );
      // Written as text: no script element came from it.
      expect(await answer.locator("script, b").count()).toBe(0);
      await expectNoA11yViolations(page);
      await answer.screenshot({ path: `${SHOTS}/help-answer-${name}.png` });
    });
  });
}
