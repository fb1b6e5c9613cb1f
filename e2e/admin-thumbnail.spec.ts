import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import type { OverviewResponse } from "@shared/contracts/admin";
import { test, expect, signInAs, signUpLearner, expectNoA11yViolations } from "./support/fixtures";

/**
 * Issue 10 "Media": an admin replaces a published demo course's thumbnail (its shipped
 * drawing, issue 33) on the edit screen (wrong files are refused with a message), a learner
 * sees it in the catalogue, and the admin removes it again.
 */
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** The image has arrived and decoded (not a broken image). */
const expectLoaded = (img: Locator) =>
  expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

test("admin replaces a demo course's thumbnail, a learner sees it in the catalogue", async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, "admin");
  // Searched by title: other specs on this server add courses, and the list is paged.
  const overview = (await (
    await page.request.get(
      `/api/admin/courses?q=${encodeURIComponent("Datenanalyse mit SQL und Python")}`,
    )
  ).json()) as OverviewResponse;
  const course = overview.courses.find(
    (c) => c.isPublished && c.title === "Datenanalyse mit SQL und Python",
  );
  expect(course, "the published demo course").toBeTruthy();
  // Its shipped drawing; a retry on the same server finds what the failed attempt left.
  const shipped = course!.thumbnailUrl;
  if (test.info().retry === 0)
    expect(shipped, "its shipped drawing").toMatch(/^\/uploads\/thumbnails\/.+\.webp$/);
  const version = course!.versions.find((v) => v.language === course!.sourceLanguage)!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/edit-course/${version.id}`);
  const card = page.getByTestId("thumbnail-card");
  await expect(card.getByRole("heading", { name: "Vorschaubild" })).toBeVisible();
  const current = card.getByRole("img", { name: "Aktuelles Vorschaubild des Kurses" });
  if (shipped) {
    await expect(current).toHaveAttribute("src", shipped);
    await expectLoaded(current);
  }
  await card.scrollIntoViewIfNeeded();
  await expectNoA11yViolations(page);
  const input = card.locator('input[type="file"]');

  // A text file named .png: the browser calls it image/png, the server reads its content.
  await input.setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("Das ist kein Bild.\n".repeat(20)),
  });
  await expect(card.getByRole("alert")).toHaveText("Nur PNG-, JPEG- oder WebP-Bilder sind erlaubt");

  // Too large: refused before anything is sent.
  await input.setInputFiles({
    name: "huge.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(card.getByRole("alert")).toHaveText("Das Bild ist zu groß: höchstens 5 MB");

  // A real photo-sized PNG, different on every run: a retry on the same server must not
  // upload the image the first attempt left behind (same content, same address).
  const shade = Date.now() % 200;
  const png = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: shade, b: 190 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="1000"><circle cx="800" cy="500" r="300" fill="#f5b301"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  await card.getByRole("button", { name: shipped ? "Bild ersetzen" : "Bild auswählen" }).focus();
  await input.setInputFiles({ name: "kurs.png", mimeType: "image/png", buffer: png });
  await expect(toast(page, "Vorschaubild gespeichert")).toBeVisible();
  await expect(card.getByRole("alert")).toHaveCount(0);
  const preview = card.getByRole("img", { name: "Aktuelles Vorschaubild des Kurses" });
  // The toast can come before the card shows the new image: wait until it is not the old one.
  if (shipped) await expect(preview).not.toHaveAttribute("src", shipped);
  await expect(preview).toHaveAttribute("src", /^\/uploads\/thumbnails\/.+\.webp$/);
  await expectLoaded(preview);
  const src = (await preview.getAttribute("src"))!;
  // The replaced drawing is gone with it, as any replaced upload.
  if (shipped) expect((await page.request.get(shipped)).status()).toBe(404);
  await expect(card.getByRole("button", { name: "Bild ersetzen" })).toBeVisible();
  await expectNoA11yViolations(page);
  await card.screenshot({ path: test.info().outputPath("thumbnail-card-1280.png") });

  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await expectNoA11yViolations(page);
  await card.screenshot({ path: test.info().outputPath("thumbnail-card-390.png") });

  // --- The admin overview shows it ----------------------------------------------------
  await page.setViewportSize({ width: 1280, height: 900 });
  // Searched: other specs on this server add courses, and the list is paged.
  await page.goto(`/admin/courses?q=${encodeURIComponent(course!.title)}`);
  const row = page.getByTestId("course-row").filter({ hasText: course!.title });
  await expect(row.locator("img")).toHaveAttribute("src", src);
  await shot(page, "admin-overview-1280");
  await expectNoA11yViolations(page);

  // --- A new learner sees it in the catalogue, the player header and the path ----------
  const learnerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const learner = await learnerContext.newPage();
  await signUpLearner(learner);
  await learner.goto("/app/courses");
  const courseCard = learner.getByTestId("course-card").filter({ hasText: course!.title });
  const thumb = courseCard.locator("img").first();
  await expect(thumb).toHaveAttribute("src", src);
  await expect(thumb).toHaveAttribute("loading", "lazy");
  await expect(thumb).toHaveAttribute("alt", "");
  await thumb.scrollIntoViewIfNeeded();
  await expectLoaded(thumb);
  const box = (await thumb.boundingBox())!;
  expect(Math.round((box.width / box.height) * 9)).toBe(16);
  await shot(learner, "catalogue-1280");
  await expectNoA11yViolations(learner);
  await learner.setViewportSize({ width: 390, height: 844 });
  await thumb.scrollIntoViewIfNeeded();
  await shot(learner, "catalogue-390");

  await learner.setViewportSize({ width: 1280, height: 900 });
  await courseCard.getByRole("button", { name: "Kurs starten" }).click();
  await expect(learner).toHaveURL(new RegExp(`/app/course/${course!.id}`));
  const header = learner.locator("header").filter({ hasText: course!.title });
  await expect(header.locator("img")).toHaveAttribute("src", src);
  await expectLoaded(header.locator("img"));
  await shot(learner, "player-1280");
  await expectNoA11yViolations(learner);
  await learner.setViewportSize({ width: 390, height: 844 });
  await shot(learner, "player-390");

  await learner.goto("/app/learning-path");
  const pathCard = learner.getByTestId("path-card").filter({ hasText: course!.title });
  await expect(pathCard.locator("img")).toHaveAttribute("src", src);
  await expectLoaded(pathCard.locator("img"));
  await shot(learner, "path-390");
  await expectNoA11yViolations(learner);
  await learner.setViewportSize({ width: 1280, height: 900 });
  await shot(learner, "path-1280");
  await learnerContext.close();

  // --- Remove it again -----------------------------------------------------------------
  await page.goto(`/admin/edit-course/${version.id}`);
  await card.getByRole("button", { name: "Vorschaubild entfernen" }).click();
  await expect(toast(page, "Vorschaubild entfernt")).toBeVisible();
  await expect(card.getByRole("img", { name: "Noch kein Vorschaubild" })).toBeVisible();
  expect((await page.request.get(src)).status()).toBe(404);
  expect(consoleErrors).toEqual([]);
});
