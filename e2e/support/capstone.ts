import type { Browser, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The web course's capstone, as the project journeys (issue 30) work through it. */
export const CAPSTONE = "Abschlussprojekt: Deine persönliche Visitenkarte im Web";
export const CRITERIA = [
  "Sinnvolle HTML-Struktur",
  "Eigene Gestaltung mit CSS",
  "Interaktion mit JavaScript",
  "Inhalt und Kontakt",
];
export const STYLE = "body {\n  font-family: system-ui, sans-serif;\n  color: #1f2937;\n}\n";

/** A second person: a fresh browser context (own cookies) at 1280 px. */
export async function person(browser: Browser, base: string) {
  const context = await browser.newContext({
    baseURL: base,
    locale: "de-DE",
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto("/");
  return { context, page };
}

/** Waits until the workspace has saved what was typed. */
export async function saved(page: Page) {
  await expect(page.getByTestId("project-save-state")).toHaveAttribute("data-state", "saved", {
    timeout: 15_000,
  });
}
