import type { Deps } from "../../context";
import { createRouter } from "../../lib/openapi";

/** Funnel leads (issue "visitor side"). */
export function leadsRoutes(deps: Deps) {
  void deps;
  return createRouter();
}
