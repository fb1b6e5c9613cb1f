import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, signInAs, test } from "./support/fixtures";
import type { E2EUser } from "./support/users";

/**
 * The reviewer's side of projects (issue 30): a moderator finds a submitted web project in
 * the queue, loses a race for another one with a clear message, claims, sees the hostile
 * project's preview do nothing outside its sandbox frame, comments on a line, marks the
 * criteria (the AI first pass labelled "KI-Vorschlag") and asks for a revision; keyboard,
 * axe, 1280 and 390 px.
 */

const rubric = [
  { id: "works", title: "Funktioniert", description: "Die Seite lädt", fulfilled: "Ohne Fehler" },
  { id: "clean", title: "Sauber", description: "Lesbarer Code", fulfilled: "Klare Namen" },
  { id: "brief", title: "Auftrag", description: "Alles umgesetzt", fulfilled: "Alle Punkte" },
];

/** Reads the cookie, tries to take over the top window and to call our API. */
const HOSTILE = `<!doctype html><html lang="de"><head><title>Feindlich</title></head><body>
<h1 id="hello">Hallo Prüfung</h1>
<p id="cookie">?</p><p id="api">?</p>
<script>
  try { document.getElementById("cookie").textContent = "cookie:" + document.cookie; }
  catch (e) { document.getElementById("cookie").textContent = "no-cookie"; }
  try { window.top.location.href = "https://example.com/hijacked"; } catch (e) {}
  fetch("/api/review/queue", { credentials: "include" })
    .then((r) => r.text())
    .then((t) => { document.getElementById("api").textContent = "api:" + t.slice(0, 30); })
    .catch(() => { document.getElementById("api").textContent = "api-blocked"; });
</script>
</body></html>`;

async function signedIn(browser: Browser, baseURL: string, who: E2EUser) {
  const context = await browser.newContext({ baseURL, locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/");
  await signInAs(page, who);
  return { context, page, request: page.request };
}

async function call(
  request: APIRequestContext,
  base: string,
  method: string,
  path: string,
  data?: unknown,
) {
  const res = await request.fetch(`${base}/api${path}`, {
    method,
    data,
    headers: { origin: base },
  });
  const body = await res.json();
  expect(res.ok(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body;
}

async function submit(
  request: APIRequestContext,
  base: string,
  projectId: string,
  files: object[],
) {
  const draft = await call(request, base, "PUT", `/learning/projects/${projectId}/draft`, {
    files,
    expectedRevision: 0,
  });
  return call(request, base, "POST", `/learning/projects/${projectId}/submit`, {
    expectedRevision: draft.revision,
  }) as Promise<{ id: string }>;
}

async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("a moderator reviews a hostile web project: queue, lost race, line comment, marks, revision", async ({
  page,
  browser,
  baseURL,
  allowConsole,
}) => {
  test.setTimeout(180_000);
  // The browser reports each attempt of the hostile project it refuses: exactly these.
  allowConsole(
    /^error: Connecting to '[^']+\/api\/[^']*' violates the following Content Security Policy/,
  );
  allowConsole(/^error: Fetch API cannot load \S+\/api\/\S+\. Refused to connect/);
  allowConsole(
    /^error: Unsafe attempt to initiate navigation for frame .* The frame attempting navigation of the top-level window is sandboxed/,
  );
  const base = baseURL!;
  const admin = await signedIn(browser, base, "admin");
  const { courses } = await call(admin.request, base, "GET", "/learning/courses");
  const course = courses[0] as { id: string; title: string };
  const stamp = Date.now().toString(36);
  const project = (title: string) =>
    call(admin.request, base, "POST", `/admin/courses/${course.id}/projects`, {
      title,
      brief: "Baue eine **Seite**.",
      runtime: "web",
      starterFiles: [{ name: "index.html", content: "<h1>Start</h1>\n" }],
      rubric,
    }) as Promise<{ id: string }>;
  const webA = await project(`Webprojekt A ${stamp}`);
  const webB = await project(`Webprojekt B ${stamp}`);

  const learner = await signedIn(browser, base, "learner");
  const a = await submit(learner.request, base, webA.id, [
    { name: "index.html", content: HOSTILE },
  ]);
  await submit(learner.request, base, webB.id, [{ name: "index.html", content: "<p>B</p>\n" }]);

  // The moderator opens the queue (the sidebar names it).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await signInAs(page, "moderator");
  await page.goto("/admin/users");
  await page.getByRole("link", { name: "Projektprüfungen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Projektprüfungen" })).toBeVisible();
  const itemA = page.getByTestId("queue-item").filter({ hasText: `Webprojekt A ${stamp}` });
  const itemB = page.getByTestId("queue-item").filter({ hasText: `Webprojekt B ${stamp}` });
  await expect(itemA).toContainText(course.title);
  await expect(itemA).toContainText("Lena Lernende");
  // Submitted seconds ago: "gerade eben", never "Wartet seit 0 Minuten" (issue 46).
  await expect(itemA.getByTestId("waiting")).toHaveText("Gerade eben eingereicht");
  if (process.env.E2E_SCREENSHOTS) {
    const dir = process.env.E2E_SCREENSHOTS;
    await page.screenshot({ path: `${dir}/review-queue-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${dir}/review-queue-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await expectNoA11yViolations(page);

  // Someone else claims B first: the moderator's click says so clearly.
  const queue = await call(admin.request, base, "GET", "/review/queue");
  const bId = queue.items.find((i: { projectId: string }) => i.projectId === webB.id).submissionId;
  await call(admin.request, base, "POST", `/review/submissions/${bId}/claim`);
  await itemB.getByRole("button", { name: "Übernehmen" }).click();
  await expect(page.getByTestId("claim-lost")).toHaveText(
    "Diese Abgabe prüft bereits jemand anderes",
  );
  await expect(itemB).toContainText("Übernommen von Ada Admin");

  // Claim A with the keyboard.
  await itemA.getByRole("button", { name: "Übernehmen" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/reviews/${a.id}$`));
  const reviewUrl = page.url();
  await expect(
    page.getByRole("heading", { level: 1, name: `Webprojekt A ${stamp}` }),
  ).toBeVisible();
  await expect(page.getByTestId("review-status")).toHaveText("Von dir übernommen");

  // The hostile preview runs only inside its opaque-origin frame.
  const frame = page.frameLocator("[data-testid=review-preview] iframe");
  await expect(frame.locator("#hello")).toHaveText("Hallo Prüfung");
  await expect(frame.locator("#cookie")).toHaveText("no-cookie");
  await expect(frame.locator("#api")).toHaveText("api-blocked");
  await expect(page.locator("[data-testid=review-preview] iframe")).toHaveAttribute(
    "sandbox",
    "allow-scripts",
  );
  await page.waitForTimeout(500);
  expect(page.url()).toBe(reviewUrl);
  expect((await page.context().cookies()).length).toBeGreaterThan(0);

  // A line comment: click a line number, write, send with the keyboard.
  await page
    .getByTestId("review-editor")
    .locator(".cm-lineNumbers .cm-gutterElement", { hasText: /^2$/ })
    .click();
  const box = page.getByLabel("Kommentar zu index.html, Zeile 2");
  await expect(box).toBeFocused();
  await box.fill("Hier liest das Skript den Cookie – bitte entfernen.");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  const history = page.getByTestId("review-history");
  const first = history.getByTestId("comment").filter({ hasText: "bitte entfernen" });
  await expect(first).toContainText("index.html, Zeile 2");

  // The same without a mouse: file and line chosen in the form.
  await page.getByLabel("Datei", { exact: true }).selectOption("index.html");
  await page.getByLabel("Zeile", { exact: true }).fill("1");
  await page.getByLabel("Kommentar zu index.html, Zeile 1").fill("Doctype passt.");
  await page.getByRole("button", { name: "Kommentar senden" }).press("Enter");
  await expect(history.getByTestId("comment").filter({ hasText: "Doctype passt." })).toContainText(
    "index.html, Zeile 1",
  );

  // The AI first pass (offline: no automatic checks), labelled, accepted into a note.
  const decision = page.getByTestId("review-decision");
  await expect(decision.getByTestId("ai-suggestion").first()).toContainText("KI-Vorschlag", {
    timeout: 20_000,
  });
  await expect(decision.getByTestId("ai-suggestion").first()).toContainText(
    "Keine automatischen Prüfungen.",
  );
  await decision.getByRole("button", { name: "KI-Vorschlag für Funktioniert übernehmen" }).focus();
  await page.keyboard.press("Enter");
  await expect(decision.getByLabel("Notiz").first()).toHaveValue("Keine automatischen Prüfungen.");
  await decision.getByRole("button", { name: "KI-Vorschlag für Sauber verwerfen" }).click();
  await expect(decision.getByTestId("ai-suggestion")).toHaveCount(2);

  // Marks by keyboard: Funktioniert erfüllt, the others not.
  const marks: [string, string][] = [
    ["Kriterium 1: Funktioniert", "erfüllt"],
    ["Kriterium 2: Sauber", "nicht erfüllt"],
    ["Kriterium 3: Auftrag", "nicht erfüllt"],
  ];
  for (const [group, choice] of marks) {
    const radio = decision
      .getByRole("group", { name: group })
      .getByRole("radio", { name: choice, exact: true });
    await radio.focus();
    await page.keyboard.press("Space");
    await expect(radio).toBeChecked();
  }
  await decision
    .getByLabel("Zusammenfassung")
    .fill("Bitte das Skript entfernen und neu einreichen.");
  await expectNoA11yViolations(page);
  await decision.getByRole("button", { name: "Überarbeitung nötig" }).click();
  await expect(page.getByTestId("review-status")).toHaveText("Überarbeitung nötig");
  await expect(history.getByTestId("history-version").first()).toContainText("Überarbeitung nötig");
  await expect(history.getByTestId("history-version").first()).toContainText("Mo Moderator");
  await expect(history.getByTestId("history-version").first()).toContainText(
    "Sauber: nicht erfüllt",
  );

  // 390 px: the queue and the review fit the phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(
    page.getByRole("heading", { level: 1, name: `Webprojekt A ${stamp}` }),
  ).toBeVisible();
  await fitsPhone(page);
  await expectNoA11yViolations(page);
  await page.goto("/admin/reviews");
  await expect(page.getByRole("heading", { level: 1, name: "Projektprüfungen" })).toBeVisible();
  await fitsPhone(page);
  await expectNoA11yViolations(page);

  // The learner never receives the AI first pass.
  const mine = await call(learner.request, base, "GET", `/learning/course-projects/${course.id}`);
  expect(JSON.stringify(mine)).not.toContain("firstPass");
  await admin.context.close();
  await learner.context.close();
});

test("the admin's review report: figures, tables, CSV; axe at 1280 and 390 px", async ({
  page,
}) => {
  await page.goto("/");
  await signInAs(page, "admin");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin");
  await page.getByRole("link", { name: "Prüfungsbericht" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Prüfungsbericht" })).toBeVisible();
  await expect(page.getByTestId("figure-median")).toContainText("Wartezeit (Median)");
  await expect(page.getByRole("heading", { name: "Bestehensquote je Projekt" })).toBeVisible();
  await expectNoA11yViolations(page);
  const href = await page.getByTestId("csv-link").nth(1).getAttribute("href");
  expect(href).toBe("/api/admin/reports/reviews/csv?part=criteria");
  const csv = await page.request.get(href!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(
    "project,criterion_id,criterion,marked,fulfilled,fulfilled_percent",
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsPhone(page);
  await expectNoA11yViolations(page);
});

test("an admin releases a moderator's claim with the keyboard and takes the review over", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const admin = await signedIn(browser, base, "admin");
  const { courses } = await call(admin.request, base, "GET", "/learning/courses");
  const course = courses[0] as { id: string };
  const title = `Liegengeblieben ${Date.now().toString(36)}`;
  const project = (await call(admin.request, base, "POST", `/admin/courses/${course.id}/projects`, {
    title,
    brief: "Baue eine **Seite**.",
    runtime: "web",
    starterFiles: [{ name: "index.html", content: "<h1>Start</h1>\n" }],
    rubric,
  })) as { id: string };
  const learner = await signedIn(browser, base, "learner");
  const s = await submit(learner.request, base, project.id, [
    { name: "index.html", content: "<p>Fertig</p>\n" },
  ]);
  const mod = await signedIn(browser, base, "moderator");
  await call(mod.request, base, "POST", `/review/submissions/${s.id}/claim`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await signInAs(page, "admin");
  await page.goto(`/admin/reviews/${s.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("review-status")).toHaveText("Übernommen von Mo Moderator");
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Freigeben" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("review-status")).toHaveText("Wartet");
  await page.getByRole("button", { name: "Übernehmen", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("review-status")).toHaveText("Von dir übernommen");
  // The moderator can no longer decide it.
  const late = await mod.request.post(`${base}/api/review/submissions/${s.id}/release`, {
    headers: { origin: base },
  });
  expect(late.status()).toBe(409);
  await admin.context.close();
  await learner.context.close();
  await mod.context.close();
});
