import type { Deps } from "../../context";
import { createRouter } from "../../lib/openapi";

/** Learner screens: dashboard, learning path, catalogue, player, progress (issue "learner area"). */
export function learningRoutes(deps: Deps) {
  void deps;
  return createRouter();
}
