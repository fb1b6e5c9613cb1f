import { test, expect, signInAs, origin, expectNoA11yViolations } from "./support/fixtures";
import type { CatalogueResponse, PlayerResponse } from "../src/shared/contracts/learning";

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "390px", viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`admin certificates (${name})`, () => {
    test.use({ viewport });

    test("find a certificate by id, revoke it with a reason, verify page says so", async ({
      page,
      browser,
    }) => {
      await page.goto("/");
      await signInAs(page, "admin");
      const base = origin(page);
      // The admin completes a course themselves, so a certificate exists.
      const { courses } = (await (
        await page.request.get(`${base}/api/learning/courses`)
      ).json()) as CatalogueResponse;
      // A course the admin holds no certificate for yet: the other viewport's run has revoked
      // one, and admin specs running alongside publish new courses, which moves positions in
      // the catalogue (newest first), so a fixed position could name that course again.
      let player: PlayerResponse | undefined;
      for (const c of courses.filter((x) => x.totalLessons > 0)) {
        const candidate = (await (
          await page.request.get(`${base}/api/learning/courses/${c.id}`)
        ).json()) as PlayerResponse;
        const open = candidate.modules
          .flatMap((m) => m.lessons)
          .some((l) => !candidate.progress.completedLessonIds.includes(l.id));
        if (!candidate.certificate && open) {
          player = candidate;
          break;
        }
      }
      if (!player) throw new Error("every course already has a certificate of the admin");
      let certId: string | undefined;
      for (const l of player.modules.flatMap((m) => m.lessons)) {
        if (player.progress.completedLessonIds.includes(l.id)) continue;
        const res = await page.request.post(`${base}/api/learning/lessons/${l.id}/complete`, {
          headers: { origin: base },
        });
        const body = await res.json();
        certId = body.earned?.certificate?.id ?? certId;
      }
      expect(certId).toBeTruthy();

      await page.goto("/admin/certificates");
      await expect(page.getByRole("heading", { name: "Zertifikate", level: 1 })).toBeVisible();
      await page.getByLabel("Suche").fill(certId!);
      await page.getByRole("button", { name: "Suchen" }).click();
      await expect(page).toHaveURL(new RegExp(`q=${certId}`));
      const row = page.getByTestId("admin-certificate");
      await expect(row).toHaveCount(1);
      await expect(row).toContainText("admin@e2e.test");
      await expectNoA11yViolations(page);

      await row.getByRole("button", { name: "Widerrufen" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Widerrufen" }).click();
      await expect(dialog.getByText("Bitte gib einen Grund für den Widerruf an")).toBeVisible();
      await expectNoA11yViolations(page);
      await dialog.getByLabel("Grund").fill("Prüfung nicht selbst abgelegt");
      await dialog.getByRole("button", { name: "Widerrufen" }).click();
      // The toast says so (the closing dialog's title carries the same words for a moment).
      await expect(
        page.locator("[data-sonner-toast]").getByText("Zertifikat widerrufen"),
      ).toBeVisible();
      await expect(row).toContainText("Prüfung nicht selbst abgelegt");
      await expect(row.getByRole("button", { name: "Widerrufen" })).toHaveCount(0);

      const visitor = await browser.newContext({ viewport });
      const anon = await visitor.newPage();
      await anon.goto(`${base}/verify/${certId}`);
      await expect(anon.getByTestId("verify-result")).toHaveAttribute("data-status", "revoked");
      await visitor.close();
    });
  });
}
