/**
 * The learner's project draft, saved as they type (issue 30, decision 0126): a change waits
 * 800 ms, then one PUT carries the whole content (files, link, description, screenshots)
 * with the revision last seen; one save is in flight at a time. Unlike a lesson's code
 * exercise, a stale save (409 REVISION_CONFLICT: another tab or device wrote) is not sent
 * again on its own: the screen says so and the learner chooses to load the stored version
 * or to keep theirs (which then saves on the stored revision). Leaving the page, hiding the
 * tab or unmounting sends what is pending at once.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { MySubmission } from "@shared/contracts/projects";
import type { PracticeFile } from "@shared/domain/practice";
import { ApiError } from "@/lib/api";
import { useSaveDraft } from "./projects-api";

export const SAVE_DELAY_MS = 800;
const RETRY_MS = 5_000;

export interface DraftContent {
  files: PracticeFile[];
  link: string;
  description: string;
  screenshots: string[];
}

export type DraftStatus = "idle" | "pending" | "saving" | "saved" | "error" | "conflict";

const contentOf = (s: MySubmission | null, starter: PracticeFile[]): DraftContent => ({
  files: s?.files.length ? s.files : starter,
  link: s?.link ?? "",
  description: s?.description ?? "",
  screenshots: s?.screenshots ?? [],
});

export function useProjectDraft({
  courseId,
  projectId,
  external,
  starterFiles,
  submission,
}: {
  courseId: string;
  projectId: string;
  external: boolean;
  starterFiles: PracticeFile[];
  submission: MySubmission | null;
}) {
  const save = useSaveDraft(courseId, projectId);
  const [content, setContentState] = useState<DraftContent>(() =>
    contentOf(submission, starterFiles),
  );
  const [status, setStatus] = useState<DraftStatus>("idle");
  const [conflict, setConflict] = useState<MySubmission | null>(null);
  const revision = useRef(submission?.revision ?? 0);
  const pending = useRef<DraftContent | null>(null);
  const inFlight = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const alive = useRef(true);
  const mutateAsync = save.mutateAsync;

  const flush = useCallback(async (): Promise<number> => {
    window.clearTimeout(timer.current);
    const next = pending.current;
    if (!next || inFlight.current) return revision.current;
    pending.current = null;
    inFlight.current = true;
    if (alive.current) setStatus("saving");
    try {
      const link = next.link.trim();
      const saved = await mutateAsync({
        ...(external ? { link: link ? link : null } : { files: next.files }),
        description: next.description,
        screenshots: next.screenshots,
        expectedRevision: revision.current,
      });
      revision.current = saved.revision;
      if (alive.current) setStatus(pending.current ? "pending" : "saved");
    } catch (err) {
      if (err instanceof ApiError && err.code === "REVISION_CONFLICT") {
        const stored = (err.details as { state?: MySubmission | null } | undefined)?.state ?? null;
        pending.current ??= next;
        if (alive.current) {
          setConflict(stored);
          setStatus("conflict");
        }
        return revision.current;
      }
      if (err instanceof ApiError && err.status === 409) {
        // Locked (under review): nothing to save any more.
        if (alive.current) setStatus("error");
        return revision.current;
      }
      if (err instanceof ApiError && err.status === 400) {
        // Not valid yet (e.g. a half-typed link): waits for the next change.
        if (alive.current) setStatus("error");
        return revision.current;
      }
      pending.current ??= next;
      if (alive.current) {
        setStatus("error");
        timer.current = window.setTimeout(() => void flush(), RETRY_MS);
      }
      return revision.current;
    } finally {
      inFlight.current = false;
    }
    if (pending.current) return flush();
    return revision.current;
  }, [external, mutateAsync]);

  const setContent = useCallback(
    (patch: Partial<DraftContent>) => {
      setContentState((old) => {
        const next = { ...old, ...patch };
        pending.current = next;
        return next;
      });
      setStatus((s) => (s === "conflict" ? s : "pending"));
      if (conflict) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush, conflict],
  );

  /** After a conflict: take the stored version (theirs) or save this screen's (mine). */
  const resolve = useCallback(
    (choice: "theirs" | "mine") => {
      const stored = conflict;
      setConflict(null);
      revision.current = stored?.revision ?? revision.current;
      if (choice === "theirs") {
        pending.current = null;
        setContentState(contentOf(stored, starterFiles));
        setStatus("saved");
      } else void flush();
    },
    [conflict, flush, starterFiles],
  );

  /** A fresh state from the server (after submitting): the next edits start from it. */
  const adopt = useCallback(
    (s: MySubmission) => {
      revision.current = s.revision;
      pending.current = null;
      setContentState(contentOf(s, starterFiles));
    },
    [starterFiles],
  );

  useEffect(() => {
    alive.current = true;
    const now = () => void flush();
    const onHide = () => {
      if (document.visibilityState === "hidden") now();
    };
    window.addEventListener("pagehide", now);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("pagehide", now);
      document.removeEventListener("visibilitychange", onHide);
      alive.current = false;
      now();
    };
  }, [flush]);

  return { content, setContent, status, conflict, resolve, flush, adopt };
}
