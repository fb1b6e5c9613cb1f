import fs from "node:fs";
import {
  test,
  expect,
  expectNoA11yViolations,
  origin,
  signInAs,
  signUpLearner,
} from "./support/fixtures";
import { completeViaApi, courseId, playerData, VIEWPORTS, WEB_DE } from "./learner-support";

/** The text a PDF shows: pdfkit writes it uncompressed as hex strings in TJ arrays. */
function pdfText(buf: Buffer) {
  return [...buf.toString("latin1").matchAll(/\[(.*?)\] TJ/g)]
    .map((m) =>
      [...m[1].matchAll(/<([0-9a-f]+)>/g)]
        .map((h) => Buffer.from(h[1], "hex").toString("latin1"))
        .join(""),
    )
    .join("\n");
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`achievements and certificates (${name})`, () => {
    test.use({ viewport });

    test("complete a course, download the certificate, share and verify it signed out", async ({
      page,
      context,
      browser,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (r) => r.abort());
      const learnerName = "Jörg Zertifikat";
      await signUpLearner(page, { name: learnerName });
      const id = await courseId(page, WEB_DE);
      const lessons = (await playerData(page, id)).modules.flatMap((m) => m.lessons);
      for (const l of lessons.slice(0, -1)) await completeViaApi(page, l.id);

      // The last lesson in the player: one toast that names the new badge, then the certificate.
      const last = lessons[lessons.length - 1];
      await page.goto(`/app/course/${id}/${last.id}`);
      await page.getByRole("button", { name: "Als abgeschlossen markieren" }).click();
      await expect(page.getByText("🎉 Lektion als abgeschlossen markiert!")).toBeVisible();
      await expect(page.getByText("Neues Abzeichen: Erster Kurs abgeschlossen")).toBeVisible();
      const card = page.getByTestId("certificate-card");
      await expect(card).toContainText(WEB_DE);
      await expect(card).toContainText(`für ${learnerName}`);

      const downloading = page.waitForEvent("download");
      await card.getByRole("link", { name: "PDF herunterladen" }).click();
      const download = await downloading;
      const pdf = fs.readFileSync((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(pdf);
      expect(text).toContain(learnerName);
      expect(text).toContain("Zertifikat");

      await card.getByRole("button", { name: "Link teilen" }).click();
      await expect(page.getByText("Link kopiert")).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/verify\/[0-9a-f-]{36}$/);
      expect(text).toContain(link);

      // Achievements page: badges with dates or progress, streak, the certificate.
      await page.goto("/app/achievements");
      await expect(page.getByRole("heading", { name: "Erfolge", level: 1 })).toBeVisible();
      await expect(page.getByTestId("badge-first-course-completed")).toHaveAttribute(
        "data-earned",
        "true",
      );
      await expect(page.getByTestId("badge-first-course-completed")).toContainText("Verdient am");
      await expect(page.getByTestId("badge-lessons-25")).toContainText("6 von 25");
      await expect(page.getByTestId("streak-current")).toHaveText("1 Tag");
      await expect(page.getByTestId("certificate-card")).toContainText(WEB_DE);
      await expectNoA11yViolations(page);

      await page.goto("/app");
      await expect(page.getByTestId("stat-streak")).toHaveText("1 Tag");
      await expect(page.getByTestId("stat-streak-hint")).toHaveText("Rekord: 1 Tag");

      // Signed out: the verify link shows a valid certificate, nothing else about the learner.
      const visitor = await browser.newContext({ viewport });
      const anon = await visitor.newPage();
      await anon.goto(link);
      const result = anon.getByTestId("verify-result");
      await expect(result).toHaveAttribute("data-status", "valid");
      await expect(result).toContainText("Gültiges Zertifikat");
      await expect(anon.getByTestId("verify-name")).toHaveText(learnerName);
      await expect(result).not.toContainText("@");
      await expectNoA11yViolations(anon);

      await anon.goto(`/verify/${crypto.randomUUID()}`);
      await expect(anon.getByTestId("verify-result")).toContainText("Zertifikat nicht gefunden");
      await expectNoA11yViolations(anon);

      // An admin revokes it: the verify page says so.
      const adminCtx = await browser.newContext();
      const admin = await adminCtx.newPage();
      await admin.goto(origin(page));
      await signInAs(admin, "admin");
      const certId = link.split("/").pop()!;
      const res = await admin.request.post(
        `${origin(page)}/api/admin/certificates/${certId}/revoke`,
        { data: { reason: "Test" }, headers: { origin: origin(page) } },
      );
      expect(res.status()).toBe(200);
      await anon.goto(link);
      await expect(anon.getByTestId("verify-result")).toHaveAttribute("data-status", "revoked");
      await expect(anon.getByTestId("verify-result")).toContainText("Zertifikat widerrufen");
      await expectNoA11yViolations(anon);
      await adminCtx.close();
      await visitor.close();
    });
  });
}
