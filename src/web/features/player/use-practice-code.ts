/**
 * The learner's code of one exercise, saved as they type (issue 29, decision 0086):
 * changes wait 800 ms, then one PUT carries every file with the revision last seen; one
 * save is in flight at a time (the next waits for its answer and its revision). A save
 * refused as stale (409: another tab or device wrote) is sent again on the stored
 * revision — the code on this screen is what the learner is looking at. Leaving the
 * lesson, hiding the tab or closing the page sends what is pending at once.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { PracticeFile } from "@shared/domain/practice";
import type { PracticeState } from "@shared/contracts/practice";
import { ApiError } from "@/lib/api";
import { useSavePracticeCode } from "./player-api";

export const SAVE_DELAY_MS = 800;
const RETRY_MS = 5_000;

export type SaveStatus = "idle" | "pending" | "saving" | "saved" | "error";

export function usePracticeCode({
  courseId,
  exerciseId,
  starterFiles,
  state,
  enabled,
}: {
  courseId: string;
  exerciseId: string;
  starterFiles: PracticeFile[];
  state: PracticeState | null;
  /** False when nothing is saved (signed out). */
  enabled: boolean;
}) {
  const save = useSavePracticeCode(courseId);
  const [files, setFilesState] = useState<PracticeFile[]>(() => state?.files ?? starterFiles);
  const [status, setStatus] = useState<SaveStatus>("idle");
  const revision = useRef<number | undefined>(state ? state.revision : undefined);
  const pending = useRef<PracticeFile[] | null>(null);
  const inFlight = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const alive = useRef(true);
  const mutate = save.mutate;

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const next = pending.current;
    if (!next || inFlight.current) return;
    pending.current = null;
    inFlight.current = true;
    if (alive.current) setStatus("saving");
    mutate(
      { exerciseId, files: next, expectedRevision: revision.current },
      {
        onSuccess: (saved) => {
          revision.current = saved.revision;
        },
        onError: (err) => {
          // Kept for the next try unless newer code is already waiting.
          pending.current ??= next;
          if (err instanceof ApiError && err.status === 409) {
            const stored = (err.details as { state?: PracticeState } | undefined)?.state;
            if (stored) revision.current = stored.revision;
          }
        },
        onSettled: (_data, err) => {
          inFlight.current = false;
          if (!alive.current) return;
          if (pending.current) {
            const conflict = err instanceof ApiError && err.status === 409;
            if (err && !conflict) setStatus("error");
            else setStatus("pending");
            timer.current = window.setTimeout(flush, err && !conflict ? RETRY_MS : 0);
          } else setStatus("saved");
        },
      },
    );
  }, [exerciseId, mutate]);

  const setFiles = useCallback(
    (next: PracticeFile[]) => {
      setFilesState(next);
      if (!enabled) return;
      pending.current = next;
      setStatus((s) => (s === "error" ? s : "pending"));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
    },
    [enabled, flush],
  );

  // Leaving: the lesson (unmount), the tab (hidden) or the page.
  useEffect(() => {
    alive.current = true;
    const onHide = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onHide);
      alive.current = false;
      flush();
    };
  }, [flush]);

  return { files, setFiles, status, flush };
}
