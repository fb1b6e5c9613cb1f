// Which courses a learner may read (issue 43): used by the learning module and by the
// projects module; kept here so that neither imports the other's files.
import { eq, or, sql, type Placeholder } from "drizzle-orm";
import { courses, userLearningPath } from "../schema";

/**
 * Visible to this learner: published, or started by them before it was unpublished
 * (they keep reading it and their progress; the screens say it is no longer offered).
 */
export const visibleTo = (userId: string | Placeholder) =>
  or(
    eq(courses.isPublished, true),
    sql`exists (select 1 from ${userLearningPath} v where v.course_id = ${courses.id} and v.user_id = ${userId} and v.started_at is not null)`,
  );
