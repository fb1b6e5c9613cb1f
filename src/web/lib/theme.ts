import { useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY } from "@shared/theme-script";

/**
 * The colour theme (decision 0159): the system's by default, or the user's choice, kept in
 * this browser (localStorage). The page's inline script (shared/theme-script.ts) applied it
 * before the first paint; this keeps <html>'s class in step when the choice or, for
 * "system", the system setting changes.
 */
export type ThemeChoice = "system" | "light" | "dark";
export const THEME_CHOICES: ThemeChoice[] = ["system", "light", "dark"];

const DARK_QUERY = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

function stored(): ThemeChoice {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return v === "light" || v === "dark" ? v : "system";
  } catch {
    return "system";
  }
}

function apply(choice: ThemeChoice) {
  const dark = choice === "dark" || (choice === "system" && window.matchMedia(DARK_QUERY).matches);
  const root = document.documentElement.classList;
  root.toggle("dark", dark);
  root.toggle("light", !dark);
}

export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    /* private mode: this page only */
  }
  current = choice;
  apply(choice);
  listeners.forEach((l) => l());
}

let current: ThemeChoice | null = null;
let watching = false;

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (!watching) {
    watching = true;
    // The system setting changes (evening mode), or another tab chose.
    window.matchMedia(DARK_QUERY).addEventListener("change", () => apply(getThemeChoice()));
    window.addEventListener("storage", (e) => {
      if (e.key !== THEME_STORAGE_KEY) return;
      current = stored();
      apply(current);
      listeners.forEach((l) => l());
    });
  }
  return () => listeners.delete(onChange);
}

export function getThemeChoice(): ThemeChoice {
  current ??= stored();
  return current;
}

/** The user's choice, for the menu. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, getThemeChoice, () => "system");
}
