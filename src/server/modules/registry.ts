import type { AppRouter } from "../context";
import { leadsRoutes } from "./leads/leads.routes";
import { learningRoutes } from "./learning/learning.routes";
import { adminRoutes } from "./admin/admin.routes";

/** Mounts the domain modules under /api. */
export function registerModules(app: AppRouter) {
  app.route("/api", leadsRoutes());
  app.route("/api", learningRoutes());
  app.route("/api", adminRoutes());
}
