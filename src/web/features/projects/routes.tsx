import type { RouteObject } from "react-router";
import { i18n } from "@/lib/i18n";

/** The learner's project page (issue 30), included by the learner area under /app. */
export const projectRoutes: RouteObject[] = [
  {
    path: "course/:courseId/project/:projectId",
    lazy: async () => {
      const [m] = await Promise.all([
        import("./project-page"),
        i18n.loadNamespaces(["projects", "practice"]),
      ]);
      return { Component: m.default };
    },
  },
];
