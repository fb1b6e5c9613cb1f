import { sql, type SQL } from "drizzle-orm";
import type { LearnerCohort } from "@shared/contracts/cohorts";

/*
 * The learner's cohorts as the dashboard and the learning path show them (issue 44,
 * decision 0209): a call of kw_learner_cohorts (migration 0054) in the learner's ONE home
 * statement (learning/learner-state.ts), no statement of its own. A PL/pgSQL function, not a
 * subquery, so that the statement's plan does not start and end the class card's 56 nodes at
 * every execution for the learners who have no class (decision 0241). Bounded: at most 5
 * cohorts, this week's modules (titles in the learner's language), 3 announcements, 3
 * upcoming sessions, the learner's own certificate of participation.
 */

export type LearnerCohortJson = Omit<LearnerCohort, "pace">;

export function learnerCohortsJson(
  userId: SQL | unknown,
  lang: SQL | unknown,
): SQL<LearnerCohortJson[] | null> {
  return sql<LearnerCohortJson[] | null>`kw_learner_cohorts(${userId}, ${lang})`;
}

/** Ahead when this week's lessons are done, behind when lessons due before today are not. */
export function paceOf(
  c: Pick<LearnerCohort, "lessonsDue" | "lessonsDueThisWeek" | "lessonsDone">,
): LearnerCohort["pace"] {
  if (c.lessonsDone < c.lessonsDue) return "behind";
  if (c.lessonsDone >= c.lessonsDueThisWeek && c.lessonsDone > c.lessonsDue) return "ahead";
  return "onTrack";
}

/** The statement's JSON as the contract's: timestamps as ISO text, the pace. */
export function learnerCohortsOf(rows: LearnerCohortJson[] | null): LearnerCohort[] {
  return (rows ?? []).map((c) => ({
    ...c,
    announcements: c.announcements.map((a) => ({
      ...a,
      createdAt: new Date(a.createdAt).toISOString(),
    })),
    sessions: c.sessions.map((s) => ({ ...s, startsAt: new Date(s.startsAt).toISOString() })),
    participation: c.participation && {
      id: c.participation.id,
      issuedAt: new Date(c.participation.issuedAt).toISOString(),
    },
    pace: paceOf(c),
  }));
}
