import { useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Job } from "@shared/contracts/admin";
import { adminKeys, jobQuery, type JobResponse } from "./admin-api";
import { logHandled } from "@/lib/log";

export function isFinished(job: Pick<Job, "status">): boolean {
  return job.status === "succeeded" || job.status === "failed" || job.status === "cancelled";
}

export function jobPercent(job: Pick<Job, "progress" | "total" | "status">): number {
  if (job.status === "succeeded") return 100;
  if (job.total <= 0) return 0;
  return Math.round((Math.min(job.progress, job.total) / job.total) * 100);
}

/** Jobs whose end was already announced (toast), so a re-render or remount does not repeat it. */
const announced = new Set<string>();

/**
 * Live state of a job: server-sent events from /api/admin/jobs/:id/events, with polling of
 * GET /api/admin/jobs/:id as a fallback when the stream fails (and slowly as a safety net).
 */
export function useJob(jobId: string | null): Job | null {
  const qc = useQueryClient();
  const [streamFailedFor, setStreamFailedFor] = useState<string | null>(null);
  const canStream = typeof EventSource !== "undefined";
  const streaming = canStream && jobId !== null && streamFailedFor !== jobId;
  const q = useQuery({
    ...jobQuery(jobId ?? "none"),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const job = query.state.data?.job;
      if (job && isFinished(job)) return false;
      return streaming ? 5000 : 1000;
    },
  });

  useEffect(() => {
    if (!jobId || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/admin/jobs/${encodeURIComponent(jobId)}/events`);
    let done = false;
    source.addEventListener("job", (event) => {
      try {
        const job = JSON.parse((event as MessageEvent<string>).data) as Job;
        qc.setQueryData<JobResponse>(adminKeys.job(jobId), { job });
        if (isFinished(job)) {
          done = true;
          source.close();
        }
      } catch (err) {
        logHandled("job event not readable", err);
      }
    });
    source.onerror = () => {
      source.close();
      if (!done) setStreamFailedFor(jobId);
    };
    return () => source.close();
  }, [jobId, qc]);

  return jobId ? (q.data?.job ?? null) : null;
}

/**
 * Calls onProgress whenever the job advances and onFinished once when it ends
 * (once per job id in this browser tab, even across remounts).
 *
 * Only while mounted: the component calling it must stay mounted until the job ended, even
 * when what it shows is no longer needed (onProgress refreshes views, and a refreshed view
 * can show the job's result before the job is done; see useGenerationJobs, useRetranslation).
 */
export function useJobEvents(
  job: Job | null,
  handlers: { onProgress?: (job: Job) => void; onFinished: (job: Job) => void },
) {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  const progressKey = job ? `${job.id}:${job.progress}:${job.status}` : null;
  useEffect(() => {
    if (!job) return;
    if (isFinished(job)) {
      if (announced.has(job.id)) return;
      announced.add(job.id);
      ref.current.onFinished(job);
    } else {
      ref.current.onProgress?.(job);
    }
    // progressKey captures what matters of the job
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [progressKey]);
}

/** The id of the job a screen started, kept in sessionStorage so it survives a reload. */
export function useStoredJobId(key: string): [string | null, (id: string | null) => void] {
  const storageKey = `kurswerk.admin.job.${key}`;
  const [id, setId] = useState<string | null>(() => {
    try {
      return sessionStorage.getItem(storageKey);
    } catch {
      return null;
    }
  });
  const set = (next: string | null) => {
    try {
      if (next) sessionStorage.setItem(storageKey, next);
      else sessionStorage.removeItem(storageKey);
    } catch {
      /* storage unavailable */
    }
    setId(next);
  };
  return [id, set];
}
