import type { RouteObject } from "react-router";
import { playerRoutes } from "@/features/player/routes";
import { achievementsRoutes } from "@/features/achievements/routes";

/** Learner area under /app: the app shell with its screens; the player is its own feature. */
export const learnerRoutes: RouteObject[] = [
  {
    lazy: () => import("./app-shell").then((m) => ({ Component: m.default })),
    children: [
      {
        index: true,
        lazy: () => import("./dashboard-page").then((m) => ({ Component: m.default })),
      },
      {
        path: "learning-path",
        lazy: () => import("./learning-path-page").then((m) => ({ Component: m.default })),
      },
      {
        path: "learning-profile",
        lazy: () => import("./learning-profile-page").then((m) => ({ Component: m.default })),
      },
      {
        path: "courses",
        lazy: () => import("./catalogue-page").then((m) => ({ Component: m.default })),
      },
      ...achievementsRoutes,
      {
        path: "settings",
        lazy: () => import("./coming-soon-page").then((m) => ({ Component: m.SettingsPage })),
      },
      ...playerRoutes,
      {
        path: "*",
        lazy: () => import("@/routes/not-found").then((m) => ({ Component: m.default })),
      },
    ],
  },
];
