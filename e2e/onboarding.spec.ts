import type { Page } from "@playwright/test";
import {
  test,
  expect,
  mailLink,
  mailbox,
  origin,
  expectNoA11yViolations,
} from "./support/fixtures";

interface StoredLead {
  email: string;
  goal: string | null;
  experienceLevel: string | null;
  timeAvailable: string | null;
  learningStyle: string[] | null;
  interestTopic: string | null;
  biggestBlocker: string | null;
  utmSource: string | null;
  language: string;
  welcomeEmailSent: boolean;
  emailSentAt: string | null;
  registered: boolean;
  clickedStartEmail: boolean;
  clickedStartEmailAt: string | null;
  unsubscribed: boolean;
}

/** Development-only view of a stored lead (like /dev/mailbox). */
async function storedLead(page: Page, email: string): Promise<StoredLead> {
  const res = await page.request.get(
    `${origin(page)}/api/dev/leads?email=${encodeURIComponent(email)}`,
  );
  expect(res.status()).toBe(200);
  return (await res.json()).lead;
}

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;

async function expectProgress(page: Page, step: number) {
  await expect(page.getByTestId("step-label")).toHaveText(`Schritt ${step} von 7`);
  await expect(page.getByTestId("percent-label")).toHaveText(
    `${Math.round((step / 7) * 100)}% abgeschlossen`,
  );
}

/** Answers steps 1–6 and waits for the e-mail phase. */
async function answerAll(page: Page) {
  await page.getByRole("radio", { name: "Eine neue Karriere in Tech starten" }).click();
  await page.getByRole("radio", { name: "Ich kenne die Grundlagen" }).click();
  await page.getByRole("radio", { name: "5–10 Std. pro Woche" }).click();
  await page.getByRole("checkbox", { name: "Durch praktische Projekte" }).click();
  await page.getByRole("checkbox", { name: "Mit Quizzen und Übungen" }).click();
  await page.getByRole("button", { name: "Weiter →" }).click();
  await page.getByRole("radio", { name: "Webentwicklung" }).click();
  await page.getByRole("radio", { name: "Zu wenig Zeit neben Job und Alltag" }).click();
  await expect(
    page.getByRole("heading", { name: "Dein personalisierter Lernplan ist bereit!" }),
  ).toBeVisible({ timeout: 10_000 });
}

test("the whole funnel: questions, plan, lead, registration with the e-mail, welcome mail", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("funnel");
  await page.goto("/onboarding?utm_source=e2e-newsletter");
  await expectProgress(page, 1);
  await expect(page.getByRole("heading", { name: "Was ist dein Hauptziel?" })).toBeVisible();
  await expect(page.getByRole("button", { name: /zurück/i })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Single choice: highlighted at once, advances about 200 ms later.
  await page.getByRole("radio", { name: "Eine neue Karriere in Tech starten" }).click();
  await expectProgress(page, 2);
  await expect(
    page.getByRole("heading", { name: "Wie würdest du dein aktuelles Level beschreiben?" }),
  ).toBeVisible();
  // Keyboard: arrows move the focus, Enter chooses.
  await page.getByRole("radio", { name: "Kompletter Neuanfang – ich starte bei null" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Ich kenne die Grundlagen" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expectProgress(page, 3);
  await expect(
    page.getByRole("heading", { name: "Wie viel Zeit kannst du pro Woche investieren?" }),
  ).toBeVisible();
  await expect(page.getByRole("radio")).toHaveText([
    "Weniger als 2 Std. pro Woche",
    "2–5 Std. pro Woche",
    "5–10 Std. pro Woche",
    "10+ Std. pro Woche",
  ]);
  await page.getByRole("radio", { name: "5–10 Std. pro Woche" }).click();

  // Step 4: multi choice behind "Weiter →".
  await expectProgress(page, 4);
  await expect(page.getByRole("heading", { name: "Wie lernst du am besten?" })).toBeVisible();
  const weiter = page.getByRole("button", { name: "Weiter →" });
  await expect(weiter).toBeDisabled();
  const projects = page.getByRole("checkbox", { name: "Durch praktische Projekte" });
  await projects.click();
  await expect(projects).toHaveAttribute("aria-checked", "true");
  await expect(weiter).toBeEnabled();
  await projects.click();
  await expect(weiter).toBeDisabled();
  await projects.click();
  await page.getByRole("checkbox", { name: "Mit Quizzen und Übungen" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "Mit Quizzen und Übungen" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await page.waitForTimeout(400);
  await expectProgress(page, 4);
  await expectNoA11yViolations(page);
  await weiter.click();

  await expectProgress(page, 5);
  await expect(
    page.getByRole("heading", { name: "Welches Thema interessiert dich am meisten?" }),
  ).toBeVisible();
  await page.getByRole("radio", { name: "Webentwicklung" }).click();
  await expectProgress(page, 6);
  await expect(
    page.getByRole("heading", { name: "Was war bisher dein größtes Hindernis?" }),
  ).toBeVisible();
  await page.getByRole("radio", { name: "Zu wenig Zeit neben Job und Alltag" }).click();

  // Step 7, loading: four messages in order.
  await expectProgress(page, 7);
  const message = page.getByTestId("loading-message");
  await expect(message).toHaveText("Analysiere deine Antworten...");
  // (The order and timing of all four messages: see the timings test.)
  await expectNoA11yViolations(page);

  // E-mail phase.
  await expect(
    page.getByRole("heading", { name: "Dein personalisierter Lernplan ist bereit!" }),
  ).toBeVisible();
  for (const badge of ["Sicher", "Kein Spam", "Jederzeit abmelden"])
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  await expect(
    page.getByText("Schon 5.000+ Lernende haben so ihren Weg in die Tech-Welt gestartet.", {
      exact: true,
    }),
  ).toBeVisible();
  const field = page.getByLabel("E-Mail-Adresse");
  await expect(field).toHaveAttribute("type", "email");
  await expect(field).toHaveAttribute("required", "");
  const submit = page.getByRole("button", { name: "Zeig mir meinen Plan →" });
  await expect(submit).toBeDisabled();
  for (const bad of ["lena", "lena@beispiel", "lena @beispiel.de", "@beispiel.de"]) {
    await field.fill(bad);
    await expect(submit).toBeDisabled();
  }
  await field.blur();
  await expect(page.getByText("Ungültige E-Mail-Adresse")).toBeVisible();
  await expectNoA11yViolations(page);
  await field.fill(email);
  await expect(submit).toBeEnabled();

  // Saving: busy texts; the request carries every answer and utm_source.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/leads", async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/leads") && r.method() === "POST");
  await submit.click();
  const body = (await sent).postDataJSON();
  expect(body).toEqual({
    email,
    goal: "new-career",
    experience: "basics",
    timeCommitment: "5-10",
    learningStyle: ["projects", "quizzes"],
    topic: "web-dev",
    blocker: "limited-time",
    utmSource: "e2e-newsletter",
    language: "de",
  });
  await expect(page.getByRole("button", { name: "Speichere deine Daten..." })).toBeDisabled();
  await expect(page.getByText("Speichere deine Antworten...")).toBeVisible();
  release();

  // Registration phase, only after the lead was saved.
  await expect(
    page.getByRole("heading", {
      name: "Du kannst deinen Plan jetzt direkt freischalten – kostenlos.",
    }),
  ).toBeVisible();
  await page.unroute("**/api/leads");
  await expect(page.getByRole("button", { name: "Mit E-Mail registrieren" })).toBeVisible();
  // No social provider is configured on this server: no button that could only fail.
  await expect(page.getByRole("button", { name: /^Mit .+ anmelden$/ })).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: "Schon registriert? Jetzt einloggen" }),
  ).toHaveAttribute("href", /^\/auth/);
  await expectNoA11yViolations(page);

  const lead = await storedLead(page, email);
  expect(lead).toMatchObject({
    goal: "new-career",
    experienceLevel: "basics",
    timeAvailable: "5-10",
    learningStyle: ["projects", "quizzes"],
    interestTopic: "web-dev",
    biggestBlocker: "limited-time",
    utmSource: "e2e-newsletter",
    language: "de",
    welcomeEmailSent: true,
    registered: false,
    clickedStartEmail: false,
  });
  expect(lead.emailSentAt).not.toBeNull();

  // "Mit E-Mail registrieren" -> /auth prefilled and read-only -> account -> lead registered.
  await page.getByRole("button", { name: "Mit E-Mail registrieren" }).click();
  await expect(page).toHaveURL(/\/auth\?from=email&email=[^&]+&lead=[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("heading", { name: "Zugang freischalten" })).toBeVisible();
  await expect(page.getByTestId("lead-teaser")).toContainText("Dein Ziel: Neue Karriere in Tech");
  const form = page.getByRole("form", { name: "Registrieren" });
  await expect(form.getByLabel("E-Mail")).toHaveValue(email);
  await expect(form.getByLabel("E-Mail")).toHaveAttribute("readonly", "");
  await form.getByLabel("Vollständiger Name").fill("Fenja Funnel");
  await form.getByLabel("Passwort", { exact: true }).fill("funnel-passwort-1");
  await form.getByLabel("Passwort bestätigen").fill("funnel-passwort-1");
  await form.getByRole("button", { name: "Kostenloses Konto erstellen" }).click();
  await expect(
    page.getByText("Registrierung erfolgreich! Überprüfe deine E-Mails.").first(),
  ).toBeVisible();
  await expect.poll(async () => (await storedLead(page, email)).registered).toBe(true);

  // The welcome e-mail's link records the click and opens the teaser.
  const base = origin(page);
  const messages = await mailbox(page.request, base, email);
  const welcome = messages.find((m) => m.kind === "lead-welcome");
  expect(welcome?.subject).toBe("Dein persönlicher Lernplan bei Kurswerk ist bereit");
  expect(welcome?.text).toContain("Dein Ziel: Neue Karriere in Tech");
  const start = await mailLink(page.request, base, email, /ref=welcome/);
  await page.context().clearCookies();
  await page.goto(start);
  await expect(page.getByRole("heading", { name: "Zugang freischalten" })).toBeVisible();
  await expect(page.getByTestId("lead-teaser")).toContainText("Dein Ziel: Neue Karriere in Tech");
  await expect.poll(async () => (await storedLead(page, email)).clickedStartEmail).toBe(true);
  expect((await storedLead(page, email)).clickedStartEmailAt).not.toBeNull();

  // The unsubscribe link works.
  const unsubscribe = await mailLink(page.request, base, email, /unsubscribe/);
  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { name: "E-Mails abbestellen" })).toBeVisible();
  expect((await storedLead(page, email)).unsubscribed).toBe(false);
  await page.getByRole("button", { name: "Ja, abmelden" }).click();
  await expect(page.getByRole("heading", { name: "Du bist abgemeldet" })).toBeVisible();
  expect((await storedLead(page, email)).unsubscribed).toBe(true);
});

test("timings: 200 ms auto-advance, 4 × 1500 ms messages, 500 ms pause", async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await page.goto("/onboarding");
  await expectProgress(page, 1);
  // From here on the page's time moves only when the test says so. pauseAt refuses a time
  // already past, and under load more than 100 ms can pass between reading the page's clock
  // and pausing it: a second ahead (nothing is scheduled before the first answer).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await page.getByRole("radio", { name: "Eine neue Karriere in Tech starten" }).click();
  await page.clock.runFor(150);
  await expectProgress(page, 1);
  await expect(
    page.getByRole("radio", { name: "Eine neue Karriere in Tech starten" }),
  ).toHaveAttribute("aria-checked", "true");
  await page.clock.runFor(60);
  await expectProgress(page, 2);
  for (const name of ["Ich kenne die Grundlagen", "5–10 Std. pro Woche"]) {
    await page.getByRole("radio", { name }).click();
    await page.clock.runFor(210);
  }
  await page.getByRole("checkbox", { name: "Mit Video-Lektionen" }).click();
  await page.getByRole("button", { name: "Weiter →" }).click();
  for (const name of ["KI & Automatisierung", "Ich schiebe es immer wieder auf"]) {
    await page.getByRole("radio", { name }).click();
    await page.clock.runFor(210);
  }
  await expectProgress(page, 7);
  const message = page.getByTestId("loading-message");
  const messages = [
    "Analysiere deine Antworten...",
    "Erstelle deinen Lernpfad...",
    "Suche den perfekten Einstiegskurs...",
    "Fertig – dein persönlicher Plan ist bereit!",
  ];
  await expect(message).toHaveText(messages[0]);
  for (let i = 1; i < 4; i++) {
    await page.clock.runFor(1450);
    await expect(message).toHaveText(messages[i - 1]);
    await page.clock.runFor(50);
    await expect(message).toHaveText(messages[i]);
  }
  // The last message stays 1500 ms, then a 500 ms pause, then the e-mail phase.
  await page.clock.runFor(1950);
  await expect(message).toHaveText(messages[3]);
  await page.clock.runFor(50);
  await expect(
    page.getByRole("heading", { name: "Dein personalisierter Lernplan ist bereit!" }),
  ).toBeVisible();
});

test("a failed save keeps the e-mail phase and tells the visitor what to do", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of 500/); // a server error injected on purpose
  test.setTimeout(90_000);
  const email = uniqueEmail("fail");
  const logged: string[] = [];
  // Logged as a handled failure: information, not an error (decision 0097).
  page.on("console", (m) => {
    if (m.type() === "info") logged.push(m.text());
  });
  await page.goto("/onboarding");
  await answerAll(page);
  await page.route("**/api/leads", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "INTERNAL", message: "kaputt" } }),
    }),
  );
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Zeig mir meinen Plan →" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Prüfe deine Internetverbindung und tippe dann noch einmal",
  );
  await expect(
    page.getByRole("heading", { name: "Dein personalisierter Lernplan ist bereit!" }),
  ).toBeVisible();
  expect(logged.some((l) => l.includes("lead save failed"))).toBe(true);
  await page.unroute("**/api/leads");
  await page.getByRole("button", { name: "Zeig mir meinen Plan →" }).click();
  await expect(page.getByRole("button", { name: "Mit E-Mail registrieren" })).toBeVisible();
});

test("a configured provider's button marks the lead registered and shows the provider's refusal", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The session answer names the configured providers (decision 0092); here it names Google
  // although this server has none, so the start is refused and the button says why.
  await page.route("**/api/me", async (route) => {
    const res = await route.fetch();
    await route.fulfill({
      response: res,
      json: { ...(await res.json()), socialProviders: ["google"] },
    });
  });
  const email = uniqueEmail("google");
  await page.goto("/onboarding");
  await answerAll(page);
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Zeig mir meinen Plan →" }).click();
  await expect(page.getByRole("button", { name: /^Mit .+ anmelden$/ })).toHaveText([
    "Mit Google anmelden",
  ]);
  await page.getByRole("button", { name: "Mit Google anmelden" }).click();
  await expect(
    page.getByText(
      "Fehler beim Anmelden mit Google: Dieser Anbieter ist auf diesem Server nicht eingerichtet.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Mit Google anmelden" })).toBeEnabled();
  expect((await storedLead(page, email)).registered).toBe(true);
});

test("the answers survive a reload in the same browser session, and are gone once sent", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/onboarding");
  await page.getByRole("radio", { name: "Eine neue Karriere in Tech starten" }).click();
  await page.getByRole("radio", { name: "Ich kenne die Grundlagen" }).click();
  await expectProgress(page, 3);
  await page.reload();
  await expectProgress(page, 3);
  await expect(
    page.getByRole("heading", { name: "Wie viel Zeit kannst du pro Woche investieren?" }),
  ).toBeVisible();
  await page.getByRole("radio", { name: "5–10 Std. pro Woche" }).click();
  await page.getByRole("checkbox", { name: "Durch praktische Projekte" }).click();
  await page.reload();
  await expectProgress(page, 4);
  await expect(page.getByRole("checkbox", { name: "Durch praktische Projekte" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await page.getByRole("button", { name: "Weiter →" }).click();
  await page.getByRole("radio", { name: "Webentwicklung" }).click();
  await page.getByRole("radio", { name: "Zu wenig Zeit neben Job und Alltag" }).click();
  await expect(
    page.getByRole("heading", { name: "Dein personalisierter Lernplan ist bereit!" }),
  ).toBeVisible({ timeout: 10_000 });
  const email = uniqueEmail("reload");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  // A reload at the address field: no second "analysis", the address is still there.
  await page.reload();
  await expect(
    page.getByRole("heading", { name: "Dein personalisierter Lernplan ist bereit!" }),
  ).toBeVisible();
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(email);
  await page.getByRole("button", { name: "Zeig mir meinen Plan →" }).click();
  await expect(page.getByRole("button", { name: "Mit E-Mail registrieren" })).toBeVisible();
  // Every answer of the reloaded session reached the server.
  expect(await storedLead(page, email)).toMatchObject({
    goal: "new-career",
    experienceLevel: "basics",
    timeAvailable: "5-10",
    learningStyle: ["projects"],
    interestTopic: "web-dev",
    biggestBlocker: "limited-time",
  });
  // Sent: a new visit starts at the first question.
  await page.reload();
  await expectProgress(page, 1);
  expect(await page.evaluate(() => sessionStorage.getItem("kurswerk_onboarding"))).toBeNull();
});

test("the funnel works in English and at 390 px", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("kurswerk.lang", "en"));
  await page.goto("/onboarding");
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
  await expect(page.getByText("14% complete")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What is your main goal?" })).toBeVisible();
  await page.getByRole("radio", { name: "Build a digital side income" }).click();
  await expect(page.getByText("Step 2 of 7")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
});
