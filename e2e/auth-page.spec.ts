import type { Page, Route } from "@playwright/test";
import {
  test,
  expect,
  gotoHydrated,
  mailLink,
  origin,
  expectNoA11yViolations,
} from "./support/fixtures";
import { E2E_PASSWORD, E2E_USERS } from "./support/users";

/** Holds matching requests until release() is called (to see busy states). */
async function hold(page: Page, pattern: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  return () => release();
}

const signUpForm = (page: Page) => page.getByRole("form", { name: "Registrieren" });
const signInForm = (page: Page) => page.getByRole("form", { name: "Anmelden" });

test.describe("auth page", () => {
  test("default variant: welcome heading, sign-up tab, back to start", async ({ page }) => {
    await gotoHydrated(page, "/auth");
    await expect(page.getByRole("heading", { name: "Willkommen bei Kurswerk" })).toBeVisible();
    await expect(page.getByText("Starte deine Tech-Reise noch heute")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Registrieren" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByTestId("lead-teaser")).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.getByRole("tab", { name: "Anmelden" }).click();
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Zurück zur Startseite" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("arrives prerendered: readable and typeable before its scripts, no native submission", async ({
    page,
  }) => {
    // The scripts are held: what shows is the HTML the server sent (decision 0065).
    const release = await hold(page, "**/assets/*.js");
    await page.goto("/auth", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Willkommen bei Kurswerk" })).toBeVisible();
    const form = signUpForm(page);
    await form.getByLabel("Vollständiger Name").fill("Erika Muster");
    await form.getByLabel("E-Mail").fill("keine-mail");
    // Neither Enter nor the button sends the form natively (a GET with the fields in the URL).
    await form.getByLabel("E-Mail").press("Enter");
    await form.getByRole("button", { name: "Kostenloses Konto erstellen" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    release();
    await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
    // What was typed before is kept and validated once React has taken over.
    await expect(form.getByLabel("Vollständiger Name")).toHaveValue("Erika Muster");
    await form.getByRole("button", { name: "Kostenloses Konto erstellen" }).click();
    await expect(form.getByText("Ungültige E-Mail-Adresse")).toBeVisible();
    await expect(form.getByText("Name muss mindestens 2 Zeichen lang sein")).toHaveCount(0);
    await expect(form.getByText("Passwort muss mindestens 8 Zeichen lang sein")).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("a tab clicked before the scripts have run opens once they have (decision 0092)", async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") messages.push(m.text());
    });
    const release = await hold(page, "**/assets/*.js");
    await page.goto("/auth", { waitUntil: "commit" });
    await page.getByRole("tab", { name: "Anmelden" }).click();
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(0);
    release();
    await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
    await expect(page.getByRole("tab", { name: "Anmelden" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(signInForm(page)).toBeVisible();
    await expect(signUpForm(page)).toBeHidden();
    // The inline script the replay needs is allowed by the page's CSP: nothing refused.
    expect(messages.filter((e) => /Content Security Policy|hydrat/i.test(e))).toEqual([]);
  });

  test("sign-up: every validation message, show/hide, busy label, a registered address answered as a new one", async ({
    page,
  }) => {
    await gotoHydrated(page, "/auth");
    const form = signUpForm(page);
    const submit = form.getByRole("button", { name: "Kostenloses Konto erstellen" });
    await submit.click();
    await expect(form.getByText("Name muss mindestens 2 Zeichen lang sein")).toBeVisible();
    await expect(form.getByText("Ungültige E-Mail-Adresse")).toBeVisible();
    await expect(form.getByText("Passwort muss mindestens 8 Zeichen lang sein")).toBeVisible();
    await expectNoA11yViolations(page);

    await form.getByLabel("Vollständiger Name").fill("A");
    await form.getByLabel("E-Mail").fill("a@b");
    await form.getByLabel("Passwort", { exact: true }).fill("1234567");
    await submit.click();
    await expect(form.getByText("Name muss mindestens 2 Zeichen lang sein")).toBeVisible();
    await expect(form.getByText("Ungültige E-Mail-Adresse")).toBeVisible();
    await expect(form.getByText("Passwort muss mindestens 8 Zeichen lang sein")).toBeVisible();

    await form.getByLabel("Vollständiger Name").fill("Anna Test");
    await form.getByLabel("E-Mail").fill(E2E_USERS.learner.email);
    await form.getByLabel("Passwort", { exact: true }).fill("sicheres-pw-1");
    await form.getByLabel("Passwort bestätigen").fill("anderes-pw-1");
    await submit.click();
    const mismatch = form.getByText("Passwörter stimmen nicht überein");
    await expect(mismatch).toBeVisible();
    // The message belongs to the confirm field.
    await expect(form.getByLabel("Passwort bestätigen")).toHaveAttribute("aria-invalid", "true");

    // Show/hide the password.
    const pw = form.getByLabel("Passwort", { exact: true });
    await expect(pw).toHaveAttribute("type", "password");
    await form.getByRole("button", { name: "Passwort anzeigen" }).first().click();
    await expect(pw).toHaveAttribute("type", "text");
    await form.getByRole("button", { name: "Passwort verbergen" }).click();
    await expect(pw).toHaveAttribute("type", "password");

    await form.getByLabel("Passwort bestätigen").fill("sicheres-pw-1");
    const release = await hold(page, "**/api/auth/sign-up/email");
    await submit.click();
    await expect(form.getByRole("button", { name: "Registrierung läuft..." })).toBeDisabled();
    release();
    // The same answer as for a new address (decision 0096); the owner gets a mail instead.
    await expect(
      page.getByRole("status").getByText("Registrierung erfolgreich! Überprüfe deine E-Mails."),
    ).toBeVisible();
    await expect(page.getByText("Diese E-Mail-Adresse ist bereits registriert")).toHaveCount(0);
    const notice = await mailLink(
      page.request,
      origin(page),
      E2E_USERS.learner.email,
      /\/auth\?tab=signin/,
    );
    expect(notice).toContain("/auth?tab=signin");
  });

  test("sign-up: a password the server refuses is said at the password field (issue 41)", async ({
    page,
  }) => {
    await gotoHydrated(page, "/auth");
    const form = signUpForm(page);
    const submit = form.getByRole("button", { name: "Kostenloses Konto erstellen" });
    const password = form.getByLabel("Passwort", { exact: true });
    await form.getByLabel("Vollständiger Name").fill("Paula Passwort");
    await form.getByLabel("E-Mail").fill(`paula-${Date.now()}@example.com`);
    // One of the most common passwords: only the server knows the list.
    await password.fill("12345678");
    await form.getByLabel("Passwort bestätigen").fill("12345678");
    await submit.click();
    await expect(
      form.getByText(
        "Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wähle ein anderes.",
      ),
    ).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toBeFocused();
    await expectNoA11yViolations(page);
    // Too short for the server (the request changed on its way): its reason, not "abgelehnt".
    await page.route("**/api/auth/sign-up/email", async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, password: "1234567" }) });
    });
    await password.fill("ein-gutes-passwort-41");
    await form.getByLabel("Passwort bestätigen").fill("ein-gutes-passwort-41");
    await submit.click();
    await expect(form.getByText("Passwort muss mindestens 8 Zeichen lang sein")).toBeVisible();
    await expect(page.getByText("Die Anfrage wurde abgelehnt.")).toHaveCount(0);
  });

  test("sign-in: validation, busy label, wrong credentials, success", async ({ page }) => {
    await page.goto("/auth?tab=signin");
    await expect(page.getByRole("tab", { name: "Anmelden" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const form = signInForm(page);
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(form.getByText("Ungültige E-Mail-Adresse")).toBeVisible();
    await expect(form.getByText("Passwort ist erforderlich")).toBeVisible();

    const pw = form.getByLabel("Passwort", { exact: true });
    await pw.fill("x");
    await form.getByRole("button", { name: "Passwort anzeigen" }).click();
    await expect(pw).toHaveAttribute("type", "text");
    await form.getByRole("button", { name: "Passwort verbergen" }).click();
    await expect(pw).toHaveAttribute("type", "password");

    await form.getByLabel("E-Mail").fill(E2E_USERS.learner.email);
    await pw.fill("falsches-passwort");
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(
      page.getByText("Ungültige Anmeldedaten. Überprüfe E-Mail und Passwort."),
    ).toBeVisible();

    await pw.fill(E2E_PASSWORD);
    const release = await hold(page, "**/api/auth/sign-in/email");
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(form.getByRole("button", { name: "Anmeldung läuft..." })).toBeDisabled();
    release();
    await expect(page.getByText("Erfolgreich angemeldet!")).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('"Angemeldet bleiben": unchecked the session ends with the browser, checked it lasts', async ({
    browser,
  }) => {
    for (const remember of [false, true]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto("/auth?tab=signin");
      const form = signInForm(page);
      await form.getByLabel("E-Mail").fill(E2E_USERS.learner.email);
      await form.getByLabel("Passwort", { exact: true }).fill(E2E_PASSWORD);
      const box = form.getByRole("checkbox", { name: "Angemeldet bleiben" });
      await expect(box).not.toBeChecked();
      if (remember) await box.click();
      await form.getByRole("button", { name: "Anmelden" }).click();
      await expect(page).toHaveURL(/\/app$/);
      const cookie = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
      expect(cookie, "session cookie").toBeTruthy();
      if (remember) expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600);
      else expect(cookie!.expires).toBe(-1);
      await context.close();
    }
  });

  test("no social buttons and no divider while no provider is configured", async ({ page }) => {
    await gotoHydrated(page, "/auth");
    await expect(page.getByRole("form", { name: "Registrieren" })).toBeVisible();
    // The session answer has arrived: the screen has decided.
    await expect(page.getByRole("button", { name: "Kostenloses Konto erstellen" })).toHaveAttribute(
      "type",
      "submit",
    );
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("button", { name: /^Mit .+ fortfahren$/ })).toHaveCount(0);
    await expect(page.getByText("Oder", { exact: true })).toHaveCount(0);
    await page.getByRole("tab", { name: "Anmelden" }).click();
    await expect(page.getByRole("button", { name: /^Mit .+ fortfahren$/ })).toHaveCount(0);
    await expect(page.getByText("Oder", { exact: true })).toHaveCount(0);
  });

  test("social buttons for the configured providers only: spinner, all disabled, refusal", async ({
    page,
  }) => {
    // The session answer names GitHub and Apple (decision 0092); this server has neither
    // configured, so Better Auth refuses the start and the toast says why.
    await page.route("**/api/me", async (route) => {
      const res = await route.fetch();
      await route.fulfill({
        response: res,
        json: { ...(await res.json()), socialProviders: ["apple", "github"] },
      });
    });
    await gotoHydrated(page, "/auth");
    await expect(page.getByRole("button", { name: /^Mit .+ fortfahren$/ })).toHaveText([
      "Mit Apple fortfahren",
      "Mit GitHub fortfahren",
    ]);
    await expect(page.getByText("Oder", { exact: true })).toBeVisible();
    const release = await hold(page, "**/api/auth/sign-in/social");
    await page.getByRole("button", { name: "Mit GitHub fortfahren" }).click();
    await expect(page.getByTestId("social-github")).toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("social-github").locator('[data-slot="spinner"]')).toBeVisible();
    for (const p of ["apple", "github"])
      await expect(page.getByTestId(`social-${p}`)).toBeDisabled();
    release();
    await expect(
      page.getByText(
        "Fehler beim Anmelden mit GitHub: Dieser Anbieter ist auf diesem Server nicht eingerichtet.",
      ),
    ).toBeVisible();
    for (const p of ["apple", "github"])
      await expect(page.getByTestId(`social-${p}`)).toBeEnabled();
    await expectNoA11yViolations(page);
  });

  test("an admin who signs in lands in the admin area", async ({ page }) => {
    await gotoHydrated(page, "/auth");
    await page.getByRole("tab", { name: "Anmelden" }).click();
    const form = signInForm(page);
    await form.getByLabel("E-Mail").fill(E2E_USERS.admin.email);
    await form.getByLabel("Passwort", { exact: true }).fill(E2E_PASSWORD);
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Signed in, /auth sends the admin there too.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("reset dialog: validation, busy label, success, backend error", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 500/); // a server error injected on purpose
    await page.goto("/auth?tab=signin");
    await page.getByRole("button", { name: "Passwort vergessen?" }).click();
    const dialog = page.getByRole("dialog", { name: "Passwort zurücksetzen" });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Link senden" }).click();
    await expect(dialog.getByText("Ungültige E-Mail-Adresse")).toBeVisible();
    await dialog.getByLabel("E-Mail").fill(E2E_USERS.moderator.email);
    const release = await hold(page, "**/api/auth/request-password-reset");
    await dialog.getByRole("button", { name: "Link senden" }).click();
    await expect(dialog.getByRole("button", { name: "Wird gesendet..." })).toBeDisabled();
    release();
    await expect(
      page.getByText("Passwort-Reset-E-Mail wurde gesendet! Überprüfe dein Postfach."),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.unroute("**/api/auth/request-password-reset");
    await page.route("**/api/auth/request-password-reset", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "MAIL_DOWN", message: "Mailserver nicht erreichbar" }),
      }),
    );
    await page.getByRole("button", { name: "Passwort vergessen?" }).click();
    await dialog.getByLabel("E-Mail").fill(E2E_USERS.moderator.email);
    await dialog.getByRole("button", { name: "Link senden" }).click();
    await expect(
      page.getByText("Fehler beim Senden der E-Mail: Mailserver nicht erreichbar"),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("from=email: unlock heading, sign-up tab, prefilled read-only e-mail, teaser without a lead", async ({
    page,
  }) => {
    await page.goto("/auth?from=email&email=neu%40e2e.test&tab=signin");
    await expect(page.getByRole("heading", { name: "Zugang freischalten" })).toBeVisible();
    await expect(
      page.getByText("Nur noch ein Schritt bis zu deinem persönlichen Lernplan."),
    ).toBeVisible();
    await expect(page.getByRole("tab", { name: "Registrieren" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const email = signUpForm(page).getByLabel("E-Mail");
    await expect(email).toHaveValue("neu@e2e.test");
    await expect(email).toHaveAttribute("readonly", "");
    const teaser = page.getByTestId("lead-teaser");
    await expect(teaser).toContainText("Dein persönlicher Lernplan ist bereit");
    await expect(teaser).not.toContainText("Dein Ziel:");
    await expectNoA11yViolations(page);

    // A token that opens no lead shows no goal.
    await page.goto(`/auth?from=email&email=neu%40e2e.test&lead=${"A".repeat(43)}`);
    await expect(page.getByTestId("lead-teaser")).toContainText(
      "Dein persönlicher Lernplan ist bereit",
    );
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("lead-teaser")).not.toContainText("Dein Ziel:");
  });

  test("lead teaser maps every goal", async ({ page }) => {
    const base = origin(await page.goto("/").then(() => page));
    const cases: [string | null, string][] = [
      ["new-career", "Neue Karriere in Tech"],
      ["side-income", "Digitales Nebeneinkommen"],
      ["expand-skills", "Fähigkeiten erweitern"],
      ["explore", "Erkunden"],
      [null, "Erkunden"],
    ];
    for (const [goal, label] of cases) {
      const email = `teaser-${goal}-${Date.now()}@e2e.test`;
      const res = await page.request.post(`${base}/api/leads`, {
        headers: { origin: base },
        data: {
          email,
          goal,
          experience: null,
          timeCommitment: null,
          learningStyle: null,
          topic: null,
          blocker: null,
          utmSource: null,
          language: "de",
        },
      });
      expect(res.status()).toBe(201);
      const { token } = await res.json();
      await page.goto(`/auth?from=email&email=${encodeURIComponent(email)}&lead=${token}`);
      await expect(page.getByTestId("lead-teaser")).toContainText(`Dein Ziel: ${label}`);
    }
    await expectNoA11yViolations(page);
  });

  test("all texts exist in English, Spanish and French", async ({ page }) => {
    const expected: Record<string, [string, string]> = {
      en: ["Welcome to Kurswerk", "Create free account"],
      es: ["Bienvenido", "Crear cuenta"],
      fr: ["Bienvenue", "Créer"],
    };
    for (const [lang, [heading, button]] of Object.entries(expected)) {
      await page.goto("/");
      await page.evaluate((l) => localStorage.setItem("kurswerk.lang", l), lang);
      await gotoHydrated(page, "/auth");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      await expect(page.getByRole("button", { name: new RegExp(button) })).toBeVisible();
    }
  });
});

test.describe("recovery screen", () => {
  async function resetLink(page: Page, email: string) {
    const base = origin(await page.goto("/auth").then(() => page));
    const signUp = await page.request.post(`${base}/api/auth/sign-up/email`, {
      data: { name: "Rico Reset", email, password: "altes-passwort-1" },
      headers: { origin: base },
    });
    expect(signUp.status()).toBe(200);
    await page.request.post(`${base}/api/auth/request-password-reset`, {
      data: { email, redirectTo: "/auth?type=recovery" },
      headers: { origin: base },
    });
    return mailLink(page.request, base, email, /type=recovery/);
  }

  test("happy path: loading text, fields, busy label, toast, /dashboard after 1 s", async ({
    page,
  }) => {
    const link = await resetLink(page, `recovery-${Date.now()}@e2e.test`);
    const releaseCheck = await hold(page, "**/api/account/reset-session*");
    await page.goto(link);
    await expect(page.getByText("Lade Reset-Session...")).toBeVisible();
    releaseCheck();
    await expect(page.getByRole("heading", { name: "Neues Passwort festlegen" })).toBeVisible();
    await expectNoA11yViolations(page);
    const submit = page.getByRole("button", { name: "Passwort ändern" });
    await submit.click();
    await expect(page.getByText("Passwort muss mindestens 8 Zeichen lang sein")).toBeVisible();
    await page.getByLabel("Neues Passwort", { exact: true }).fill("neues-passwort-1");
    await page.getByLabel("Neues Passwort bestätigen").fill("neues-passwort-2");
    await submit.click();
    await expect(page.getByText("Passwörter stimmen nicht überein")).toBeVisible();
    await page.getByLabel("Neues Passwort bestätigen").fill("neues-passwort-1");
    const release = await hold(page, "**/api/account/reset-password");
    await submit.click();
    await expect(page.getByRole("button", { name: "Passwort wird geändert..." })).toBeDisabled();
    release();
    await expect(
      page.getByText("Passwort erfolgreich geändert! Du wirst automatisch angemeldet."),
    ).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/app$/, { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(500);
  });

  test("without a token or with an invalid one: no valid reset session, back to /auth", async ({
    page,
  }) => {
    const message =
      "Keine gültige Reset-Session gefunden. Bitte fordere einen neuen Reset-Link an.";
    await page.goto("/auth?type=recovery");
    await expect(page.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/auth?type=recovery&token=erfunden");
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/auth?type=recovery&error=INVALID_TOKEN");
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("the session check failing and the session not loading", async ({ page, allowConsole }) => {
    allowConsole(/status of 503|net::ERR_FAILED/); // a failing and an aborted session check, on purpose
    await page.route("**/api/account/reset-session*", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "DOWN", message: "down" } }),
      }),
    );
    await page.goto("/auth?type=recovery&token=abc");
    await expect(page.getByText("Fehler beim Überprüfen der Session.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await page.unroute("**/api/account/reset-session*");
    await page.route("**/api/account/reset-session*", (route) => route.abort());
    await page.goto("/auth?type=recovery&token=abc");
    await expect(page.getByText("Fehler beim Laden der Reset-Session.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a failed reset shows the backend's message", async ({ page, allowConsole }) => {
    allowConsole(/net::ERR_FAILED/); // an aborted request, on purpose
    const link = await resetLink(page, `recovery-fail-${Date.now()}@e2e.test`);
    await page.route("**/api/account/reset-password", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "WEAK", message: "Passwort zu schwach" } }),
      }),
    );
    await page.goto(link);
    await page.getByLabel("Neues Passwort", { exact: true }).fill("neues-passwort-1");
    await page.getByLabel("Neues Passwort bestätigen").fill("neues-passwort-1");
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(
      page.getByText("Fehler beim Zurücksetzen des Passworts: Passwort zu schwach"),
    ).toBeVisible();
    await page.unroute("**/api/account/reset-password");
    await page.route("**/api/account/reset-password", (route) => route.abort());
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByText(/Fehler beim Zurücksetzen des Passworts:/).last()).toBeVisible();
  });
});
