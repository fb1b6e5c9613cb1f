import { test, expect, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import { navigate, VIEWPORTS } from "./learner-support";

test.describe("app shell", () => {
  test("the sidebar collapses to 64 px and stays collapsed after a reload", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signUpLearner(page, { name: "Sina Seitenleiste" });
    await page.goto("/app");
    const sidebar = page.getByTestId("app-sidebar");
    await expect(sidebar).toBeVisible();
    for (const name of ["Dashboard", "Mein Lernpfad", "Alle Kurse", "Erfolge", "Einstellungen"])
      await expect(sidebar.getByRole("link", { name, exact: true })).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await page.getByRole("button", { name: "Seitenleiste einklappen" }).click();
    await expect(sidebar).toHaveAttribute("data-collapsed", "true");
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
    await page.reload();
    await expect(page.getByTestId("app-sidebar")).toHaveAttribute("data-collapsed", "true");
    await expect
      .poll(async () => (await page.getByTestId("app-sidebar").boundingBox())?.width)
      .toBe(64);
    // Icons keep their names for assistive technology when collapsed.
    await page.getByTestId("app-sidebar").getByRole("link", { name: "Alle Kurse" }).click();
    await expect(page).toHaveURL(/\/app\/courses$/);
    await page.getByRole("button", { name: "Seitenleiste ausklappen" }).click();
    await expect
      .poll(async () => (await page.getByTestId("app-sidebar").boundingBox())?.width)
      .toBe(256);
  });

  for (const { name, viewport } of VIEWPORTS) {
    test.describe(name, () => {
      test.use({ viewport });

      test("navigation, avatar menu, achievements, settings and sign out", async ({ page }) => {
        const { email } = await signUpLearner(page, { name: "Mara Menü" });
        await page.goto("/app");
        await expect(
          page.getByRole("heading", { name: "Willkommen, Mara!", exact: true }),
        ).toBeVisible();
        if (name === "390px") await expect(page.getByTestId("app-sidebar")).toBeHidden();

        await navigate(page, "Erfolge");
        await expect(page).toHaveURL(/\/app\/achievements$/);
        await expect(page.getByRole("heading", { name: "Erfolge", level: 1 })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Lernserie" })).toBeVisible();
        await expect(page.getByText("Noch keine Zertifikate.", { exact: false })).toBeVisible();
        await expectNoA11yViolations(page);

        await page.getByTestId("user-menu").click();
        const menu = page.getByRole("menu");
        await expect(menu.getByText("Mara Menü")).toBeVisible();
        await expect(menu.getByText(email)).toBeVisible();
        await menu.getByRole("menuitem", { name: "Profileinstellungen" }).click();
        await expect(page).toHaveURL(/\/app\/settings\/profile$/);
        await expect(page.getByRole("heading", { name: "Einstellungen", level: 1 })).toBeVisible();
        await expect(page.getByLabel("Vollständiger Name")).toHaveValue("Mara Menü");
        await expectNoA11yViolations(page);

        await navigate(page, "Mein Lernpfad");
        await expect(page).toHaveURL(/\/app\/learning-path$/);
        await navigate(page, "Dashboard");
        await expect(page).toHaveURL(/\/app$/);

        await page.getByTestId("user-menu").click();
        await page.getByRole("menuitem", { name: "Abmelden" }).click();
        await expect(page.getByText("Erfolgreich abgemeldet")).toBeVisible();
        await expect(page).toHaveURL(/\/$/);
      });
    });
  }

  test("the avatar shows initials from the name", async ({ page }) => {
    await signUpLearner(page, { name: "Ina Initial" });
    await page.goto("/app");
    await expect(page.getByTestId("user-menu")).toHaveText("II");
  });

  test("/dashboard lands on the learner dashboard", async ({ page }) => {
    await signUpLearner(page, { name: "Dana Dash" });
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/app$/);
    await expect(
      page.getByRole("heading", { name: "Willkommen, Dana!", exact: true }),
    ).toBeVisible();
  });
});
