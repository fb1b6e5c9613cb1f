import type { Page } from "@playwright/test";
import { test, expect, signInAs, expectNoA11yViolations } from "./support/fixtures";
import { E2E_USERS } from "./support/users";

/** The landing is prerendered: wait until React has hydrated it before clicking. */
async function gotoLanding(page: Page) {
  await page.goto("/");
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}

const SECTION_ORDER = [
  "hero",
  "problem",
  "skill-areas",
  "how-it-works",
  "testimonials",
  "roi-numbers",
  "final-cta",
  "footer",
];

test.describe("landing page, signed out", () => {
  test("arrives prerendered in the visitor's language with title, description and preview tags", async ({
    request,
  }) => {
    const de = await (
      await request.get("/", { headers: { accept: "text/html", "accept-language": "de-DE" } })
    ).text();
    expect(de).toContain('<html lang="de">');
    expect(de).toContain(
      "<title>Kurswerk – Tech-Skills lernen, die deine Karriere verändern</title>",
    );
    expect(de).toContain("Lerne Tech-Skills, die deine Karriere wirklich verändern");
    expect(de).toMatch(/<meta name="description" content="Praxisnahe Online-Kurse/);
    expect(de).toContain('<meta property="og:title"');
    expect(de).toContain('<meta name="twitter:card" content="summary" />');

    const en = await (
      await request.get("/", { headers: { accept: "text/html", "accept-language": "en-US" } })
    ).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain("Learn the tech skills that truly change your career");

    const fr = await (
      await request.get("/", { headers: { accept: "text/html", cookie: "kurswerk_lang=fr" } })
    ).text();
    expect(fr).toContain("Apprends les compétences tech qui changent vraiment ta carrière");
    const es = await (
      await request.get("/", { headers: { accept: "text/html", cookie: "kurswerk_lang=es" } })
    ).text();
    expect(es).toContain("Aprende las habilidades tecnológicas que de verdad cambian tu carrera");
  });

  test("hydrates without a mismatch and without moving the content", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(String(e)));
    await gotoLanding(page);
    const heroBox = await page.locator("#hero-title").boundingBox();
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("hero-cta")).toHaveAttribute("href", "/auth");
    expect(await page.locator("#hero-title").boundingBox()).toEqual(heroBox);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += e.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    expect(problems).toEqual([]);
  });

  test("shows every section in the spec's order with its claims", async ({ page }) => {
    await gotoLanding(page);
    const order = await page
      .locator("[data-section]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-section")));
    expect(order).toEqual(SECTION_ORDER);
    await expect(page.locator('[data-section="welcome-banner"]')).toHaveCount(0);

    for (const id of ["skill-areas", "how-it-works", "testimonials", "roi-numbers"])
      await expect(page.locator(`section#${id}`)).toHaveCount(1);

    const skills = page.locator("#skill-areas h3");
    await expect(skills).toHaveText([
      "Webentwicklung",
      "KI & Automatisierung",
      "Daten & Analytics",
      "UI/UX-Design",
      "Freelancing & Tech-Unternehmertum",
      "Digitales Marketing",
    ]);
    await expect(page.locator("#testimonials figure")).toHaveCount(3);
    for (const name of ["Julia Becker", "Murat Yılmaz", "Sophie Wagner"])
      await expect(page.locator("#testimonials figcaption", { hasText: name })).toBeVisible();

    const claims = [
      "Kostenlos starten – Zertifikat in jedem Kurs",
      "4,9 von 5 Sternen",
      "5.000+ Lernende",
      "Zertifikat & Portfolio in jedem Kurs",
      "Ein transparenter Preis",
    ];
    for (const c of claims) await expect(page.getByText(c, { exact: true }).first()).toBeVisible();
    const roi = page.locator("#roi-numbers dd");
    await expect(roi).toHaveText([
      "15K+",
      "10.000+",
      "98%",
      "45K €",
      "+21%",
      "77%",
      "91%",
      "4,9/5",
    ]);
    await expect(page.locator("#roi-numbers")).toContainText("Fortschrittstracking");
    await expect(page.locator("footer")).toContainText("© 2024 Kurswerk");
  });

  test("every anchor link scrolls to its section", async ({ page }) => {
    await gotoLanding(page);
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    const links: [string, string][] = [
      ["Über uns", "how-it-works"],
      ["Community", "testimonials"],
      ["Erfolgsgeschichten", "testimonials"],
      ["Blog", "roi-numbers"],
    ];
    for (const [label, id] of links) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}-title`)).toBeInViewport();
    }
    const footer = page.getByRole("navigation", { name: "Fußzeile" });
    await footer.getByRole("link", { name: "Themen" }).click();
    await expect(page.locator("#skill-areas-title")).toBeInViewport();
  });

  test("calls to action lead to the sign-up, the funnel and the free trial", async ({ page }) => {
    await gotoLanding(page);
    await expect(page.getByTestId("hero-cta")).toHaveAttribute("href", "/auth");
    await expect(page.getByTestId("final-cta")).toHaveAttribute("href", "/auth");
    await expect(page.getByTestId("free-trial")).toHaveAttribute("href", "/auth");
    await expect(page.getByTestId("hero-funnel")).toHaveAttribute("href", "/onboarding");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/auth");
    await expect(header.getByRole("link", { name: "Kostenlos starten" })).toHaveAttribute(
      "href",
      "/auth",
    );
    await expect(header.getByRole("link", { name: "Kurswerk – zur Startseite" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(header).toHaveAttribute("data-signed-in", "false");
    await page.getByTestId("hero-funnel").click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText("Schritt 1 von 7")).toBeVisible();
    await page.goBack();
    await page.getByTestId("free-trial").click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("the floating call to action appears past 80 % of the window height and can be closed", async ({
    page,
  }) => {
    await gotoLanding(page);
    const cta = page.getByTestId("floating-cta");
    await expect(cta).toHaveAttribute("data-visible", "false");
    await expect(cta.getByRole("link", { name: "Jetzt starten" })).toBeHidden();
    const h = await page.evaluate(() => window.innerHeight);
    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(h * 0.8) - 20);
    await page.waitForTimeout(100);
    await expect(cta).toHaveAttribute("data-visible", "false");
    await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(h * 0.8) + 20);
    await expect(cta).toHaveAttribute("data-visible", "true");
    await expect(cta.getByRole("link", { name: "Jetzt starten" })).toBeVisible();
    await expect(cta.getByRole("link", { name: "Jetzt starten" })).toHaveAttribute(
      "href",
      "/onboarding",
    );
    await cta.getByRole("button", { name: "Hinweis schließen" }).click();
    await expect(cta).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(cta).toBeHidden();
  });

  test("has no accessibility violations", async ({ page }) => {
    await gotoLanding(page);
    await page.waitForLoadState("networkidle");
    await expectNoA11yViolations(page);
  });

  test("the language menu loads on intent and works from the keyboard (decision 0075)", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await gotoLanding(page);
    await page.waitForLoadState("networkidle");
    // The menus' Radix code (its own chunk, vite.config.ts) is not part of the page's load.
    expect(scripts.filter((s) => s.includes("/overlays-"))).toEqual([]);

    const switcher = page.getByTestId("language-switcher").first();
    await switcher.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    expect(scripts.filter((s) => s.includes("/overlays-"))).toHaveLength(1);
    await expect(menu.getByRole("menuitemradio", { name: "Deutsch" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(switcher).toBeFocused();

    // From now on the menu itself: ArrowDown opens it on its first item.
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitemradio", { name: "Deutsch" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitemradio", { name: "English" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#hero-title")).toHaveText(
      "Learn the tech skills that truly change your career",
    );
    await expect(switcher).toBeFocused();
  });

  test("a click before the language menu has loaded opens it once it is there", async ({
    page,
  }) => {
    // A slow connection: the menu's code arrives well after the click.
    await page.route(/\/assets\/overlays-[^/]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await gotoLanding(page);
    await page.getByTestId("language-switcher").first().click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.getByRole("menuitemradio", { name: "Español" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("a click before the page's scripts have run is not lost (decision 0092)", async ({
    page,
  }) => {
    // A slow phone: the scripts arrive well after the visitor's first tap.
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/assets/*.js", async (route) => {
      await gate;
      await route.continue().catch(() => {});
    });
    await page.goto("/", { waitUntil: "commit" });
    const switcher = page.getByTestId("language-switcher").first();
    await expect(switcher).toBeVisible();
    await switcher.click();
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(0);
    release();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the language picker switches the page and keeps the choice", async ({ page }) => {
    await gotoLanding(page);
    await page.getByTestId("language-switcher").first().click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page.locator("#hero-title")).toHaveText(
      "Learn the tech skills that truly change your career",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.locator("#hero-title")).toHaveText(
      "Learn the tech skills that truly change your career",
    );
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toContainText(
      "Success Stories",
    );
    await page.getByTestId("language-switcher").first().click();
    await page.getByRole("menuitemradio", { name: "Français" }).click();
    await expect(page.locator("#hero-title")).toHaveText(
      "Apprends les compétences tech qui changent vraiment ta carrière",
    );
    await page.goto("/onboarding");
    await expect(page.getByText("Étape 1 sur 7")).toBeVisible();
  });
});

test.describe("landing page, small screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens and closes from the keyboard, focus back on its button", async ({
    page,
  }) => {
    await gotoLanding(page);
    const open = page.getByRole("button", { name: "Menü öffnen" });
    await open.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menü" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Kostenlos starten" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    // Again, now with the loaded menu's own button.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(open).toBeFocused();
  });

  test("the mobile menu holds the links and the sign-in buttons", async ({ page }) => {
    await gotoLanding(page);
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = page.getByRole("dialog", { name: "Menü" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Kostenlos starten" })).toHaveAttribute(
      "href",
      "/auth",
    );
    await expect(menu.getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/auth");
    await expectNoA11yViolations(page);
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("#roi-numbers-title")).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
  });
});

test.describe("landing page, signed in", () => {
  test("welcome banner, header with the user, calls to action to the dashboard, sign-out", async ({
    page,
  }) => {
    await gotoLanding(page);
    await signInAs(page, "learner");
    await gotoLanding(page);
    const header = page.locator("header");
    await expect(header).toHaveAttribute("data-signed-in", "true");
    const banner = page.getByRole("region", {
      name: `Willkommen zurück, ${E2E_USERS.learner.name}!`,
    });
    await expect(banner).toBeVisible();
    const order = await page
      .locator("[data-section]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-section")));
    expect(order).toEqual(["welcome-banner", ...SECTION_ORDER]);
    await expectNoA11yViolations(page);

    // The header sits lower than for visitors.
    const top = await header.evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(0);
    await expect(header.getByTestId("header-user")).toContainText(E2E_USERS.learner.name);
    await expect(header.getByTestId("header-user")).toContainText(E2E_USERS.learner.email);
    await expect(header.getByTestId("header-user")).toContainText("LL");
    await expect(header.getByRole("link", { name: "Zum Dashboard" })).toHaveAttribute(
      "href",
      "/app",
    );
    await expect(header.getByRole("link", { name: "Kurswerk – zur Startseite" })).toHaveAttribute(
      "href",
      "/app",
    );
    await expect(page.getByTestId("hero-cta")).toHaveAttribute("href", "/dashboard");
    await expect(page.getByTestId("final-cta")).toHaveAttribute("href", "/dashboard");
    await expect(page.getByTestId("free-trial")).toHaveAttribute("href", "/auth");

    await banner.getByRole("button", { name: "Begrüßung schließen" }).click();
    await expect(banner).toBeHidden();

    await page.getByTestId("hero-cta").click();
    await expect(page).toHaveURL(/\/app$/);
    await gotoLanding(page);
    await expect(page.locator("header")).toHaveAttribute("data-signed-in", "true");
    await page.locator("header").getByRole("button", { name: "Abmelden" }).click();
    await expect(page.getByText("Erfolgreich abgemeldet")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("header")).toHaveAttribute("data-signed-in", "false");
  });

  test('a user without a name is shown as "Benutzer"', async ({ page }) => {
    await gotoLanding(page);
    await signInAs(page, "nameless");
    await gotoLanding(page);
    await expect(page.getByTestId("header-user")).toContainText("Benutzer");
    await expect(page.getByRole("region", { name: "Willkommen zurück, Benutzer!" })).toBeVisible();
  });
});

test.describe("signed in, small screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the mobile menu shows the user and signs out", async ({ page }) => {
    await gotoLanding(page);
    await signInAs(page, "learner");
    await gotoLanding(page);
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = page.getByRole("dialog", { name: "Menü" });
    await expect(menu).toContainText(E2E_USERS.learner.email);
    await expect(menu.getByRole("link", { name: "Zum Dashboard" })).toHaveAttribute("href", "/app");
    await menu.getByRole("button", { name: "Abmelden" }).click();
    await expect(page.getByText("Erfolgreich abgemeldet")).toBeVisible();
  });
});
