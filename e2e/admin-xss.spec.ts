import type { Locator, Page } from "@playwright/test";
import { test, expect, signInAs } from "./support/fixtures";
import { XSS } from "../src/server/test/fake-openai";
import { useFakeAiKurswerk } from "./support/fake-ai-server";
import type { Job } from "../src/shared/contracts/admin";
import type { PlayerResponse } from "../src/shared/contracts/learning";

/**
 * Issue 4: untrusted course text stays inert. The model (the fake OpenAI-compatible
 * server, scenario "xss") writes script tags, event handlers, iframes and javascript:
 * links into every text field of a lesson; the course goes through the real provider
 * path, is published, and the learner's player and the admin preview must show it as
 * text or drop it, never run it.
 *
 * The pages run with bypassCSP: our CSP would stop inline scripts anyway, so this proves
 * the rendering itself is safe (a payload that reached the DOM would really run here).
 * The spec starts a Kurswerk of its own (see admin-fake-ai.spec.ts) on a port of its own.
 */
const ai = useFakeAiKurswerk("xss");
const base = ai.base;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base, bypassCSP: true });

/** Records dialogs (dismissed) and uncaught errors of a page. */
function watch(page: Page) {
  const seen = { dialogs: [] as string[], errors: [] as string[] };
  page.on("dialog", (d) => {
    seen.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on("pageerror", (e) => seen.errors.push(String(e)));
  return seen;
}

/**
 * Nothing of the payloads runs or could run: no dialog, window.__xss unset, no active
 * elements in `area`, and nowhere on the page an on* attribute or a script URL.
 */
async function expectInert(page: Page, area: Locator, seen: ReturnType<typeof watch>) {
  // An injected <img src=x onerror> would fire once its request fails: give it that moment.
  await page.waitForTimeout(300);
  expect(seen.dialogs).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined();
  // The app's own forms under the lesson (the lesson's "Fragen & Antworten" and the help
  // request, issue 45) are not course text; everything else that could run or send is counted.
  await expect
    .poll(() =>
      area.evaluate(
        (root) =>
          [
            ...root.querySelectorAll(
              "script, iframe, frame, object, embed, base, form, meta, link, style, svg script",
            ),
          ].filter((el) => !el.closest('[data-testid="discussion"], [data-testid="help-form"]'))
            .length,
      ),
    )
    .toBe(0);
  const bad = await page.evaluate(() => {
    const found: string[] = [];
    const urlAttrs = ["href", "src", "action", "formaction", "xlink:href", "data", "poster"];
    for (const el of Array.from(document.querySelectorAll("*"))) {
      for (const a of Array.from(el.attributes)) {
        const name = a.name.toLowerCase();
        // Browsers ignore control characters and spaces in a URL's scheme.
        const value = Array.from(a.value)
          .filter((ch) => ch.charCodeAt(0) > 0x20)
          .join("")
          .toLowerCase();
        if (name.startsWith("on")) found.push(`<${el.tagName}> ${a.name}="${a.value}"`);
        else if (name === "srcdoc") found.push(`<${el.tagName}> srcdoc`);
        else if (urlAttrs.includes(name) && /^(javascript|vbscript|data:text)/.test(value))
          found.push(`<${el.tagName}> ${a.name}="${a.value}"`);
      }
    }
    for (const img of Array.from(document.querySelectorAll("img")))
      if (img.getAttribute("src") === "x") found.push("<img src=x>");
    return found;
  });
  expect(bad).toEqual([]);
}

async function waitForJob(page: Page, job: Job): Promise<Job> {
  for (let i = 0; i < 240 && job.status !== "succeeded" && job.status !== "failed"; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const res = await page.request.get(`${base}/api/admin/jobs/${job.id}`);
    job = ((await res.json()) as { job: Job }).job;
  }
  expect(job.status, job.error ?? "").toBe("succeeded");
  return job;
}

async function post(page: Page, url: string, data?: unknown) {
  const res = await page.request.post(`${base}${url}`, { data, headers: { origin: base } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json() as Promise<{ job: Job }>;
}

test("XSS payloads from the model stay inert in the admin preview and the course player", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `XSS ${XSS.imgBare} [[fake:xss]] [[fake-modules:2]] ${Date.now()}`;
  await page.goto("/");
  await signInAs(page, "admin");

  // Create, generate every module, through the real provider path.
  const created = await waitForJob(
    page,
    (
      await post(page, "/api/admin/courses", {
        title,
        description: `Beschreibung ${XSS.script} ${XSS.link}`,
        estimatedHours: 2,
        skillArea: "web-development",
      })
    ).job,
  );
  const versionId = created.result!.courseVersionId!;
  const courseId = created.result!.courseId!;
  await waitForJob(
    page,
    (await post(page, `/api/admin/course-versions/${versionId}/generate-all`)).job,
  );
  expect(ai.kurswerk.fake.requests.filter((r) => r.operation === "module_content")).toHaveLength(2);
  expect(ai.kurswerk.fake.requests.every((r) => r.scenario === "xss" && r.status === 200)).toBe(
    true,
  );

  // Admin preview: every module open, hint and solution expanded.
  const admin = watch(page);
  await page.goto(`/admin/preview?version=${versionId}`);
  const adminMain = page.locator("#admin-main");
  await expect(page.getByTestId("problems")).toContainText("Der Kurs hat kein Vorschaubild.");
  await expect(page.getByText(title).first()).toBeVisible();
  for (const n of [1, 2]) {
    await page.getByRole("button", { name: new RegExp(`^${n}\\. `) }).click();
    const lessonsShown = adminMain.getByTestId("preview-lesson");
    await expect(lessonsShown).toHaveCount(2);
    for (const summary of await adminMain.locator("details summary").all()) await summary.click();
    await expect(
      lessonsShown.first().getByText(`Frage 1: was passiert mit ${XSS.imgBare}?`),
    ).toBeVisible();
    // Plain text stays text: code, quiz choices.
    await expect(
      lessonsShown.first().locator("pre code").filter({ hasText: XSS.script }).first(),
    ).toHaveText(`</code></pre>${XSS.script}${XSS.img}`);
    await expect(lessonsShown.first().getByText(XSS.imgBare, { exact: true })).toBeVisible();
    await expectInert(page, adminMain, admin);
  }
  expect(admin.errors).toEqual([]);

  // Prepare and publish.
  await post(page, `/api/admin/course-versions/${versionId}/activate`);
  await post(page, `/api/admin/course-versions/${versionId}/publish`, { confirmWarnings: true });

  // The learner works through every lesson of the course.
  const context = await browser.newContext({ baseURL: base, locale: "de-DE", bypassCSP: true });
  const learner = await context.newPage();
  const seen = watch(learner);
  await learner.goto("/");
  await signInAs(learner, "learner");
  const res = await learner.request.get(`${base}/api/learning/courses/${courseId}?lang=de`);
  expect(res.status()).toBe(200);
  const data = (await res.json()) as PlayerResponse;
  const lessons = data.modules.flatMap((m) => m.lessons);
  expect(lessons).toHaveLength(4);

  await learner.goto(`/app/course/${courseId}`);
  await expect(learner.getByRole("heading", { level: 1 })).toHaveText(title);
  const main = learner.locator("#main");
  const view = learner.getByTestId("lesson-view");
  for (const [i, lesson] of lessons.entries()) {
    if (i > 0) await view.getByRole("link", { name: "Nächste Lektion" }).click();
    await expect(learner).toHaveURL(new RegExp(`/app/course/${courseId}/${lesson.id}$`));
    await expect(view.getByRole("heading", { level: 2, name: lesson.title })).toBeVisible();
    expect(lesson.title).toContain(XSS.imgBare);
    await expect(view.getByText(lesson.learningObjective!)).toBeVisible();

    // Text: raw HTML shows as text, javascript: links lose their target.
    await expect(
      view.getByRole("heading", {
        level: 2,
        name: `Lektion ${(i % 2) + 1} ${XSS.img}`,
        exact: true,
      }),
    ).toBeVisible();
    await expect(view.getByText(XSS.script, { exact: true }).first()).toBeVisible();
    await expect(view).toContainText("klick und javascript:window.__xss=1 und daten und ref");
    const klick = view.getByText("klick", { exact: true }).first();
    await expect(klick).toBeVisible();
    expect(await klick.getAttribute("href")).toBeNull();

    // Code: the payload is the code, shown verbatim.
    const code = view.getByTestId("code");
    await expect(code).toHaveCount(2);
    await expect(code.first()).toHaveText(`</code></pre>${XSS.script}${XSS.img}`);
    await expect(code.nth(1)).toHaveText(`document.body.innerHTML = '${XSS.imgBare}';`);

    // Exercise: hint and model solution open.
    for (const ex of await view.getByTestId("exercise-card").all()) {
      await ex.getByRole("button", { name: "Tipp anzeigen" }).click();
      await ex.getByRole("button", { name: "Musterlösung anzeigen" }).click();
      await expect(ex.getByText("Musterlösung", { exact: true })).toBeVisible();
      await expect(ex.locator("pre code")).toHaveText(XSS.script);
    }

    // Quiz: question and choices are text; answer it and read the explanation.
    for (const quiz of await view.getByTestId("quiz-card").all()) {
      await expect(quiz.getByRole("heading", { level: 3 })).toHaveText(
        `Frage ${(i % 2) + 1}: was passiert mit ${XSS.imgBare}?`,
      );
      for (const choice of [XSS.imgBare, XSS.script, XSS.link])
        await expect(quiz.getByText(choice, { exact: true })).toBeVisible();
      await quiz.locator("label").filter({ hasText: XSS.script }).click();
      await quiz.getByRole("button", { name: "Antwort überprüfen" }).click();
      await expect(quiz.getByTestId("quiz-result")).toContainText("Richtig!");
      await expect(quiz.getByTestId("quiz-result")).toContainText(XSS.img);
    }
    await expectInert(learner, main, seen);
  }
  expect(seen.errors).toEqual([]);
  await context.close();
});
