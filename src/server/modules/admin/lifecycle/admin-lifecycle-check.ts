import type { z } from "zod";
import type { Deps } from "../../../context";
import type { DbOrTx } from "../../../db/client";
import type { previewResponse, PublishProblem } from "@shared/contracts/admin";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import {
  loadCourseContent,
  loadVersion,
  overlaidModules,
  overlayOf,
  previewProblems,
  skillAreaProblems,
  summarize,
  translationProblems,
  type CourseContent,
} from "../admin.service";
import { practiceGateProblems } from "./admin-practice-gate";
import { checkMessageProblems } from "./admin-check-messages-gate";
import { projectTranslationProblems } from "../translation/admin-project-translation";
import {
  overlaidProject,
  projectProblems,
  projectSolutionProblems,
  projectsOfCourse,
  type PreviewProject,
} from "../../projects/projects-publish.service";

/*
 * The one check of a course version (issue 33): the preview lists exactly what the publish gate
 * refuses or asks to confirm, because both call `checkVersion`. A new rule is one more producer
 * in `PUBLISH_CHECKS`; neither the preview nor the gate changes.
 */

/** What every producer sees: the version, its course, the content and the overlaid modules. */
export interface PublishCheckSubject {
  db: DbOrTx;
  version: Awaited<ReturnType<typeof loadVersion>>["version"];
  course: Awaited<ReturnType<typeof loadVersion>>["course"];
  content: CourseContent;
  overlay: CourseTranslationOverlay | null;
  modules: ReturnType<typeof overlaidModules>;
  /** The course's projects in the version's language (issue 30). */
  projects: PreviewProject[];
}

/** One rule of the check; a producer runs a fixed number of statements (most run none). */
export type ProblemProducer = (
  s: PublishCheckSubject,
) => PublishProblem[] | Promise<PublishProblem[]>;

/** A course without a thumbnail shows the catalogue's placeholder: a warning to confirm. */
export const thumbnailProblems = (course: { thumbnailUrl: string | null }): PublishProblem[] =>
  course.thumbnailUrl ? [] : [{ kind: "course_without_thumbnail" }];

/** Every rule, in the order the list shows them. */
export const PUBLISH_CHECKS: readonly ProblemProducer[] = [
  (s) => previewProblems(s.modules),
  (s) => translationProblems(s.content, s.overlay),
  (s) => skillAreaProblems(s.course),
  (s) => practiceGateProblems(s.db, s.content, { modules: s.modules }),
  (s) => thumbnailProblems(s.course),
  (s) => projectProblems(s.projects),
  (s) => projectTranslationProblems(s.db, s.course.id, s.overlay),
  (s) =>
    projectSolutionProblems(s.db, s.course.id, new Map(s.projects.map((p) => [p.id, p.title]))),
  (s) => checkMessageProblems(s.content, s.overlay, { modules: s.modules }),
];

/** Loads a version and runs every rule on it: the list the preview shows and the gate applies. */
export async function checkVersion(db: DbOrTx, versionId: string) {
  const { version, course } = await loadVersion(db, versionId);
  const [content, projects] = await Promise.all([
    loadCourseContent(db, course.id),
    projectsOfCourse(db, course.id),
  ]);
  const overlay = overlayOf(version, course);
  const subject: PublishCheckSubject = {
    db,
    version,
    course,
    content,
    overlay,
    modules: overlaidModules(content, overlay),
    projects: projects.map((p) => overlaidProject(p, overlay)),
  };
  const problems = (await Promise.all(PUBLISH_CHECKS.map((check) => check(subject)))).flat();
  return { ...subject, problems };
}

/** GET /admin/course-versions/{id}/preview: the version as learners will see it, and the check. */
export async function getPreview(deps: Deps, id: string): Promise<z.infer<typeof previewResponse>> {
  const { version, course, overlay, modules, problems, projects } = await checkVersion(deps.db, id);
  return {
    version: summarize(
      version,
      course,
      modules.map((m) => m.lessons.length),
    ),
    course: {
      id: course.id,
      title: overlay?.course.title ?? course.title,
      description: overlay?.course.description ?? course.description,
      difficultyLevel: course.difficultyLevel,
    },
    modules,
    problems,
    projects,
  };
}
