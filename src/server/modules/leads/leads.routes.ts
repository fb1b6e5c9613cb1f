import { createRouter } from "../../lib/openapi";

/** Funnel leads (issue "visitor side"). */
export function leadsRoutes() {
  return createRouter();
}
