import { request as apiRequest, type APIRequestContext, type Page } from "@playwright/test";
import { test, expect, origin, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import { E2E_PASSWORD, E2E_USERS } from "./support/users";
import { tabTo } from "./support/keyboard";
import { courseId, VIEWPORTS, WEB_DE } from "./learner-support";

/**
 * The public portfolio (issue 30, decision 0128): a learner with a passed web project turns
 * the portfolio on in the settings and picks the project; a signed-out visitor opens
 * /p/{handle} and sees it with its live preview in the sandbox. The project is hostile: its
 * script tries to read cookies and to navigate the top window, and achieves neither.
 */

const rubric = [
  { id: "works", title: "Funktioniert", description: "Die Seite lädt", fulfilled: "Lädt" },
  { id: "clean", title: "Sauber", description: "Lesbarer Code", fulfilled: "Klar" },
  { id: "brief", title: "Auftrag", description: "Alles erfüllt", fulfilled: "Alle Punkte" },
];

const HOSTILE_JS = `
let cookie;
try { cookie = "gelesen: " + document.cookie; } catch (e) { cookie = "blockiert"; }
document.getElementById("out").textContent = "Vorschau läuft, Cookies " + cookie;
try { window.top.location.href = "https://example.com/gekapert"; } catch (e) {}
try { window.top.document.body.textContent = "gekapert"; } catch (e) {}
`;

const FILES = [
  {
    name: "index.html",
    content:
      '<!doctype html><html lang="de"><head><title>Café</title><link rel="stylesheet" href="style.css"></head>' +
      '<body><main><h1>Café Morgenrot</h1><p id="out">Startet …</p></main><script src="script.js"></script></body></html>',
  },
  { name: "style.css", content: "h1 { color: #7a2e0e; }" },
  { name: "script.js", content: HOSTILE_JS },
];

async function signedIn(base: string, who: "admin" | "moderator"): Promise<APIRequestContext> {
  const ctx = await apiRequest.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  const res = await ctx.post("/api/auth/sign-in/email", {
    data: { email: E2E_USERS[who].email, password: E2E_PASSWORD, rememberMe: true },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

/** A web project on the web course, submitted by the page's learner and passed by the moderator. */
async function passedProject(page: Page, title: string) {
  const base = origin(page);
  const admin = await signedIn(base, "admin");
  const moderator = await signedIn(base, "moderator");
  const course = await courseId(page, WEB_DE);
  const created = await admin.post(`/api/admin/courses/${course}/projects`, {
    data: {
      title,
      brief: "Baue die **Startseite** eines Cafés mit HTML, CSS und JavaScript.",
      runtime: "web",
      starterFiles: [{ name: "index.html", content: "<h1>Café</h1>" }],
      rubric,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  const learner = page.request;
  const headers = { origin: base };
  const draft = await learner.put(`${base}/api/learning/projects/${projectId}/draft`, {
    data: { files: FILES, description: "Eine Startseite mit Öffnungszeiten.", expectedRevision: 0 },
    headers,
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const revision = ((await draft.json()) as { revision: number }).revision;
  const submit = await learner.post(`${base}/api/learning/projects/${projectId}/submit`, {
    data: { expectedRevision: revision },
    headers,
  });
  expect(submit.status(), await submit.text()).toBe(200);
  const submissionId = ((await submit.json()) as { id: string }).id;
  expect(
    (await moderator.post(`/api/review/submissions/${submissionId}/claim`, { data: {} })).status(),
  ).toBe(200);
  const decided = await moderator.post(`/api/review/submissions/${submissionId}/decision`, {
    data: {
      decision: "passed",
      summary: "Klar aufgebaut und gut lesbar.",
      marks: rubric.map((c) => ({ criterionId: c.id, fulfilled: true })),
    },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  await admin.dispose();
  await moderator.dispose();
}

/** With E2E_SCREENSHOTS set: a screenshot of the screen as it is now. */
const shot = async (p: Page, file: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await p.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${file}.png`, fullPage: true });
};

for (const { name, viewport } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test("a learner publishes a passed project; a visitor sees it run in the sandbox, harmless", async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const title = `Café-Startseite ${name}`;
      const handle = `erika-${name.toLowerCase().replace(/[^a-z0-9]/g, "")}-${Date.now().toString(36)}`;
      await signUpLearner(page, { name: "Erika Muster" });
      await passedProject(page, title);

      await page.goto("/app/settings/portfolio");
      await expect(page.getByRole("heading", { name: "Portfolio", exact: true })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.getByLabel("Öffentliches Portfolio einschalten").check();
      await page.getByLabel("Adresse", { exact: true }).fill(handle);
      await page.getByLabel("Kurzbeschreibung").fill("Quereinsteigerin ins Web.");
      await page.getByRole("button", { name: "Link hinzufügen" }).click();
      await page.getByLabel("Bezeichnung").fill("GitHub");
      await page.getByLabel("Adresse (URL)").fill("https://github.com/erika");
      await page.getByLabel(`${title} zeigen`).check();
      await page.getByLabel("Zusammenfassung der Bewertung zeigen").check();
      // The public description starts as the assignment; the learner writes their own
      // (issue 46: the assignment reads like homework to an employer).
      const description = page.getByLabel(`Öffentliche Beschreibung von „${title}“`);
      await expect(description).toHaveValue(
        "Baue die Startseite eines Cafés mit HTML, CSS und JavaScript.",
      );
      await description.fill(
        "Startseite für das Café Morgenrot mit Öffnungszeiten und Karte.\n\nGelernt: Flexbox und Formulare.",
      );
      await page.getByRole("button", { name: "Portfolio speichern" }).click();
      await expect(page.getByText("Portfolio gespeichert")).toBeVisible();
      await shot(page, `portfolio-settings-${name}`);
      await expect(page.getByRole("link", { name: "Portfolio ansehen" })).toHaveAttribute(
        "href",
        `/p/${handle}`,
      );
      await expectNoA11yViolations(page);

      // Saved meanwhile in another tab: this tab's save is refused and shows the stored state.
      const stored = await page.request.get(`${origin(page)}/api/me/portfolio`);
      const state = (await stored.json()) as Record<string, unknown> & { revision: number };
      const other = await page.request.put(`${origin(page)}/api/me/portfolio`, {
        data: { ...state, bio: "Aus dem anderen Tab.", expectedRevision: state.revision },
        headers: { origin: origin(page) },
      });
      expect(other.status()).toBe(200);
      await page.getByLabel("Kurzbeschreibung").fill("Aus diesem Tab.");
      await page.getByRole("button", { name: "Portfolio speichern" }).click();
      await expect(page.getByRole("alert")).toContainText("an anderer Stelle geändert");
      await expect(page.getByLabel("Kurzbeschreibung")).toHaveValue("Aus dem anderen Tab.");

      // A signed-out visitor (own context: no cookies) with a German browser.
      const visitor = await browser.newContext({
        viewport,
        locale: "de-DE",
        baseURL: origin(page),
      });
      const v = await visitor.newPage();
      const response = await v.goto(`/p/${handle}`);
      expect(response?.status()).toBe(200);
      expect(await v.locator("script").count()).toBe(0);
      await expect(v.getByRole("heading", { name: "Erika Muster", level: 1 })).toBeVisible();
      await expect(v.getByRole("heading", { name: title, level: 3 })).toBeVisible();
      await expect(
        v.getByText("Startseite für das Café Morgenrot mit Öffnungszeiten und Karte."),
      ).toBeVisible();
      await expect(v.getByText("Gelernt: Flexbox und Formulare.")).toBeVisible();
      await expect(v.getByText("Baue die Startseite eines Cafés")).toHaveCount(0);
      await expect(v.getByText("Klar aufgebaut und gut lesbar.")).toBeVisible();
      await shot(v, `portfolio-page-${name}`);
      await expect(v.getByRole("link", { name: "GitHub" })).toHaveAttribute(
        "href",
        "https://github.com/erika",
      );
      const frame = v.frameLocator(`iframe[title="Live-Vorschau: ${title}"]`);
      await expect(frame.getByRole("heading", { name: "Café Morgenrot" })).toBeVisible();
      // The script ran, but could not read cookies and did not take over the page.
      await expect(frame.getByText("Vorschau läuft, Cookies blockiert")).toBeVisible();
      await v.waitForTimeout(500);
      expect(v.url()).toBe(`${origin(page)}/p/${handle}`);
      await expect(v.getByRole("heading", { name: "Erika Muster", level: 1 })).toBeVisible();
      await expect(v.locator("iframe.preview")).toHaveAttribute("sandbox", "allow-scripts");
      // Printed (or saved as PDF): no running preview, the code and the links' addresses
      // on paper, also while the code view is closed.
      await v.emulateMedia({ media: "print" });
      await expect(v.locator("iframe.preview")).toBeHidden();
      await expect(
        v.getByText('window.top.location.href = "https://example.com/gekapert"'),
      ).toBeVisible();
      expect(
        await v
          .getByRole("link", { name: "GitHub" })
          .evaluate((a) => getComputedStyle(a, "::after").content),
      ).toBe('" (https://github.com/erika)"');
      await v.emulateMedia({ media: "screen" });
      await expect(v.locator("iframe.preview")).toBeVisible();
      // The code view shows the learner's code as text.
      await expect(
        v.getByText('window.top.location.href = "https://example.com/gekapert"'),
      ).toBeHidden();
      await v.getByText("Code ansehen").click();
      await expect(
        v.getByText('window.top.location.href = "https://example.com/gekapert"'),
      ).toBeVisible();
      await expectNoA11yViolations(v);
      const overflow = await v.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);
      await visitor.close();
    });
  });
}

test("keyboard only: the learner picks two projects, puts the second first, and the page keeps that order", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now().toString(36);
  const first = `Erstes Projekt ${stamp}`;
  const second = `Zweites Projekt ${stamp}`;
  await signUpLearner(page, { name: "Kai Tastatur" });
  await passedProject(page, first);
  await passedProject(page, second);

  await page.goto("/app/settings/portfolio");
  await expect(page.getByRole("heading", { name: "Portfolio", exact: true })).toBeVisible();
  await tabTo(page, page.getByLabel("Öffentliches Portfolio einschalten"));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByLabel("Adresse", { exact: true }));
  await page.keyboard.insertText(`kai-${stamp}`);
  for (const title of [first, second]) {
    await tabTo(page, page.getByLabel(`${title} zeigen`));
    await page.keyboard.press("Space");
    await expect(page.getByLabel(`${title} zeigen`)).toBeChecked();
  }
  await tabTo(page, page.getByRole("button", { name: `„${second}“ nach oben` }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: `„${second}“ nach oben` })).toBeDisabled();
  await tabTo(page, page.getByRole("button", { name: "Portfolio speichern" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Portfolio gespeichert")).toBeVisible();
  await expectNoA11yViolations(page);

  const visitor = await browser.newContext({ baseURL: origin(page), locale: "en-GB" });
  const v = await visitor.newPage();
  expect((await v.goto(`/p/kai-${stamp}`))?.status()).toBe(200);
  // An English browser gets the English page chrome.
  await expect(v.locator("html")).toHaveAttribute("lang", "en");
  const titles = await v.getByRole("heading", { level: 3 }).allTextContents();
  expect(titles.filter((x) => x.includes(stamp))).toEqual([second, first]);
  await visitor.close();
});
