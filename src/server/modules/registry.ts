import type { AppRouter, Deps } from "../context";
import { leadsRoutes } from "./leads/leads.routes";
import { learningRoutes } from "./learning/learning.routes";
import { adminRoutes } from "./admin/admin.routes";
import { adminThumbnailRoutes } from "./admin/admin-thumbnail.routes";
import { uploadsRoutes } from "./uploads/uploads.routes";
import { planRoutes } from "./learning/plan.routes";
import { adminLifecycleRoutes } from "./admin/admin-lifecycle.routes";
import { editorRoutes } from "./admin/editor.routes";
import { achievementsRoutes } from "./achievements/achievements.routes";

/** Mounts the domain modules under /api, and the uploaded files under /uploads. */
export function registerModules(app: AppRouter, deps: Deps) {
  app.route("/api", leadsRoutes(deps));
  app.route("/api", learningRoutes(deps));
  app.route("/api", planRoutes(deps));
  app.route("/api", adminRoutes(deps));
  app.route("/api", adminThumbnailRoutes(deps));
  // Uploaded files, served from our origin (not under /api).
  app.route("/", uploadsRoutes());
  app.route("/api", adminLifecycleRoutes());
  app.route("/api", editorRoutes());
  app.route("/api", achievementsRoutes(deps));
}
