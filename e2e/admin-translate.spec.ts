import type { Page } from "@playwright/test";
import { test, expect, signInAs, origin, expectNoA11yViolations } from "./support/fixtures";

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

type Version = {
  id: string;
  courseId: string;
  language: string;
  courseTitle: string;
  versionNumber: number;
};

test("translate with the offline provider: choices, duplicate, clear refusal", async ({ page }) => {
  await signInAs(page, "admin");
  const { versions } = (await (
    await page.request.get(`${origin(page)}/api/admin/versions`)
  ).json()) as { versions: Version[] };
  // The seeded web development course has a German version and an English translation.
  const source = versions.find(
    (v) =>
      v.language === "de" && versions.some((o) => o.courseId === v.courseId && o.language === "en"),
  );
  expect(source, "a German course with an English version is seeded").toBeTruthy();
  const option = `${source!.courseTitle} · DE · v${source!.versionNumber}`;

  await page.goto("/admin/translate");
  await expect(
    page.getByRole("heading", { level: 1, name: "Übersetzen & Lokalisieren" }),
  ).toBeVisible();
  await expect(page.getByTestId("translate-offline")).toContainText(
    "Der Offline-Generator kann nicht übersetzen.",
  );
  await expectNoA11yViolations(page);

  // Nothing chosen.
  await page.getByRole("button", { name: "Übersetzung starten" }).click();
  await expect(toast(page, "Bitte wähle einen Kurs und eine Zielsprache aus")).toBeVisible();

  // All versions, newest first.
  await page.getByLabel("Quellversion").click();
  const options = page.getByRole("option");
  await expect(options).toHaveCount(versions.length);
  const first = versions[0];
  await expect(options.first()).toContainText(
    `${first.courseTitle} · ${first.language.toUpperCase()} · v${first.versionNumber}`,
  );
  await page
    .getByRole("option", { name: new RegExp(`^${escape(option)}`) })
    .first()
    .click();

  // The source language is not offered.
  const targets = page.getByRole("radiogroup", { name: "Zielsprache wählen" }).getByRole("radio");
  await expect(targets).toHaveCount(3);
  await expect(page.getByRole("radio", { name: /Deutsch/ })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // English exists already.
  await page.getByRole("radio", { name: /English/ }).check();
  await page.getByRole("button", { name: "Übersetzung starten" }).click();
  await expect(toast(page, "Übersetzung existiert bereits")).toContainText(
    "Dieser Kurs wurde bereits in die Sprache English übersetzt.",
  );

  // French: the offline provider refuses clearly, nothing is faked.
  await page.getByRole("radio", { name: /Français/ }).check();
  await page.getByRole("button", { name: "Übersetzung starten" }).click();
  await expect(toast(page, "Fehler bei der Übersetzung")).toBeVisible();
  const refusal = page.getByTestId("translate-offline");
  await expect(refusal).toHaveAttribute("role", "alert");
  await expect(refusal).toContainText("Übersetzen braucht einen KI-Anbieter");
  const after = (await (await page.request.get(`${origin(page)}/api/admin/versions`)).json()) as {
    versions: Version[];
  };
  expect(
    after.versions.filter((v) => v.courseId === source!.courseId && v.language === "fr"),
  ).toEqual([]);
});

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
