// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { toast } from "sonner";
import type { Job } from "@shared/contracts/admin";
import adminDe from "@/locales/de/admin.json";
import { adminKeys } from "../admin-api";
import type { EditorView } from "./editor-api";
import { RetranslateAllCard } from "./retranslate";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: "de",
  resources: { de: { admin: adminDe } },
  interpolation: { escapeValue: false },
});

const running: Job = {
  id: "j1",
  type: "translate-course",
  status: "running",
  progress: 2,
  total: 2,
  message: "1 von 1 Modulen übersetzt",
  error: null,
  result: null,
  target: { courseVersionId: "en1" },
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:01.000Z",
};
let serverJob = running;

const view = (translation: "outdated" | "translated") =>
  ({
    version: { id: "en1", isSource: false },
    course: { id: "c1" },
    modules: [{ id: "m1", title: "Modul", lessons: [{ id: "l1" }], translation, error: null }],
    activeJobs: translation === "outdated" ? [running] : [],
  }) as unknown as EditorView;

beforeEach(() => {
  serverJob = running;
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ job: serverJob })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

describe("RetranslateAllCard", () => {
  it("announces the end of its job although a refreshed view shows no outdated module before the job ended", async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const ui = (v: EditorView) => (
      <QueryClientProvider client={qc}>
        <I18nextProvider i18n={i18n}>
          <RetranslateAllCard view={v} />
        </I18nextProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(ui(view("outdated")));
    expect(await screen.findByText("Module werden übersetzt")).toBeTruthy();

    // The last module is translated: the view refreshes before the job is marked done.
    rerender(ui(view("translated")));
    expect(screen.getByTestId("retranslate-all")).toBeTruthy();

    serverJob = { ...running, status: "succeeded" };
    act(() => qc.setQueryData(adminKeys.job("j1"), { job: serverJob }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Übersetzung aktualisiert."));
    expect(screen.queryByTestId("retranslate-all")).toBeNull();
  });
});
