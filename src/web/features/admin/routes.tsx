import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { i18n } from "@/lib/i18n";
import { cohortsAdminRoutes } from "@/features/cohorts/routes";

/** Loads a screen together with the admin texts, so nothing suspends mid-render. */
function screen(load: () => Promise<{ default: ComponentType }>, namespaces = ["admin"]) {
  return async () => {
    const [m] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { Component: m.default };
  };
}

/** Admin area under /admin, mounted inside the AdminGuard by router.tsx; all code loads lazily. */
export const adminRoutes: RouteObject[] = [
  {
    lazy: screen(() => import("./admin-shell")),
    children: [
      { index: true, lazy: screen(() => import("./dashboard-page"), ["admin", "site-admin"]) },
      { path: "courses", lazy: screen(() => import("./courses-page"), ["admin", "course-files"]) },
      {
        path: "courses/:courseId/learners",
        lazy: screen(() => import("./reports/course-report-page")),
      },
      {
        path: "funnel",
        lazy: screen(() => import("./reports/funnel-page"), ["admin", "onboarding"]),
      },
      { path: "new-course", lazy: screen(() => import("./new-course-page")) },
      {
        path: "edit-course/:courseVersionId?",
        lazy: screen(
          () => import("./editor/editor-page"),
          ["admin", "editor", "practice", "projects-admin"],
        ),
      },
      {
        path: "edit-course/:courseVersionId/lessons/:lessonId",
        lazy: screen(() => import("./editor/lesson-editor-page"), ["admin", "editor"]),
      },
      { path: "translate", lazy: screen(() => import("./translate-page")) },
      {
        path: "preview",
        lazy: screen(() => import("./preview-page"), ["admin", "projects-admin"]),
      },
      { path: "publish", lazy: screen(() => import("./publish-page")) },
      { path: "users", lazy: screen(() => import("./users/users-page"), ["admin", "users"]) },
      {
        path: "users/:userId",
        lazy: screen(() => import("./users/user-page"), ["admin", "editor", "users"]),
      },
      {
        path: "tutor",
        lazy: screen(() => import("./tutor/tutor-settings-page"), ["admin", "tutor-admin"]),
      },
      {
        path: "tutor/:courseId",
        lazy: screen(() => import("./tutor/tutor-report-page"), ["admin", "tutor-admin"]),
      },
      { path: "ai", lazy: screen(() => import("./ai/ai-model-page")) },
      { path: "certificates", lazy: screen(() => import("./certificates-page")) },
      {
        path: "import-course",
        lazy: screen(() => import("./course-files/course-import-page"), ["admin", "course-files"]),
      },
      // Project reviews (issue 30): moderators and admins; the report is the admin's.
      {
        path: "reviews",
        lazy: screen(() => import("./review/review-queue-page"), ["admin", "review"]),
      },
      {
        path: "reviews/:submissionId",
        lazy: screen(() => import("./review/review-page"), ["admin", "review", "practice"]),
      },
      {
        path: "review-report",
        lazy: screen(() => import("./review/review-report-page"), ["admin", "review"]),
      },
      { path: "site", lazy: screen(() => import("./site/site-page"), ["admin", "site-admin"]) },
      // Classes (issue 44): their own feature.
      ...cohortsAdminRoutes,
    ],
  },
  { path: "*", lazy: screen(() => import("@/routes/not-found")) },
];
