import { afterEach, describe, expect, it, vi } from "vitest";
import { runEvery } from "./every";

describe("runEvery", () => {
  afterEach(() => vi.useRealTimers());

  it("runs first after the delay, then on every interval, logs failures and stops on close", async () => {
    vi.useFakeTimers();
    const errors: string[] = [];
    const onClose: Array<() => void> = [];
    let calls = 0;
    const work = async () => {
      calls++;
      if (calls === 2) throw new Error("boom");
    };
    runEvery({ logger: { error: (m: string) => errors.push(m) } as never, onClose }, "wait check", work, {
      everyMs: 1000,
      firstAfterMs: 500,
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1500); // the interval's runs at 1000 and 2000
    expect(calls).toBe(3);
    expect(errors).toEqual(["wait check failed"]);
    for (const stop of onClose) stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(3);
  });
});
