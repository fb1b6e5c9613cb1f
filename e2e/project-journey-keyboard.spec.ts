import type { Page } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  origin,
  signInAs,
  signUpLearner,
  test,
} from "./support/fixtures";
import { arrowTo, tabTo } from "./support/keyboard";
import { courseId, WEB_DE } from "./learner-support";
import { CAPSTONE, CRITERIA, person, saved, STYLE } from "./support/capstone";

/**
 * The project path once through, with the keyboard only (issue 30): no click and no fill.
 * Every control is reached with Tab (Escape, then Tab out of a code editor), menus with
 * the arrow keys; text is typed. A learner opens the web course's capstone from the player,
 * writes the page and submits; a moderator goes to the queue through the avatar menu,
 * claims the submission, comments on a line chosen in the form, marks the criteria and asks
 * for a revision; the learner opens the notice from the bell, replies, revises and submits
 * again; the moderator passes it; the learner shows it in the portfolio. Signing in and
 * typing an address are the only steps outside the screens under test. axe on each screen.
 */

const card = (name: string, skills: string) => `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <title>${name}</title>
    <link rel="stylesheet" href="style.css" />
  </head>
  <body>
    <main>
      <h1>${name}</h1>
      <p>Ich lerne Webentwicklung.</p>
      ${skills}
    </main>
    <script src="script.js"></script>
  </body>
</html>
`;
/** Tabs into the workspace's editor and types `text` over the file shown. */
async function typeCode(page: Page, text: string) {
  await tabTo(page, page.getByTestId("project-editor").locator(".cm-content"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
}

/**
 * Marks every criterion with the keyboard. Tab enters a radio group at its checked radio,
 * or at the first ("erfüllt") when none is; Space checks the focused one, the arrow keys
 * move to the other and check it.
 */
async function mark(page: Page, fulfilled: boolean[]) {
  const decision = page.getByTestId("review-decision");
  for (const [i, title] of CRITERIA.entries()) {
    const group = decision.getByRole("group", { name: `Kriterium ${i + 1}: ${title}` });
    const yes = group.getByRole("radio", { name: "erfüllt", exact: true });
    const no = group.getByRole("radio", { name: "nicht erfüllt", exact: true });
    const entry = (await no.isChecked()) ? no : yes;
    await tabTo(page, entry);
    if (fulfilled[i] && entry === yes) await page.keyboard.press("Space");
    if (fulfilled[i] && entry === no) await page.keyboard.press("ArrowLeft");
    if (!fulfilled[i] && entry === yes) await page.keyboard.press("ArrowRight");
    await expect(fulfilled[i] ? yes : no).toBeChecked();
  }
  return decision;
}

test("keyboard only: submit, review with a line comment, revise, pass, portfolio", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const base = origin(page);
  const stamp = Date.now().toString(36);
  const name = `Tina Tastatur ${stamp}`;

  // ── The learner reaches the capstone from the player and writes the page.
  await signUpLearner(page, { name });
  const course = await courseId(page, WEB_DE);
  await page.goto(`/app/course/${course}`);
  await expect(page.getByTestId("lesson-view")).toBeVisible();
  await tabTo(
    page,
    page.getByTestId("course-project-link").filter({ hasText: CAPSTONE, visible: true }),
  );
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: CAPSTONE })).toBeVisible();
  await expect(page.getByTestId("project-status")).toHaveText("Entwurf");
  await typeCode(page, card(name, "<p>HTML, CSS, JavaScript</p>"));
  // The file tabs: out of the editor (Escape, Shift+Tab) to its tab, an arrow key to style.css.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Shift+Tab");
  const editor = page.getByTestId("project-editor");
  await expect(editor.getByRole("tab", { name: "index.html" })).toBeFocused();
  const styleTab = editor.getByRole("tab", { name: "style.css" });
  for (let i = 0; i < 5 && (await styleTab.getAttribute("aria-selected")) !== "true"; i++)
    await page.keyboard.press("ArrowRight");
  await expect(styleTab).toHaveAttribute("aria-selected", "true");
  await typeCode(page, STYLE);
  await tabTo(page, page.getByLabel("Kurze Beschreibung"));
  await page.keyboard.insertText("Meine Visitenkarte, ganz ohne Maus gebaut.");
  await saved(page);
  await tabTo(page, page.getByTestId("project-submit"));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("project-status")).toHaveText("Eingereicht");
  await expectNoA11yViolations(page);

  // ── The moderator: avatar menu → Projektprüfungen → claim.
  const mod = await person(browser, base);
  const m = mod.page;
  await signInAs(m, "moderator");
  await m.goto("/app");
  await tabTo(m, m.getByTestId("user-menu"));
  await m.keyboard.press("Enter");
  await arrowTo(m, m.getByRole("menuitem", { name: "Projektprüfungen" }));
  await m.keyboard.press("Enter");
  await expect(m.getByRole("heading", { level: 1, name: "Projektprüfungen" })).toBeVisible();
  const item = m.getByTestId("queue-item").filter({ hasText: name });
  await expect(item).toContainText(CAPSTONE);
  await tabTo(m, item.getByRole("button", { name: "Übernehmen" }), 200);
  await m.keyboard.press("Enter");
  await expect(m.getByTestId("review-status")).toHaveText("Von dir übernommen");

  // A comment on line 12 of index.html, file and line chosen in the form.
  const file = m.getByLabel("Datei", { exact: true });
  await tabTo(m, file);
  await m.keyboard.type("index");
  await expect(file).toHaveValue("index.html");
  await tabTo(m, m.getByLabel("Zeile", { exact: true }));
  await m.keyboard.type("12");
  await tabTo(m, m.getByLabel("Kommentar zu index.html, Zeile 12"));
  await m.keyboard.insertText("Die Fähigkeiten bitte als Liste (ul/li).");
  await tabTo(m, m.getByRole("button", { name: "Kommentar senden" }));
  await m.keyboard.press("Enter");
  const history = m.getByTestId("review-history");
  await expect(history.getByTestId("comment").filter({ hasText: "bitte als Liste" })).toContainText(
    "index.html, Zeile 12",
  );

  let decision = await mark(m, [false, true, true, true]);
  await tabTo(m, decision.getByLabel("Zusammenfassung"));
  await m.keyboard.insertText("Fast fertig; die Fähigkeiten als Liste, bitte.");
  await expectNoA11yViolations(m);
  await tabTo(m, decision.getByRole("button", { name: "Überarbeitung nötig" }));
  await m.keyboard.press("Enter");
  await expect(m.getByTestId("review-status")).toHaveText("Überarbeitung nötig");

  // ── The learner: the bell, the notice, the review; reply, revise, submit again.
  await page.goto("/app");
  await expect(page.getByTestId("notification-count")).toHaveText("1");
  await tabTo(page, page.getByTestId("notification-bell"));
  await page.keyboard.press("Enter");
  const notice = page.getByTestId("notification-item").first();
  await expect(notice).toContainText(`„${CAPSTONE}“ wurde geprüft: Überarbeitung nötig`);
  await arrowTo(page, notice);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("project-status")).toHaveText("Überarbeitung nötig");
  await expect(page.getByTestId("project-line-comment")).toContainText("index.html, Zeile 12");
  await expectNoA11yViolations(page);
  await tabTo(page, page.getByLabel("Antworten"));
  await page.keyboard.insertText("Danke, ist umgebaut.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Antwort senden" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(
    page.getByTestId("project-comment").filter({ hasText: "Danke, ist umgebaut." }),
  ).toHaveAttribute("data-role", "learner");
  await typeCode(page, card(name, "<ul><li>HTML</li><li>CSS</li><li>JavaScript</li></ul>"));
  await saved(page);
  await tabTo(page, page.getByRole("button", { name: "Erneut einreichen" }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("project-status")).toHaveText("Eingereicht");
  await expect(page.getByTestId("project-version")).toHaveCount(2);

  // ── The moderator claims version 2 and passes it.
  await m.goto("/admin/reviews");
  const again = m.getByTestId("queue-item").filter({ hasText: name });
  await expect(again).toContainText("Version 2");
  await tabTo(m, again.getByRole("button", { name: "Übernehmen" }), 200);
  await m.keyboard.press("Enter");
  await expect(m.getByTestId("review-status")).toHaveText("Von dir übernommen");
  decision = await mark(m, [true, true, true, true]);
  await tabTo(m, decision.getByLabel("Zusammenfassung"));
  await m.keyboard.insertText("Klar aufgebaut, alles umgesetzt.");
  await tabTo(m, decision.getByRole("button", { name: "Bestanden" }));
  await m.keyboard.press("Enter");
  await expect(m.getByTestId("review-status")).toHaveText("Bestanden");
  await expectNoA11yViolations(m);
  await mod.context.close();

  // ── The learner shows the project in the portfolio; a visitor sees it.
  await page.reload();
  await expect(page.getByTestId("project-status")).toHaveText("Bestanden");
  await page.goto("/app/settings/portfolio");
  await expect(page.getByRole("heading", { name: "Portfolio", exact: true })).toBeVisible();
  await tabTo(page, page.getByLabel("Öffentliches Portfolio einschalten"));
  await page.keyboard.press("Space");
  const handle = `tina-${stamp}`;
  await tabTo(page, page.getByLabel("Adresse", { exact: true }));
  await page.keyboard.insertText(handle);
  await tabTo(page, page.getByLabel(`${CAPSTONE} zeigen`));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Portfolio speichern" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Portfolio gespeichert")).toBeVisible();
  await expectNoA11yViolations(page);

  const visitor = await browser.newContext({ baseURL: base, locale: "de-DE" });
  const v = await visitor.newPage();
  expect((await v.goto(`/p/${handle}`))?.status()).toBe(200);
  await expect(v.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(v.getByRole("heading", { level: 3, name: CAPSTONE })).toBeVisible();
  const preview = v.frameLocator(`iframe[title="Live-Vorschau: ${CAPSTONE}"]`);
  await expect(preview.getByRole("listitem").filter({ hasText: "JavaScript" })).toBeVisible();
  await visitor.close();
});
