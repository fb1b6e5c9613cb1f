import type { Job, JobStep } from "@shared/contracts/admin";
import { JOB_STATUSES, JOB_TYPES } from "@shared/contracts/admin";
import type { JobRow } from "./job-queue";
import type { Language } from "@shared/i18n/languages";
import { translateValidationMessage } from "@shared/i18n/messages";

/** What a job works on, stored in its payload under `target`. */
export interface JobTarget {
  courseId?: string;
  courseVersionId?: string;
  moduleId?: string;
  courseTitle?: string;
}

const str = (v: unknown) => (typeof v === "string" ? v : undefined);

export function jobTarget(payload: unknown): JobTarget {
  const t =
    payload && typeof payload === "object"
      ? (payload as { target?: Record<string, unknown> }).target
      : undefined;
  if (!t || typeof t !== "object") return {};
  return {
    courseId: str(t.courseId),
    courseVersionId: str(t.courseVersionId),
    moduleId: str(t.moduleId),
    courseTitle: str(t.courseTitle),
  };
}

/** The steps of a running job, in the order of their modules. */
function jobSteps(steps: NonNullable<JobRow["steps"]>): JobStep[] {
  return Object.entries(steps)
    .map(([moduleId, s]) => ({
      moduleId,
      module: s.module,
      modules: s.modules,
      lesson: s.lesson,
      lessons: s.lessons,
    }))
    .sort((a, b) => a.module - b.module);
}

/** A job row as the API shows it, its messages in the reader's language. */
export function toJobDto(row: JobRow, lang: Language): Job {
  const t = jobTarget(row.payload);
  const r =
    row.result && typeof row.result === "object" ? (row.result as Record<string, unknown>) : null;
  return {
    id: row.id,
    type: (JOB_TYPES as readonly string[]).includes(row.type)
      ? (row.type as Job["type"])
      : "generate-module",
    status: (JOB_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as Job["status"])
      : "failed",
    progress: row.progress,
    total: row.total,
    message: row.message === null ? null : translateValidationMessage(row.message, lang),
    ...(row.status === "running" && row.steps ? { steps: jobSteps(row.steps) } : {}),
    error: row.error === null ? null : translateValidationMessage(row.error, lang),
    result: r
      ? {
          courseId: str(r.courseId),
          courseVersionId: str(r.courseVersionId),
          moduleId: str(r.moduleId),
          ...(Array.isArray(r.failedModuleIds)
            ? { failedModuleIds: r.failedModuleIds.filter((x) => typeof x === "string") }
            : {}),
        }
      : null,
    target: {
      courseVersionId: t.courseVersionId,
      moduleId: t.moduleId,
      courseTitle: t.courseTitle,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export const isFinishedStatus = (status: string) =>
  status === "succeeded" || status === "failed" || status === "cancelled";
