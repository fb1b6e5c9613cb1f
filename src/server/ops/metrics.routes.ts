import { inArray, sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { AppEnv, Deps } from "../context";
import { jobs } from "../db/schema";
import { formatMessage } from "@shared/i18n/messages";
import { collectProcessMetrics, jobsInQueue, registry, tokenMatches } from "../lib/metrics";

/**
 * GET /metrics (decision 0131): Prometheus' text format, only when METRICS_TOKEN is set
 * (404 otherwise, as if there were no such page) and only with `Authorization: Bearer
 * <METRICS_TOKEN>` (compared in constant time). Outside /api: no session, CSRF or access
 * guard applies; the token is the only key.
 */
export function mountMetricsRoute(app: Hono<AppEnv>, deps: Deps) {
  const token = deps.config.metrics.token;
  if (token) collectProcessMetrics();
  app.get("/metrics", async (c) => {
    if (!token) return c.notFound();
    const m = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
    if (!m || !tokenMatches(m[1], token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.json(
        { error: { code: "UNAUTHORIZED", message: formatMessage("unauthorized", c.get("lang")) } },
        401,
      );
    }
    await readQueueDepth(deps);
    c.header("Cache-Control", "no-store");
    return c.body(await registry.metrics(), 200, { "Content-Type": registry.contentType });
  });
}

/** Jobs queued or running by kind: one statement per scrape, never per request. */
async function readQueueDepth(deps: Deps) {
  const rows = await deps.db
    .select({ type: jobs.type, status: jobs.status, n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inArray(jobs.status, ["queued", "running"]))
    .groupBy(jobs.type, jobs.status);
  jobsInQueue.reset();
  // "any" is always there, so a dashboard shows 0 rather than no data.
  for (const status of ["queued", "running"]) jobsInQueue.set({ type: "any", status }, 0);
  for (const r of rows) {
    jobsInQueue.set({ type: r.type, status: r.status }, Number(r.n));
    jobsInQueue.inc({ type: "any", status: r.status }, Number(r.n));
  }
}
