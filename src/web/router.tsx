import {
  createBrowserRouter,
  Navigate,
  Outlet,
  useParams,
  type DataRouter,
  type RouteObject,
} from "react-router";
import { RouteError } from "@/routes/route-error";
import { RouterNavigation } from "@/routes/router-navigation";
import { learnerRoutes } from "@/features/learner/routes";
import { adminRoutes } from "@/features/admin/routes";
import { i18n } from "@/lib/i18n";
import { verifyRoutes } from "@/features/achievements/routes";
import { participationVerifyRoutes, teachingRoutes } from "@/features/teaching/routes";
import { joinRoutes } from "@/features/cohorts/routes";

/** /dashboard is an alias of /app (DESIGN.md); /dashboard/settings etc. map to /app/…. */
function DashboardAlias() {
  const params = useParams();
  const rest = params["*"];
  return <Navigate to={rest ? `/app/${rest}` : "/app"} replace />;
}

/**
 * What shows while the router loads the first screen's code (lazy routes): nothing, as
 * before; named, so React Router does not warn on every page load (issue 33).
 */
function FirstLoad() {
  return null;
}

export const routes: RouteObject[] = [
  {
    Component: RouterNavigation,
    HydrateFallback: FirstLoad,
    errorElement: <RouteError />,
    children: [
      {
        path: "/",
        lazy: () =>
          import("@/features/landing/landing-page").then((m) => ({ Component: m.default })),
      },
      {
        path: "/onboarding",
        lazy: () =>
          import("@/features/onboarding/onboarding-page").then((m) => ({ Component: m.default })),
      },
      {
        path: "/auth",
        lazy: () => import("@/features/auth/auth-page").then((m) => ({ Component: m.default })),
      },
      {
        // First-admin setup while the install has no admin (issue 13).
        path: "/setup",
        lazy: async () => {
          const [m] = await Promise.all([
            import("@/features/setup/setup-page"),
            i18n.loadNamespaces(["users", "auth"]),
          ]);
          return { Component: m.default };
        },
      },
      { path: "/dashboard/*", element: <DashboardAlias /> },
      ...verifyRoutes,
      ...participationVerifyRoutes,
      // An invitation link to a class (issue 44): public, signed in or not.
      ...joinRoutes,
      {
        path: "/app",
        // The guards (and the spinner, icons and class helpers they bring) load with the area.
        lazy: () =>
          import("@/routes/guards").then(({ AppGuard }) => ({
            Component: () => (
              <AppGuard>
                <Outlet />
              </AppGuard>
            ),
          })),
        children: learnerRoutes,
      },
      {
        // The teacher's classes (issue 44); the shell checks the role, the server every row.
        path: "/teach",
        lazy: () =>
          import("@/routes/guards").then(({ AppGuard }) => ({
            Component: () => (
              <AppGuard>
                <Outlet />
              </AppGuard>
            ),
          })),
        children: teachingRoutes,
      },
      {
        path: "/admin",
        lazy: () =>
          import("@/routes/guards").then(({ AdminGuard }) => ({
            Component: () => (
              <AdminGuard>
                <Outlet />
              </AdminGuard>
            ),
          })),
        children: adminRoutes,
      },
      {
        path: "*",
        lazy: () => import("@/routes/not-found").then((m) => ({ Component: m.default })),
      },
    ],
  },
];

export { RouterProvider } from "react-router";

export function createRouter() {
  return createBrowserRouter(routes);
}

/**
 * Resolves once the router has loaded the lazy route of its first location: only then
 * does it render that screen (before, nothing), which hydrating prerendered HTML needs.
 */
export function routerReady(router: Pick<DataRouter, "state" | "subscribe">): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
