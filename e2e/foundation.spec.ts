import {
  test,
  expect,
  signInAs,
  mailLink,
  origin,
  expectNoA11yViolations,
  gotoHydrated,
} from "./support/fixtures";
import { E2E_PASSWORD, E2E_USERS } from "./support/users";

test.describe("sign-up, confirmation, sign-in", () => {
  test("a new learner signs up, confirms through the mail and lands in /app", async ({ page }) => {
    const email = `neu-${Date.now()}@e2e.test`;
    await gotoHydrated(page, "/auth");
    await expect(page.getByRole("tab", { name: "Registrieren" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expectNoA11yViolations(page);

    const form = page.getByRole("form", { name: "Registrieren" });
    await form.getByRole("button", { name: "Kostenloses Konto erstellen" }).click();
    await expect(form.getByText("Name muss mindestens 2 Zeichen lang sein")).toBeVisible();
    await expect(form.getByText("Ungültige E-Mail-Adresse")).toBeVisible();
    await expect(form.getByText("Passwort muss mindestens 8 Zeichen lang sein")).toBeVisible();

    await form.getByLabel("Vollständiger Name").fill("Erika Muster");
    await form.getByLabel("E-Mail").fill(email);
    await form.getByLabel("Passwort", { exact: true }).fill("geheimes-pw-1");
    await form.getByLabel("Passwort bestätigen").fill("anderes-pw-1");
    await form.getByRole("button", { name: "Kostenloses Konto erstellen" }).click();
    await expect(form.getByText("Passwörter stimmen nicht überein")).toBeVisible();
    await form.getByLabel("Passwort bestätigen").fill("geheimes-pw-1");
    await form.getByRole("button", { name: "Kostenloses Konto erstellen" }).click();
    await expect(
      page.getByText("Registrierung erfolgreich! Überprüfe deine E-Mails.").first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    // Signing in before confirming gives a clear message.
    await page.getByRole("tab", { name: "Anmelden" }).click();
    const signIn = page.getByRole("form", { name: "Anmelden" });
    await signIn.getByLabel("E-Mail").fill(email);
    await signIn.getByLabel("Passwort", { exact: true }).fill("geheimes-pw-1");
    await signIn.getByRole("button", { name: "Anmelden" }).click();
    await expect(
      page.getByText("Bitte bestätige zuerst deine E-Mail-Adresse.", { exact: false }),
    ).toBeVisible();

    const link = await mailLink(page.request, origin(page), email, /verify-email/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/app$/);

    // Sign out, then sign in with the confirmed account.
    await page.context().clearCookies();
    await gotoHydrated(page, "/auth");
    await page.getByRole("tab", { name: "Anmelden" }).click();
    await signIn.getByLabel("E-Mail").fill(email);
    await signIn.getByLabel("Passwort", { exact: true }).fill("geheimes-pw-1");
    await signIn.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("Erfolgreich angemeldet!")).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
  });

  test("a wrong password shows the spec's toast", async ({ page }) => {
    await gotoHydrated(page, "/auth");
    await page.getByRole("tab", { name: "Anmelden" }).click();
    const signIn = page.getByRole("form", { name: "Anmelden" });
    await signIn.getByLabel("E-Mail").fill(E2E_USERS.learner.email);
    await signIn.getByLabel("Passwort", { exact: true }).fill("falsches-passwort");
    await signIn.getByRole("button", { name: "Anmelden" }).click();
    await expect(
      page.getByText("Ungültige Anmeldedaten. Überprüfe E-Mail und Passwort."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test("password reset end to end", async ({ page }) => {
  // A learner of its own, so other tests keep their password.
  const email = `reset-${Date.now()}@e2e.test`;
  const base = origin(await page.goto("/auth").then(() => page));
  await page.request.post(`${base}/api/auth/sign-up/email`, {
    data: { name: "Rita Reset", email, password: "altes-passwort-1" },
    headers: { origin: base },
  });
  await page.goto(await mailLink(page.request, base, email, /verify-email/));
  await page.context().clearCookies();

  await gotoHydrated(page, "/auth");
  await page.getByRole("tab", { name: "Anmelden" }).click();
  await page.getByRole("button", { name: "Passwort vergessen?" }).click();
  const dialog = page.getByRole("dialog", { name: "Passwort zurücksetzen" });
  await dialog.getByRole("button", { name: "Link senden" }).click();
  await expect(dialog.getByText("Ungültige E-Mail-Adresse")).toBeVisible();
  await dialog.getByLabel("E-Mail").fill(email);
  await dialog.getByRole("button", { name: "Link senden" }).click();
  await expect(
    page.getByText("Passwort-Reset-E-Mail wurde gesendet! Überprüfe dein Postfach."),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const link = await mailLink(page.request, base, email, /type=recovery/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Neues Passwort festlegen" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel("Neues Passwort", { exact: true }).fill("kurz");
  await page.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(page.getByText("Passwort muss mindestens 8 Zeichen lang sein")).toBeVisible();
  await page.getByLabel("Neues Passwort", { exact: true }).fill("neues-passwort-1");
  await page.getByLabel("Neues Passwort bestätigen").fill("neues-passwort-1");
  await page.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(
    page.getByText("Passwort erfolgreich geändert! Du wirst automatisch angemeldet."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/app$/, { timeout: 5000 });

  // The used link is no longer valid.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(
    page.getByText(
      "Keine gültige Reset-Session gefunden. Bitte fordere einen neuen Reset-Link an.",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("the app guard shows the auth page to visitors, and signing out leaves the area", async ({
  page,
}) => {
  await page.goto("/app");
  await expect(page.getByRole("tab", { name: "Registrieren" })).toBeVisible();
  await signInAs(page, "learner");
  await page.goto("/app");
  await expect(page.getByRole("tab", { name: "Registrieren" })).toHaveCount(0);
  await gotoHydrated(page, "/auth");
  await expect(page).toHaveURL(/\/app$/);
});

test("/dashboard lands on the learner dashboard", async ({ page }) => {
  await page.goto("/");
  await signInAs(page, "learner");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/app$/);
});

test.describe("admin guard", () => {
  test("a visitor sees the auth page", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("tab", { name: "Anmelden" })).toBeVisible();
  });

  test("a learner is refused and sent to /dashboard", async ({ page }) => {
    await page.goto("/");
    await signInAs(page, "learner");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Zugriff verweigert" })).toBeVisible();
    await expect(page.getByText("Du hast keine Berechtigung für den Admin-Bereich.")).toBeVisible();
    await expect(page.getByText("Aktuelle Rolle: user")).toBeVisible();
    await expectNoA11yViolations(page);
    await expect(page).toHaveURL(/\/app$/, { timeout: 8000 });
  });

  test("a moderator is refused too", async ({ page }) => {
    await page.goto("/");
    await signInAs(page, "moderator");
    await page.goto("/admin");
    await expect(page.getByText("Aktuelle Rolle: moderator")).toBeVisible();
  });

  test("an admin gets in", async ({ page }) => {
    await page.goto("/");
    await signInAs(page, "admin");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Zugriff verweigert" })).toHaveCount(0);
    await expect(page.getByText("Überprüfe Berechtigungen...")).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin/);
  });
});

test("unknown paths answer 404, show the 404 page and log the path", async ({
  page,
  allowConsole,
}) => {
  // The browser reports the page's own status: provoked here on purpose.
  allowConsole(/status of 404/);
  const logged: string[] = [];
  page.on("console", (m) => logged.push(m.text()));
  const res = await page.goto("/gibt-es-nicht");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Hoppla! Seite nicht gefunden")).toBeVisible();
  await expectNoA11yViolations(page);
  expect(logged.some((l) => l.includes("/gibt-es-nicht"))).toBe(true);
  await page.getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the language choice is kept after a reload and stored on the profile", async ({ page }) => {
  await gotoHydrated(page, "/auth");
  await page.getByTestId("language-switcher").click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(page.getByRole("tab", { name: "Sign up" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("tab", { name: "Sign up" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByTestId("language-switcher").click();
  await page.getByRole("menuitemradio", { name: "Deutsch" }).click();
  await expect(page.getByRole("tab", { name: "Registrieren" })).toBeVisible();
  void E2E_PASSWORD;
});
