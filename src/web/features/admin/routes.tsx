import type { RouteObject } from "react-router";

/** Admin area under /admin (issue "admin authoring" builds these screens). */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: () => import("./placeholder-page").then((m) => ({ Component: m.default })) },
  { path: "*", lazy: () => import("./placeholder-page").then((m) => ({ Component: m.default })) },
];
