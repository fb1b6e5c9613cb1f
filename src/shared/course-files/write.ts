/**
 * A course model to its files (decision 0102): `course.yaml`, one numbered folder per
 * module with `module.yaml`, one Markdown file per lesson, code exercises in a folder
 * beside their lesson, translations beside their source as `<name>.<lang>.<ext>`.
 * Deterministic: the same model always gives the same bytes.
 */
import {
  COURSE_FORMAT,
  type CourseModel,
  type LessonModel,
  type ProjectModel,
  type TranslationModel,
} from "./model";
import { CHECK_EXTENSIONS, numbered, slugify } from "./paths";
import { fence, marker, writeBody, yamlText, type WriteSection } from "./sections";
import type { PracticeCheck, PracticeFile, PracticeSpec } from "../domain/practice";

const yamlFile = (value: unknown) => `${yamlText(value)}\n`;
const frontMatter = (value: unknown, body: string) => `---\n${yamlText(value)}\n---\n${body}`;

/** Folder and file names of every module and lesson (path without extension). */
export function coursePaths(course: CourseModel) {
  return course.modules.map((m, mi) => {
    const dir = `${numbered(mi, course.modules.length)}-${slugify(m.title, "modul")}`;
    return {
      dir,
      lessons: m.lessons.map(
        (l, li) => `${dir}/${numbered(li, m.lessons.length)}-${slugify(l.title, "lektion")}`,
      ),
    };
  });
}

/** Folder of each project: `projects/01-<slug>` (decision 0156). */
export const projectPaths = (course: CourseModel) =>
  course.projects.map(
    (p, i) => `projects/${numbered(i, course.projects.length)}-${slugify(p.title, "projekt")}`,
  );

export function writeCourseFiles(course: CourseModel): Map<string, string> {
  const files = new Map<string, string>();
  files.set(
    "course.yaml",
    yamlFile({
      format: COURSE_FORMAT,
      id: course.id,
      title: course.title,
      description: course.description,
      difficulty: course.difficulty,
      skillArea: course.skillArea,
      hours: course.hours,
      thumbnail: course.thumbnail,
      language: course.language,
      seedKey: course.seedKey,
      topic: course.topic,
      goals: course.goals,
      tutor: course.tutor,
    }),
  );
  for (const t of course.translations)
    files.set(`course.${t.language}.yaml`, yamlFile(t.overlay.course));
  const paths = coursePaths(course);
  course.modules.forEach((m, mi) => {
    const { dir, lessons } = paths[mi];
    files.set(
      `${dir}/module.yaml`,
      yamlFile({ id: m.id, title: m.title, description: m.description, revision: m.revision }),
    );
    for (const t of course.translations) {
      const mt = t.overlay.modules[m.id];
      const at = t.overlay.moduleRevisions?.[m.id];
      if (mt)
        files.set(
          `${dir}/module.${t.language}.yaml`,
          yamlFile({
            title: mt.title,
            description: mt.description,
            ...(at !== undefined ? { sourceRevision: at } : {}),
          }),
        );
    }
    m.lessons.forEach((l, li) => {
      const base = lessons[li];
      files.set(`${base}.md`, lessonFile(l));
      for (const t of course.translations) {
        const text = translatedLessonFile(l, t);
        if (text !== null) files.set(`${base}.${t.language}.md`, text);
      }
      l.exercises.forEach((e, ei) => {
        if (e.practice) writePractice(files, `${base}/aufgabe-${ei + 1}`, e.practice);
      });
    });
  });
  writeProjects(files, course, paths);
  return files;
}

function writeProjects(
  files: Map<string, string>,
  course: CourseModel,
  paths: ReturnType<typeof coursePaths>,
) {
  const dirs = projectPaths(course);
  course.projects.forEach((p, i) => {
    const dir = dirs[i];
    const mi = course.modules.findIndex((m) => m.id === p.moduleId);
    files.set(
      `${dir}/project.md`,
      frontMatter(
        {
          id: p.id,
          title: p.title,
          runtime: p.runtime,
          module: mi >= 0 ? paths[mi].dir : null,
          requiredForCertificate: p.requiredForCertificate,
          order: p.order,
        },
        writeBody(p.brief, []),
      ),
    );
    files.set(
      `${dir}/rubric.yaml`,
      yamlFile(
        p.rubric.map((c) => ({
          id: c.id,
          title: c.title,
          description: c.description,
          fulfilled: c.fulfilled,
        })),
      ),
    );
    if (p.runtime !== "external") writeProjectPractice(files, dir, p);
    for (const t of course.translations) {
      const x = t.overlay.projects?.[p.id];
      if (!x) continue;
      const head: Record<string, unknown> = { title: x.title };
      if (x.sourceRevision !== undefined) head.sourceRevision = x.sourceRevision;
      if (x.revision !== undefined) head.revision = x.revision;
      if (x.checkTitles) head.checkTitles = x.checkTitles;
      files.set(`${dir}/project.${t.language}.md`, frontMatter(head, writeBody(x.brief, [])));
      const rubric = Object.fromEntries(
        Object.entries(x.rubric).map(([id, c]) => [
          id,
          { title: c.title, description: c.description, fulfilled: c.fulfilled },
        ]),
      );
      files.set(`${dir}/rubric.${t.language}.yaml`, yamlFile(rubric));
    }
  });
}

function writeProjectPractice(files: Map<string, string>, dir: string, p: ProjectModel) {
  const yaml = writeCodeFiles(files, dir, p.runtime, {
    starterFiles: p.starterFiles,
    solutionFiles: p.solutionFiles,
    checks: p.checks?.checks,
    dataset: p.checks?.dataset,
  });
  if (p.checks) yaml.timeLimitMs = p.checks.timeLimitMs;
  files.set(`${dir}/practice.yaml`, yamlFile(yaml));
}

function lessonFile(l: LessonModel) {
  const sections: WriteSection[] = [
    ...l.codeExamples.map((c) => ({
      marker: marker("code", [
        ["id", c.id],
        ["title", c.title],
      ]),
      main: fence(c.code, c.language),
      fields: [["description", c.description]] as WriteSection["fields"],
    })),
    ...l.exercises.map((e, i) => ({
      marker: marker("exercise", [
        ["id", e.id],
        ["practice", e.practice ? `aufgabe-${i + 1}` : null],
      ]),
      main: e.task,
      fields: [
        ["hint", e.hint],
        ["solution", e.solution],
      ] as WriteSection["fields"],
    })),
    ...l.quizzes.map((q) => ({
      marker: marker("quiz", [
        ["id", q.id],
        ["correct", q.correctAnswer + 1],
      ]),
      main: q.question,
      fields: [
        ["choices", yamlText(q.choices)],
        ["explanation", q.explanation],
      ] as WriteSection["fields"],
    })),
  ];
  return frontMatter(
    {
      id: l.id,
      title: l.title,
      minutes: l.minutes,
      type: l.type,
      objective: l.objective,
      video: l.video,
      origin: l.origin,
    },
    writeBody(l.content, sections),
  );
}

/** A lesson's translation (null when the language has no text for it). */
function translatedLessonFile(l: LessonModel, t: TranslationModel) {
  const o = t.overlay;
  const lt = o.lessons[l.id];
  if (!lt) return null;
  const sections: WriteSection[] = [];
  for (const c of l.codeExamples) {
    const x = o.codeExamples[c.id];
    if (x)
      sections.push({
        marker: marker("code", [
          ["id", c.id],
          ["title", x.title],
        ]),
        main: fence(x.code, c.language),
        fields: [["description", x.description]],
      });
  }
  for (const e of l.exercises) {
    const x = o.exercises[e.id];
    if (x)
      sections.push({
        marker: marker("exercise", [["id", e.id]]),
        main: x.task,
        fields: [
          ["hint", x.hint],
          ["solution", x.solution],
          ["check-titles", x.checkTitles ? yamlText(x.checkTitles) : null],
          ["check-messages", x.checkMessages ? yamlText(x.checkMessages) : null],
        ],
      });
  }
  for (const q of l.quizzes) {
    const x = o.quizzes[q.id];
    if (x)
      sections.push({
        marker: marker("quiz", [["id", q.id]]),
        main: x.question,
        fields: [
          ["choices", yamlText(x.choices)],
          ["explanation", x.explanation],
        ],
      });
  }
  return frontMatter(
    { id: l.id, title: lt.title, objective: lt.learningObjective },
    writeBody(lt.content, sections),
  );
}

/** `practice.yaml` with the spec's settings, the files in starter/, solution/, checks/. */
function writePractice(files: Map<string, string>, dir: string, spec: PracticeSpec) {
  const yaml: Record<string, unknown> = {
    runtime: spec.runtime,
    ...writeCodeFiles(files, dir, spec.runtime, spec),
  };
  if (spec.timeLimitMs !== undefined) yaml.timeLimitMs = spec.timeLimitMs;
  if (spec.required !== undefined) yaml.required = spec.required;
  files.set(`${dir}/practice.yaml`, yamlFile(yaml));
}

/**
 * The files of code (a code exercise's or a project's): `starter/`, `solution/`, `checks/`,
 * `dataset.sql`; answers the YAML entries naming them (`starter`, `solution`, `checks`, `dataset`).
 */
function writeCodeFiles(
  files: Map<string, string>,
  dir: string,
  runtime: string,
  spec: {
    starterFiles: PracticeFile[];
    solutionFiles: PracticeFile[];
    checks?: PracticeCheck[];
    dataset?: string;
  },
): Record<string, unknown> {
  const ext = CHECK_EXTENSIONS[runtime] ?? "txt";
  const checks = spec.checks?.map((c) => {
    const { code, ...rest } = c as typeof c & { code?: string };
    const entry: Record<string, unknown> = { id: rest.id, title: rest.title };
    for (const [k, v] of Object.entries(rest)) if (k !== "id" && k !== "title") entry[k] = v;
    if (code !== undefined) {
      entry.file = `${c.id}.${ext}`;
      files.set(`${dir}/checks/${c.id}.${ext}`, code);
    }
    return entry;
  });
  const yaml: Record<string, unknown> = {
    starter: spec.starterFiles.map((f) => f.name),
    solution: spec.solutionFiles.map((f) => f.name),
  };
  if (checks) yaml.checks = checks;
  if (spec.dataset !== undefined) {
    yaml.dataset = "dataset.sql";
    files.set(`${dir}/dataset.sql`, spec.dataset);
  }
  for (const f of spec.starterFiles) files.set(`${dir}/starter/${f.name}`, f.content);
  for (const f of spec.solutionFiles) files.set(`${dir}/solution/${f.name}`, f.content);
  return yaml;
}
