import type { RouteObject } from "react-router";

/** Learner area under /app (issue "learner area" builds these screens). */
export const learnerRoutes: RouteObject[] = [
  { index: true, lazy: () => import("./placeholder-page").then((m) => ({ Component: m.default })) },
  { path: "*", lazy: () => import("./placeholder-page").then((m) => ({ Component: m.default })) },
];
