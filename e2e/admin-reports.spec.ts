import type { Page } from "@playwright/test";
import { test, expect, origin, signInAs, expectNoA11yViolations } from "./support/fixtures";

/**
 * Reports (issue 13): the course report and the funnel report show the figures of the known
 * data set (src/server/modules/reports/report-fixture.ts, written through the development
 * route), the CSV export makes a formula-looking name harmless, the admin home's cards link
 * to the reports, the overview searches and pages; axe at 1280 and 390 px.
 */

async function seed(page: Page) {
  await page.goto("/");
  await signInAs(page, "admin");
  const base = origin(page);
  const res = await page.request.post(`${base}/api/dev/report-fixture`, {
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { courseId: string }).courseId;
}

/** How far the page is wider than the window (0 when it does not scroll sideways). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const figure = (page: Page, key: string) =>
  page.getByTestId(`figure-${key}`).getByTestId("figure-value");

for (const width of [1280, 390]) {
  test(`course report shows the known figures at ${width} px`, async ({ page }) => {
    const courseId = await seed(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/courses/${courseId}/learners`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Lernende: Berichtskurs (Testdaten)" }),
    ).toBeVisible();
    await expect(figure(page, "enrolled")).toHaveText("5");
    await expect(figure(page, "started")).toHaveText("4");
    await expect(figure(page, "completed")).toHaveText("1");
    await expect(figure(page, "averageProgress")).toHaveText("45 %");

    // The charts' data tables (for screen readers) carry the same figures.
    const distribution = page.getByRole("table", { name: "Lernende nach Fortschritt" });
    await expect(distribution.getByRole("row", { name: "26–50 % 2" })).toBeAttached();
    await expect(distribution.getByRole("row", { name: "100 % 1" })).toBeAttached();
    const dropOff = page.getByRole("table", { name: "Aufgehört nach Lektion" });
    await expect(dropOff.getByRole("row", { name: "Modul 1 · Lektion 1 1" })).toBeAttached();
    await expect(dropOff.getByRole("row", { name: "Modul 1 · Lektion 2 1" })).toBeAttached();
    await expect(dropOff.getByRole("row", { name: "Modul 2 · Lektion 3 0" })).toBeAttached();

    const rows = page.getByTestId("learner-row");
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText("Emil Neu");
    await expect(rows.filter({ hasText: "=Anna Formel" })).toContainText("100 %");
    await expectNoA11yViolations(page);

    if (width === 1280) {
      const href = await page.getByTestId("csv-link").getAttribute("href");
      const csv = await (await page.request.get(`${origin(page)}${href}`)).text();
      expect(csv).toContain("\r\n'=Anna Formel,report-anna@fixture.test,");
      expect(csv).not.toMatch(/\r\n=/);
    }
  });

  test(`funnel report shows the known figures at ${width} px`, async ({ page }) => {
    await seed(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/funnel");
    await expect(page.getByRole("heading", { level: 1, name: "Funnel-Bericht" })).toBeVisible();
    await page.getByLabel("Von", { exact: true }).fill("2026-03-02");
    await page.getByLabel("Bis", { exact: true }).fill("2026-03-04");
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page).toHaveURL(/from=2026-03-02&to=2026-03-04/);

    const stage = (s: string) => page.getByTestId(`stage-${s}`).getByTestId("figure-value");
    await expect(stage("leads")).toHaveText("5");
    await expect(stage("registered")).toHaveText("3");
    await expect(stage("started")).toHaveText("2");
    await expect(stage("completed")).toHaveText("1");

    const perDay = page.getByRole("table", { name: /^Leads pro Tag vom 02\.03\.2026/ });
    await expect(perDay.getByRole("row", { name: "02.03.2026 2" })).toBeAttached();
    await expect(perDay.getByRole("row", { name: "03.03.2026 1" })).toBeAttached();
    // The period's days in figures (from the stored leads per day): 5 leads in 3 days.
    const daily = page.getByRole("definition");
    await expect(page.getByTestId("daily-total")).toHaveText("Leads im Zeitraum5");
    await expect(page.getByTestId("daily-average")).toHaveText("Durchschnitt pro Tag1,7");
    await expect(page.getByTestId("daily-busiest")).toHaveText(
      "Stärkster Tag2 Leads am 02.03.2026",
    );
    await expect(daily.filter({ hasText: "02.03.2026" })).toHaveCount(1);
    const goals = page.getByRole("table", { name: "Was ist dein Hauptziel?" });
    await expect(
      goals.getByRole("row", { name: "Eine neue Karriere in Tech starten 3" }),
    ).toBeAttached();
    // The fourth question is in the report too (issue 46): multi-choice, once per style.
    const styles = page.getByRole("table", { name: "Wie lernst du am besten?" });
    await expect(styles.getByRole("row", { name: "Durch praktische Projekte 3" })).toBeAttached();
    await expect(styles.getByRole("row", { name: "Mit Video-Lektionen 1" })).toBeAttached();
    await expect(styles.getByRole("row", { name: "Nicht beantwortet 2" })).toBeAttached();
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/funnel-report-${width}.png`,
        fullPage: true,
      });

    const source = page.getByTestId("by-source").getByTestId("conversion-row");
    await expect(source.filter({ hasText: "newsletter" })).toContainText("2 (100 %)");
    await expect(source.filter({ hasText: "Ohne Quelle" })).toContainText("1");
    const language = page.getByTestId("by-language").getByTestId("conversion-row");
    await expect(language.filter({ hasText: "EN" })).toContainText("1 (100 %)");
    await expect(page.getByText("report-lead-e@fixture.test")).toBeVisible();
    // Its charts carry the same data tables: they must not widen the page either.
    expect(await horizontalOverflow(page), "the page scrolls sideways").toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
}

test("admin home cards link to the reports; the overview searches and links the course report", async ({
  page,
}) => {
  const courseId = await seed(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin");
  const learners = page.getByTestId("stat-activeLearners30d");
  await expect(learners.getByTestId("stat-trend")).toBeVisible();
  await learners.click();
  await expect(page).toHaveURL(/\/admin\/funnel$/);

  await page.goto("/admin/courses");
  await page.getByLabel("Kurs suchen").fill("Berichtskurs");
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/q=Berichtskurs/);
  await expect(page.getByTestId("course-row")).toHaveCount(1);
  await page.getByRole("link", { name: "Lernende: Berichtskurs (Testdaten)" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/courses/${courseId}/learners$`));
  await expectNoA11yViolations(page);
});

/** Rectangles of every axis tick label of the report's charts, as the browser laid them out. */
const tickBoxes = (page: Page, chart: string) =>
  page
    .getByTestId(chart)
    .locator(".recharts-cartesian-axis-tick-value")
    .evaluateAll((nodes) =>
      nodes.map((n) => {
        const r = n.getBoundingClientRect();
        return { text: n.textContent ?? "", x: r.x, y: r.y, w: r.width, h: r.height };
      }),
    );

type Box = Awaited<ReturnType<typeof tickBoxes>>[number];
const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

for (const width of [1280, 390]) {
  test(`the report of a course with long lesson titles fits ${width} px and its chart labels do not overlap`, async ({
    page,
  }) => {
    await page.goto("/");
    await signInAs(page, "admin");
    const { courses } = (await (
      await page.request.get(
        `${origin(page)}/api/admin/courses?q=${encodeURIComponent("KI & Automatisierung im Berufsalltag")}`,
      )
    ).json()) as { courses: { id: string; title: string }[] };
    const course = courses.find((c) => c.title === "KI & Automatisierung im Berufsalltag");
    expect(course, "the demo course").toBeTruthy();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/courses/${course!.id}/learners`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("KI & Automatisierung");
    const dropOff = page.getByTestId("drop-off");
    await expect(dropOff.locator(".recharts-cartesian-axis-tick-value").first()).toBeVisible();
    await expect(
      page.getByTestId("distribution").locator(".recharts-cartesian-axis-tick-value").first(),
    ).toBeVisible();

    expect(await horizontalOverflow(page), "the page scrolls sideways").toBeLessThanOrEqual(0);

    for (const chart of ["distribution", "drop-off"]) {
      const boxes = await tickBoxes(page, chart);
      expect(boxes.length, chart).toBeGreaterThan(3);
      const chartBox = (await page.getByTestId(chart).boundingBox())!;
      for (const [i, a] of boxes.entries()) {
        // Every label stays inside its chart's card …
        expect(a.x, `${chart}: "${a.text}" starts left of the chart`).toBeGreaterThanOrEqual(
          chartBox.x - 1,
        );
        expect(a.x + a.w, `${chart}: "${a.text}" ends right of the chart`).toBeLessThanOrEqual(
          chartBox.x + chartBox.width + 1,
        );
        // … and no two labels cover each other.
        for (const b of boxes.slice(i + 1))
          expect(intersect(a, b), `${chart}: "${a.text}" overlaps "${b.text}"`).toBe(false);
      }
    }
    // The axis names the lesson (in one line, cut with "…" when too long); the tooltip and the
    // table name module and lesson in full.
    const full =
      "Workflows automatisieren – datenschutzkonform · Datenschutz und DSGVO beim KI-Einsatz";
    const label = dropOff.locator(".recharts-cartesian-axis-tick-label").filter({
      has: page.locator("title", { hasText: full }),
    });
    await expect(label.locator(".recharts-cartesian-axis-tick-value")).toHaveText(
      /^Datenschutz und DSGVO.*…$/,
    );
    await page.screenshot({ path: `.tmp/shots/course-report-${width}.png`, fullPage: true });
    await expectNoA11yViolations(page);
  });
}
