import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { test, expect, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import { isMobile, VIEWPORTS } from "./learner-support";

/** The settings screen (issue 12): sections, profile, language, two-factor, deletion. */

const SECTIONS = [
  { path: "profile", label: "Profil", heading: "Profil" },
  { path: "email", label: "E-Mail", heading: "E-Mail-Adresse" },
  { path: "password", label: "Passwort", heading: "Passwort" },
  { path: "two-factor", label: "Zwei-Faktor", heading: "Zwei-Faktor-Anmeldung" },
  { path: "sessions", label: "Sitzungen", heading: "Aktive Sitzungen" },
  { path: "privacy", label: "Datenschutz", heading: "Meine Daten herunterladen" },
  { path: "learning-profile", label: "Lernprofil", heading: "Was ist dein Hauptziel?" },
] as const;

/** Opens a section the way a person would: side navigation, or the select on a phone. */
async function openSection(page: Page, s: (typeof SECTIONS)[number]) {
  if (isMobile(page))
    await page.getByLabel("Bereich", { exact: true }).selectOption({ label: s.label });
  else
    await page
      .getByRole("navigation", { name: "Bereiche der Einstellungen" })
      .getByRole("link", { name: s.label, exact: true })
      .click();
  await expect(page).toHaveURL(new RegExp(`/app/settings/${s.path}$`));
  await expect(page.getByRole("heading", { name: s.heading, exact: true })).toBeVisible();
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/auth?tab=signin");
  const form = page.getByRole("form", { name: /Anmelden|Sign in/ });
  await form.getByLabel(/^E-Mail$|^E-mail$/).fill(email);
  await form.getByLabel(/^Passwort$|^Password$/).fill(password);
  await form.getByRole("button", { name: /^Anmelden$|^Sign in$/ }).click();
}

async function signOut(page: Page) {
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/$/);
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test("every section opens and axe finds nothing; a new name shows in the top bar", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signUpLearner(page, { name: "Sophie Seite" });
      await page.goto("/app/settings");
      await expect(page).toHaveURL(/\/app\/settings\/profile$/);
      await expect(page.getByRole("heading", { name: "Einstellungen", level: 1 })).toBeVisible();
      for (const s of SECTIONS) {
        await openSection(page, s);
        await expectNoA11yViolations(page);
      }
      // The old learning-profile address leads to its section.
      await page.goto("/app/learning-profile");
      await expect(page).toHaveURL(/\/app\/settings\/learning-profile$/);

      await openSection(page, SECTIONS[0]);
      const nameField = page.getByLabel("Vollständiger Name");
      await nameField.fill("S");
      await page.getByRole("button", { name: "Speichern" }).click();
      await expect(page.getByText("Name muss mindestens 2 Zeichen lang sein")).toBeVisible();
      await nameField.fill("Sophie Neuname");
      await page.getByRole("button", { name: "Speichern" }).click();
      await expect(page.getByText("Profil gespeichert")).toBeVisible();
      await expect(page.getByTestId("user-menu")).toContainText("SN");
      // On a phone the toast lies over the top bar, and sonner keeps a toast under the
      // pointer open: a click aimed at the menu through it waited for good. Let it go first.
      await page.mouse.move(0, viewport.height - 1);
      await expect(page.getByText("Profil gespeichert")).toBeHidden();
      await page.getByTestId("user-menu").click();
      await expect(page.getByRole("menu").getByText("Sophie Neuname")).toBeVisible();
      await page.keyboard.press("Escape");

      // Phones: the sections are a select, the page does not scroll sideways.
      if (isMobile(page)) {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
      }
    });
  });
}

test.describe("account", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the language chosen in the settings is kept after a new sign-in", async ({
    page,
    browser,
    baseURL,
  }) => {
    const { email, password } = await signUpLearner(page);
    await page.goto("/app/settings/profile");
    await page.getByLabel("Sprache der Oberfläche").selectOption("en");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(page.getByText("Language saved")).toBeVisible();

    // Another browser, nothing remembered locally: the profile decides.
    const other = await browser.newContext({ baseURL, locale: "de-DE" });
    const fresh = await other.newPage();
    await signInThroughForm(fresh, email, password);
    await expect(fresh).toHaveURL(/\/app/);
    await fresh.goto("/app/settings/profile");
    await expect(fresh.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(fresh.getByLabel("Interface language")).toHaveValue("en");
    await other.close();
  });

  test("two-factor sign-in: set up with a code from the shown key, then sign in with a code", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { email, password } = await signUpLearner(page);
    await page.goto("/app/settings/two-factor");
    await expect(page.getByTestId("two-factor-status")).toHaveText("Nicht aktiv");
    await page.getByLabel("Passwort", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Einrichtung beginnen" }).click();
    await expect(
      page.getByRole("img", { name: "QR-Code für deine Authenticator-App" }),
    ).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    await expectNoA11yViolations(page);

    await page.getByLabel("6-stelliger Code").fill("12");
    await page.getByRole("button", { name: "Bestätigen und aktivieren" }).click();
    await expect(page.getByText("Der Code besteht aus 6 Ziffern")).toBeVisible();
    await page.getByLabel("6-stelliger Code").fill(totp.generate());
    await page.getByRole("button", { name: "Bestätigen und aktivieren" }).click();
    await expect(page.getByText("Zwei-Faktor-Anmeldung ist aktiv")).toBeVisible();
    const codes = page.getByTestId("backup-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Ich habe die Codes gespeichert" }).click();
    await expect(page.getByTestId("two-factor-status")).toHaveText("Aktiv");
    await expect(page.getByRole("button", { name: "Ausschalten" })).toBeVisible();

    await signOut(page);
    await signInThroughForm(page, email, password);
    await expect(page.getByRole("heading", { name: "Bestätigungscode eingeben" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page
      .getByLabel("Code", { exact: true })
      .fill("000000" === totp.generate() ? "111111" : "000000");
    await page.getByRole("button", { name: "Bestätigen", exact: true }).click();
    await expect(page.getByText("Der Code ist falsch oder abgelaufen.")).toBeVisible();
    await page.getByLabel("Code", { exact: true }).fill(totp.generate());
    await page.getByRole("button", { name: "Bestätigen", exact: true }).click();
    await expect(page).toHaveURL(/\/app/);
    await expect(page.getByTestId("user-menu")).toBeVisible();
  });

  test("deleting the account signs out, and the account cannot sign in again", async ({ page }) => {
    const { email, password } = await signUpLearner(page);
    await page.goto("/app/settings/privacy");
    await page.getByRole("button", { name: "Konto löschen" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: "Konto wirklich löschen?" })).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByLabel("Deine E-Mail-Adresse").fill("falsch@example.com");
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(
      dialog.getByText("Die eingegebene E-Mail-Adresse stimmt nicht mit deinem Konto überein"),
    ).toBeVisible();
    await dialog.getByLabel("Deine E-Mail-Adresse").fill(email);
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(page.getByText("Dein Konto wurde gelöscht.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Signed out: the app shows the sign-in form in its place.
    await page.goto("/app");
    await expect(page.getByRole("tab", { name: "Anmelden" })).toBeVisible();
    await expect(page.getByTestId("user-menu")).toHaveCount(0);

    await signInThroughForm(page, email, password);
    await expect(
      page.getByText("Ungültige Anmeldedaten. Überprüfe E-Mail und Passwort."),
    ).toBeVisible();
  });
});
