import { sql } from "drizzle-orm";
import type { Deps } from "../../context";
import { courseProjects, courses, lessons, modules } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { AiError } from "../../ai/model-call";
import { V } from "@shared/i18n/messages";
import { isLanguage } from "@shared/i18n/languages";
import type { ProjectAiDraftResponse } from "@shared/contracts/projects";
import { rowsOf, UUID } from "./projects-sql";

/*
 * "Projekt mit KI entwerfen" (issue 30, decision 0142): a capstone project drafted from the
 * course's outline by the configured provider (the offline template without one). Nothing is
 * saved: the editor opens the draft as a new project; saving it is the ordinary create.
 */

const courseNotFound = () => new AppError(404, "COURSE_NOT_FOUND", V("courseNotFound"));

interface CourseRow {
  title: string;
  description: string;
  difficulty: string;
  hours: number;
  topic: string | null;
  goals: string | null;
  language: string;
  skill_area: string | null;
  projects: number;
  modules: { title: string; description: string; lessonTitles: string[] }[];
}

/** The course, its modules with their lesson titles and its number of projects: one statement. */
async function loadCourse(deps: Deps, courseId: string) {
  if (!UUID.test(courseId)) throw courseNotFound();
  const [row] = await rowsOf<CourseRow>(
    deps.db,
    sql`select c.title, c.description, c.difficulty_level as difficulty,
        c.estimated_duration_hours as hours, c.topic, c.specific_goals as goals, c.language,
        c.skill_area,
        (select count(*)::int from ${courseProjects} p where p.course_id = c.id) as projects,
        coalesce((select json_agg(json_build_object('title', m.title,
            'description', m.description,
            'lessonTitles', coalesce((select json_agg(l.title order by l.order_index)
              from ${lessons} l where l.module_id = m.id), '[]'::json))
          order by m.order_index)
          from ${modules} m where m.course_id = c.id), '[]'::json) as modules
      from ${courses} c where c.id = ${courseId}`,
  );
  if (!row) throw courseNotFound();
  return row;
}

export async function draftProjectWithAi(
  deps: Deps,
  courseId: string,
  instruction: string,
): Promise<ProjectAiDraftResponse> {
  const c = await loadCourse(deps, courseId);
  try {
    const draft = await deps.ai.draftProject({
      course: {
        title: c.title,
        description: c.description,
        difficulty: c.difficulty,
        estimatedHours: c.hours,
        topic: c.topic ?? "",
        specificGoals: c.goals ?? "",
        language: isLanguage(c.language) ? c.language : "de",
        skillArea: c.skill_area,
      },
      modules: c.modules,
      instruction,
    });
    return { draft: { ...draft, orderIndex: c.projects }, source: deps.ai.generator };
  } catch (err) {
    if (!(err instanceof AiError)) throw err;
    const invalid = err.kind === "invalid_output" || err.kind === "truncated";
    throw new AppError(
      502,
      invalid ? "PROJECT_AI_INVALID" : "AI_FAILED",
      V(invalid ? "projectAiInvalid" : "projectAiFailed"),
      { cause: err.message },
    );
  }
}
