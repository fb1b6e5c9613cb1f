import type { Page } from "@playwright/test";
import { test, expect, signInAs, signUpLearner, expectNoA11yViolations } from "./support/fixtures";
import { useFakeAiKurswerk } from "./support/fake-ai-server";
import { FAKE_TUTOR_ANSWER } from "../src/server/test/fake-openai";
import { courseId, playerData, VIEWPORTS, WEB_DE } from "./learner-support";

const DATA_BEGINNER_DE = "Datenanalyse für Einsteiger: Tabellen, Fragen, Antworten";

/** AI tutor in the lesson (issue 17): offline passages, streamed model answers, report. */

async function openFirstLesson(page: Page) {
  const id = await courseId(page, WEB_DE);
  const data = await playerData(page, id);
  const first = data.modules[0].lessons[0];
  await page.goto(`/app/course/${id}/${first.id}`);
  await expect(page.getByTestId("lesson-view")).toBeVisible();
  return { id, first };
}

/** Opens the panel and asks, with the keyboard only. */
async function askByKeyboard(page: Page, question: string) {
  const open = page.getByRole("button", { name: "Frag den Tutor" });
  await open.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Tutor" });
  await expect(panel).toBeVisible();
  const field = panel.getByLabel("Deine Frage");
  await expect(field).toBeVisible();
  await field.focus();
  await page.keyboard.type(question);
  await page.keyboard.press("Tab"); // "Verlauf löschen" (disabled) is skipped
  await expect(panel.getByRole("button", { name: "Senden" })).toBeFocused();
  await page.keyboard.press("Enter");
  return panel;
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`tutor with the offline provider (${name})`, () => {
    test.use({ viewport });

    test("shows the matching passage of a demo lesson, keyboard only, no axe findings", async ({
      page,
    }) => {
      await signUpLearner(page, { name: "Tina Tutor" });
      await openFirstLesson(page);
      const panel = await askByKeyboard(page, "Was macht das DNS?");
      await expect(panel.getByTestId("tutor-offline-note")).toContainText(
        "Es ist kein KI-Modell eingerichtet.",
      );
      const message = panel.getByTestId("tutor-message");
      await expect(message).toContainText("Passende Stellen aus der Lektion");
      await expect(message).toContainText("eine Art Telefonbuch des Internets");
      await expect(panel.getByTestId("tutor-remaining")).toHaveText("Noch 29 von 30 Fragen heute");
      await expect(panel.getByLabel("Deine Frage")).toHaveValue("");
      await expectNoA11yViolations(page);
      // The conversation stays; Escape closes the panel and focus returns to the button.
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(page.getByRole("button", { name: "Frag den Tutor" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("tutor-message")).toHaveCount(1);
    });
  });
}

test("offline: a question the lesson does not answer gets no passage; Enter sends, Shift+Enter breaks the line", async ({
  page,
}) => {
  await signUpLearner(page, { name: "Rita Roggen" });
  // The lesson's sample data sells rye bread ("Roggenbrot"); it does not say how to bake it.
  const id = await courseId(page, DATA_BEGINNER_DE);
  const first = (await playerData(page, id)).modules[0].lessons[0];
  await page.goto(`/app/course/${id}/${first.id}`);
  await page.getByRole("button", { name: "Frag den Tutor" }).click();
  const panel = page.getByRole("dialog", { name: "Tutor" });
  const field = panel.getByLabel("Deine Frage");
  await field.click();
  await page.keyboard.type("Wie backe ich");
  await page.keyboard.press("Shift+Enter");
  await page.keyboard.type("ein Roggenbrot?");
  await expect(field).toHaveValue("Wie backe ich\nein Roggenbrot?");
  await expect(panel.getByTestId("tutor-message")).toHaveCount(0);
  await page.keyboard.press("Enter");
  const message = panel.getByTestId("tutor-message");
  await expect(message).toContainText(
    "Keine Stelle der Lektion passt zu deiner Frage. Versuche es mit anderen Worten.",
  );
  await expect(message.locator("pre")).toHaveCount(0);
  await expect(field).toHaveValue("");
  await expect(panel.getByText("Die Eingabetaste sendet die Frage")).toBeVisible();
});

test.describe("tutor with a model (fake OpenAI-compatible server)", () => {
  test.describe.configure({ mode: "serial" });
  const ai = useFakeAiKurswerk("tutor");
  test.use({ baseURL: ai.base });

  test("streams an answer; a reported answer shows in the admin's tutor report", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await signInAs(page, "learner");
    const { first } = await openFirstLesson(page);
    const panel = await askByKeyboard(page, "Wie finde ich den Server? [[fake-chunk-ms:400]]");
    // The answer arrives in pieces before it is stored.
    await expect(panel.getByTestId("tutor-pending")).toContainText(FAKE_TUTOR_ANSWER[0].trim());
    const message = panel.getByTestId("tutor-message");
    await expect(message).toContainText("Was passiert beim ersten Durchlauf?");
    await expect(panel.getByTestId("tutor-pending")).toHaveCount(0);
    await expect(panel.getByTestId("tutor-offline-note")).toHaveCount(0);
    // The prompt that reached the model: the lesson, fenced, with the learner's question.
    const sent = ai.kurswerk.fake.requests.filter((r) => r.operation === "tutor_chat").at(-1);
    expect(sent?.messages?.[0].content).toContain(first.title);
    expect(sent?.messages?.at(-1)?.content).toContain("Wie finde ich den Server?");

    await message.getByRole("button", { name: "nicht hilfreich" }).click();
    await expect(message.getByRole("button", { name: "nicht hilfreich" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await message.getByRole("button", { name: "Antwort melden" }).click();
    await expect(message.getByRole("button", { name: "Gemeldet" })).toBeDisabled();
    await expectNoA11yViolations(page);

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport, baseURL: ai.kurswerk.base });
      const admin = await context.newPage();
      await admin.goto("/");
      await signInAs(admin, "admin");
      await admin.goto("/admin/tutor");
      await expect(admin.getByRole("heading", { name: "KI-Tutor", level: 1 })).toBeVisible();
      await expect(admin.getByTestId("tutor-usage")).toContainText("Tokens verbraucht");
      await expectNoA11yViolations(admin);
      await admin.getByRole("link", { name: `Tutor-Bericht für ${WEB_DE}` }).click();
      await expect(admin.getByTestId("tutor-ratings")).toContainText(
        "0 hilfreich, 1 nicht hilfreich",
      );
      await expect(admin.getByTestId("tutor-report-lessons")).toContainText(first.title);
      const reported = admin.getByTestId("tutor-report-reported");
      await expect(reported).toContainText("Wie finde ich den Server?");
      await expect(reported).toContainText("Was passiert beim ersten Durchlauf?");
      await expectNoA11yViolations(admin);
      await reported.getByRole("link", { name: `Lektion ${first.title} im Editor öffnen` }).click();
      await expect(admin).toHaveURL(new RegExp(`/admin/edit-course/[^/]+/lessons/${first.id}$`));
      await context.close();
    }
  });
});
