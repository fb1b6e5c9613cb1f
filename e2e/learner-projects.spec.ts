/**
 * The learner's project (issue 30): a learner opens a course's project from the player,
 * writes code, a reload keeps it, a failed automatic check blocks "Einreichen", the fix is
 * submitted; a moderator (through the API) asks for a revision with a line comment; the
 * learner sees the bell's count, opens the review, sees the line comment, replies, revises
 * and submits again; keyboard; axe; 1280 and 390 px.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { test, expect, signUpLearner, expectNoA11yViolations, origin } from "./support/fixtures";
import { E2E_PASSWORD, E2E_USERS } from "./support/users";
import { courseId, isMobile, VIEWPORTS, WEB_DE } from "./learner-support";

const rubric = [
  { id: "works", title: "Funktioniert", description: "", fulfilled: "add addiert richtig" },
  { id: "names", title: "Klare Namen", description: "", fulfilled: "Lesbare Namen" },
  { id: "brief", title: "Auftrag erfüllt", description: "", fulfilled: "Alles umgesetzt" },
];

/** A signed-in API client as a seeded account (its own cookies, not the page's). */
async function apiAs(browser: Browser, base: string, who: "admin" | "moderator") {
  const context = await browser.newContext({ baseURL: base });
  const res = await context.request.post("/api/auth/sign-in/email", {
    data: { email: E2E_USERS[who].email, password: E2E_PASSWORD, rememberMe: true },
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { context, request: context.request };
}

async function call<T>(
  request: APIRequestContext,
  base: string,
  method: string,
  path: string,
  data?: unknown,
) {
  const res = await request.fetch(`/api${path}`, {
    method,
    data,
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/** Replaces the text of the editor's current file (as typing would, in one input). */
async function replaceCode(page: Page, text: string) {
  const content = page.getByTestId("project-editor").locator(".cm-content");
  await content.click();
  await content.press("ControlOrMeta+a");
  await content.press("Delete");
  await page.keyboard.insertText(text);
}

const editorText = (page: Page) =>
  page
    .getByTestId("project-editor")
    .locator(".cm-content")
    .evaluate((el) => [...el.querySelectorAll(".cm-line")].map((l) => l.textContent).join("\n"));

async function saved(page: Page) {
  await expect(page.getByTestId("project-save-state")).toHaveAttribute("data-state", "saved", {
    timeout: 15_000,
  });
}

const WRONG = "function add(a, b) {\n  return a - b;\n}\n";
const FIXED = "function add(a, b) {\n  return a + b;\n}\n";
const REVISED = "function add(summand1, summand2) {\n  return summand1 + summand2;\n}\n";

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`learner project (${name})`, () => {
    test.use({ viewport });

    test("write, reload, fail a check, fix, submit; review with a line comment; bell; reply; revise and resubmit", async ({
      page,
      browser,
    }) => {
      test.setTimeout(240_000);
      await page.goto("/");
      const base = origin(page);
      const admin = await apiAs(browser, base, "admin");
      const mod = await apiAs(browser, base, "moderator");
      await signUpLearner(page, { name: "Petra Projekt" });
      const course = await courseId(page, WEB_DE);
      const title = `Rechner-Projekt ${name} ${Date.now().toString(36)}`;
      const project = await call<{ id: string }>(
        admin.request,
        base,
        "POST",
        `/admin/courses/${course}/projects`,
        {
          title,
          brief: "Schreibe eine Funktion **add**, die zwei Zahlen addiert.",
          runtime: "javascript",
          starterFiles: [{ name: "main.js", content: "function add(a, b) {\n  return 0;\n}\n" }],
          checks: {
            checks: [{ id: "adds", title: "add addiert", code: "expectEqual(add(2, 3), 5);" }],
          },
          rubric,
          requiredForCertificate: true,
        },
      );

      // The player lists the course's projects; the certificate waits for the required one.
      await page.goto(`/app/course/${course}`);
      await expect(page.getByTestId("certificate-waits")).toContainText(title);
      if (isMobile(page)) await page.getByTestId("open-lessons").click();
      const link = page
        .getByTestId("course-project-link")
        .filter({ hasText: title, visible: true });
      await link.click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId("project-status")).toHaveText("Entwurf");
      await expect(page.getByRole("heading", { name: "Bewertungskriterien" })).toBeVisible();
      await expect(page.getByText("add addiert richtig")).toBeVisible();

      // Writes code; a reload keeps it.
      await replaceCode(page, WRONG);
      await saved(page);
      await page.reload();
      await expect.poll(() => editorText(page)).toContain("return a - b;");

      // "Einreichen" runs the checks first: the failed check is shown, nothing is submitted.
      await page.getByTestId("project-submit").click();
      await expect(page.getByTestId("project-submit-error")).toBeVisible();
      const failed = page.getByTestId("project-failed-checks");
      await expect(failed.getByTestId("practice-check")).toHaveAttribute("data-status", "failed");
      await expect(failed).toContainText("add addiert");
      await expect(page.getByTestId("project-status")).toHaveText("Entwurf");
      await expectNoA11yViolations(page);

      // Fixed and submitted with the keyboard: out of the editor (Escape, then Tab) to
      // "Einreichen".
      await replaceCode(page, FIXED);
      await saved(page);
      await page.keyboard.press("Escape");
      const submitButton = page.getByTestId("project-submit");
      for (let i = 0; i < 20; i++) {
        if (await submitButton.evaluate((el) => el === document.activeElement)) break;
        await page.keyboard.press("Tab");
      }
      await expect(submitButton).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("project-status")).toHaveText("Eingereicht");
      await expect(page.getByTestId("project-waiting")).toBeVisible();

      // A moderator asks for a revision with a comment on line 2 of main.js.
      const queue = await call<{ items: { submissionId: string; projectId: string }[] }>(
        mod.request,
        base,
        "GET",
        "/review/queue",
      );
      const item = queue.items.find((i) => i.projectId === project.id);
      expect(item).toBeTruthy();
      const sid = item!.submissionId;
      await call(mod.request, base, "POST", `/review/submissions/${sid}/claim`);
      await call(mod.request, base, "POST", `/review/submissions/${sid}/comments`, {
        body: "Bitte sprechendere Parameternamen.",
        file: "main.js",
        line: 2,
      });
      await call(mod.request, base, "POST", `/review/submissions/${sid}/decision`, {
        decision: "revise",
        summary: "Funktioniert, aber die Namen gehen besser.",
        marks: rubric.map((c) => ({
          criterionId: c.id,
          fulfilled: c.id !== "names",
          note: c.id === "names" ? "a und b sagen wenig." : undefined,
        })),
      });

      // The bell shows the count (with the session answer) and leads to the review.
      await page.goto("/app");
      const bell = page.getByTestId("notification-bell");
      await expect(page.getByTestId("notification-count")).toHaveText("1");
      await expect(bell).toHaveAccessibleName("Benachrichtigungen, 1 ungelesen");
      // Keyboard: open the bell and choose the notice.
      await bell.focus();
      await page.keyboard.press("Enter");
      const notice = page.getByTestId("notification-item").first();
      await expect(notice).toContainText(`„${title}“ wurde geprüft: Überarbeitung nötig`);
      await expectNoA11yViolations(page);
      await notice.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/app/course/${course}/project/${project.id}$`));
      await expect(page.getByTestId("notification-count")).toHaveCount(0);

      // The review: decision, summary, marks, the line comment at its line.
      await expect(page.getByTestId("project-status")).toHaveText("Überarbeitung nötig");
      const review = page.getByTestId("project-review");
      await expect(review).toContainText("Funktioniert, aber die Namen gehen besser.");
      await expect(
        review.getByTestId("project-mark").filter({ hasText: "Klare Namen" }),
      ).toHaveAttribute("data-fulfilled", "false");
      await expect(review).toContainText("a und b sagen wenig.");
      const lineComment = page.getByTestId("project-line-comment");
      await expect(lineComment).toContainText("main.js, Zeile 2");
      await expect(lineComment).toContainText("return a + b;");
      await expect(lineComment).toContainText("Bitte sprechendere Parameternamen.");
      await expectNoA11yViolations(page);

      // Reply with the keyboard.
      const reply = page.getByLabel("Antworten");
      await reply.focus();
      await page.keyboard.insertText("Danke, ich benenne sie um.");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Antwort senden" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(
        page.getByTestId("project-comment").filter({ hasText: "Danke, ich benenne sie um." }),
      ).toHaveAttribute("data-role", "learner");

      // Revise and submit again: version 2 waits; the history keeps version 1.
      await replaceCode(page, REVISED);
      await saved(page);
      await page.getByRole("button", { name: "Erneut einreichen" }).click();
      await expect(page.getByTestId("project-status")).toHaveText("Eingereicht");
      await expect(page.getByTestId("project-version")).toHaveCount(2);
      await expect(page.getByTestId("project-history")).toContainText("Version 1");
      await expectNoA11yViolations(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);

      // The moderator was told of the reply and the new version.
      const modNotices = await call<{ items: { kind: string }[] }>(
        mod.request,
        base,
        "GET",
        "/me/notifications",
      );
      expect(modNotices.items.map((n) => n.kind)).toEqual(
        expect.arrayContaining(["projectReply", "projectResubmitted"]),
      );
      await admin.context.close();
      await mod.context.close();
    });
  });
}
