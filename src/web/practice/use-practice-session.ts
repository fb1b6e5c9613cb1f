/**
 * React hook of the practice engine (decision 0077): a session for one exercise on screen.
 * The session (and with it the runtime: Pyodide, PGlite) is created when the component
 * mounts, or with `warm: false` once `warm` turns true, at the latest at the first run; the
 * web runtime's preview frame goes into `containerRef`'s element.
 *
 *   const { containerRef, run, status } = usePracticeSession("web", { title: t("preview") });
 *   <div ref={containerRef} className="h-64" />
 *   const result = await run(request, { onOutput });
 *
 * status: "loading" (the runtime is loading for this run), "running" (the learner's code
 * runs), "idle".
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { PracticeRuntime, RunRequest, RunResult } from "@shared/domain/practice-core";
import { createPracticeSession, type PracticeSession, type RunOptions } from "./session";

export type PracticeStatus = "idle" | "loading" | "running";

export function usePracticeSession(
  runtime: PracticeRuntime,
  options: {
    title?: string;
    /**
     * Start the runtime now, before the first run (default true). The player passes false
     * until the exercise is near the screen and the page is idle (useNearViewport), so that a
     * lesson's first paint does not share the network with Pyodide's megabytes.
     */
    warm?: boolean;
  } = {},
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const sessionRef = useRef<PracticeSession | null>(null);
  const [status, setStatus] = useState<PracticeStatus>("idle");
  const title = options.title;
  const warm = options.warm ?? true;

  const ensure = useCallback((): PracticeSession => {
    sessionRef.current ??= createPracticeSession(runtime, {
      container: runtime === "web" ? (containerRef.current ?? undefined) : undefined,
      title,
    });
    return sessionRef.current;
  }, [runtime, title]);

  // One session per runtime and title, ended with the component.
  useEffect(
    () => () => {
      sessionRef.current?.dispose();
      sessionRef.current = null;
    },
    [ensure],
  );
  useEffect(() => {
    if (warm) ensure();
  }, [warm, ensure]);

  const run = useCallback(
    async (request: RunRequest, runOptions: RunOptions = {}): Promise<RunResult> => {
      const session = ensure();
      setStatus("loading");
      try {
        return await session.run(request, {
          ...runOptions,
          onStarted: () => {
            setStatus("running");
            runOptions.onStarted?.();
          },
        });
      } finally {
        setStatus("idle");
      }
    },
    [ensure],
  );

  return { containerRef, run, status };
}
