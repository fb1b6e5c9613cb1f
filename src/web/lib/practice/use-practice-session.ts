/**
 * React hook of the practice engine (decision 0077): a session for one exercise on screen.
 * The session (and with it the runtime: Pyodide, PGlite) is created when the component
 * mounts, not before; the web runtime's preview frame goes into `containerRef`'s element.
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

export function usePracticeSession(runtime: PracticeRuntime, options: { title?: string } = {}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const sessionRef = useRef<PracticeSession | null>(null);
  const [status, setStatus] = useState<PracticeStatus>("idle");
  const title = options.title;

  useEffect(() => {
    const session = createPracticeSession(runtime, {
      container: runtime === "web" ? (containerRef.current ?? undefined) : undefined,
      title,
    });
    sessionRef.current = session;
    return () => {
      session.dispose();
      if (sessionRef.current === session) sessionRef.current = null;
    };
  }, [runtime, title]);

  const run = useCallback(
    async (request: RunRequest, runOptions: RunOptions = {}): Promise<RunResult> => {
      const session = sessionRef.current;
      if (!session) return { ok: false, output: [], ms: 0 };
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
    [],
  );

  return { containerRef, run, status };
}
