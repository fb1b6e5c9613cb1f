import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  expect,
  expectNoA11yViolations,
  origin,
  signInAs,
  signUpLearner,
  test,
} from "./support/fixtures";
import { courseId, WEB_DE } from "./learner-support";
import { CAPSTONE, CRITERIA, person, saved, STYLE } from "./support/capstone";

/**
 * The whole project path through the screens only (issue 30): a learner opens the web
 * course's capstone, works in the workspace and submits; an admin makes a fresh account a
 * moderator in Admin → Nutzer; the moderator finds the submission in the queue, claims it,
 * reads the files, comments on a line, marks the criteria and asks for a revision; the
 * learner sees the bell's count, opens the notice, reads the line comment, replies, revises
 * and submits again; the moderator compares the versions and passes it; the learner puts
 * the project into the portfolio and publishes it; a signed-out visitor sees it at
 * /p/{handle}. Two people, two browser contexts; axe on every new screen state; one step
 * at 390 px. Nothing here goes through the API.
 */

const CARD_V1 = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <title>Jana Journey</title>
    <link rel="stylesheet" href="style.css" />
  </head>
  <body>
    <main>
      <h1>Jana Journey</h1>
      <div>Ich lerne Webentwicklung.</div>
      <p>HTML, CSS, JavaScript</p>
    </main>
    <script src="script.js"></script>
  </body>
</html>
`;
const CARD_V2 = CARD_V1.replace(
  "<p>HTML, CSS, JavaScript</p>",
  "<ul><li>HTML</li><li>CSS</li><li>JavaScript</li></ul>",
).replace("<div>Ich lerne Webentwicklung.</div>", "<p>Ich lerne Webentwicklung.</p>");
/** Replaces the text of the editor's current file (as typing would, in one input). */
async function replaceCode(page: Page, editor: string, text: string) {
  const content = page.getByTestId(editor).locator(".cm-content");
  await content.click();
  await content.press("ControlOrMeta+a");
  await content.press("Delete");
  await page.keyboard.insertText(text);
}

async function fits(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

async function mark(page: Page, fulfilled: boolean[]) {
  const decision = page.getByTestId("review-decision");
  for (const [i, title] of CRITERIA.entries()) {
    const radio = decision
      .getByRole("group", { name: `Kriterium ${i + 1}: ${title}` })
      .getByRole("radio", { name: fulfilled[i] ? "erfüllt" : "nicht erfüllt", exact: true });
    await radio.check();
    await expect(radio).toBeChecked();
  }
  return decision;
}

test("the whole project path: submit, review, revise, pass, portfolio, public page", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const base = origin(page);
  const stamp = Date.now().toString(36);

  // ── The learner opens the capstone from the course and works in the workspace.
  await signUpLearner(page, { name: "Jana Journey" });
  const course = await courseId(page, WEB_DE);
  await page.goto(`/app/course/${course}`);
  await page
    .getByTestId("course-project-link")
    .filter({ hasText: CAPSTONE, visible: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: CAPSTONE })).toBeVisible();
  await expect(page.getByTestId("project-status")).toHaveText("Entwurf");
  await expect(page.getByTestId("project-rubric")).toContainText(CRITERIA[0]);
  await expectNoA11yViolations(page);

  await replaceCode(page, "project-editor", CARD_V1);
  await page.getByTestId("project-editor").getByRole("tab", { name: "style.css" }).click();
  await replaceCode(page, "project-editor", STYLE);
  await page.getByLabel("Kurze Beschreibung").fill("Meine Visitenkarte mit Liste und Gruß.");
  // A screenshot through the image pipeline (stored as WebP in the learner's folder).
  const shot = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 15, g: 95, b: 140 } },
  })
    .png()
    .toBuffer();
  await page
    .getByTestId("project-page")
    .locator('input[type="file"]')
    .setInputFiles({ name: "visitenkarte.png", mimeType: "image/png", buffer: shot });
  const myShot = page.getByTestId("project-screenshots").getByRole("img", { name: "Screenshot 1" });
  await expect(myShot).toHaveAttribute(
    "src",
    /^\/uploads\/screenshots\/[a-f0-9]+\/[a-f0-9]+\.webp$/,
  );
  await expect(page.getByRole("heading", { name: "Screenshots (1 von 5)" })).toBeVisible();
  await saved(page);
  await page.getByTestId("project-submit").click();
  await expect(page.getByTestId("project-status")).toHaveText("Eingereicht");
  await expect(page.getByTestId("project-waiting")).toBeVisible();
  await expectNoA11yViolations(page);

  // ── An admin makes a fresh account a moderator (Admin → Nutzer).
  const mod = await person(browser, base);
  const modAccount = await signUpLearner(mod.page, { name: `Moritz Prüfer ${stamp}` });
  const admin = await person(browser, base);
  await signInAs(admin.page, "admin");
  await admin.page.goto("/admin/users");
  await admin.page.getByRole("searchbox", { name: "Suche" }).fill(modAccount.email);
  await admin.page.getByRole("button", { name: "Suchen" }).click();
  await expect(admin.page.getByText(/Seite 1 von 1 · 1 Konto/)).toBeVisible();
  await admin.page
    .getByRole("link", { name: `Moritz Prüfer ${stamp}` })
    .first()
    .click();
  await expect(
    admin.page.getByRole("heading", { level: 1, name: `Moritz Prüfer ${stamp}` }),
  ).toBeVisible();
  await admin.page.getByLabel("Rolle", { exact: true }).selectOption("moderator");
  await expect(admin.page.getByLabel("Rolle", { exact: true })).toHaveValue("moderator");
  await admin.page.getByRole("button", { name: "Rolle speichern" }).click();
  await expect(admin.page.getByText("Rolle geändert: Moderator")).toBeVisible();
  await admin.context.close();

  // ── The moderator finds the submission in the queue and claims it.
  const m = mod.page;
  // A moderator starts in the learner area; the avatar menu leads to the queue (the admin
  // home itself refuses every non-admin role, as the spec says).
  await m.goto("/app");
  await m.getByTestId("user-menu").click();
  await m.getByRole("menuitem", { name: "Projektprüfungen" }).click();
  await expect(m).toHaveURL(/\/admin\/reviews$/);
  await expect(m.getByRole("heading", { level: 1, name: "Projektprüfungen" })).toBeVisible();
  const item = m.getByTestId("queue-item").filter({ hasText: "Jana Journey" });
  await expect(item).toContainText(CAPSTONE);
  await expect(item).toContainText(WEB_DE);
  await expectNoA11yViolations(m);
  await item.getByRole("button", { name: "Übernehmen" }).click();
  await expect(m).toHaveURL(/\/admin\/reviews\/[0-9a-f-]{36}$/);
  await expect(m.getByRole("heading", { level: 1, name: CAPSTONE })).toBeVisible();
  await expect(m.getByTestId("review-status")).toHaveText("Von dir übernommen");

  // Reads the files (read-only editor, every file) and the learner's description.
  const files = m.getByTestId("review-submission");
  await expect(files.getByTestId("review-editor").locator(".cm-content")).toContainText(
    "HTML, CSS, JavaScript",
  );
  await files.getByRole("tab", { name: "style.css" }).click();
  await expect(files.getByTestId("review-editor").locator(".cm-content")).toContainText(
    "color: #1f2937;",
  );
  await expect(files).toContainText("Meine Visitenkarte mit Liste und Gruß.");
  // The learner's screenshot, also for a code project.
  await expect(
    files.getByTestId("review-screenshots").getByRole("img", { name: "Screenshot 1" }),
  ).toHaveJSProperty("complete", true);
  expect(
    await files
      .getByTestId("review-screenshots")
      .getByRole("img", { name: "Screenshot 1" })
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(640);
  await files.getByRole("tab", { name: "index.html" }).click();
  await expectNoA11yViolations(m);

  // A comment on line 12 (the skills as a paragraph).
  await files
    .getByTestId("review-editor")
    .locator(".cm-lineNumbers .cm-gutterElement", { hasText: /^12$/ })
    .click();
  const box = m.getByLabel("Kommentar zu index.html, Zeile 12");
  await expect(box).toBeFocused();
  await box.fill("Die Fähigkeiten bitte als Liste (ul/li).");
  await m.getByRole("button", { name: "Kommentar senden" }).click();
  const history = m.getByTestId("review-history");
  await expect(history.getByTestId("comment").filter({ hasText: "bitte als Liste" })).toContainText(
    "index.html, Zeile 12",
  );

  // Marks and the decision "Überarbeitung nötig".
  let decision = await mark(m, [false, true, true, false]);
  await decision
    .getByLabel("Zusammenfassung")
    .fill("Gute Basis; die Fähigkeiten als Liste, bitte.");
  await expectNoA11yViolations(m);
  await decision.getByRole("button", { name: "Überarbeitung nötig" }).click();
  await expect(m.getByTestId("review-status")).toHaveText("Überarbeitung nötig");
  await expect(history.getByTestId("history-version").first()).toContainText(
    `Moritz Prüfer ${stamp}`,
  );

  // ── The learner sees the bell's count, opens the notice and reads the review.
  await page.goto("/app");
  await expect(page.getByTestId("notification-count")).toHaveText("1");
  await expect(page.getByTestId("notification-bell")).toHaveAccessibleName(
    "Benachrichtigungen, 1 ungelesen",
  );
  await page.getByTestId("notification-bell").click();
  const notice = page.getByTestId("notification-item").first();
  await expect(notice).toContainText(`„${CAPSTONE}“ wurde geprüft: Überarbeitung nötig`);
  await expectNoA11yViolations(page);
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/app/course/${course}/project/[0-9a-f-]{36}$`));
  await expect(page.getByTestId("notification-count")).toHaveCount(0);
  await expect(page.getByTestId("project-status")).toHaveText("Überarbeitung nötig");
  const review = page.getByTestId("project-review");
  await expect(review).toContainText("Gute Basis; die Fähigkeiten als Liste, bitte.");
  await expect(review.getByTestId("project-mark").filter({ hasText: CRITERIA[0] })).toHaveAttribute(
    "data-fulfilled",
    "false",
  );
  const lineComment = page.getByTestId("project-line-comment");
  await expect(lineComment).toContainText("index.html, Zeile 12");
  await expect(lineComment).toContainText("<p>HTML, CSS, JavaScript</p>");
  await expect(lineComment).toContainText("Die Fähigkeiten bitte als Liste (ul/li).");
  await expectNoA11yViolations(page);

  // One step on the phone: reply, revise and submit again at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("project-status")).toHaveText("Überarbeitung nötig");
  await fits(page);
  await page.getByLabel("Antworten").fill("Danke, ist umgebaut.");
  await page.getByRole("button", { name: "Antwort senden" }).click();
  await expect(
    page.getByTestId("project-comment").filter({ hasText: "Danke, ist umgebaut." }),
  ).toHaveAttribute("data-role", "learner");
  await page.getByTestId("project-editor").getByRole("tab", { name: "index.html" }).click();
  await replaceCode(page, "project-editor", CARD_V2);
  await saved(page);
  // The comment still quotes the line it was written on, not the revised one.
  await expect(lineComment).toContainText("<p>HTML, CSS, JavaScript</p>");
  await fits(page);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Erneut einreichen" }).click();
  await expect(page.getByTestId("project-status")).toHaveText("Eingereicht");
  await expect(page.getByTestId("project-version")).toHaveCount(2);
  // The history shows what changed from version 1 to 2.
  const mineChanged = page.getByTestId("project-version-files-changes");
  await expect(
    mineChanged.locator('[data-testid="file-change"][data-file="index.html"]'),
  ).toHaveAttribute("data-change", "changed");
  await expect(
    mineChanged.locator('[data-testid="file-change"][data-file="style.css"]'),
  ).toHaveAttribute("data-change", "same");
  await fits(page);
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // ── The moderator sees the reply and the new version (the bell of the admin shell),
  // compares, and passes it.
  await m.goto("/admin/reviews");
  await expect(m.getByTestId("notification-count")).toHaveText("2");
  await m.getByTestId("notification-bell").click();
  await expect(
    m
      .getByTestId("notification-item")
      .filter({ hasText: `Jana Journey hat zu „${CAPSTONE}“ geantwortet` }),
  ).toBeVisible();
  await expect(
    m
      .getByTestId("notification-item")
      .filter({ hasText: `Jana Journey hat „${CAPSTONE}“ erneut eingereicht (Version 2)` }),
  ).toBeVisible();
  await expectNoA11yViolations(m);
  await m.keyboard.press("Escape");
  const again = m.getByTestId("queue-item").filter({ hasText: "Jana Journey" });
  await expect(again).toContainText("Version 2");
  await again.getByRole("button", { name: "Übernehmen" }).click();
  await expect(m.getByTestId("review-status")).toHaveText("Von dir übernommen");
  await expect(
    m.getByTestId("review-history").getByTestId("comment").filter({ hasText: "ist umgebaut" }),
  ).toContainText("Lernende");
  await expect(m.getByTestId("review-submission").getByTestId("review-editor")).toContainText(
    "<li>CSS</li>",
  );
  // What changed since version 1: the files, and the lines of index.html.
  const versions = m.getByTestId("review-version-files");
  await expect(
    versions.locator('[data-testid="file-change"][data-file="index.html"]'),
  ).toHaveAttribute("data-change", "changed");
  await expect(
    versions.locator('[data-testid="file-change"][data-file="script.js"]'),
  ).toHaveAttribute("data-change", "same");
  const diff = versions.getByTestId("line-diff");
  await expect(diff.locator('tr[data-kind="removed"]')).toHaveCount(2);
  await expect(diff.locator('tr[data-kind="removed"]').last()).toContainText(
    "<p>HTML, CSS, JavaScript</p>",
  );
  await expect(diff.locator('tr[data-kind="added"]').last()).toContainText("<li>CSS</li>");
  await expectNoA11yViolations(m);
  // Version 1's files, read only, as they were submitted.
  await versions.getByLabel("Version anzeigen").selectOption("1");
  await expect(
    versions.getByTestId("review-version-files-editor").locator(".cm-content"),
  ).toContainText("<p>HTML, CSS, JavaScript</p>");
  await expect(versions.getByTestId("review-version-files-changes")).toHaveCount(0);
  await expectNoA11yViolations(m);
  await versions.getByLabel("Version anzeigen").selectOption("2");
  decision = await mark(m, [true, true, true, true]);
  await decision.getByLabel("Zusammenfassung").fill("Klar aufgebaut, alles umgesetzt.");
  await decision.getByRole("button", { name: "Bestanden" }).click();
  await expect(m.getByTestId("review-status")).toHaveText("Bestanden");
  await expectNoA11yViolations(m);
  await mod.context.close();

  // ── The learner reads the pass and publishes the project in the portfolio.
  await page.reload();
  await expect(page.getByTestId("project-status")).toHaveText("Bestanden");
  await page.goto("/app/settings/portfolio");
  await expect(page.getByRole("heading", { name: "Portfolio", exact: true })).toBeVisible();
  const handle = `jana-${stamp}`;
  await page.getByLabel("Öffentliches Portfolio einschalten").check();
  await page.getByLabel("Adresse", { exact: true }).fill(handle);
  await page.getByLabel("Kurzbeschreibung").fill("Quereinsteigerin ins Web.");
  await page.getByLabel(`${CAPSTONE} zeigen`).check();
  await page.getByLabel("Zusammenfassung der Bewertung zeigen").check();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Portfolio speichern" }).click();
  await expect(page.getByText("Portfolio gespeichert")).toBeVisible();
  await expect(page.getByRole("link", { name: "Portfolio ansehen" })).toHaveAttribute(
    "href",
    `/p/${handle}`,
  );
  await expectNoA11yViolations(page);

  // ── A signed-out visitor opens the portfolio and sees the project running.
  const visitor = await browser.newContext({ baseURL: base, locale: "de-DE" });
  const v = await visitor.newPage();
  const response = await v.goto(`/p/${handle}`);
  expect(response?.status()).toBe(200);
  await expect(v.getByRole("heading", { level: 1, name: "Jana Journey" })).toBeVisible();
  await expect(v.getByRole("heading", { level: 3, name: CAPSTONE })).toBeVisible();
  await expect(v.getByText("Klar aufgebaut, alles umgesetzt.")).toBeVisible();
  await expect(v.getByRole("img", { name: `Screenshot 1: ${CAPSTONE}` })).toBeVisible();
  const preview = v.frameLocator(`iframe[title="Live-Vorschau: ${CAPSTONE}"]`);
  await expect(preview.getByRole("heading", { name: "Jana Journey" })).toBeVisible();
  await expect(preview.getByRole("listitem").filter({ hasText: "JavaScript" })).toBeVisible();
  await expectNoA11yViolations(v);
  await visitor.close();
});
