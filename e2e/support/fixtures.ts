import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { E2E_PASSWORD, E2E_USERS, type E2EUser } from "./users";

export { expect };

/** Our origin: the CSRF check wants it on every write. */
export const origin = (page: Page) =>
  new URL(
    page.url() === "about:blank"
      ? (base.info().project.use.baseURL ?? "http://127.0.0.1:3210")
      : page.url(),
  ).origin;

/**
 * Opens a page that arrives prerendered (the landing, /auth without a query) and waits
 * until React has taken it over: before, its buttons and tabs do not react yet.
 */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}

export async function signInAs(page: Page, who: E2EUser) {
  const base = origin(page);
  const res = await page.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email: E2E_USERS[who].email, password: E2E_PASSWORD, rememberMe: true },
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Creates a fresh, confirmed learner through the real sign-up and confirmation mail. */
export async function signUpLearner(page: Page, opts: { name?: string; language?: string } = {}) {
  const base = origin(page);
  const email = `learner-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
  const password = "learner-password-1";
  const res = await page.request.post(`${base}/api/auth/sign-up/email`, {
    data: {
      name: opts.name ?? "Erika Muster",
      email,
      password,
      language: opts.language ?? "de",
      callbackURL: "/app",
    },
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(200);
  const link = await mailLink(page.request, base, email, /verify-email/);
  await page.goto(link);
  return { email, password };
}

export async function mailbox(request: APIRequestContext, base: string, to: string) {
  const res = await request.get(`${base}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  return (await res.json()).messages as {
    subject: string;
    text: string;
    kind: string;
    links: string[];
  }[];
}

/** Waits for a mail to `to` and returns its first link matching `pattern`. */
export async function mailLink(
  request: APIRequestContext,
  base: string,
  to: string,
  pattern: RegExp,
): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const messages = await mailbox(request, base, to);
    for (const m of messages) {
      const link = m.links.find((l) => pattern.test(l));
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} with a link matching ${pattern}`);
}

/** axe with WCAG 2.1 AA tags: no violations. */
export async function expectNoA11yViolations(page: Page, opts: { exclude?: string[] } = {}) {
  // A toast fading in or out is half transparent: axe would measure its contrast mid-way. One
  // on its way out (`data-removed`) is gone soon; it is not audited if it is still there.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll("[data-sonner-toast]")].every(
          (el) =>
            el.getAttribute("data-removed") !== "true" && getComputedStyle(el).opacity === "1",
        ),
      null,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  // Likewise a dialog opening or closing (Radix animates both): wait for finite animations.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  let builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude('[data-sonner-toast][data-removed="true"]');
  for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/**
 * The browser console stays silent (issue 33, decision 0097): a warning, an error or an
 * uncaught exception on any page of a test's browser context fails the test. Only messages
 * outside our control are allowed here, each with its reason; a message a test provokes on
 * purpose (a 404 page it opens, a server error it injects) is allowed by that test alone
 * through `allowConsole`. Pages of contexts a test opens itself (`browser.newContext()`)
 * are not watched.
 */
export const CONSOLE_ALLOWED: { pattern: RegExp; why: string }[] = [
  {
    // Chromium reports every fetch answered with a 4xx status as a console error, whatever
    // the page does with the answer; pages cannot turn that off. Our screens answer these
    // (wrong password 401, unconfirmed 403, unknown id 404, conflict 409, limit 429 …) with
    // a message the tests check. A 5xx, or a 4xx of a page or a script, still fails.
    pattern:
      /^error: Failed to load resource: the server responded with a status of 4\d\d \([^)]*\) \(https?:\/\/[^/]+\/api\/[^)]*\)$/,
    why: "the browser's own report of a handled 4xx API answer",
  },
];

export const test = base.extend<{
  consoleErrors: string[];
  /** Allows console messages matching `pattern` in this test only (provoked on purpose). */
  allowConsole: (pattern: RegExp) => void;
  consoleAllowances: RegExp[];
  consoleGuard: void;
}>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await use(errors);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  consoleAllowances: async ({}, use) => {
    await use([]);
  },
  allowConsole: async ({ consoleAllowances }, use) => {
    await use((pattern) => void consoleAllowances.push(pattern));
  },
  consoleGuard: [
    async ({ context, consoleAllowances }, use, testInfo) => {
      const seen: string[] = [];
      const watch = (p: Page) => {
        p.on("console", (msg) => {
          if (msg.type() !== "error" && msg.type() !== "warning") return;
          const where = msg.location().url;
          seen.push(`${msg.type()}: ${msg.text()}${where ? ` (${where})` : ""}`);
        });
        p.on("pageerror", (e) => seen.push(`uncaught: ${e.message}`));
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use();
      const allowed = [...CONSOLE_ALLOWED.map((a) => a.pattern), ...consoleAllowances];
      const unexpected = seen.filter((m) => !allowed.some((a) => a.test(m)));
      // A test that failed already reports its own cause first.
      if (testInfo.status === testInfo.expectedStatus)
        expect(unexpected, `console messages:\n${unexpected.join("\n")}`).toEqual([]);
    },
    { auto: true },
  ],
});
