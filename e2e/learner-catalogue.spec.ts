import { test, expect, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import type { CourseSummary } from "../src/shared/contracts/learning";
import { AI_DE, catalogue, DATA_DE, sampleDataViaApi, VIEWPORTS, WEB_DE } from "./learner-support";

const found = (n: number) => (n === 1 ? "1 Kurs gefunden" : `${n} Kurse gefunden`);

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`catalogue (${name})`, () => {
    test.use({ viewport });

    test("every demo course shows its own picture, not the placeholder", async ({ page }) => {
      await signUpLearner(page, { name: "Bea Bild" });
      await page.goto("/app/courses");
      const cards = page.getByTestId("course-card");
      await expect(cards.first()).toBeVisible();
      const total = await cards.count();
      expect(total).toBeGreaterThan(1);
      const sources = new Set<string>();
      for (let i = 0; i < total; i++) {
        const img = cards.nth(i).locator("img").first();
        await img.scrollIntoViewIfNeeded();
        await expect(img).toHaveAttribute("src", /^\/uploads\/thumbnails\/.+\.webp$/);
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
          .toBeGreaterThan(0);
        sources.add((await img.getAttribute("src"))!);
      }
      expect(sources.size).toBe(total);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: test.info().outputPath(`catalogue-pictures-${name}.png`),
        fullPage: true,
      });
      await expectNoA11yViolations(page);
    });

    test("search, filters, chips, reset and empty state", async ({ page }) => {
      await signUpLearner(page, { name: "Kai Katalog" });
      await sampleDataViaApi(page);
      // Expected numbers come from the catalogue itself, so the demo content may grow.
      const all = await catalogue(page);
      const n = (keep: (c: CourseSummary) => boolean) => found(all.filter(keep).length);
      const first = (keep: (c: CourseSummary) => boolean) => all.find(keep)!.title;
      const text = (c: CourseSummary) => `${c.title} ${c.description}`.toLowerCase();
      // The sample data puts two courses on the path; only the one with completed lessons is in
      // progress, the other was never opened (one status rule for every screen, issue 33).
      expect(all.filter((c) => c.status === "in-progress")).toHaveLength(1);
      expect(all.filter((c) => c.status === "not-started").length).toBeGreaterThan(0);
      await page.goto("/app/courses");
      await expect(page.getByRole("heading", { name: "Alle Kurse", level: 1 })).toBeVisible();
      const count = page.getByTestId("course-count");
      const cards = page.getByTestId("course-card");
      await expect(count).toHaveText(found(all.length));
      await expect(cards).toHaveCount(all.length);
      // Newest first; descriptions cut to 120 characters plus "...".
      await expect(cards.first()).toContainText(DATA_DE);
      const desc = (await cards.first().getByTestId("description").textContent()) ?? "";
      expect(desc.endsWith("...")).toBe(true);
      expect(desc.length).toBe(123);
      await expectNoA11yViolations(page);

      // Search over title and description, case-insensitive.
      const search = page.getByPlaceholder("Kurse durchsuchen...");
      await search.fill("PYTHON");
      await expect(count).toHaveText(n((c) => text(c).includes("python")));
      await expect(cards.filter({ hasText: DATA_DE })).toBeVisible();
      await expect(cards.filter({ hasText: WEB_DE })).toHaveCount(0);
      await search.fill("fetch-api");
      await expect(count).toHaveText(n((c) => text(c).includes("fetch-api")));
      await expect(cards.filter({ hasText: WEB_DE })).toBeVisible();
      const chips = page.getByTestId("filter-chips");
      await expect(chips.getByText("Suche: fetch-api")).toBeVisible();
      await chips.getByRole("button", { name: "Filter entfernen: fetch-api" }).click();
      await expect(count).toHaveText(found(all.length));
      await expect(chips).toBeHidden();

      // Difficulty filter (German labels).
      await page.getByRole("combobox", { name: "Schwierigkeitsgrad" }).click();
      await page.getByRole("option", { name: "Anfänger" }).click();
      await expect(count).toHaveText(n((c) => c.difficulty === "beginner"));
      await expect(cards.first()).toContainText(first((c) => c.difficulty === "beginner"));
      await expect(cards.filter({ hasText: WEB_DE })).toBeVisible();
      await expect(cards.filter({ hasText: DATA_DE })).toHaveCount(0);
      await expect(chips.getByText("Anfänger")).toBeVisible();
      await page.getByRole("combobox", { name: "Schwierigkeitsgrad" }).click();
      await page.getByRole("option", { name: "Experte" }).click();
      await expect(count).toHaveText(n((c) => c.difficulty === "advanced"));
      await expect(cards.first()).toContainText(first((c) => c.difficulty === "advanced"));
      await expect(cards.filter({ hasText: DATA_DE })).toBeVisible();

      // Status filter combines with difficulty: the sample data's courses are not for beginners.
      await page.getByRole("combobox", { name: "Status" }).click();
      await page.getByRole("option", { name: "In Bearbeitung" }).click();
      await expect(count).toHaveText(
        n((c) => c.difficulty === "advanced" && c.status === "in-progress"),
      );
      await expect(cards.first()).toContainText(DATA_DE);
      await page.getByRole("combobox", { name: "Schwierigkeitsgrad" }).click();
      await page.getByRole("option", { name: "Anfänger" }).click();
      expect(all.filter((c) => c.difficulty === "beginner" && c.status === "in-progress")).toEqual(
        [],
      );
      await expect(count).toHaveText("0 Kurse gefunden");
      await expect(page.getByText("Keine Kurse gefunden")).toBeVisible();
      await expect(
        page.getByText("Versuche andere Suchbegriffe oder entferne Filter."),
      ).toBeVisible();
      await expectNoA11yViolations(page);
      await chips.getByRole("button", { name: "Filter zurücksetzen" }).click();
      await expect(count).toHaveText(found(all.length));

      await page.getByRole("combobox", { name: "Status" }).click();
      await page.getByRole("option", { name: "In Bearbeitung" }).click();
      await expect(count).toHaveText(n((c) => c.status === "in-progress"));
      await page.getByRole("combobox", { name: "Status" }).click();
      await page.getByRole("option", { name: "Nicht gestartet" }).click();
      await expect(count).toHaveText(n((c) => c.status === "not-started"));
      await expect(cards.first()).toContainText(first((c) => c.status === "not-started"));
      await expect(cards.filter({ hasText: WEB_DE })).toBeVisible();
      await chips.getByRole("button", { name: "Filter entfernen: Nicht gestartet" }).click();
      await expect(count).toHaveText(found(all.length));

      // Card contents.
      const data = cards.filter({ hasText: DATA_DE });
      await expect(data.getByText("Experte")).toBeVisible();
      await expect(data.getByTestId("status")).toHaveText("In Bearbeitung");
      await expect(data.getByRole("progressbar")).toBeVisible();
      await expect(data.getByRole("link", { name: "Fortsetzen" })).toBeVisible();
      // On the path but never opened: not started, as the path and the dashboard say.
      const ai = cards.filter({ hasText: AI_DE });
      await expect(ai.getByTestId("status")).toHaveText("Nicht gestartet");
      await expect(ai.getByRole("button", { name: "Kurs starten" })).toBeVisible();
    });

    test("Kurs starten adds the course to the path and opens it", async ({ page }) => {
      await signUpLearner(page, { name: "Stella Start" });
      await page.goto("/app/courses");
      const web = page.getByTestId("course-card").filter({ hasText: WEB_DE });
      await expect(web.getByTestId("status")).toHaveText("Nicht gestartet");
      await web.getByRole("button", { name: "Kurs starten" }).click();
      await expect(page.getByText("Kurs erfolgreich gestartet!")).toBeVisible();
      await expect(page).toHaveURL(/\/app\/course\/[0-9a-f-]+/);
      await expect(page.getByRole("heading", { name: WEB_DE, level: 1 })).toBeVisible();
      await page.goto("/app/courses");
      await expect(
        page.getByTestId("course-card").filter({ hasText: WEB_DE }).getByTestId("status"),
      ).toHaveText("In Bearbeitung");
      await page.goto("/app/learning-path");
      await expect(page.getByTestId("path-card").filter({ hasText: WEB_DE })).toBeVisible();
    });
  });
}

test("no courses at all, start failure", async ({ page, allowConsole }) => {
  allowConsole(/status of 500/); // a server error injected on purpose
  await signUpLearner(page, { name: "Nina Nichts" });
  await page.route("**/api/learning/courses?*", (r) => r.fulfill({ json: { courses: [] } }));
  await page.goto("/app/courses");
  await expect(page.getByText("Keine Kurse gefunden")).toBeVisible();
  await expect(page.getByText("Derzeit sind keine Kurse verfügbar.")).toBeVisible();
  await expect(page.getByTestId("course-count")).toHaveText("0 Kurse gefunden");
  await page.unroute("**/api/learning/courses?*");

  await page.route("**/api/learning/courses/*/start", (r) =>
    r.fulfill({ status: 500, json: { error: { code: "X", message: "kaputt" } } }),
  );
  await page.reload();
  await page.getByRole("button", { name: "Kurs starten" }).first().click();
  await expect(page.getByText("Fehler beim Starten des Kurses")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/courses$/);
});
