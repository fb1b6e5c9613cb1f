// @vitest-environment jsdom
import type { ReactNode } from "react";
import { act, cleanup, renderHook } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PracticeState } from "@shared/contracts/practice";
import { SAVE_DELAY_MS, usePracticeCode } from "./use-practice-code";

/** The learner's saves as the server receives them; each answer waits until released. */
interface Call {
  url: string;
  body: { files: { name: string; content: string }[]; expectedRevision?: number };
  answer: (status: number, json: unknown) => void;
}
let calls: Call[] = [];

const state = (revision: number, content: string): PracticeState => ({
  exerciseId: "ex1",
  files: [{ name: "main.js", content }],
  revision,
  solved: false,
  solvedAt: null,
  passedFiles: null,
  lastResults: null,
  updatedAt: null,
});

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve) =>
          calls.push({
            url,
            body: JSON.parse(String(init.body)),
            answer: (status, json) => resolve(new Response(JSON.stringify(json), { status })),
          }),
        ),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(saved: PracticeState | null) {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      usePracticeCode({
        courseId: "c1",
        exerciseId: "ex1",
        starterFiles: [{ name: "main.js", content: "// start" }],
        state: saved,
        enabled: true,
      }),
    { wrapper },
  );
}

const code = (content: string) => [{ name: "main.js", content }];
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

describe("saving the learner's code as they type", () => {
  it("starts from the saved code, else the starter", () => {
    expect(setup(null).result.current.files).toEqual(code("// start"));
    cleanup();
    expect(setup(state(3, "mine")).result.current.files).toEqual(code("mine"));
  });

  it("waits 800 ms after the last change, then sends one save with every file", async () => {
    const { result } = setup(null);
    act(() => result.current.setFiles(code("a")));
    await act(async () => void (await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100)));
    act(() => result.current.setFiles(code("ab")));
    await act(async () => void (await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100)));
    expect(calls).toHaveLength(0);
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe("/api/learning/exercises/ex1/code");
    expect(calls[0].body).toEqual({ files: code("ab") });
    expect(result.current.status).toBe("saving");
    calls[0].answer(200, state(1, "ab"));
    await settle();
    expect(result.current.status).toBe("saved");
  });

  it("keeps one save in flight: what was typed meanwhile follows with the new revision", async () => {
    const { result } = setup(state(4, "x"));
    act(() => result.current.setFiles(code("x1")));
    await act(async () => void (await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)));
    expect(calls[0].body).toEqual({ files: code("x1"), expectedRevision: 4 });
    act(() => result.current.setFiles(code("x12")));
    act(() => result.current.setFiles(code("x123")));
    await act(async () => void (await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2)));
    expect(calls).toHaveLength(1);
    calls[0].answer(200, state(5, "x1"));
    await settle();
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toEqual({ files: code("x123"), expectedRevision: 5 });
  });

  it("sends again on the stored revision when another device saved first (409)", async () => {
    const { result } = setup(state(1, "x"));
    act(() => result.current.setFiles(code("mine")));
    await act(async () => void (await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)));
    calls[0].answer(409, {
      error: {
        code: "REVISION_CONFLICT",
        message: "conflict",
        details: { state: state(7, "other device") },
      },
    });
    await settle();
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toEqual({ files: code("mine"), expectedRevision: 7 });
  });

  it("sends pending code at once when the learner leaves the lesson", async () => {
    const { result, unmount } = setup(null);
    act(() => result.current.setFiles(code("last words")));
    expect(calls).toHaveLength(0);
    unmount();
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0].body.files).toEqual(code("last words"));
  });
});
