import type { Browser, Page } from "@playwright/test";
import { test, expect, signInAs, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import { courseId, playerData, VIEWPORTS, WEB_DE } from "./learner-support";

/**
 * "Fragen & Antworten" under a lesson (issue 45): a learner asks, another answers, the asker
 * marks the answer helpful; a report reaches the moderation queue and a moderator hides the
 * post, which is then gone for the learners. Keyboard and axe at 1280 and 390 px.
 */

async function lessonUrl(page: Page) {
  const id = await courseId(page, WEB_DE);
  const data = await playerData(page, id);
  return `/app/course/${id}/${data.modules[0].lessons[1].id}`;
}

async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
  base: string,
) {
  const ctx = await browser.newContext({ viewport, baseURL: base });
  return ctx.newPage();
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`lesson discussion (${name})`, () => {
    test.use({ viewport });

    test("ask, answer, mark helpful, report and hide", async ({ page, browser, baseURL }, info) => {
      test.setTimeout(240_000);
      const title = `Warum braucht HTML ein Grundgerüst? ${name} ${Date.now()}`;
      await signUpLearner(page, { name: "Frieda Fragt" });
      const url = await lessonUrl(page);
      await page.goto(url);
      const section = page.getByRole("region", { name: "Fragen & Antworten" });
      await expect(section).toBeVisible();
      // Ask with the keyboard only.
      await section.getByLabel("Titel").focus();
      await page.keyboard.type(title);
      await page.keyboard.press("Tab");
      await page.keyboard.type(
        "Ich verstehe `<!DOCTYPE html>` nicht.\n\n```html\n<script>window.__xss=1</script>\n```",
      );
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      const thread = section.getByRole("article", { name: title });
      await expect(thread).toBeVisible();
      await expect(thread.locator("pre")).toContainText("<script>window.__xss=1</script>");
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      await expectNoA11yViolations(page);

      // A second learner answers.
      const other = await newPage(browser, viewport, baseURL!);
      await signUpLearner(other, { name: "Anton Antwortet" });
      await other.goto(url);
      const otherThread = other.getByRole("article", { name: title });
      await otherThread
        .getByLabel("Deine Antwort")
        .fill("Es sagt dem Browser, dass **HTML5** folgt.");
      await otherThread.getByRole("button", { name: "Antworten", exact: true }).click();
      await expect(otherThread.getByTestId("discussion-answer")).toContainText("HTML5");
      await otherThread.getByTestId("discussion-helps-too").click();
      await expect(otherThread.getByTestId("discussion-helps-too")).toHaveText(
        "Hilft mir auch (1)",
      );

      // The asker sees it and marks it helpful.
      await page.reload();
      const answer = thread.getByTestId("discussion-answer");
      await expect(answer).toContainText("HTML5");
      await answer.getByRole("button", { name: "Hat mir geholfen" }).click();
      await expect(answer.getByTestId("discussion-helpful")).toHaveText("Hat geholfen");
      await section.screenshot({ path: info.outputPath(`discussion-${name}.png`) });

      // The asker reports the answer; a moderator hides it in the queue.
      await answer.getByRole("button", { name: "Melden" }).click();
      await answer.getByLabel("Warum meldest du diesen Beitrag?").fill("Stimmt so nicht");
      await answer.getByRole("button", { name: "Meldung senden" }).click();
      await expect(answer.getByText("Gemeldet")).toBeVisible();

      const mod = await newPage(browser, viewport, baseURL!);
      await signInAs(mod, "moderator");
      await mod.goto("/app/moderation");
      await expect(
        mod.getByRole("heading", { name: "Moderation: Fragen & Antworten" }),
      ).toBeVisible();
      const item = mod.getByTestId("moderation-item").filter({ hasText: title });
      await expect(item).toContainText("Stimmt so nicht");
      await expectNoA11yViolations(mod);
      await mod.screenshot({ path: info.outputPath(`moderation-${name}.png`), fullPage: true });
      await item.getByLabel("Grund für das Ausblenden").fill("Falsche Auskunft");
      await item.getByRole("button", { name: "Ausblenden" }).click();
      await expect(item).toBeHidden();
      await mod.getByRole("button", { name: "Ausgeblendet" }).click();
      await expect(mod.getByTestId("moderation-item").filter({ hasText: title })).toContainText(
        "Ausgeblendet: Falsche Auskunft",
      );

      // Gone for both learners.
      await page.reload();
      await expect(thread).toBeVisible();
      await expect(thread.getByTestId("discussion-answer")).toHaveCount(0);
      await other.reload();
      await expect(otherThread.getByTestId("discussion-answer")).toHaveCount(0);
      await other.context().close();
      await mod.context().close();
    });
  });
}
