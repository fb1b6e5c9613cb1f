import { Navigate, type RouteObject } from "react-router";
import { playerRoutes } from "@/features/player/routes";
import { settingsRoutes } from "@/features/settings/routes";
import { achievementsRoutes } from "@/features/achievements/routes";
import { projectRoutes } from "@/features/projects/routes";
import { cohortsSettingsRoutes } from "@/features/cohorts/routes";
import { moderationRoutes } from "@/features/moderation/routes";
import { helpRoutes } from "@/features/help/routes";

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
      // The learning profile is a section of the settings now (issue 12).
      {
        path: "learning-profile",
        element: <Navigate to="/app/settings/learning-profile" replace />,
      },
      {
        path: "courses",
        lazy: () => import("./catalogue-page").then((m) => ({ Component: m.default })),
      },
      ...achievementsRoutes,
      ...settingsRoutes([
        {
          path: "learning-profile",
          lazy: () => import("./learning-profile-page").then((m) => ({ Component: m.default })),
        },
        // The calendar address of the learner's classes (issue 44).
        ...cohortsSettingsRoutes,
      ]),
      ...playerRoutes,
      ...projectRoutes,
      ...moderationRoutes,
      ...helpRoutes,
      {
        path: "*",
        lazy: () => import("@/routes/not-found").then((m) => ({ Component: m.default })),
      },
    ],
  },
];
