// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Job } from "@shared/contracts/admin";
import { useGenerationJobs } from "./use-generation-jobs";

const job = (id: string, type: Job["type"], moduleId?: string): Job => ({
  id,
  type,
  status: "running",
  progress: 0,
  total: 2,
  message: null,
  error: null,
  result: null,
  target: { courseVersionId: "v1", ...(moduleId ? { moduleId } : {}) },
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:00.000Z",
});

function setup(activeJobs: Job[]) {
  return renderHook(({ view }) => useGenerationJobs(view), {
    initialProps: { view: { activeJobs } as { activeJobs?: Job[] } },
  });
}

describe("useGenerationJobs", () => {
  it("keeps following a module's job found running after a refreshed view no longer lists it, until its end was announced", () => {
    const { result, rerender } = setup([job("j1", "generate-module", "m1")]);
    expect(result.current.moduleJob("m1")).toBe("j1");
    expect(result.current.moduleJob("m2")).toBeNull();

    // The job ended on the server; the screen has not heard of it yet.
    rerender({ view: { activeJobs: [] } });
    expect(result.current.moduleJob("m1")).toBe("j1");

    act(() => result.current.finishModule("m1"));
    expect(result.current.moduleJob("m1")).toBeNull();
    // A view fetched before the end still lists it: it is not followed again.
    rerender({ view: { activeJobs: [job("j1", "generate-module", "m1")] } });
    expect(result.current.moduleJob("m1")).toBeNull();
  });

  it("keeps a job started on the screen until its end was announced", () => {
    const { result, rerender } = setup([]);
    act(() => result.current.startModule("m1", "j2"));
    rerender({ view: { activeJobs: [job("j2", "generate-module", "m1")] } });
    rerender({ view: { activeJobs: [] } });
    expect(result.current.moduleJob("m1")).toBe("j2");
    act(() => result.current.finishModule("m1"));
    expect(result.current.moduleJob("m1")).toBeNull();
  });

  it("keeps following an 'Alle Module generieren' job found running until finishAll", () => {
    const { result, rerender } = setup([job("a1", "generate-all")]);
    expect(result.current.allJob).toBe("a1");
    rerender({ view: { activeJobs: [] } });
    expect(result.current.allJob).toBe("a1");
    act(() => result.current.finishAll());
    rerender({ view: { activeJobs: [job("a1", "generate-all")] } });
    expect(result.current.allJob).toBeNull();
  });
});
