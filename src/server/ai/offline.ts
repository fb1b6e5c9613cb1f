import { PHRASES, type Level, type ModuleKind } from "./offline-text";
import {
  recommendedLessonCount,
  recommendedModuleCount,
  type CourseBrief,
  type CourseOutline,
  type ModuleContent,
  type ModuleRequest,
} from "./schemas";
import { offlinePracticeExercise, offlineRuntime } from "./offline-practice";
import { practiceRuntimesFor } from "./practice-generation";

/**
 * The offline template generator: a deterministic, structured draft in the course's
 * language built from title, description, difficulty, hours, topic and goals. No model,
 * no network; the admin UI labels it as a draft made without AI.
 */

const MIDDLE: Record<Level, ModuleKind[]> = {
  beginner: [
    "foundations",
    "tools",
    "core",
    "practice",
    "quality",
    "patterns",
    "collaboration",
    "security",
    "advanced",
    "performance",
  ],
  intermediate: [
    "foundations",
    "core",
    "patterns",
    "tools",
    "quality",
    "advanced",
    "practice",
    "performance",
    "security",
    "collaboration",
  ],
  advanced: [
    "core",
    "patterns",
    "advanced",
    "performance",
    "quality",
    "security",
    "tools",
    "collaboration",
    "practice",
    "foundations",
  ],
};

export function levelOf(difficulty: string): Level {
  const d = difficulty.toLowerCase();
  return d === "advanced" ? "advanced" : d === "intermediate" ? "intermediate" : "beginner";
}

/** The learners' goals, one per line or separated by semicolons or commas. */
export function splitGoals(goals: string): string[] {
  return goals
    .split(/\r?\n|;|,(?=\s)/)
    .map((g) => g.replace(/^[\s\-*•\d.)]+/, "").trim())
    .filter((g) => g.length > 0)
    .slice(0, 4);
}

export function subjectOf(c: Pick<CourseBrief, "topic" | "title">): string {
  return (c.topic || c.title).trim();
}

export function offlineOutline(c: CourseBrief): CourseOutline {
  const p = PHRASES[c.language];
  const subject = subjectOf(c);
  const count = recommendedModuleCount(c.estimatedHours, c.difficulty);
  const goals = splitGoals(c.specificGoals);
  const middleCount = Math.max(0, count - 2);
  const goalModules = goals.slice(0, Math.min(goals.length, Math.floor(middleCount / 2)));
  const kinds = MIDDLE[levelOf(c.difficulty)].slice(0, middleCount - goalModules.length);
  const middle: { kind: ModuleKind; goal?: string }[] = kinds.map((kind) => ({ kind }));
  // Goal modules come after the foundations, before quality and the final project.
  middle.splice(
    Math.min(2, middle.length),
    0,
    ...goalModules.map((goal) => ({ kind: "goal" as const, goal })),
  );
  const plan: { kind: ModuleKind; goal?: string }[] =
    count === 1 ? [{ kind: "intro" }] : [{ kind: "intro" }, ...middle, { kind: "project" }];
  return {
    modules: plan.map(({ kind, goal }) => ({
      title: p.modules[kind].title(subject, goal),
      description: p.modules[kind].description(subject, goal),
    })),
  };
}

type CodeLang = "python" | "sql" | "bash" | "typescript" | "html" | "javascript";

function codeLanguageOf(c: CourseBrief): CodeLang {
  const s = `${c.title} ${c.topic} ${c.description}`.toLowerCase();
  if (/python|pandas|django|flask|numpy|jupyter/.test(s)) return "python";
  if (/\bsql\b|datenbank|database|base de datos|base de données|postgres|mysql/.test(s))
    return "sql";
  if (/bash|shell|linux|docker|kubernetes|devops|terminal/.test(s)) return "bash";
  if (/typescript/.test(s)) return "typescript";
  if (/\bhtml\b|\bcss\b/.test(s)) return "html";
  return "javascript";
}

function codeSample(
  lang: CodeLang,
  comment: { setup: string; step: string; result: string },
  label: string,
): string {
  const name = label.replace(/["'`\\<>]/g, "").slice(0, 60);
  switch (lang) {
    case "python":
      return `# ${name}\n\n# ${comment.setup}\nentries = [3, 8, 15, 4]\n\n# ${comment.step}\ndef process(values):\n    result = []\n    for value in values:\n        result.append(value * 2)\n    return result\n\n# ${comment.result}\nprint(process(entries))\n`;
    case "sql":
      return `-- ${name}\n\n-- ${comment.setup}\nCREATE TABLE entries (id INTEGER PRIMARY KEY, category TEXT, amount INTEGER);\nINSERT INTO entries VALUES (1, 'a', 3), (2, 'b', 8), (3, 'a', 15);\n\n-- ${comment.step}\nSELECT category, SUM(amount) AS total\nFROM entries\nGROUP BY category\n-- ${comment.result}\nORDER BY total DESC;\n`;
    case "bash":
      return `#!/usr/bin/env bash\n# ${name}\nset -euo pipefail\n\n# ${comment.setup}\nentries=(3 8 15 4)\n\n# ${comment.step}\nresult=()\nfor value in "\${entries[@]}"; do\n  result+=("$((value * 2))")\ndone\n\n# ${comment.result}\necho "\${result[@]}"\n`;
    case "typescript":
      return `// ${name}\n\n// ${comment.setup}\nconst entries: number[] = [3, 8, 15, 4];\n\n// ${comment.step}\nfunction process(values: number[]): number[] {\n  return values.map((value) => value * 2);\n}\n\n// ${comment.result}\nconsole.log(process(entries));\n`;
    case "html":
      return `<!-- ${name} -->\n<!-- ${comment.setup} -->\n<ul class="entries">\n  <li>3</li>\n  <li>8</li>\n  <li>15</li>\n</ul>\n\n<!-- ${comment.step} -->\n<style>\n  .entries li { padding: 0.25rem 0; }\n  /* ${comment.result} */\n  .entries li:first-child { font-weight: bold; }\n</style>\n`;
    case "javascript":
      return `// ${name}\n\n// ${comment.setup}\nconst entries = [3, 8, 15, 4];\n\n// ${comment.step}\nfunction process(values) {\n  return values.map((value) => value * 2);\n}\n\n// ${comment.result}\nconsole.log(process(entries));\n`;
  }
}

export function offlineModuleContent(req: ModuleRequest): ModuleContent {
  const { course, modules, currentModuleIndex: i } = req;
  const p = PHRASES[course.language];
  const current = modules[i];
  const count = recommendedLessonCount(course.estimatedHours, modules.length);
  const level = levelOf(course.difficulty);
  const ctx = {
    course: course.title,
    subject: subjectOf(course),
    module: current.title,
    moduleDescription: current.description,
    level,
    goals: splitGoals(course.specificGoals),
    previous: modules[i - 1]?.title ?? null,
    next: modules[i + 1]?.title ?? null,
  };
  const kinds = p.lessons;
  // Always start with the overview and end with the review; practice in between.
  const order =
    count <= 2
      ? [0, 3]
      : count === 3
        ? [0, 1, 3]
        : count === 4
          ? [0, 1, 2, 3]
          : count === 5
            ? [0, 1, 2, 4, 3]
            : [0, 1, 2, 4, 3, 5];
  const minutes = level === "beginner" ? 25 : level === "intermediate" ? 30 : 35;
  const lang = codeLanguageOf(course);
  // Where the topic calls for code, the lessons with code get a runnable exercise (0084).
  const runtime = offlineRuntime(practiceRuntimesFor(course.skillArea), lang);
  return {
    lessons: order.map((k, n) => {
      const kind = kinds[k];
      const title = kind.title(current.title);
      const quiz = kind.quiz(ctx);
      const choices = [...quiz.wrong.slice(0, 3)];
      const correct = (i + n) % (choices.length + 1);
      choices.splice(correct, 0, quiz.right);
      const withCode = k === 1 || k === 3 || k === 4;
      return {
        title,
        content: kind.body(ctx).trim(),
        learning_objective: kind.objective(ctx),
        estimated_duration_minutes: minutes,
        code_examples: withCode
          ? [
              {
                description: p.codeDescription(title),
                language: lang,
                code: codeSample(lang, p.comment, title),
              },
            ]
          : [],
        exercise:
          runtime && withCode
            ? offlinePracticeExercise(runtime, course.language, i * 10 + n + 1)
            : kind.exercise(ctx),
        quiz: {
          question: quiz.question,
          choices,
          correct_answer: correct,
          explanation: quiz.explanation,
        },
      };
    }),
  };
}
