// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { ProjectTranslationsResponse } from "@shared/contracts/project-translation";
import adminDe from "@/locales/de/admin.json";
import editorDe from "@/locales/de/editor.json";
import { ProjectTranslationSection } from "./project-translation-section";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: "de",
  resources: { de: { admin: adminDe, editor: editorDe } },
  interpolation: { escapeValue: false },
});

const source = {
  title: "Rechner",
  brief: "Baue einen **Rechner**.",
  rubric: [{ id: "works", title: "Funktioniert", description: "", fulfilled: "Addiert" }],
  checks: [{ id: "adds", title: "add addiert" }],
};
const list: ProjectTranslationsResponse = {
  versionId: "en1",
  language: "en",
  sourceLanguage: "de",
  projects: [
    { id: "p1", source, translation: null, state: "not_translated", revision: 0, error: null },
  ],
};
const CONFLICT =
  "Jemand anderes hat die Übersetzung dieses Projekts inzwischen gespeichert. Lade neu, um die aktuelle Fassung zu sehen, und übertrage dann deine Änderungen.";
let sent: unknown = null;

beforeEach(() => {
  sent = null;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === "PUT") {
        sent = JSON.parse(String(init.body));
        return Response.json(
          {
            error: {
              code: "REVISION_CONFLICT",
              message: CONFLICT,
              details: { currentRevision: 1 },
            },
          },
          { status: 409 },
        );
      }
      return Response.json(list);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ui = (aiOffline: boolean) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <I18nextProvider i18n={i18n}>
      <ProjectTranslationSection versionId="en1" aiOffline={aiOffline} />
    </I18nextProvider>
  </QueryClientProvider>
);

describe("ProjectTranslationSection", () => {
  it("offline: the project 'nicht übersetzt', a form from the original, a concurrent save said clearly", async () => {
    render(ui(true));
    expect(await screen.findByText("Projekte übersetzen")).toBeTruthy();
    expect(screen.getByTestId("translation-state").textContent).toBe("nicht übersetzt");
    expect(screen.queryByTestId("project-auto-translate")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /^Übersetzen\s*Rechner$/ }));
    const title = screen.getByLabelText("Titel") as HTMLInputElement;
    expect(title.value).toBe("Rechner");
    expect(screen.getAllByText("Original (Deutsch)").length).toBeGreaterThan(0);
    fireEvent.change(title, { target: { value: "Calculator" } });
    fireEvent.click(screen.getByRole("button", { name: "Übersetzung speichern" }));
    expect((await screen.findByTestId("project-translation-conflict")).textContent).toContain(
      CONFLICT,
    );
    expect(sent).toMatchObject({ expectedRevision: 0, title: "Calculator" });
  });

  it("an empty title is marked with a message beside the field and not sent", async () => {
    render(ui(true));
    fireEvent.click(await screen.findByRole("button", { name: /^Übersetzen\s*Rechner$/ }));
    const title = screen.getByLabelText("Titel");
    fireEvent.change(title, { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Übersetzung speichern" }));
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    const described = title.getAttribute("aria-describedby") ?? "";
    expect(described).toMatch(/-error$/);
    expect(sent).toBeNull();
  });

  it("with a model: 'Mit KI übersetzen' for the project that needs it", async () => {
    render(ui(false));
    const auto = await screen.findByTestId("project-auto-translate");
    expect(auto.textContent).toContain("1 Projekt ist nicht übersetzt oder veraltet.");
    expect(screen.getByRole("button", { name: "Mit KI übersetzen" })).toBeTruthy();
  });
});
