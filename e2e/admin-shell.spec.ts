import type { Page } from "@playwright/test";
import { test, expect, signInAs, origin, expectNoA11yViolations } from "./support/fixtures";

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

const NAV = [
  ["Dashboard", "/admin"],
  ["Kursübersicht", "/admin/courses"],
  ["Neuen Kurs erstellen", "/admin/new-course"],
  ["Übersetzen & Lokalisieren", "/admin/translate"],
  ["Vorschau & Prüfung", "/admin/preview"],
  ["Veröffentlichen", "/admin/publish"],
  ["Funnel-Bericht", "/admin/funnel"],
  ["Nutzer", "/admin/users"],
  ["KI-Tutor", "/admin/tutor"],
  ["Zertifikate", "/admin/certificates"],
  ["Projektprüfungen", "/admin/reviews"],
  ["Prüfungsbericht", "/admin/review-report"],
  ["Zurück zur Hauptseite", "/dashboard"],
] as const;

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("admin shell", () => {
  test("sidebar items, collapse kept in localStorage, role badge, avatar menu", async ({
    page,
  }) => {
    await signInAs(page, "admin");
    await page.goto("/admin");
    const sidebar = page.getByTestId("admin-sidebar");
    const nav = sidebar.getByRole("navigation", { name: "Admin-Navigation" });
    for (const [name, href] of NAV)
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    await expect(page.getByTestId("role-badge")).toHaveText("Admin");
    await expect(sidebar).toHaveClass(/w-64/);

    await page.getByRole("button", { name: "Seitenleiste einklappen" }).click();
    await expect(sidebar).toHaveClass(/w-16/);
    expect(
      await page.evaluate(() =>
        Object.entries(localStorage).filter(([k]) => k.includes("admin-sidebar")),
      ),
    ).toEqual([["kurswerk.admin-sidebar-collapsed", "true"]]);
    await page.reload();
    await expect(sidebar).toHaveClass(/w-16/);
    // Collapsed items keep their names for assistive technology.
    await expect(nav.getByRole("link", { name: "Kursübersicht" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Seitenleiste ausklappen" }).click();
    await expect(sidebar).toHaveClass(/w-64/);

    await nav.getByRole("link", { name: "Kursübersicht" }).click();
    await expect(page).toHaveURL(/\/admin\/courses$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kursübersicht" })).toBeVisible();

    await page.getByTestId("user-menu").click();
    await expect(page.getByRole("menuitem", { name: "Profileinstellungen" })).toHaveAttribute(
      "href",
      "/app/settings",
    );
    await expect(page.getByRole("menuitem", { name: "Zur Hauptseite" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await page.getByRole("menuitem", { name: "Abmelden" }).click();
    await expect(toast(page, "Erfolgreich abgemeldet")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("dashboard shows real figures, quick actions and the guide", async ({ page }) => {
    await signInAs(page, "admin");
    const stats = await (await page.request.get(`${origin(page)}/api/admin/stats`)).json();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen zurück, Ada");
    const fmt = new Intl.NumberFormat("de");
    const cards = [
      ["totalCourses", "Kurse insgesamt"],
      ["publishedCourses", "Veröffentlichte Kurse"],
      ["activeLearners30d", "Aktive Lernende (30 Tage)"],
      ["drafts", "Entwürfe"],
    ] as const;
    for (const [key, label] of cards) {
      const card = page.getByTestId(`stat-${key}`);
      await expect(card).toContainText(label);
      await expect(card).toContainText(fmt.format(stats[key]));
    }
    expect(stats.totalCourses).toBeGreaterThanOrEqual(3);
    const actions = page.getByRole("region", { name: "Schnellaktionen" });
    for (const [name, href] of [
      ["Neuen Kurs erstellen", "/admin/new-course"],
      ["Kurse verwalten", "/admin/courses"],
      ["Kurs übersetzen", "/admin/translate"],
      ["Kurs veröffentlichen", "/admin/publish"],
    ])
      await expect(actions.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "href",
        href,
      );
    await expect(
      page.getByRole("region", { name: "Erste Schritte" }).getByRole("listitem"),
    ).toHaveCount(4);
    await expectNoA11yViolations(page);
  });

  test("at 390 px the sidebar is a drawer and no screen scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, "admin");
    await page.goto("/admin");
    await expect(page.getByTestId("admin-sidebar")).toBeHidden();
    await page.getByTestId("admin-menu-button").click();
    const drawer = page.getByRole("dialog");
    for (const [name, href] of NAV)
      await expect(drawer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    await expectNoA11yViolations(page);
    await drawer.getByRole("link", { name: "Kursübersicht" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/courses$/);
    await expect(page.getByTestId("course-card").first()).toBeVisible();
    await noHorizontalScroll(page);
    const { versions } = await (
      await page.request.get(`${origin(page)}/api/admin/versions`)
    ).json();
    for (const path of [
      `/admin/edit-course/${versions[0].id}`,
      `/admin/preview?version=${versions[0].id}`,
      "/admin",
      "/admin/new-course",
      "/admin/translate",
      "/admin/preview",
      "/admin/publish",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await noHorizontalScroll(page);
    }
    await expectNoA11yViolations(page);
  });

  test("learners and moderators are refused; admin code is not loaded outside /admin", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await signInAs(page, "learner");
    await page.goto("/app");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => /\/assets\/admin-/.test(s))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Zugriff verweigert" })).toBeVisible();
    const res = await page.request.get(`${origin(page)}/api/admin/stats`);
    expect(res.status()).toBe(403);

    await page.context().clearCookies();
    await signInAs(page, "moderator");
    await page.goto("/admin/courses");
    await expect(page.getByRole("heading", { name: "Zugriff verweigert" })).toBeVisible();
    await expect(page.getByText("moderator", { exact: true })).toBeVisible();
    expect((await page.request.get(`${origin(page)}/api/admin/courses`)).status()).toBe(403);
  });
});

test.describe("admin screen states", () => {
  test("edit screen: missing id and load error", async ({ page }) => {
    await signInAs(page, "admin");
    await page.goto("/admin/edit-course");
    await expect(page.getByText("Kurs-Version ID fehlt")).toBeVisible();
    await page.goto("/admin/edit-course/gibt-es-nicht");
    await expect(page.getByText("Kursversion konnte nicht geladen werden.")).toBeVisible();
  });

  test("overview: load error, no courses, nothing with this status", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 500/); // a server error injected on purpose
    await signInAs(page, "admin");
    // The server's answers are replaced here to reach the rare states (the overview pages,
    // sorts and filters on the server: its URL carries a query string).
    const overview = (url: URL) => url.pathname === "/api/admin/courses";
    const none = { courses: [], total: 0, page: 1, pageSize: 20 };
    await page.route(overview, (r) =>
      r.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "x" } } }),
    );
    await page.goto("/admin/courses");
    await expect(page.getByText("Kurse konnten nicht geladen werden.")).toBeVisible();

    await page.unroute(overview);
    await page.route(overview, (r) => r.fulfill({ json: none }));
    await page.reload();
    await expect(page.getByText("Noch keine Kurse erstellt.")).toBeVisible();

    await page.unroute(overview);
    // Drafts: none (this server's drafts come from other specs); everything else is real.
    await page.route(overview, (r) =>
      new URL(r.request().url()).searchParams.get("status") === "draft"
        ? r.fulfill({ json: none })
        : r.continue(),
    );
    await page.goto("/admin/courses");
    await expect(page.getByTestId("course-row").first()).toBeVisible();
    await expectNoA11yViolations(page);
    await expect(page.getByRole("menu")).toHaveCount(0);
    await page.getByTestId("status-filter").click();
    await page.getByRole("menuitemradio", { name: "Nur Entwürfe" }).click();
    await expect(page.getByText("Keine Kurse mit diesem Status gefunden.")).toBeVisible();
    await expect(page.getByRole("menu")).toHaveCount(0);
    await page.getByTestId("status-filter").click();
    await page.getByRole("menuitemradio", { name: "Alle anzeigen" }).click();
    await expect(page.getByTestId("course-row").first()).toBeVisible();
  });
});
