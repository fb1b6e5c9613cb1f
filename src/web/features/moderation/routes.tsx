import type { RouteObject } from "react-router";

/** The discussions' moderation queue (issue 45): teachers, moderators and admins. */
export const moderationRoutes: RouteObject[] = [
  {
    path: "moderation",
    lazy: () => import("./moderation-page").then((m) => ({ Component: m.default })),
  },
];
