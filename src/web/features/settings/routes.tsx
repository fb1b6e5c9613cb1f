import { Navigate, type RouteObject } from "react-router";

/**
 * /app/settings (issue 12): the layout and its sections. `extra` are sections another
 * area owns (the learning profile), wired by the learner routes.
 */
export function settingsRoutes(extra: RouteObject[]): RouteObject[] {
  return [
    {
      path: "settings",
      lazy: () => import("./settings-layout").then((m) => ({ Component: m.default })),
      children: [
        { index: true, element: <Navigate to="profile" replace /> },
        {
          path: "profile",
          lazy: () => import("./profile-section").then((m) => ({ Component: m.default })),
        },
        {
          path: "email",
          lazy: () => import("./email-section").then((m) => ({ Component: m.default })),
        },
        {
          path: "password",
          lazy: () => import("./password-section").then((m) => ({ Component: m.default })),
        },
        {
          path: "two-factor",
          lazy: () => import("./two-factor-section").then((m) => ({ Component: m.default })),
        },
        {
          path: "sessions",
          lazy: () => import("./sessions-section").then((m) => ({ Component: m.default })),
        },
        {
          path: "privacy",
          lazy: () => import("./privacy-section").then((m) => ({ Component: m.default })),
        },
        ...extra,
        {
          path: "portfolio",
          lazy: () => import("./portfolio-section").then((m) => ({ Component: m.default })),
        },
      ],
    },
  ];
}
