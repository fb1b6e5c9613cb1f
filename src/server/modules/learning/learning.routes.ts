import { createRouter } from "../../lib/openapi";

/** Learner screens: dashboard, learning path, catalogue, player, progress (issue "learner area"). */
export function learningRoutes() {
  return createRouter();
}
