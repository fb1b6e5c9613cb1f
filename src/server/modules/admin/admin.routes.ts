import type { Deps } from "../../context";
import { createRouter } from "../../lib/openapi";

/** Admin authoring (issue "admin authoring"); every endpoint requires the admin role. */
export function adminRoutes(deps: Deps) {
  void deps;
  return createRouter();
}
