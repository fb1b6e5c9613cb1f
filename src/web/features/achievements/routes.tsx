import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { i18n } from "@/lib/i18n";

/** Loads a screen together with the achievements texts, so nothing suspends mid-render. */
function screen(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const [m] = await Promise.all([load(), i18n.loadNamespaces(["achievements"])]);
    return { Component: m.default };
  };
}

/** /app/achievements, included by the learner area (inside its shell and guard). */
export const achievementsRoutes: RouteObject[] = [
  { path: "achievements", lazy: screen(() => import("./achievements-page")) },
];

/** Public /verify/:id, mounted at the top level by router.tsx (no sign-in). */
export const verifyRoutes: RouteObject[] = [
  { path: "/verify/:id", lazy: screen(() => import("./verify-page")) },
];
