/**
 * Files to a course model (decision 0102). Hostile input is refused before parsing (count,
 * sizes, paths); then every file is checked and every problem named with file and line.
 * Either the whole course comes back or the list of problems, never half a course.
 */
import { LANGUAGES, type Language } from "../i18n/languages";
import {
  courseTranslationYamlSchema,
  courseYamlSchema,
  moduleTranslationYamlSchema,
  moduleYamlSchema,
  problem,
  type CourseFileProblem,
  type CourseModel,
  type ModuleModel,
  type TranslationOverlay,
} from "./model";
import { checkLimits } from "./paths";
import { assetName, assetRefs, ASSETS_DIR, isAssetPath, sniffAsset } from "./assets";
import { readLesson, readLessonTranslation, type FileSource } from "./read-lesson";
import { readYaml } from "./yaml-read";
import { readProject, readProjectTranslation, type ProjectEntry } from "./read-project";
import type { ProjectModel } from "./model";

/** `sources`: the file each module, lesson and block id was read from (as the author named it). */
/** `assets`: the images of `assets/` by path (each one named by the course; decision 0150). */
export type ReadResult =
  | { course: CourseModel; sources: Record<string, string>; assets: Map<string, Uint8Array> }
  | { problems: CourseFileProblem[] };

const LANG = `(?:\\.(${LANGUAGES.join("|")}))?`;
const NUMBERED = "(\\d{1,4})-[A-Za-z0-9_-]*";
const COURSE_FILE = new RegExp(`^course${LANG}\\.yaml$`);
const MODULE_FILE = new RegExp(`^(${NUMBERED})/module${LANG}\\.yaml$`);
const LESSON_FILE = new RegExp(`^(${NUMBERED})/(${NUMBERED})${LANG}\\.md$`);
const PROJECT_FILE = new RegExp(
  `^projects/(${NUMBERED})/(?:project${LANG}\\.md|rubric${LANG}\\.yaml|practice\\.yaml|dataset\\.sql|(?:starter|solution|checks)/[^/]+)$`,
);
const PRACTICE_FILE = new RegExp(
  `^${NUMBERED}/${NUMBERED}/[^/]+/(?:[^/]+|(?:starter|solution|checks)/[^/]+)$`,
);

interface LessonEntry {
  n: number;
  base: string;
  source?: string;
  translations: Map<Language, string>;
}
interface ModuleEntry {
  n: number;
  dir: string;
  yaml?: string;
  translations: Map<Language, string>;
  lessons: Map<string, LessonEntry>;
}

type Input = Map<string, string | Uint8Array> | Record<string, string | Uint8Array>;

export function readCourseFiles(input: Input): ReadResult {
  const entries = input instanceof Map ? [...input.entries()] : Object.entries(input);
  const limits = checkLimits(entries);
  if (limits.length) return { problems: limits };
  const files = new Map<string, string>();
  const assets = new Map<string, Uint8Array>();
  const decoder = new TextDecoder();
  for (const [path, value] of entries) {
    if (path.startsWith(ASSETS_DIR))
      assets.set(path, typeof value === "string" ? new TextEncoder().encode(value) : value);
    else files.set(path, typeof value === "string" ? value : decoder.decode(value));
  }
  const used = new Set<string>();
  const source: FileSource = { get: (p) => files.get(p), use: (p) => used.add(p) };
  const problems: CourseFileProblem[] = [];

  const courseTranslations = new Map<Language, string>();
  const modulesByDir = new Map<string, ModuleEntry>();
  const practiceFiles: string[] = [];
  const projectDirs = new Map<string, ProjectEntry>();
  for (const path of files.keys()) {
    let m: RegExpExecArray | null;
    if ((m = PROJECT_FILE.exec(path))) {
      const dir = `projects/${m[1]}`;
      const entry = projectDirs.get(dir) ?? { n: Number(m[2]), dir, paths: new Set<string>() };
      entry.paths.add(path);
      projectDirs.set(dir, entry);
      practiceFiles.push(path);
    } else if ((m = COURSE_FILE.exec(path))) {
      if (m[1]) courseTranslations.set(m[1] as Language, path);
    } else if ((m = MODULE_FILE.exec(path))) {
      const mod = moduleEntry(modulesByDir, m[1], Number(m[2]));
      if (m[3]) mod.translations.set(m[3] as Language, path);
      else mod.yaml = path;
    } else if ((m = LESSON_FILE.exec(path))) {
      const mod = moduleEntry(modulesByDir, m[1], Number(m[2]));
      const base = `${m[1]}/${m[3]}`;
      const lesson: LessonEntry = mod.lessons.get(base) ?? {
        n: Number(m[4]),
        base,
        translations: new Map(),
      };
      mod.lessons.set(base, lesson);
      if (m[5]) lesson.translations.set(m[5] as Language, path);
      else lesson.source = path;
    } else if (PRACTICE_FILE.test(path)) practiceFiles.push(path);
    else if (path !== "README.md") problems.push(problem(path, 0, "cfUnknownFile"));
  }

  const courseText = files.get("course.yaml");
  if (courseText === undefined) problems.push(problem("course.yaml", 0, "cfMissingCourse"));
  const head =
    courseText === undefined
      ? null
      : readYaml(courseText, "course.yaml", 1, courseYamlSchema, problems);

  const modules: ModuleModel[] = [];
  const moduleIds = new Map<string, string>();
  const sources: Record<string, string> = {};
  const from = (id: string, file: string) => {
    if (!(id in sources)) return void (sources[id] = file);
    // The line of the repetition: the id's second use in the same file, else its first.
    const lines = (files.get(file) ?? "").split("\n");
    const uses = lines.flatMap((l, i) => (l.toLowerCase().includes(id) ? [i + 1] : []));
    const line = (sources[id] === file ? uses[1] : uses[0]) ?? 0;
    problems.push(problem(file, line, "cfDuplicateId", { id }));
  };
  for (const mod of ordered([...modulesByDir.values()], (m) => m.dir, problems)) {
    if (!mod.yaml) {
      problems.push(problem(`${mod.dir}/module.yaml`, 0, "cfModuleYamlMissing"));
      continue;
    }
    const y = readYaml(files.get(mod.yaml)!, mod.yaml, 1, moduleYamlSchema, problems);
    const model: ModuleModel = {
      id: y?.id?.toLowerCase() ?? crypto.randomUUID(),
      title: y?.title ?? "",
      description: y?.description ?? "",
      revision: y?.revision ?? 1,
      lessons: [],
    };
    from(model.id, mod.yaml);
    moduleIds.set(mod.dir, model.id);
    for (const l of ordered([...mod.lessons.values()], (x) => `${x.base}.md`, problems)) {
      if (!l.source) {
        for (const path of l.translations.values())
          problems.push(problem(path, 0, "cfTranslationWithoutSource", { path: `${l.base}.md` }));
        continue;
      }
      const lesson = readLesson(l.source, files.get(l.source)!, l.base, source, problems);
      if (!lesson) continue;
      model.lessons.push(lesson);
      for (const x of [lesson, ...lesson.codeExamples, ...lesson.exercises, ...lesson.quizzes])
        from(x.id, l.source);
    }
    modules.push(model);
  }
  const projectEntries = ordered([...projectDirs.values()], (p) => p.dir, problems);
  const projects: ProjectModel[] = [];
  for (const [position, entry] of projectEntries.entries()) {
    const project = readProject(entry, position, source, moduleIds, problems);
    if (project) {
      projects.push(project);
      from(project.id, `${entry.dir}/project.md`);
    }
  }
  for (const path of practiceFiles)
    if (!used.has(path) && !/^projects\/[^/]+\/(project|rubric)\.[a-z]{2}\./.test(path))
      problems.push(problem(path, 0, "cfUnusedFile"));
  checkAssets(assets, head?.thumbnail ?? null, courseText ?? "", modulesByDir, files, problems);
  if (problems.length || !head) return { problems };

  const course: CourseModel = {
    id: head.id?.toLowerCase() ?? crypto.randomUUID(),
    title: head.title,
    description: head.description,
    difficulty: head.difficulty,
    skillArea: head.skillArea,
    hours: head.hours,
    thumbnail: head.thumbnail,
    language: head.language,
    seedKey: head.seedKey,
    topic: head.topic,
    goals: head.goals,
    tutor: head.tutor,
    modules,
    projects,
    translations: [],
  };
  readTranslations(course, courseTranslations, modulesByDir, files, problems);
  readProjectTranslations(course, projectEntries, source, problems);
  return problems.length ? { problems } : { course, sources, assets };
}

/**
 * Every image in `assets/` has a known name and type (by its first bytes, not only its name)
 * and is used; every reference from course.yaml and the lessons names an image that is there.
 */
function checkAssets(
  assets: Map<string, Uint8Array>,
  thumbnail: string | null,
  courseText: string,
  modulesByDir: Map<string, ModuleEntry>,
  files: Map<string, string>,
  problems: CourseFileProblem[],
) {
  const used = new Set<string>();
  const ref = (path: string, file: string, line: number) => {
    if (assets.has(path) && isAssetPath(path)) used.add(path);
    else problems.push(problem(file, line, "cfAssetMissing", { path }));
  };
  if (thumbnail) {
    const line = courseText.split("\n").findIndex((l) => l.startsWith("thumbnail:")) + 1;
    ref(thumbnail, "course.yaml", Math.max(line, 1));
  }
  for (const mod of modulesByDir.values())
    for (const lesson of mod.lessons.values())
      for (const path of [lesson.source, ...lesson.translations.values()])
        if (path) for (const r of assetRefs(files.get(path)!)) ref(r.path, path, r.line);
  for (const [path, bytes] of assets) {
    const name = assetName(path);
    if (!name) problems.push(problem(path, 0, "cfAssetType"));
    else if (sniffAsset(bytes) !== name.ext)
      problems.push(problem(path, 0, "cfAssetContent", { type: name.ext }));
    else if (!used.has(path)) problems.push(problem(path, 0, "cfUnusedFile"));
  }
}

/** `project.<lang>.md` and `rubric.<lang>.yaml` into the overlay of their language. */
function readProjectTranslations(
  course: CourseModel,
  entries: ProjectEntry[],
  source: Parameters<typeof readProjectTranslation>[3],
  problems: CourseFileProblem[],
) {
  const langs = new Set<Language>();
  for (const e of entries)
    for (const path of e.paths) {
      const m = /\/(?:project|rubric)\.([a-z]{2})\.(?:md|yaml)$/.exec(path);
      if (m) langs.add(m[1] as Language);
    }
  for (const language of langs) {
    const t = course.translations.find((x) => x.language === language);
    if (!t) {
      const path = [...entries.flatMap((e) => [...e.paths])].find((p) =>
        p.includes(`.${language}.`),
      )!;
      problems.push(
        problem(
          path,
          0,
          language === course.language ? "cfTranslationIsSource" : "cfTranslationWithoutSource",
          {
            path: `course.${language}.yaml`,
            language,
          },
        ),
      );
      continue;
    }
    entries.forEach((e, i) => {
      const project = course.projects[i];
      if (project) readProjectTranslation(e, project, language, source, t.overlay, problems);
    });
  }
}

function moduleEntry(map: Map<string, ModuleEntry>, dir: string, n: number) {
  const found = map.get(dir);
  if (found) return found;
  const entry: ModuleEntry = { n, dir, translations: new Map(), lessons: new Map() };
  map.set(dir, entry);
  return entry;
}

/** Sorted by their number; a number used twice is a problem. */
function ordered<T extends { n: number }>(
  items: T[],
  name: (x: T) => string,
  problems: CourseFileProblem[],
) {
  const sorted = items.sort((a, b) => a.n - b.n || name(a).localeCompare(name(b)));
  sorted.forEach((x, i) => {
    if (i > 0 && sorted[i - 1].n === x.n)
      problems.push(problem(name(x), 0, "cfDuplicateNumber", { n: x.n }));
  });
  return sorted;
}

function readTranslations(
  course: CourseModel,
  courseFiles: Map<Language, string>,
  modulesByDir: Map<string, ModuleEntry>,
  files: Map<string, string>,
  problems: CourseFileProblem[],
) {
  const dirs = [...modulesByDir.values()].sort((a, b) => a.n - b.n);
  const languages = new Set<Language>(courseFiles.keys());
  for (const m of dirs) {
    for (const l of m.translations.keys()) languages.add(l);
    for (const lesson of m.lessons.values())
      for (const l of lesson.translations.keys()) languages.add(l);
  }
  if (languages.has(course.language)) {
    const paths = [
      courseFiles.get(course.language),
      ...dirs.flatMap((m) => [
        m.translations.get(course.language),
        ...[...m.lessons.values()].map((l) => l.translations.get(course.language)),
      ]),
    ].filter((p): p is string => !!p);
    for (const path of paths)
      problems.push(problem(path, 0, "cfTranslationIsSource", { language: course.language }));
    return;
  }
  for (const language of LANGUAGES.filter((l) => languages.has(l))) {
    const path = courseFiles.get(language);
    if (!path) {
      problems.push(
        problem(`course.${language}.yaml`, 0, "cfTranslationWithoutSource", {
          path: `course.${language}.yaml`,
        }),
      );
      continue;
    }
    const head = readYaml(files.get(path)!, path, 1, courseTranslationYamlSchema, problems);
    const overlay: TranslationOverlay = {
      course: { title: head?.title ?? "", description: head?.description ?? "" },
      modules: {},
      lessons: {},
      codeExamples: {},
      exercises: {},
      quizzes: {},
      moduleRevisions: {},
    };
    dirs.forEach((dir, mi) => {
      const mod = course.modules[mi];
      const mPath = dir.translations.get(language);
      if (mPath) {
        const y = readYaml(files.get(mPath)!, mPath, 1, moduleTranslationYamlSchema, problems);
        if (y) {
          overlay.modules[mod.id] = { title: y.title, description: y.description };
          if (y.sourceRevision !== undefined) overlay.moduleRevisions![mod.id] = y.sourceRevision;
        }
      }
      const lessons = [...dir.lessons.values()].sort((a, b) => a.n - b.n);
      lessons.forEach((entry, li) => {
        const lPath = entry.translations.get(language);
        if (lPath)
          readLessonTranslation(lPath, files.get(lPath)!, mod.lessons[li], overlay, problems);
      });
    });
    course.translations.push({ language, overlay });
  }
}
