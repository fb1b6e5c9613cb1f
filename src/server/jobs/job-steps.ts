import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs, type JobStepValue } from "../db/schema";
import type { Logger } from "../lib/logger";

/** At most one step write per job in this interval (a few per second). */
export const STEP_WRITE_INTERVAL_MS = 300;

export interface StepWriter {
  /** Sets (or with null removes) the step of one unit; written later, throttled. */
  set(key: string, value: JobStepValue | null): void;
  /** Stops writing: pending steps are dropped, a write under way is awaited. */
  close(): Promise<void>;
}

/**
 * Progress inside a job's units (decision 0036), for example "lesson 3 of 4" of each module
 * being written. Changes are collected and written at most every `intervalMs` as ONE small
 * UPDATE of the job row (a JSON merge; removed keys are set to null and stripped), whatever
 * the number of units or lessons. Nothing is written after the job's signal aborted.
 */
export function createStepWriter(
  db: Db,
  jobId: string,
  signal: AbortSignal,
  logger: Logger,
  intervalMs = STEP_WRITE_INTERVAL_MS,
): StepWriter {
  let pending: Record<string, JobStepValue | null> = {};
  let dirty = false;
  let closed = false;
  let lastWrite = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | null = null;

  const schedule = () => {
    if (timer || writing || closed || !dirty) return;
    timer = setTimeout(flush, Math.max(0, lastWrite + intervalMs - Date.now()));
  };

  function flush() {
    timer = undefined;
    if (closed || signal.aborted || !dirty) return;
    const patch = JSON.stringify(pending);
    pending = {};
    dirty = false;
    lastWrite = Date.now();
    writing = db
      .update(jobs)
      .set({
        steps: sql`jsonb_strip_nulls(coalesce(${jobs.steps}, '{}'::jsonb) || ${patch}::jsonb)`,
        heartbeatAt: sql`now()`,
      })
      .where(eq(jobs.id, jobId))
      .then(
        () => undefined,
        (err: unknown) => logger.warn("job steps not written", { job: jobId, error: String(err) }),
      )
      .finally(() => {
        writing = null;
        schedule();
      });
  }

  return {
    set(key, value) {
      if (closed) return;
      pending[key] = value;
      dirty = true;
      schedule();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await writing;
    },
  };
}
