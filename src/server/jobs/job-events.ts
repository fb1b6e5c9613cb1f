import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../context";
import { isFinishedStatus, toJobDto } from "./job-dto";
import type { JobQueue } from "./job-queue";
import { callerLanguage } from "../lib/caller-language";

/**
 * Server-sent events for one job: polls the job row (so it works whichever process runs
 * the job) and sends an event "job" with the Job whenever it changes, until it finished.
 */
export function streamJobEvents(
  c: Context<AppEnv>,
  queue: JobQueue,
  id: string,
  opts: { pollMs?: number; maxMs?: number } = {},
) {
  const pollMs = opts.pollMs ?? 500;
  const maxMs = opts.maxMs ?? 30 * 60_000;
  const lang = callerLanguage(c);
  c.header("Cache-Control", "no-cache");
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    let closed = false;
    stream.onAbort(() => {
      closed = true;
    });
    const until = Date.now() + maxMs;
    let last = "";
    let lastSent = Date.now();
    while (!closed && Date.now() < until) {
      const row = await queue.get(id);
      if (!row) break;
      const job = toJobDto(row, lang);
      const key = `${job.status}:${job.progress}:${job.total}:${job.message}:${job.updatedAt}:${JSON.stringify(job.steps ?? null)}`;
      if (key !== last) {
        last = key;
        lastSent = Date.now();
        await stream.writeSSE({ event: "job", data: JSON.stringify(job), id: job.updatedAt });
      } else if (Date.now() - lastSent > 15_000) {
        lastSent = Date.now();
        await stream.write(": keep-alive\n\n");
      }
      if (isFinishedStatus(job.status)) break;
      await stream.sleep(pollMs);
    }
  });
}
