import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { i18n } from "@/lib/i18n";

/** Loads a screen together with the teaching texts, so nothing suspends mid-render. */
function screen(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const [m] = await Promise.all([load(), i18n.loadNamespaces(["teaching", "validation"])]);
    return { Component: m.default };
  };
}

/** The teacher's screens under /teach (issue 44), mounted by router.tsx inside the app guard. */
export const teachingRoutes: RouteObject[] = [
  {
    lazy: screen(() => import("./teach-shell")),
    children: [
      { index: true, lazy: screen(() => import("./teach-home-page")) },
      { path: ":cohortId", lazy: screen(() => import("./cohort-page")) },
      { path: ":cohortId/gradebook", lazy: screen(() => import("./gradebook-page")) },
      { path: ":cohortId/sessions/:sessionId", lazy: screen(() => import("./attendance-page")) },
      { path: ":cohortId/learners/:userId", lazy: screen(() => import("./learner-page")) },
      {
        path: ":cohortId/learners/:userId/exercises/:exerciseId",
        lazy: screen(() => import("./code-page")),
      },
      {
        path: "*",
        lazy: () => import("@/routes/not-found").then((m) => ({ Component: m.default })),
      },
    ],
  },
];

/** Public /verify/participation/:id (no sign-in), mounted at the top level by router.tsx. */
export const participationVerifyRoutes: RouteObject[] = [
  { path: "/verify/participation/:id", lazy: screen(() => import("./participation-verify-page")) },
];
