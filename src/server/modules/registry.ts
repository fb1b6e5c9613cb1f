import type { AppRouter } from "../context";

/**
 * Mounts the domain modules under /api. Each area adds one line here.
 */
export function registerModules(app: AppRouter) {
  void app;
}
