import { test, expect, signInAs, expectNoA11yViolations } from "./support/fixtures";
import { useFakeAiKurswerk } from "./support/fake-ai-server";
import { courseWithContent, expectNoHorizontalScroll } from "./support/editor";

/**
 * "Projekt mit KI entwerfen" through the model (decision 0142): with the fake
 * OpenAI-compatible provider the draft is the model's, labelled as a KI-Entwurf; when the
 * model's answer never fits the schema, the author reads a clear German message and nothing
 * is saved. Starts a Kurswerk of its own on a port of its own (see admin-fake-ai.spec.ts).
 */
const ai = useFakeAiKurswerk("project-ai");
const base = ai.base;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base });

test("the model drafts the capstone; invalid model output is refused clearly", async ({
  page,
  allowConsole,
}) => {
  test.setTimeout(240_000);
  // The refused answer is a 502 on purpose, which the browser reports on its console.
  allowConsole(
    /status of 502 \(Bad Gateway\) \(https?:\/\/[^/]+\/api\/admin\/courses\/[^/]+\/projects\/ai-draft\)$/,
  );
  await page.goto("/");
  await signInAs(page, "admin");
  const title = `KI-Projekte ${Date.now()}`;
  const { versionId, courseId, view } = await courseWithContent(page, title);
  await page.goto(`/admin/edit-course/${versionId}`);
  const card = page.getByTestId("projects-card");
  await expect(card.getByRole("heading", { name: "Projekte" })).toBeVisible({ timeout: 60_000 });

  // The model's answer is refused: a clear message, nothing opened, nothing saved.
  ai.kurswerk.fake.setScenario("invalid-schema");
  await card.getByRole("button", { name: "Projekt mit KI entwerfen" }).click();
  await expect(card.getByTestId("project-ai-error")).toHaveText(
    "Die KI hat keinen gültigen Projektentwurf geliefert. Es wurde nichts gespeichert. Bitte versuche es erneut.",
    { timeout: 60_000 },
  );
  await expect(card.getByTestId("project-form")).toHaveCount(0);
  await expect(card.getByTestId("projects-empty")).toBeVisible();
  await expectNoA11yViolations(page);

  // A sound answer opens as a KI-Entwurf to check and save.
  ai.kurswerk.fake.setScenario("happy");
  await card.getByRole("button", { name: "Projekt mit KI entwerfen" }).click();
  const form = card.getByTestId("project-form");
  await expect(form.getByTestId("project-ai-note")).toHaveText(
    "KI-Entwurf aus der Gliederung des Kurses: Noch nicht gespeichert. Prüfe Aufgabenstellung, Dateien und Bewertungskriterien und speichere das Projekt.",
    { timeout: 60_000 },
  );
  await expect(card.getByTestId("project-ai-error")).toHaveCount(0);
  await expect(form.getByLabel("Titel", { exact: true }).first()).toHaveValue(
    `KI-Abschlussprojekt: ${title}`,
  );
  const criteria = form.getByTestId("rubric-criterion");
  await expect(criteria).toHaveCount(view.modules.length);
  await expect(criteria.first().getByLabel("Titel")).toHaveValue(view.modules[0].title);
  await expect(form.getByTestId("markdown-preview")).toContainText(view.modules[1].title);
  await expectNoA11yViolations(page);
  await expectNoHorizontalScroll(page);
  expect(ai.kurswerk.fake.requests.filter((r) => r.operation === "project_draft")).not.toHaveLength(
    0,
  );

  await form.getByRole("button", { name: "Projekt speichern" }).click();
  await expect(card.getByTestId("project-row")).toContainText(`KI-Abschlussprojekt: ${title}`, {
    timeout: 30_000,
  });
  const list = await (
    await page.request.get(`${base}/api/admin/courses/${courseId}/projects`)
  ).json();
  expect(list.projects).toHaveLength(1);
});
