import type { Browser, Page } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  origin,
  signInAs,
  signUpLearner,
  test,
} from "./support/fixtures";

/** A learner with an open session in a browser of their own. */
async function learnerSession(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ baseURL, locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/");
  const learner = await signUpLearner(page, { name });
  await expect(page).toHaveURL(/\/app/);
  return { page, context, ...learner };
}

async function openUser(page: Page, email: string, name: string) {
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Nutzer" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Suche" }).fill(email);
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByText(/Seite 1 von 1 · 1 Konto/)).toBeVisible();
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test.describe("users administration", () => {
  test("an admin promotes a learner, who then enters /admin", async ({
    page,
    browser,
    baseURL,
  }) => {
    const learner = await learnerSession(browser, baseURL!, "Paula Promoviert");
    await expect(learner.page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goto("/");
    await signInAs(page, "admin");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/users");
    await expect(page.getByTestId("user-row").first()).toBeVisible();
    await expectNoA11yViolations(page);

    await openUser(page, learner.email, "Paula Promoviert");
    await expectNoA11yViolations(page);
    await page.getByLabel("Rolle", { exact: true }).selectOption("admin");
    await page.getByRole("button", { name: "Rolle speichern" }).click();
    await expect(page.getByText("Rolle geändert: Admin")).toBeVisible();
    await expect(page.getByTestId("user-history")).toContainText(
      "Rolle geändert: Lernende/r → Admin",
    );
    await expect(page.getByTestId("user-history")).toContainText("Ada Admin");

    await learner.page.goto("/admin");
    await expect(learner.page.getByRole("heading", { level: 1 })).toHaveText(
      "Willkommen zurück, Paula",
    );
    await expect(learner.page.getByRole("link", { name: "Nutzer" })).toBeVisible();
    await learner.context.close();
  });

  test("banning a learner ends their open session and blocks sign-in", async ({
    page,
    browser,
    baseURL,
  }) => {
    const learner = await learnerSession(browser, baseURL!, "Bruno Gesperrt");
    await page.goto("/");
    await signInAs(page, "admin");
    await page.setViewportSize({ width: 390, height: 844 });
    await openUser(page, learner.email, "Bruno Gesperrt");
    await expect(page.getByText("Offene Sitzungen")).toBeVisible();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Sperren" }).click();
    const dialog = page.getByRole("dialog", { name: "Bruno Gesperrt sperren" });
    await dialog.getByRole("button", { name: "Sperren" }).click();
    await expect(dialog.getByText("Bitte gib einen Grund für die Sperre an")).toBeVisible();
    await dialog.getByLabel("Grund").fill("Spam in Kommentaren");
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Sperren" }).click();
    await expect(page.getByText("Konto gesperrt, alle Sitzungen beendet.")).toBeVisible();
    await expect(page.getByText("Gesperrt", { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("user-history")).toContainText("Gesperrt: Spam in Kommentaren");

    // The learner's open session has ended: the next page shows the sign-in.
    await learner.page.reload();
    await expect(
      learner.page.getByRole("heading", { name: "Willkommen bei Kurswerk" }),
    ).toBeVisible();
    await learner.page.getByRole("tab", { name: "Anmelden" }).click();
    const form = learner.page.getByRole("form", { name: "Anmelden" });
    await form.getByLabel("E-Mail").fill(learner.email);
    await form.getByLabel("Passwort", { exact: true }).fill(learner.password);
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(learner.page.getByText(/Dein Konto ist gesperrt/)).toBeVisible();
    await expect(form).toBeVisible();

    await page.getByRole("button", { name: "Sperre aufheben" }).click();
    await expect(page.getByText("Sperre aufgehoben.")).toBeVisible();
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(form).toHaveCount(0);
    await expect(learner.page.getByRole("heading", { level: 1 })).toContainText("Bruno");
    await learner.context.close();
  });

  test("a moderator sees the users read-only", async ({ page }) => {
    await page.goto("/");
    await signInAs(page, "moderator");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/users?sort=name&dir=asc");
      await expect(
        page.getByText("Als Moderator kannst du die Konten ansehen, aber nicht ändern."),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Ada Admin" }).first()).toBeVisible();
      await expectNoA11yViolations(page);
    }
    await page.getByRole("link", { name: "Ada Admin" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Ada Admin" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Verlauf" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Rolle speichern" })).toHaveCount(0);
    // The server refuses a change all the same.
    const base = origin(page);
    const res = await page.request.post(`${base}/api/admin/users/x/role`, {
      data: { role: "admin" },
      headers: { origin: base },
    });
    expect(res.status()).toBe(403);
  });
});
