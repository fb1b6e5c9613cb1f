// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { THEME_SCRIPT, THEME_STORAGE_KEY } from "@shared/theme-script";

/** The theme before the first paint and the menu's choice (decision 0159). */
let systemDark = false;
const changeListeners: (() => void)[] = [];
beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  document.documentElement.className = "";
  systemDark = false;
  changeListeners.length = 0;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes("dark") && systemDark;
    },
    addEventListener: (_: string, l: () => void) => changeListeners.push(l),
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

const runScript = () => new Function(THEME_SCRIPT)();
const classes = () => [...document.documentElement.classList].sort();

describe("the inline theme script", () => {
  it("follows the system without a choice", () => {
    systemDark = true;
    runScript();
    expect(classes()).toEqual(["dark"]);
    document.documentElement.className = "";
    systemDark = false;
    runScript();
    expect(classes()).toEqual(["light"]);
  });

  it("keeps a stored choice over the system", () => {
    systemDark = true;
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    runScript();
    expect(classes()).toEqual(["light"]);
  });
});

describe("the menu's choice", () => {
  it("is kept and applied at once; 'System' forgets it", async () => {
    const { setThemeChoice, getThemeChoice } = await import("./theme");
    expect(getThemeChoice()).toBe("system");
    setThemeChoice("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(classes()).toEqual(["dark"]);
    setThemeChoice("light");
    expect(classes()).toEqual(["light"]);
    setThemeChoice("system");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(classes()).toEqual(["light"]);
  });

  it("reads what an earlier page stored", async () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    const { getThemeChoice } = await import("./theme");
    expect(getThemeChoice()).toBe("dark");
  });
});
