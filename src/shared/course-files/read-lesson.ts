/**
 * One lesson file (and its translation, and its code exercises' folders) to the model,
 * with every problem named by file and line.
 */
import { practiceSpecSchema, type PracticeSpec } from "../domain/practice";
import { parseQuizChoices } from "../domain/quiz";
import {
  lessonFrontMatterSchema,
  lessonTranslationFrontMatterSchema,
  practiceYamlSchema,
  problem,
  type CourseFileProblem,
  type LessonModel,
  type TranslationOverlay,
} from "./model";
import { fieldYaml, parseBody, unfence, type Issue, type Section } from "./sections";
import { readYaml, splitFrontMatter, zodMarkers } from "./yaml-read";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FileSource {
  get(path: string): string | undefined;
  /** Marks a file as belonging to the course (files never used are refused). */
  use(path: string): void;
}

const ALLOWED_ATTRS = {
  code: ["id", "title"],
  exercise: ["id", "practice"],
  quiz: ["id", "correct"],
};

function body(file: string, text: string, problems: CourseFileProblem[]) {
  const split = splitFrontMatter(text);
  if (!split) {
    problems.push(problem(file, 1, "cfFrontMatter"));
    return null;
  }
  const issues: Issue[] = [];
  const parsed = parseBody(split.body, split.bodyLine, issues);
  for (const i of issues) problems.push(problem(file, i.line, i.key, i.vars));
  return { split, parsed };
}

function blockId(s: Section, file: string, problems: CourseFileProblem[], required: boolean) {
  const id = s.attrs.id;
  if (id === undefined && !required) return crypto.randomUUID();
  if (id === undefined || !UUID.test(id)) {
    problems.push(problem(file, s.line, "cfBadId", { id: id ?? "" }));
    return null;
  }
  return id.toLowerCase();
}

function quizParts(s: Section, file: string, problems: CourseFileProblem[], needCorrect: boolean) {
  if (!s.main.trim()) problems.push(problem(file, s.line, "cfQuizNoQuestion"));
  const issues: Issue[] = [];
  let choices: unknown = null;
  const f = s.fields.choices;
  if (!f) problems.push(problem(file, s.line, "cfQuizChoices"));
  else {
    const y = fieldYaml(f.text, f.textLine - 1, issues);
    if (y.ok) {
      choices = y.value;
      if (parseQuizChoices(choices).length < 2)
        problems.push(problem(file, f.line, "cfQuizChoices"));
    }
  }
  for (const i of issues) problems.push(problem(file, i.line, i.key, i.vars));
  let correct = -1;
  if (needCorrect) {
    const n = Number(s.attrs.correct);
    const count = parseQuizChoices(choices).length;
    if (!/^\d+$/.test(s.attrs.correct ?? "") || n < 1 || (count >= 2 && n > count))
      problems.push(problem(file, s.line, "cfQuizNoCorrect"));
    else correct = n - 1;
  }
  return { choices, correct, explanation: s.fields.explanation?.text ?? null };
}

export function readLesson(
  file: string,
  text: string,
  folder: string,
  files: FileSource,
  problems: CourseFileProblem[],
): LessonModel | null {
  const before = problems.length;
  const b = body(file, text, problems);
  if (!b) return null;
  const fm = readYaml(b.split.yaml, file, 2, lessonFrontMatterSchema, problems);
  const lesson: LessonModel = {
    id: fm?.id?.toLowerCase() ?? crypto.randomUUID(),
    title: fm?.title ?? "",
    minutes: fm?.minutes ?? 1,
    type: fm?.type ?? "enhanced_text",
    objective: fm?.objective ?? null,
    video: fm?.video ?? null,
    origin: fm?.origin ?? "generated",
    content: b.parsed.content,
    codeExamples: [],
    exercises: [],
    quizzes: [],
  };
  for (const s of b.parsed.blocks) {
    const unknown = Object.keys(s.attrs).filter((k) => !ALLOWED_ATTRS[s.kind].includes(k));
    if (unknown.length)
      problems.push(problem(file, s.line, "cfBadAttr", { detail: unknown.join(", ") }));
    const id = blockId(s, file, problems, false);
    if (!id) continue;
    if (s.kind === "code") {
      const f = unfence(s.main);
      if (!f) problems.push(problem(file, s.textLine, "cfCodeFence"));
      lesson.codeExamples.push({
        id,
        title: s.attrs.title ?? "",
        description: s.fields.description?.text ?? null,
        code: f?.code ?? "",
        language: f?.info ?? "",
      });
    } else if (s.kind === "exercise") {
      if (!s.main.trim()) problems.push(problem(file, s.line, "cfExerciseNoTask"));
      const dir = s.attrs.practice;
      lesson.exercises.push({
        id,
        task: s.main,
        hint: s.fields.hint?.text ?? null,
        solution: s.fields.solution?.text ?? null,
        practice: dir ? readPractice(file, s.line, `${folder}/${dir}`, files, problems) : null,
      });
    } else {
      const q = quizParts(s, file, problems, true);
      lesson.quizzes.push({
        id,
        question: s.main,
        choices: q.choices,
        correctAnswer: q.correct,
        explanation: q.explanation,
      });
    }
  }
  return problems.length === before ? lesson : null;
}

function readPractice(
  lessonFile: string,
  line: number,
  dir: string,
  files: FileSource,
  problems: CourseFileProblem[],
): PracticeSpec | null {
  const yamlPath = `${dir}/practice.yaml`;
  const yamlText = files.get(yamlPath);
  if (yamlText === undefined) {
    problems.push(problem(lessonFile, line, "cfPracticeMissing", { path: dir }));
    return null;
  }
  files.use(yamlPath);
  const y = readYaml(yamlText, yamlPath, 1, practiceYamlSchema, problems);
  if (!y) return null;
  const spec: Record<string, unknown> = {
    runtime: y.runtime,
    ...readCodeFiles(dir, yamlPath, y, files, problems),
  };
  if (y.timeLimitMs !== undefined) spec.timeLimitMs = y.timeLimitMs;
  if (y.required !== undefined) spec.required = y.required;
  const valid = practiceSpecSchema.safeParse(spec, zodMarkers);
  if (!valid.success) {
    for (const issue of valid.error.issues.slice(0, 10))
      problems.push(
        problem(yamlPath, 0, "cfField", {
          field: issue.path.join(".") || "-",
          detail: issue.message,
        }),
      );
    return null;
  }
  return spec as PracticeSpec;
}

/**
 * The files a `practice.yaml` names (a code exercise's or a project's, decision 0156):
 * `starter/`, `solution/`, `checks/` and the dataset; a missing one is a problem.
 */
export function readCodeFiles(
  dir: string,
  yamlPath: string,
  y: {
    starter: string[];
    solution: string[];
    checks?: { file?: string; id: string; title: string }[];
    dataset?: string;
  },
  files: FileSource,
  problems: CourseFileProblem[],
) {
  const read = (path: string) => {
    const t = files.get(`${dir}/${path}`);
    if (t === undefined) problems.push(problem(yamlPath, 0, "cfPracticeFileMissing", { path }));
    else files.use(`${dir}/${path}`);
    return t ?? "";
  };
  const out: {
    starterFiles: { name: string; content: string }[];
    solutionFiles: { name: string; content: string }[];
    checks?: Record<string, unknown>[];
    dataset?: string;
  } = {
    starterFiles: y.starter.map((name) => ({ name, content: read(`starter/${name}`) })),
    solutionFiles: y.solution.map((name) => ({ name, content: read(`solution/${name}`) })),
  };
  if (y.checks)
    out.checks = y.checks.map(({ file, ...c }) =>
      file !== undefined ? { ...c, code: read(`checks/${file}`) } : c,
    );
  if (y.dataset !== undefined) out.dataset = read(y.dataset);
  return out;
}

/** A lesson's translation into `overlay` (blocks matched by id with the source lesson). */
export function readLessonTranslation(
  file: string,
  text: string,
  source: LessonModel,
  overlay: TranslationOverlay,
  problems: CourseFileProblem[],
) {
  const b = body(file, text, problems);
  if (!b) return;
  const fm = readYaml(b.split.yaml, file, 2, lessonTranslationFrontMatterSchema, problems);
  if (!fm) return;
  if (fm.id.toLowerCase() !== source.id) {
    problems.push(problem(file, 2, "cfTranslationUnknownId", { id: fm.id }));
    return;
  }
  overlay.lessons[source.id] = {
    title: fm.title,
    content: b.parsed.content,
    learningObjective: fm.objective,
  };
  for (const s of b.parsed.blocks) {
    const id = blockId(s, file, problems, true);
    if (!id) continue;
    const known =
      s.kind === "code"
        ? source.codeExamples.some((c) => c.id === id)
        : s.kind === "exercise"
          ? source.exercises.some((e) => e.id === id)
          : source.quizzes.some((q) => q.id === id);
    if (!known) {
      problems.push(problem(file, s.line, "cfTranslationUnknownId", { id }));
      continue;
    }
    if (s.kind === "code") {
      const f = unfence(s.main);
      if (!f) problems.push(problem(file, s.textLine, "cfCodeFence"));
      overlay.codeExamples[id] = {
        title: s.attrs.title ?? "",
        description: s.fields.description?.text ?? null,
        code: f?.code ?? "",
      };
    } else if (s.kind === "exercise") {
      const issues: Issue[] = [];
      const ct = s.fields["check-titles"];
      const titles = ct ? fieldYaml(ct.text, ct.textLine - 1, issues) : null;
      const cm = s.fields["check-messages"];
      const messages = cm ? fieldYaml(cm.text, cm.textLine - 1, issues) : null;
      for (const i of issues) problems.push(problem(file, i.line, i.key, i.vars));
      overlay.exercises[id] = {
        task: s.main,
        hint: s.fields.hint?.text ?? null,
        solution: s.fields.solution?.text ?? null,
        ...(titles?.ok ? { checkTitles: titles.value as Record<string, string> } : {}),
        ...(messages?.ok
          ? { checkMessages: messages.value as Record<string, Record<string, string>> }
          : {}),
      };
    } else {
      const q = quizParts(s, file, problems, false);
      overlay.quizzes[id] = {
        question: s.main,
        choices: q.choices as unknown[],
        explanation: q.explanation,
      };
    }
  }
}
