/**
 * A course's projects from `projects/NN-<slug>/` (decision 0156): `project.md` (front matter
 * and the brief), `rubric.yaml`, for a code runtime `practice.yaml` with the files a code
 * exercise has, and translations `project.<lang>.md` / `rubric.<lang>.yaml`. Every problem
 * is named with file and line.
 */
import { projectInputSchema, rubricSchema } from "../contracts/projects";
import type { Language } from "../i18n/languages";
import {
  problem,
  projectFrontMatterSchema,
  projectPracticeYamlSchema,
  projectTranslationFrontMatterSchema,
  rubricTranslationYamlSchema,
  type CourseFileProblem,
  type ProjectModel,
  type TranslationOverlay,
} from "./model";
import { readCodeFiles, type FileSource } from "./read-lesson";
import { parseBody } from "./sections";
import { readYaml, splitFrontMatter, zodMarkers } from "./yaml-read";

export interface ProjectEntry {
  n: number;
  dir: string;
  paths: Set<string>;
}

/** The front matter and the brief of a `project.md` or `project.<lang>.md`. */
function briefFile<T>(
  file: string,
  text: string,
  schema: Parameters<typeof readYaml>[3],
  problems: CourseFileProblem[],
): { head: T | null; brief: string; bodyLine: number } | null {
  const split = splitFrontMatter(text);
  if (!split) {
    problems.push(problem(file, 1, "cfFrontMatter"));
    return null;
  }
  const head = readYaml(split.yaml, file, 2, schema, problems) as T | null;
  const issues: Parameters<typeof parseBody>[2] = [];
  const parsed = parseBody(split.body, split.bodyLine, issues);
  for (const i of issues) problems.push(problem(file, i.line, i.key, i.vars));
  if (parsed.blocks.length) problems.push(problem(file, parsed.blocks[0].line, "cfProjectMarker"));
  return { head, brief: parsed.content, bodyLine: split.bodyLine };
}

/** One project; `moduleIds` maps a module folder name to the module's id. */
export function readProject(
  entry: ProjectEntry,
  position: number,
  files: FileSource,
  moduleIds: Map<string, string>,
  problems: CourseFileProblem[],
): ProjectModel | null {
  const before = problems.length;
  const path = `${entry.dir}/project.md`;
  const text = files.get(path);
  if (text === undefined) {
    problems.push(problem(path, 0, "cfProjectMissing"));
    return null;
  }
  files.use(path);
  const read = briefFile<ReturnType<typeof projectFrontMatterSchema.parse>>(
    path,
    text,
    projectFrontMatterSchema,
    problems,
  );
  if (!read?.head) return null;
  const { head, brief } = read;
  if (!brief.trim()) problems.push(problem(path, read.bodyLine, "cfProjectBriefMissing"));
  let moduleId: string | null = null;
  if (head.module !== null) {
    moduleId = moduleIds.get(head.module) ?? null;
    if (!moduleId) {
      const line = text.split("\n").findIndex((l) => l.startsWith("module:")) + 1;
      problems.push(problem(path, line, "cfProjectModuleUnknown", { module: head.module }));
    }
  }
  const rubricPath = `${entry.dir}/rubric.yaml`;
  const rubricText = files.get(rubricPath);
  if (rubricText === undefined) problems.push(problem(rubricPath, 0, "cfProjectRubricMissing"));
  else files.use(rubricPath);
  const rubric =
    rubricText === undefined ? null : readYaml(rubricText, rubricPath, 1, rubricSchema, problems);

  let code: ReturnType<typeof readCodeFiles> = { starterFiles: [], solutionFiles: [] };
  let timeLimitMs: number | undefined;
  const practicePath = `${entry.dir}/practice.yaml`;
  const practiceText = files.get(practicePath);
  if (head.runtime !== "external") {
    if (practiceText === undefined)
      problems.push(problem(path, 0, "cfPracticeMissing", { path: entry.dir }));
    else {
      files.use(practicePath);
      const y = readYaml(practiceText, practicePath, 1, projectPracticeYamlSchema, problems);
      if (y) {
        code = readCodeFiles(entry.dir, practicePath, y, files, problems);
        timeLimitMs = y.timeLimitMs;
      }
    }
  }
  if (problems.length !== before || !rubric) return null;
  const input = {
    moduleId,
    orderIndex: head.order ?? position,
    title: head.title,
    brief,
    runtime: head.runtime,
    starterFiles: code.starterFiles,
    solutionFiles: code.solutionFiles,
    checks: code.checks
      ? {
          checks: code.checks,
          ...(code.dataset !== undefined ? { dataset: code.dataset } : {}),
          timeLimitMs,
        }
      : null,
    rubric,
    requiredForCertificate: head.requiredForCertificate,
  };
  const valid = projectInputSchema.safeParse(input, zodMarkers);
  if (!valid.success) {
    const at = head.runtime === "external" ? path : practicePath;
    for (const issue of valid.error.issues.slice(0, 10))
      problems.push(
        problem(issue.path[0] === "runtime" ? path : at, 0, "cfField", {
          field: issue.path.join(".") || "-",
          detail: issue.message,
        }),
      );
    return null;
  }
  const p = valid.data;
  return {
    id: head.id?.toLowerCase() ?? crypto.randomUUID(),
    title: p.title,
    brief: p.brief,
    runtime: p.runtime,
    moduleId,
    requiredForCertificate: p.requiredForCertificate,
    order: p.orderIndex,
    rubric: p.rubric,
    // The files and checks as written (defaults not added): what was exported comes back.
    starterFiles: input.starterFiles,
    solutionFiles: input.solutionFiles,
    checks:
      input.checks && p.checks
        ? ({ ...input.checks, timeLimitMs: p.checks.timeLimitMs } as ProjectModel["checks"])
        : null,
  };
}

/** The project's translation into `language` (when its files are there) into the overlay. */
export function readProjectTranslation(
  entry: ProjectEntry,
  project: ProjectModel,
  language: Language,
  files: FileSource,
  overlay: TranslationOverlay,
  problems: CourseFileProblem[],
) {
  const path = `${entry.dir}/project.${language}.md`;
  const rubricPath = `${entry.dir}/rubric.${language}.yaml`;
  const text = files.get(path);
  const rubricText = files.get(rubricPath);
  if (text === undefined && rubricText === undefined) return;
  if (text === undefined || rubricText === undefined) {
    const missing = text === undefined ? path : rubricPath;
    problems.push(
      problem(text === undefined ? rubricPath : path, 0, "cfTranslationWithoutSource", {
        path: missing,
      }),
    );
    return;
  }
  const read = briefFile<ReturnType<typeof projectTranslationFrontMatterSchema.parse>>(
    path,
    text,
    projectTranslationFrontMatterSchema,
    problems,
  );
  const rubric = readYaml(rubricText, rubricPath, 1, rubricTranslationYamlSchema, problems);
  if (!read?.head || !rubric) return;
  const known = new Set(project.rubric.map((c) => c.id));
  for (const id of Object.keys(rubric))
    if (!known.has(id)) problems.push(problem(rubricPath, 0, "cfProjectCriterionUnknown", { id }));
  const { title, sourceRevision, revision, checkTitles } = read.head;
  overlay.projects ??= {};
  overlay.projects[project.id] = {
    title,
    brief: read.brief,
    rubric: rubric as NonNullable<TranslationOverlay["projects"]>[string]["rubric"],
    ...(checkTitles ? { checkTitles } : {}),
    ...(sourceRevision !== undefined ? { sourceRevision } : {}),
    ...(revision !== undefined ? { revision } : {}),
  };
}
