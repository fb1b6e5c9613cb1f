import { createHash, timingSafeEqual } from "node:crypto";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/*
 * Prometheus metrics of this process (decision 0131), served at /metrics with
 * METRICS_TOKEN (ops/metrics.routes.ts). Each process keeps its own series: Prometheus
 * scrapes every replica and sums them; nothing here is shared between processes or needed
 * by another one. The series are recorded where things happen (requests in app.ts, jobs in
 * the job queue, AI calls in ai/model-call.ts and the tutor, e-mails in the mailer,
 * sign-in failures in auth/sign-in-throttle.ts); the database's pool and the pipelined
 * connections, and the job queue's depth, are read when Prometheus asks.
 */

export const registry = new Registry();

let defaultsOn = false;
/** Node's own series (CPU, memory, event loop lag, GC), once per process. */
export function collectProcessMetrics() {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry });
}

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: "kurswerk_http_requests_total",
  help: "HTTP requests by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: "kurswerk_http_request_duration_seconds",
  help: "Time to answer an HTTP request (until the handler returned), by method and route pattern",
  labelNames: ["method", "route"] as const,
  buckets: seconds,
  registers: [registry],
});

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** One answered request; `route` is the pattern that answered it (never the raw URL). */
export function observeRequest(method: string, route: string, status: number, s: number) {
  const m = METHODS.has(method) ? method : "OTHER";
  const r = route || "unmatched";
  httpRequests.inc({ method: m, route: r, status: String(status) });
  httpDuration.observe({ method: m, route: r }, s);
}

export const dbPoolWait = new Histogram({
  name: "kurswerk_db_pool_wait_seconds",
  help: "Time a query or transaction waited for a connection of the PostgreSQL pool",
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const dbPipelined = new Histogram({
  name: "kurswerk_db_pipelined_seconds",
  help: "Time from handing a statement (or a one-write transaction) to a shared pipelined connection until its answer, waiting behind the ones ahead included",
  labelNames: ["connections"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/**
 * Times every checkout of the pool (node-postgres' pool.query checks out through connect
 * too, with a callback): the wait for a free connection, or for a new one to open.
 */
export function observePoolWaits(pool: { connect: (...args: never[]) => unknown }) {
  const connect = pool.connect.bind(pool) as (cb?: (...a: unknown[]) => void) => unknown;
  pool.connect = ((cb?: (...a: unknown[]) => void) => {
    const started = performance.now();
    const done = () => dbPoolWait.observe((performance.now() - started) / 1000);
    if (typeof cb === "function")
      return connect((...a: unknown[]) => {
        done();
        cb(...a);
      });
    return (connect() as Promise<unknown>).finally(done);
  }) as never;
}

interface PoolState {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
type InFlight = () => number;
const databases: {
  pool?: PoolState;
  pipelined: Map<string, InFlight>;
} = { pipelined: new Map() };

/** The PostgreSQL pool and pipelined connection sets of this process (db/client.ts). */
export function watchDatabase(pool: PoolState, pipelined: Record<string, InFlight>) {
  databases.pool = pool;
  for (const [name, fn] of Object.entries(pipelined)) databases.pipelined.set(name, fn);
}

new Gauge({
  name: "kurswerk_db_pool_connections",
  help: "Connections of the PostgreSQL pool: open, idle, and requests waiting for one",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const p = databases.pool;
    if (!p) return;
    this.set({ state: "total" }, p.totalCount);
    this.set({ state: "idle" }, p.idleCount);
    this.set({ state: "waiting" }, p.waitingCount);
  },
});

new Gauge({
  name: "kurswerk_db_pipelined_in_flight",
  help: "Statements handed to the shared pipelined connections and not yet answered",
  labelNames: ["connections"] as const,
  registers: [registry],
  collect() {
    for (const [name, fn] of databases.pipelined) this.set({ connections: name }, fn());
  },
});

/** The job queue's depth, read from the database when Prometheus asks (ops/metrics.routes.ts). */
export const jobsInQueue = new Gauge({
  name: "kurswerk_jobs",
  help: "Jobs queued or running, by kind (the whole installation, as every process sees it)",
  labelNames: ["type", "status"] as const,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: "kurswerk_job_duration_seconds",
  help: "Duration of a job run by this process, by kind and outcome",
  labelNames: ["type", "outcome"] as const,
  buckets: [0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600],
  registers: [registry],
});

export const aiCalls = new Counter({
  name: "kurswerk_ai_calls_total",
  help: "Calls to the AI provider (each attempt), by provider, operation and outcome",
  labelNames: ["provider", "operation", "outcome"] as const,
  registers: [registry],
});

export const aiFailures = new Counter({
  name: "kurswerk_ai_failures_total",
  help: "AI calls that did not give a usable answer, by provider and outcome",
  labelNames: ["provider", "outcome"] as const,
  registers: [registry],
});

export const aiTokens = new Counter({
  name: "kurswerk_ai_tokens_total",
  help: "Tokens reported by the AI provider, by provider and direction (input, output)",
  labelNames: ["provider", "direction"] as const,
  registers: [registry],
});

/** One AI call as logged (ai/model-call.ts, the tutor). */
export function observeAiCall(
  provider: string,
  operation: string,
  outcome: string,
  usage?: { inputTokens?: number | null; outputTokens?: number | null },
) {
  aiCalls.inc({ provider, operation, outcome });
  if (outcome !== "ok") aiFailures.inc({ provider, outcome });
  if (usage?.inputTokens) aiTokens.inc({ provider, direction: "input" }, usage.inputTokens);
  if (usage?.outputTokens) aiTokens.inc({ provider, direction: "output" }, usage.outputTokens);
}

export const mailsSent = new Counter({
  name: "kurswerk_mails_sent_total",
  help: "E-mails handed to the SMTP server",
  registers: [registry],
});

export const mailsFailed = new Counter({
  name: "kurswerk_mails_failed_total",
  help: "Failed SMTP sends; final=true when the outbox gave the message up, false when it will retry",
  labelNames: ["final"] as const,
  registers: [registry],
});

export const signInFailures = new Counter({
  name: "kurswerk_sign_in_failures_total",
  help: "Refused e-mail sign-ins: wrong_password, throttled (account delay), rate_limited (client address)",
  labelNames: ["reason"] as const,
  registers: [registry],
});

/** Constant-time comparison of a presented bearer token with the configured one. */
export function tokenMatches(presented: string, expected: string): boolean {
  const a = createHash("sha256").update(presented).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
