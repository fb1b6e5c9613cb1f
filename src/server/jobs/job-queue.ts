import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { jobs, type JobStepValue } from "../db/schema";
import { conflict } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { jobDuration } from "../lib/metrics";
import type { Job } from "@shared/contracts/admin";
import { createStepWriter } from "./job-steps";
import { storedMessage } from "@shared/i18n/messages";

/**
 * Jobs stored in the database (queued, running, succeeded, failed). Any process may run
 * them: a worker claims the oldest queued job with FOR UPDATE SKIP LOCKED, keeps a
 * heartbeat while it runs, and jobs whose heartbeat stopped (a crashed or restarted
 * process) are marked failed with a readable message instead of staying "running".
 */

export type JobRow = typeof jobs.$inferSelect;
export type JobType = Job["type"];

export interface JobContext {
  id: string;
  payload: unknown;
  signal: AbortSignal;
  /** Stores progress (and optionally a new total and a message); also a heartbeat. */
  progress(progress: number, message?: string | null, total?: number): Promise<void>;
  /**
   * Progress inside one unit (the lessons of a module; null when the unit is done), written
   * throttled in the background (decision 0036). Cleared when the job finishes.
   */
  step(key: string, value: JobStepValue | null): void;
}
export type JobHandler = (ctx: JobContext) => Promise<Record<string, string> | void>;

/**
 * An error whose message is written for the admin (German) and stored on the job; `result`
 * is stored too (for example what a partly failed job did write and which modules failed).
 */
export class JobFailure extends Error {
  readonly readable = true;
  constructor(
    message: string,
    readonly result?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Stored as keys; the job's API answer says them in the reader's language (job-messages.ts). */
export const CANCELLED_MESSAGE = storedMessage("jobCancelled");
const RETRY_MESSAGE = storedMessage("jobRetry");
export const INTERRUPTED_MESSAGE = storedMessage("jobInterrupted");
const UNEXPECTED_MESSAGE = "Ein unerwarteter Fehler ist aufgetreten.";

export interface JobQueueOptions {
  /** How often an idle worker looks for queued jobs. */
  pollMs?: number;
  heartbeatMs?: number;
  /** A running job whose heartbeat is older than this is considered dead. */
  staleAfterMs?: number;
  /** Jobs one process runs at the same time. */
  maxConcurrent?: number;
}

export interface JobQueue {
  register(type: JobType, handler: JobHandler): void;
  /** 409 JOB_RUNNING when a queued or running job has the same dedupe key. */
  enqueue(input: {
    type: JobType;
    payload: unknown;
    dedupeKey?: string | null;
    total?: number;
    message?: string | null;
    createdBy?: string | null;
    /** One submission of the client: a repeated enqueue with this key returns the same job. */
    idempotencyKey?: string | null;
  }): Promise<JobRow>;
  get(id: string): Promise<JobRow | null>;
  /** Queued and running jobs, and jobs finished since `finishedSince`. */
  listRecent(finishedSince: Date, limit?: number): Promise<JobRow[]>;
  /** The newest jobs of one course (payload target), any status. */
  listForCourse(courseId: string, limit?: number): Promise<JobRow[]>;
  /** Active (queued or running) jobs whose dedupe key is one of these. */
  activeByKeys(keys: string[]): Promise<JobRow[]>;
  /** Active (queued or running) jobs of these courses (payload target), one statement. */
  activeForCourses(courseIds: string[]): Promise<JobRow[]>;
  start(): void;
  /**
   * Stops taking jobs; running ones get `graceMs` to finish, then are aborted and handed
   * back (queued again without counting the run).
   */
  stop(graceMs?: number): Promise<void>;
  /** Runs queued jobs until none is left (for tests and scripts). */
  drain(): Promise<void>;
  /**
   * Running jobs whose lease expired (heartbeat older than the lease): queued again when
   * they ran once, else failed. Returns how many.
   */
  reapStale(): Promise<number>;
  /**
   * Cancels a queued or running job: it becomes "cancelled", a running call is aborted
   * (in this process at once, in another at its next heartbeat) and nothing is written.
   * False when the job had already finished.
   */
  cancel(id: string): Promise<boolean>;
}

export function createJobQueue(db: Db, logger: Logger, opts: JobQueueOptions = {}): JobQueue {
  const pollMs = opts.pollMs ?? 1000;
  const heartbeatMs = opts.heartbeatMs ?? 15_000;
  const staleAfterMs = opts.staleAfterMs ?? 20_000;
  /** Runs of one job when its process dies: the second expiry fails it. */
  const maxRuns = 2;
  const maxConcurrent = opts.maxConcurrent ?? 4;
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let started = false;
  let stopping = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let reapTimer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;
  let tickAgain = false;

  async function claim(): Promise<JobRow | null> {
    const next = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.status, "queued"))
      .orderBy(jobs.createdAt)
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await db
      .update(jobs)
      .set({
        status: "running",
        lockedBy: workerId,
        heartbeatAt: sql`now()`,
        startedAt: sql`now()`,
        attempts: sql`${jobs.attempts} + 1`,
      })
      // "= (scalar subquery)" is evaluated once; "IN (subquery)" may be re-evaluated per row.
      .where(and(eq(jobs.id, sql`(${next})`), eq(jobs.status, "queued")))
      .returning();
    return row ?? null;
  }

  async function finish(id: string, values: PgUpdateSetSource<typeof jobs>) {
    await db
      .update(jobs)
      .set({ ...values, steps: null, finishedAt: sql`now()`, lockedBy: null })
      .where(and(eq(jobs.id, id), eq(jobs.status, "running"), eq(jobs.lockedBy, workerId)));
  }

  /**
   * Graceful shutdown: a job stopped with its process is queued again without counting the
   * run, so that another process (or this one after its restart) runs it.
   */
  async function handBack(id: string) {
    await db
      .update(jobs)
      .set({
        status: "queued",
        lockedBy: null,
        heartbeatAt: null,
        steps: null,
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
        message: RETRY_MESSAGE,
      })
      .where(and(eq(jobs.id, id), eq(jobs.status, "running"), eq(jobs.lockedBy, workerId)));
    logger.info("job handed back", { job: id });
  }

  async function run(row: JobRow, controller: AbortController) {
    const handler = handlers.get(row.type);
    if (!handler) {
      await finish(row.id, { status: "failed", error: `Unbekannter Auftragstyp: ${row.type}` });
      return;
    }
    const started = performance.now();
    const steps = createStepWriter(db, row.id, controller.signal, logger);
    const ctx: JobContext = {
      id: row.id,
      payload: row.payload,
      signal: controller.signal,
      async progress(progress, message, total) {
        await db
          .update(jobs)
          .set({
            progress,
            ...(message !== undefined ? { message } : {}),
            ...(total !== undefined ? { total } : {}),
            heartbeatAt: sql`now()`,
          })
          .where(eq(jobs.id, row.id));
      },
      step: steps.set,
    };
    try {
      // A step write still under way must not land after the job's final state.
      const result = await handler(ctx).finally(() => steps.close());
      await finish(row.id, {
        status: "succeeded",
        result: result ?? null,
        progress: sql`${jobs.total}`,
      });
      jobDuration.observe(
        { type: row.type, outcome: "succeeded" },
        (performance.now() - started) / 1000,
      );
      logger.info("job succeeded", {
        job: row.id,
        type: row.type,
        ms: Math.round(performance.now() - started),
      });
    } catch (err) {
      if (stopping && controller.signal.aborted) {
        await handBack(row.id).catch((e: unknown) =>
          logger.error("job not handed back", { job: row.id, error: String(e) }),
        );
        return;
      }
      const readable =
        err instanceof Error && (err as { readable?: boolean }).readable === true
          ? err.message
          : null;
      const message = controller.signal.aborted
        ? INTERRUPTED_MESSAGE
        : (readable ?? UNEXPECTED_MESSAGE);
      if (!readable && !controller.signal.aborted)
        logger.error("job crashed", {
          job: row.id,
          type: row.type,
          error: String(err),
          stack: (err as Error)?.stack,
        });
      else logger.warn("job failed", { job: row.id, type: row.type, error: message });
      jobDuration.observe(
        { type: row.type, outcome: controller.signal.aborted ? "cancelled" : "failed" },
        (performance.now() - started) / 1000,
      );
      const partial = err instanceof JobFailure && !controller.signal.aborted ? err.result : null;
      await finish(row.id, {
        status: "failed",
        error: message,
        ...(partial ? { result: partial } : {}),
      }).catch((e: unknown) =>
        logger.error("job state not stored", { job: row.id, error: String(e) }),
      );
    }
  }

  async function tickOnce() {
    while (!stopping && running.size < maxConcurrent) {
      const row = await claim();
      if (!row) break;
      const controller = new AbortController();
      const done = run(row, controller).finally(() => {
        running.delete(row.id);
        wake();
      });
      running.set(row.id, { controller, done });
    }
  }

  function tick(): Promise<void> {
    if (ticking) {
      tickAgain = true;
      return ticking;
    }
    ticking = (async () => {
      do {
        tickAgain = false;
        await tickOnce();
      } while (tickAgain && !stopping);
    })()
      .catch((err: unknown) => logger.error("job worker tick failed", { error: String(err) }))
      .finally(() => {
        ticking = null;
      });
    return ticking;
  }

  function wake() {
    if (!started || stopping) return;
    void tick();
  }

  async function reapStale() {
    const cutoff = new Date(Date.now() - staleAfterMs);
    const retry = sql`${jobs.attempts} < ${maxRuns}`;
    const rows = await db
      .update(jobs)
      .set({
        status: sql`case when ${retry} then 'queued' else 'failed' end`,
        error: sql`case when ${retry} then null else ${INTERRUPTED_MESSAGE} end`,
        finishedAt: sql`case when ${retry} then null else now() end`,
        message: sql`case when ${retry} then ${RETRY_MESSAGE} else ${jobs.message} end`,
        lockedBy: null,
      })
      .where(
        and(
          eq(jobs.status, "running"),
          or(lt(jobs.heartbeatAt, cutoff), sql`${jobs.heartbeatAt} is null`),
        ),
      )
      .returning({ id: jobs.id, status: jobs.status });
    if (rows.length) {
      logger.warn("jobs with an expired lease retried or failed", { count: rows.length });
      wake();
    }
    return rows.length;
  }

  /** Renews the lease of this process's jobs; aborts those cancelled or taken over elsewhere. */
  async function heartbeat() {
    const ids = [...running.keys()];
    if (!ids.length) return;
    const alive = await db
      .update(jobs)
      .set({ heartbeatAt: sql`now()` })
      .where(and(inArray(jobs.id, ids), eq(jobs.status, "running"), eq(jobs.lockedBy, workerId)))
      .returning({ id: jobs.id });
    const keep = new Set(alive.map((r) => r.id));
    for (const id of ids) if (!keep.has(id)) running.get(id)?.controller.abort();
  }

  return {
    register(type, handler) {
      handlers.set(type, handler);
    },
    async enqueue(input) {
      const insert = db.insert(jobs).values({
        type: input.type,
        payload: input.payload,
        dedupeKey: input.dedupeKey ?? null,
        idempotencyKey: input.idempotencyKey ?? null,
        total: input.total ?? 1,
        message: input.message ?? null,
        createdBy: input.createdBy ?? null,
      });
      if (input.idempotencyKey) {
        // Any conflict (the key, or the dedupe key) keeps the job that is already there.
        const [created] = await insert.onConflictDoNothing().returning();
        if (created) wake();
        const [existing] = created
          ? [created]
          : await db
              .select()
              .from(jobs)
              .where(eq(jobs.idempotencyKey, input.idempotencyKey))
              .limit(1);
        if (existing) return existing;
      }
      const [row] = input.idempotencyKey
        ? []
        : await insert
            .onConflictDoNothing({
              target: jobs.dedupeKey,
              where: sql`${jobs.status} in ('queued', 'running')`,
            })
            .returning();
      if (!row) throw conflict("JOB_RUNNING", "v:jobRunning");
      wake();
      return row;
    },
    async cancel(id) {
      const [row] = await db
        .update(jobs)
        .set({
          status: "cancelled",
          error: CANCELLED_MESSAGE,
          finishedAt: sql`now()`,
          lockedBy: null,
        })
        .where(and(eq(jobs.id, id), inArray(jobs.status, ["queued", "running"])))
        .returning({ id: jobs.id });
      running.get(id)?.controller.abort();
      return !!row;
    },
    async get(id) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
      return row ?? null;
    },
    listRecent(finishedSince, limit = 50) {
      return db
        .select()
        .from(jobs)
        .where(or(inArray(jobs.status, ["queued", "running"]), gte(jobs.finishedAt, finishedSince)))
        .orderBy(desc(jobs.createdAt))
        .limit(limit);
    },
    listForCourse(courseId, limit = 20) {
      return db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload} -> 'target' ->> 'courseId' = ${courseId}`)
        .orderBy(desc(jobs.createdAt))
        .limit(limit);
    },
    activeForCourses(courseIds) {
      if (!courseIds.length) return Promise.resolve([]);
      return db
        .select()
        .from(jobs)
        .where(
          and(
            inArray(sql<string>`${jobs.payload} -> 'target' ->> 'courseId'`, courseIds),
            inArray(jobs.status, ["queued", "running"]),
          ),
        )
        .orderBy(jobs.createdAt);
    },
    activeByKeys(keys) {
      if (!keys.length) return Promise.resolve([]);
      return db
        .select()
        .from(jobs)
        .where(and(inArray(jobs.dedupeKey, keys), inArray(jobs.status, ["queued", "running"])));
    },
    start() {
      if (started) return;
      started = true;
      stopping = false;
      void reapStale()
        .catch((err: unknown) => logger.error("stale job check failed", { error: String(err) }))
        .finally(() => wake());
      pollTimer = setInterval(wake, pollMs);
      heartbeatTimer = setInterval(() => {
        heartbeat().catch((err: unknown) =>
          logger.error("job heartbeat failed", { error: String(err) }),
        );
      }, heartbeatMs);
      reapTimer = setInterval(
        () => {
          reapStale().catch((err: unknown) =>
            logger.error("stale job check failed", { error: String(err) }),
          );
        },
        Math.max(200, Math.floor(staleAfterMs / 4)),
      );
      for (const t of [pollTimer, heartbeatTimer, reapTimer]) t.unref();
    },
    async stop(graceMs = 0) {
      stopping = true;
      clearInterval(pollTimer);
      clearInterval(reapTimer);
      if (ticking) await ticking;
      if (graceMs > 0 && running.size) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.all([...running.values()].map((r) => r.done)),
          new Promise<void>((r) => (timer = setTimeout(r, graceMs))),
        ]);
        clearTimeout(timer);
      }
      clearInterval(heartbeatTimer);
      for (const r of running.values()) r.controller.abort();
      await Promise.all([...running.values()].map((r) => r.done));
      started = false;
    },
    async drain() {
      const wasStarted = started;
      started = true;
      try {
        for (;;) {
          await tick();
          if (!running.size) {
            await tick();
            if (!running.size) return;
          }
          await Promise.race([...running.values()].map((r) => r.done));
        }
      } finally {
        started = wasStarted;
      }
    },
    reapStale,
  };
}
