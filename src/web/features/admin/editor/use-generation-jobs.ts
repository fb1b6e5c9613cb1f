import { useState } from "react";
import type { Job } from "@shared/contracts/admin";

/**
 * Running generation jobs of the edit screen: started here or found running in the view.
 *
 * A job stays followed until the screen announced its end (`finishModule`/`finishAll`), not
 * only while the view lists it: the view is refreshed while the job runs, and a refresh can
 * come after the job ended on the server but before the screen heard of its end (or show the
 * module's lessons while the job still translates them). Whoever follows the job (and fires
 * the spec's success toast) must stay mounted until then.
 */
export function useGenerationJobs(view: { activeJobs?: Job[] } | undefined) {
  const [started, setStarted] = useState<Record<string, string>>({});
  const [allJobId, setAllJobId] = useState<string | null>(null);
  const [finished, setFinished] = useState<string[]>([]);
  const active = (view?.activeJobs ?? []).filter((j) => !finished.includes(j.id));

  // Jobs found running are kept (adjusting state while rendering: React re-renders at once).
  const found = active.filter(
    (j) =>
      j.type === "generate-module" && j.target.moduleId && started[j.target.moduleId] === undefined,
  );
  if (found.length)
    setStarted((s) => ({
      ...Object.fromEntries(found.map((j) => [j.target.moduleId!, j.id])),
      ...s,
    }));
  const foundAll = allJobId ? undefined : active.find((j) => j.type === "generate-all");
  if (foundAll) setAllJobId(foundAll.id);

  const allJob = allJobId ?? foundAll?.id ?? null;
  const moduleJob = (moduleId: string) =>
    started[moduleId] ?? found.find((j) => j.target.moduleId === moduleId)?.id ?? null;
  return {
    allJob,
    moduleJob,
    setAllJobId,
    finishAll: () => {
      if (allJob) setFinished((f) => [...f, allJob]);
      setAllJobId(null);
    },
    startModule: (moduleId: string, jobId: string) =>
      setStarted((s) => ({ ...s, [moduleId]: jobId })),
    finishModule: (moduleId: string) => {
      const id = moduleJob(moduleId);
      if (id) setFinished((f) => [...f, id]);
      setStarted((s) => {
        const next = { ...s };
        delete next[moduleId];
        return next;
      });
    },
  };
}
