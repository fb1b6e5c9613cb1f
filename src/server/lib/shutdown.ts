import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../context";
import type { Database } from "../db/client";
import { formatMessage } from "@shared/i18n/messages";

/**
 * Graceful shutdown (issue 14). While draining, the server takes no new work: new requests
 * get 503 (`/api/health/ready` answers 503 through `isDraining()`), requests in flight finish,
 * running jobs get a grace period and are then handed back to the queue, and the database
 * is closed last.
 */
let draining = false;
let inFlight = 0;
const idleWaiters: Array<() => void> = [];

/** Load balancer probes answer themselves while draining: live 200, ready 503 "draining". */
const PROBES = new Set(["/api/health/live", "/api/health/ready"]);

/** True once shutdown began: readiness checks answer 503. */
export function isDraining(): boolean {
  return draining;
}

/** Marks the process as draining (what SIGTERM does first). */
export function startDraining(): void {
  draining = true;
}

/** For tests: back to serving. */
export function resetDraining(): void {
  draining = false;
}

/**
 * Mounted first on every path: counts requests in flight and refuses new ones while draining
 * (503 SHUTTING_DOWN with Connection: close, so that clients reconnect to another instance).
 */
export function drainGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Health answers itself while draining: live stays 200, ready says 503 "draining".
    if (draining && !PROBES.has(c.req.path)) {
      c.header("Connection", "close");
      c.header("Retry-After", "5");
      return c.json(
        {
          error: {
            code: "SHUTTING_DOWN",
            message: formatMessage("shuttingDown", c.get("lang") ?? "de"),
          },
        },
        503,
      );
    }
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
      if (inFlight === 0) for (const w of idleWaiters.splice(0)) w();
    }
  };
}

function requestsFinished(timeoutMs: number): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    idleWaiters.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Stops the server in order: no new connections or requests, requests in flight finished
 * (at most `graceMs`), jobs finished or handed back, mail worker and timers stopped, database
 * closed. Resolves when everything is closed; main.ts exits afterwards.
 */
export async function gracefulShutdown(opts: {
  deps: Deps;
  database: Database;
  server?: { close(cb?: (err?: Error) => void): unknown };
  graceMs?: number;
}): Promise<void> {
  const { deps, database, server } = opts;
  const graceMs = opts.graceMs ?? 10_000;
  draining = true;
  deps.logger.info("draining: no new requests, finishing running work", { graceMs });
  const closed = server
    ? new Promise<void>((resolve) => server.close(() => resolve()))
    : Promise.resolve();
  await requestsFinished(graceMs);
  await deps.jobs.stop(graceMs);
  deps.mailer.stop();
  for (const fn of deps.onClose) await fn();
  // Idle keep-alive connections would hold server.close() open: do not wait for them long.
  await Promise.race([closed, new Promise((r) => setTimeout(r, 1000).unref())]);
  await database.close();
  deps.logger.info("shut down");
}
