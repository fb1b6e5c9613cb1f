import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { i18n } from "@/lib/i18n";

/** Loads a screen with its texts (the check list's are the practice namespace's). */
function screen(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const [m] = await Promise.all([load(), i18n.loadNamespaces(["help", "practice"])]);
    return { Component: m.default };
  };
}

/**
 * The helpers' screens (issue 45): /app/help (the inbox) and /app/help/:requestId (answer a
 * request), included by the learner area; the server decides who sees which request.
 */
export const helpRoutes: RouteObject[] = [
  { path: "help", lazy: screen(() => import("./help-inbox-page")) },
  { path: "help/:requestId", lazy: screen(() => import("./help-request-page")) },
];
