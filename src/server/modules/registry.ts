import type { AppRouter, Deps } from "../context";
import { leadsRoutes } from "./leads/leads.routes";
import { learningRoutes } from "./learning/learning.routes";
import { adminRoutes } from "./admin/admin.routes";
import { editorRoutes } from "./admin/editor.routes";

/** Mounts the domain modules under /api. */
export function registerModules(app: AppRouter, deps: Deps) {
  app.route("/api", leadsRoutes(deps));
  app.route("/api", learningRoutes(deps));
  app.route("/api", adminRoutes(deps));
  app.route("/api", editorRoutes());
}
