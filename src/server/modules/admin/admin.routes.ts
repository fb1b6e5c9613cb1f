import { createRouter } from "../../lib/openapi";

/** Admin authoring (issue "admin authoring"); every endpoint requires the admin role. */
export function adminRoutes() {
  return createRouter();
}
