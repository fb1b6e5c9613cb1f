import type { Browser, Download, Page } from "@playwright/test";
import fs from "node:fs";
import {
  expect,
  expectNoA11yViolations,
  origin,
  signInAs,
  signUpLearner,
  test,
} from "./support/fixtures";

/**
 * The learner's side of the certificate of participation (issue 44, decision 0229): the class
 * card says it is not issued yet; once the teacher issued it, the learner downloads their own
 * PDF from the card on the dashboard and on the path; German and English, 1280 and 390 px,
 * axe. The class is the development fixture's (it publishes a course: the admin server).
 */

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The text a PDF shows (pdfkit writes hex strings in TJ arrays when uncompressed). */
function pdfText(bytes: Buffer) {
  const raw = bytes.toString("latin1");
  return [...raw.matchAll(/\[(.*?)\] TJ/g)]
    .map((m) =>
      [...m[1]!.matchAll(/<([0-9a-f]+)>/g)]
        .map((h) => Buffer.from(h[1]!, "hex").toString("latin1"))
        .join(""),
    )
    .join("\n");
}

async function downloadedPdf(download: Promise<Download>) {
  const bytes = fs.readFileSync((await (await download).path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return pdfText(bytes);
}

async function learnerIn(browser: Browser, baseURL: string, name: string, language: string) {
  const context = await browser.newContext({
    baseURL,
    locale: language === "de" ? "de-DE" : "en-GB",
  });
  const page = await context.newPage();
  await page.goto("/");
  const account = await signUpLearner(page, { name, language });
  return { context, page, ...account };
}

test("a learner downloads their own certificate of participation from the class card", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const cohortName = `Klasse Winter ${Date.now().toString(36)}`;
  const lea = await learnerIn(browser, baseURL!, "Lea Lernfreude", "de");
  const leo = await learnerIn(browser, baseURL!, "Leo Learner", "en");
  const adminContext = await browser.newContext({ baseURL, locale: "de-DE" });
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/");
  await signInAs(adminPage, "admin");
  const base = origin(adminPage);
  const made = await adminPage.request.post(`${base}/api/dev/teach-fixture`, {
    data: {
      name: cohortName,
      teacherEmails: ["teacher@e2e.test"],
      learnerEmails: [lea.email, leo.email],
    },
    headers: { origin: base },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { cohortId } = (await made.json()) as { cohortId: string };

  // Before the teacher issued it: the card says so, and offers nothing to download.
  await lea.page.setViewportSize({ width: 1280, height: 900 });
  await lea.page.goto("/app");
  const card = lea.page.getByTestId("cohort-card");
  await expect(card.getByRole("heading", { name: `Deine Klasse: ${cohortName}` })).toBeVisible();
  const row = card.getByTestId("cohort-participation");
  await expect(row.getByRole("heading", { name: "Teilnahmebescheinigung" })).toBeVisible();
  await expect(row).toContainText(
    "Noch nicht ausgestellt. Sobald deine Lehrkraft sie ausstellt, kannst du sie hier als PDF herunterladen.",
  );
  await expect(row.getByRole("link")).toHaveCount(0);
  await expectNoA11yViolations(lea.page);
  await lea.page.screenshot({
    path: test.info().outputPath("class-participation-not-yet-de-1280.png"),
    fullPage: true,
  });

  // The teacher issues Lea's (the teacher's screen is admin-teach.spec's).
  await page.goto("/");
  await signInAs(page, "teacher");
  const issue = async (name: string) => {
    await page.goto(`/teach/${cohortId}`);
    await page.getByRole("link", { name }).first().click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.getByRole("button", { name: "Teilnahmebescheinigung ausstellen" }).click();
    await expect(page.getByRole("link", { name: "PDF herunterladen" })).toBeVisible();
  };
  // Lea was present at a live session of 90 minutes: it counts in her record of learning
  // (decision 0230), so her streak starts and her certificate states the hours.
  const teach = origin(page);
  const made2 = await page.request.post(`${teach}/api/teach/cohorts/${cohortId}/sessions`, {
    data: {
      title: "Schleifen live",
      startsAt: new Date(Date.now() - 120_000).toISOString(),
      durationMinutes: 90,
      url: "https://meet.example/klasse-winter",
    },
    headers: { origin: teach },
  });
  expect(made2.status(), await made2.text()).toBe(201);
  const { id: sessionId } = (await made2.json()) as { id: string };
  const view = (await (
    await page.request.get(`${teach}/api/teach/cohorts/${cohortId}`)
  ).json()) as {
    learners: { userId: string; email: string }[];
  };
  const leaId = view.learners.find((l) => l.email === lea.email)!.userId;
  const marked = await page.request.put(
    `${teach}/api/teach/cohorts/${cohortId}/sessions/${sessionId}/attendance`,
    { data: { entries: [{ userId: leaId, status: "present" }] }, headers: { origin: teach } },
  );
  expect(marked.status(), await marked.text()).toBe(200);
  await issue("Lea Lernfreude");

  // Lea downloads her own PDF from the dashboard's class card.
  await lea.page.reload();
  await expect(row).toContainText(/Ausgestellt am /);
  await expect(lea.page.getByText("1 Tag", { exact: true })).toBeVisible();
  const link = row.getByRole("link", { name: "Teilnahmebescheinigung herunterladen (PDF)" });
  await expect(link).toBeVisible();
  await expectNoA11yViolations(lea.page);
  await lea.page.screenshot({
    path: test.info().outputPath("class-participation-issued-de-1280.png"),
    fullPage: true,
  });
  const first = lea.page.waitForEvent("download");
  await link.click();
  const pdf = await downloadedPdf(first);
  expect(pdf).toContain("Teilnahmebescheinigung");
  expect(pdf).toContain("Lea Lernfreude");
  expect(pdf).toContain(cohortName);
  expect(pdf).toContain("Anwesenheit bei Live-Terminen: 1,5 Std.");
  expect(pdf).not.toContain("Leo Learner");

  // 390 px: the learning path's class card, the same download.
  await lea.page.setViewportSize({ width: 390, height: 844 });
  await lea.page.goto("/app/learning-path");
  const pathRow = lea.page.getByTestId("cohort-card").getByTestId("cohort-participation");
  const pathLink = pathRow.getByRole("link", {
    name: "Teilnahmebescheinigung herunterladen (PDF)",
  });
  await expect(pathLink).toBeVisible();
  const leaHref = await pathLink.getAttribute("href");
  expect(await noSideScroll(lea.page)).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(lea.page);
  await pathRow.scrollIntoViewIfNeeded();
  await lea.page.screenshot({
    path: test.info().outputPath("class-participation-path-de-390.png"),
    fullPage: true,
  });
  const again = lea.page.waitForEvent("download");
  await pathLink.click();
  expect(await downloadedPdf(again)).toContain("Lea Lernfreude");

  // Leo (English): not issued yet, then issued; his PDF is in English with his name.
  await leo.page.setViewportSize({ width: 1280, height: 900 });
  await leo.page.goto("/app");
  const leoRow = leo.page.getByTestId("cohort-card").getByTestId("cohort-participation");
  await expect(leoRow.getByRole("heading", { name: "Certificate of participation" })).toBeVisible();
  await expect(leoRow).toContainText(
    "Not issued yet. As soon as your teacher issues it, you can download it here as a PDF.",
  );
  await expectNoA11yViolations(leo.page);
  await leo.page.screenshot({
    path: test.info().outputPath("class-participation-not-yet-en-1280.png"),
    fullPage: true,
  });
  await issue("Leo Learner");
  await leo.page.setViewportSize({ width: 390, height: 844 });
  await leo.page.reload();
  await expect(leoRow).toContainText(/Issued on /);
  const leoLink = leoRow.getByRole("link", {
    name: "Download certificate of participation (PDF)",
  });
  await expect(leoLink).toBeVisible();
  expect(await noSideScroll(leo.page)).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(leo.page);
  await leoRow.scrollIntoViewIfNeeded();
  await leo.page.screenshot({
    path: test.info().outputPath("class-participation-issued-en-390.png"),
    fullPage: true,
  });
  const leos = leo.page.waitForEvent("download");
  await leoLink.click();
  const leoPdf = await downloadedPdf(leos);
  expect(leoPdf).toContain("Certificate of participation");
  expect(leoPdf).toContain("Leo Learner");
  expect(leoPdf).not.toContain("Lea Lernfreude");

  // Lea's certificate id is not Leo's to fetch.
  const foreign = await leo.page.request.get(`${origin(leo.page)}${leaHref}`);
  expect(foreign.status()).toBe(404);

  await lea.context.close();
  await leo.context.close();
  await adminContext.close();
});
