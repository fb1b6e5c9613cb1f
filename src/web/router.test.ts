// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { RouteObject } from "react-router";
import { routes } from "./router";
import { APP_PATHS, isAppPath } from "@shared/routes/app-paths";

/** Every full path of the route tree (index routes as their parent; "*" catch-alls left out). */
function fullPaths(tree: RouteObject[], base = ""): string[] {
  const out: string[] = [];
  for (const r of tree) {
    const own =
      r.path === undefined
        ? base
        : r.path.startsWith("/")
          ? r.path
          : `${base.replace(/\/$/, "")}/${r.path}`;
    if (r.path?.endsWith("*")) continue;
    if (r.path !== undefined || r.index) out.push(own || "/");
    if (r.children) out.push(...fullPaths(r.children, own));
  }
  return out;
}

describe("the server's list of app paths (decision 0097)", () => {
  it("is exactly the router's screens", () => {
    expect([...new Set(fullPaths(routes))].sort()).toEqual([...APP_PATHS].sort());
  });

  it("knows screens with their parameters and the /dashboard alias, and nothing else", () => {
    for (const p of [
      "/",
      "/auth",
      "/app/",
      "/app/course/3f1c/9a2b",
      "/admin/edit-course",
      "/admin/edit-course/v1/lessons/l1",
      "/verify/abc",
      "/dashboard/settings/profile",
    ])
      expect(isAppPath(p), p).toBe(true);
    for (const p of [
      "/nope",
      "/app/nope",
      "/admin/courses/x",
      "/verify",
      "/dashboard/nope",
      "/auth/x",
    ])
      expect(isAppPath(p), p).toBe(false);
  });
});
