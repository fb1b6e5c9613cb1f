import type { Deps } from "../context";
import { startReminderJob } from "./learning/plan-reminders";
import { startTrashPurge } from "./admin/editor-trash";
import { startTutorRetention } from "./tutor/tutor-admin.service";
import { startReviewWaitCheck } from "./projects/projects-notify";

/**
 * Starts background work (job workers). Each area that needs one adds it here and
 * registers its stop function in deps.onClose.
 */
export function startBackground(deps: Deps) {
  // The job worker: generation and translation jobs (stopped through deps.onClose).
  deps.jobs.start();
  // The learning plan's weekly reminder e-mails (one per learner and ISO week).
  startReminderJob(deps);
  // Editor recycle bin: entries older than 30 days go.
  startTrashPurge(deps);
  // AI tutor: conversations older than the retention period (default 180 days) go.
  startTutorRetention(deps);
  // Projects: submissions waiting longer than PROJECT_REVIEW_WAIT_HOURS notify their reviewers.
  startReviewWaitCheck(deps);
}
