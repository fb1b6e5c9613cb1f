/**
 * Every path the web app has a screen for (issue 33, decision 0097), in React Router's
 * pattern syntax: the server answers these with 200 and any other page path with 404 (the
 * same app shell, whose router shows its not-found screen). `src/web/router.test.ts` holds
 * this list against the router's own route tree, so a new screen cannot be forgotten here.
 */
export const APP_PATHS = [
  "/",
  "/onboarding",
  "/auth",
  "/setup",
  "/verify/:id",
  "/app",
  "/app/learning-path",
  "/app/learning-profile",
  "/app/courses",
  "/app/achievements",
  "/app/settings",
  "/app/settings/profile",
  "/app/settings/email",
  "/app/settings/password",
  "/app/settings/two-factor",
  "/app/settings/sessions",
  "/app/settings/privacy",
  "/app/settings/learning-profile",
  "/app/settings/portfolio",
  "/app/settings/calendar",
  "/app/course",
  "/app/course/:courseId",
  "/app/course/:courseId/:lessonId",
  "/admin",
  "/admin/courses",
  "/admin/courses/:courseId/learners",
  "/admin/funnel",
  "/admin/new-course",
  "/admin/edit-course/:courseVersionId?",
  "/admin/edit-course/:courseVersionId/lessons/:lessonId",
  "/admin/translate",
  "/admin/preview",
  "/admin/publish",
  "/admin/users",
  "/admin/users/:userId",
  "/admin/tutor",
  "/admin/tutor/:courseId",
  "/admin/ai",
  "/admin/certificates",
  "/admin/import-course",
  "/admin/reviews",
  "/admin/reviews/:submissionId",
  "/admin/review-report",
  "/app/course/:courseId/project/:projectId",
  "/admin/site",
  "/teach",
  "/teach/:cohortId",
  "/teach/:cohortId/gradebook",
  "/teach/:cohortId/sessions/:sessionId",
  "/teach/:cohortId/learners/:userId",
  "/teach/:cohortId/learners/:userId/exercises/:exerciseId",
  "/verify/participation/:id",
  "/admin/cohorts",
  "/admin/cohorts/new",
  "/admin/cohorts/:cohortId",
  "/join/:token",
  "/app/moderation",
  "/app/help",
  "/app/help/:requestId",
] as const;

/** `/dashboard/…` is the router's alias of `/app/…` (DESIGN.md). */
const ALIASES: [from: string, to: string][] = [["/dashboard", "/app"]];

const toRegExp = (pattern: string) =>
  new RegExp(
    "^" +
      pattern
        .split("/")
        .map((part, i) => {
          if (i === 0) return "";
          const optional = part.endsWith("?");
          const name = optional ? part.slice(0, -1) : part;
          const piece = name.startsWith(":")
            ? "/[^/]+"
            : "/" + name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          return optional ? `(?:${piece})?` : piece;
        })
        .join("") +
      "$",
  );

const MATCHERS = APP_PATHS.map((p) => (p === "/" ? /^\/$/ : toRegExp(p)));

/** True when the web app has a screen for `pathname` (a trailing slash is ignored). */
export function isAppPath(pathname: string): boolean {
  let p = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  for (const [from, to] of ALIASES)
    if (p === from || p.startsWith(`${from}/`)) p = to + p.slice(from.length);
  return MATCHERS.some((m) => m.test(p));
}
