import { lazy, type ComponentType } from "react";
import type { RouteObject } from "react-router";
import { i18n } from "@/lib/i18n";

/*
 * Cohorts ("Klassen", issue 44): the admin's screens (mounted under /admin by the admin
 * feature), the invitation page /join/:token, and the learner's cohort cards (lazy).
 */
function screen(
  load: () => Promise<{ default: ComponentType }>,
  namespaces = ["cohorts", "admin"],
) {
  return async () => {
    const [m] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { Component: m.default };
  };
}

export const cohortsAdminRoutes: RouteObject[] = [
  { path: "cohorts", lazy: screen(() => import("./cohorts-list-page")) },
  { path: "cohorts/new", lazy: screen(() => import("./cohort-new-page")) },
  { path: "cohorts/:cohortId", lazy: screen(() => import("./cohort-page")) },
];

export const joinRoutes: RouteObject[] = [
  { path: "/join/:token", lazy: screen(() => import("./join-page"), ["cohorts"]) },
];

/** The learner's cohort cards (dashboard): their code and texts load only with them. */
export const CohortCards = lazy(() =>
  Promise.all([import("./cohort-cards"), i18n.loadNamespaces(["cohorts"])]).then(([m]) => m),
);

export { hasPendingJoin } from "./pending-join";

/** The learner's calendar address, a section of the settings (wired by the learner routes). */
export const cohortsSettingsRoutes: RouteObject[] = [
  { path: "calendar", lazy: screen(() => import("./calendar-section"), ["cohorts"]) },
];
