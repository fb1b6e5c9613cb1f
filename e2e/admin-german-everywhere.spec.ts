import type { Page } from "@playwright/test";
import { test, expect, signInAs } from "./support/fixtures";
import { apiGet } from "./support/editor";
import { expectNoEnglish } from "./support/german-only";
import type { OverviewResponse } from "../src/shared/contracts/admin";
import type { EditorViewResponse } from "../src/shared/contracts/editor";

/**
 * Issue 33 (decision 0088): every admin screen in German, at 1280 and 390 px, shows none of
 * the spec's English labels, the English interface's phrases or a library's English text.
 */
const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "390px", viewport: { width: 390, height: 844 } },
] as const;

async function check(page: Page, where: string) {
  await expect(page.getByRole("heading").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(/^(Lade|Überprüfe Berechtigungen)\.\.\.$/)).toHaveCount(0);
  await expectNoEnglish(page, where);
}

for (const { name, viewport } of VIEWPORTS) {
  test(`every admin screen in German (${name})`, async ({ page, allowConsole }) => {
    test.setTimeout(240_000);
    // The browser's own report of the 404 page this test opens on purpose.
    allowConsole(/status of 404 \(Not Found\) \(https?:\/\/[^/]+\/admin\/gibt-es-nicht\)$/);
    await page.setViewportSize(viewport);
    await signInAs(page, "admin");
    const overview = await apiGet<OverviewResponse>(page, "/api/admin/courses");
    const course = overview.courses.find((c) => c.versions.length > 0)!;
    expect(course, "the demo courses are there").toBeTruthy();
    const versionId = course.versions[0]!.id;
    const editor = await apiGet<EditorViewResponse>(page, `/api/admin/editor/${versionId}`);
    const lesson = editor.modules.flatMap((m) => m.lessons)[0]!;
    const users = await apiGet<{ users: { id: string }[] }>(page, "/api/admin/users");

    for (const path of [
      "/admin",
      "/admin/courses",
      "/admin/new-course",
      `/admin/edit-course/${versionId}`,
      `/admin/edit-course/${versionId}/lessons/${lesson.id}`,
      "/admin/translate",
      "/admin/preview",
      "/admin/publish",
      `/admin/courses/${course.id}/learners`,
      "/admin/funnel",
      "/admin/users",
      `/admin/users/${users.users[0]!.id}`,
      "/admin/tutor",
      `/admin/tutor/${course.id}`,
      "/admin/ai",
      "/admin/certificates",
      "/admin/gibt-es-nicht",
    ]) {
      await page.goto(path);
      await check(page, path);
    }

    // The avatar menu and, on phones, the admin menu.
    await page.goto("/admin");
    await check(page, "/admin");
    if (viewport.width < 768) {
      await page.getByRole("button", { name: "Menü öffnen" }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoEnglish(page, "/admin (Menü)");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    }
    await page.getByTestId("user-menu").click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoEnglish(page, "/admin (Benutzermenü)");
  });
}
