import type { Deps } from "../context";

/**
 * Background work on a timer, the one loop every area uses (issue 43): runs `work` after
 * `firstAfterMs` (0: at once) and then every `everyMs`, logs a failure under `name` instead
 * of throwing, never keeps the process alive for it (unref), and stops with the server
 * (deps.onClose). Each process runs its own timer: the work itself must be safe to run in
 * two processes at once (each area claims its rows in the database).
 */
export function runEvery(
  deps: Pick<Deps, "logger" | "onClose">,
  name: string,
  work: () => Promise<unknown>,
  { everyMs, firstAfterMs = 0 }: { everyMs: number; firstAfterMs?: number },
) {
  const run = () => {
    work().catch((err: unknown) => deps.logger.error(`${name} failed`, { error: String(err) }));
  };
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  deps.onClose.push(() => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
