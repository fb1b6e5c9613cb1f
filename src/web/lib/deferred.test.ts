import { describe, expect, it, vi } from "vitest";
import { deferred } from "./deferred";

describe("deferred", () => {
  it("loads once, however often it is asked, and then has the module at hand", async () => {
    const load = vi.fn(async () => ({ name: "menu" }));
    const menu = deferred(load);
    expect(menu.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([menu.load(), menu.load()]);
    expect(a).toBe(b);
    expect(await menu.load()).toBe(a);
    expect(menu.loaded()).toEqual({ name: "menu" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load (a lost connection is not the last word)", async () => {
    const load = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ name: "menu" });
    const menu = deferred(load);
    await expect(menu.load()).rejects.toThrow("offline");
    expect(menu.loaded()).toBeUndefined();
    expect(await menu.load()).toEqual({ name: "menu" });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
