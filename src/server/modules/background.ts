import type { Deps } from "../context";
import { runEvery } from "../jobs/every";
import { sendWeeklyReminders } from "./learning/plan-reminders";
import { purgeTrash } from "./admin/editor/editor-trash";
import { purgeTutorData } from "./tutor/tutor-admin.service";
import { notifyWaitingSubmissions } from "./projects/projects-notify";
import { sendHelpDigests } from "./help/help-digest";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Starts background work: the job worker, and the timed work of each area through the one
 * timer loop (`runEvery`, stopped through deps.onClose). An area that needs timed work
 * exports the work and adds one line here.
 */
export function startBackground(deps: Deps) {
  // The job worker: generation and translation jobs (stopped through deps.onClose).
  deps.jobs.start();
  // The learning plan's weekly reminder e-mails (one per learner and ISO week).
  runEvery(deps, "weekly reminders", () => sendWeeklyReminders(deps), {
    firstAfterMs: 30_000,
    everyMs: HOUR,
  });
  // Editor recycle bin: entries older than 30 days go.
  runEvery(deps, "trash purge", () => purgeTrash(deps.db), { everyMs: 6 * HOUR });
  // AI tutor: conversations older than the retention period (default 180 days) go.
  runEvery(deps, "tutor retention", () => purgeTutorData(deps.db), { everyMs: 6 * HOUR });
  // Projects: submissions waiting longer than PROJECT_REVIEW_WAIT_HOURS notify their reviewers.
  runEvery(deps, "review wait check", () => notifyWaitingSubmissions(deps), {
    firstAfterMs: 45_000,
    everyMs: 15 * MINUTE,
  });
  // Help requests: the daily digest of requests waiting longer than HELP_DIGEST_AFTER_HOURS.
  runEvery(deps, "help digest", () => sendHelpDigests(deps), {
    firstAfterMs: 60_000,
    everyMs: HOUR,
  });
}
