import type { RouteObject } from "react-router";

/** Course player routes, included by the learner area under /app (page loaded lazily). */
const page = () => import("./player-page").then((m) => ({ Component: m.default }));

export const playerRoutes: RouteObject[] = [
  { path: "course", lazy: page },
  { path: "course/:courseId", lazy: page },
  { path: "course/:courseId/:lessonId", lazy: page },
];
