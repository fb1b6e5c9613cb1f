import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  COURSE_FILE_LIMITS,
  formatProblem,
  MarkerInTextError,
  readCourseFiles,
  writeCourseFiles,
  type CourseModel,
  type LessonModel,
} from ".";
import type { PracticeSpec } from "../domain/practice";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function lesson(over: Partial<LessonModel> = {}): LessonModel {
  return {
    id: id(10),
    title: "Was ist HTML?",
    minutes: 20,
    type: "enhanced_text",
    objective: "Du kennst HTML.",
    video: null,
    origin: "generated",
    content: "## HTML\n\nText.",
    codeExamples: [],
    exercises: [],
    quizzes: [],
    ...over,
  };
}

function course(l: LessonModel = lesson(), over: Partial<CourseModel> = {}): CourseModel {
  return {
    id: id(1),
    title: "Web: Grundlagen",
    description: "Zeile 1\nZeile 2",
    difficulty: "Beginner",
    skillArea: "web-development",
    hours: 6,
    thumbnail: null,
    language: "de",
    seedKey: null,
    topic: null,
    goals: null,
    tutor: true,
    modules: [{ id: id(2), title: "Grundlagen", description: "", revision: 3, lessons: [l] }],
    translations: [],
    ...over,
  };
}

const roundTrip = (c: CourseModel) => {
  const files = writeCourseFiles(c);
  const read = readCourseFiles(files);
  if ("problems" in read) throw new Error(read.problems.map((p) => formatProblem(p)).join("\n"));
  expect(writeCourseFiles(read.course)).toEqual(files);
  return read.course;
};

const LESSON = "01-grundlagen/01-was-ist-html.md";

describe("course files: each block type round-trips (write → read → equal)", () => {
  it("lesson text byte for byte: trailing newlines, none, empty, CR and HTML comments", () => {
    for (const content of [
      "",
      "a",
      "a\n",
      "a\n\n\n",
      "\nx",
      "a\r\nb",
      "<!-- note -->\n```kurswerk\n```",
    ])
      expect(roundTrip(course(lesson({ content }))).modules[0].lessons[0].content).toBe(content);
  });

  it("code examples: fences longer than the code's backticks, empty code, null and empty description", () => {
    const codeExamples = [
      {
        id: id(20),
        title: 'Ein "Titel" -> mit <Zeichen>',
        description: null,
        code: "```js\nx\n```\n",
        language: "markdown",
      },
      { id: id(21), title: "", description: "", code: "", language: "html" },
      { id: id(22), title: "Drei", description: "Text\n", code: "\n  eingerückt\n", language: "" },
    ];
    const c = course(lesson({ codeExamples }));
    expect(roundTrip(c).modules[0].lessons[0].codeExamples).toEqual(codeExamples);
  });

  it("exercises: hint and solution null, empty or Markdown with fences", () => {
    const exercises = [
      { id: id(30), task: "Aufgabe", hint: null, solution: null, practice: null },
      {
        id: id(31),
        task: "Zweite\n\n- Liste",
        hint: "",
        solution: "```html\n<p>\n```",
        practice: null,
      },
    ];
    expect(roundTrip(course(lesson({ exercises }))).modules[0].lessons[0].exercises).toEqual(
      exercises,
    );
  });

  it("code exercises: starter, solution, checks and dataset in a folder beside the lesson", () => {
    const practice = {
      runtime: "sql" as const,
      starterFiles: [{ name: "query.sql", content: "SELECT 1;\n" }],
      solutionFiles: [{ name: "query.sql", content: "SELECT name FROM t;" }],
      checks: [
        {
          id: "zeilen",
          title: "Alle Zeilen",
          hidden: false,
          code: "",
          expectedRows: [["a"], [null]],
          ordered: true,
        },
        { id: "ohne-code", title: "Ohne Code", hidden: true, ordered: false },
      ],
      dataset: "CREATE TABLE t (name text);",
      timeLimitMs: 3000,
      required: true,
      // A stored spec may lack keys (here a check's code): they stay absent.
    } as PracticeSpec;
    const exercises = [{ id: id(32), task: "Frage ab", hint: null, solution: null, practice }];
    const files = writeCourseFiles(course(lesson({ exercises })));
    const dir = "01-grundlagen/01-was-ist-html/aufgabe-1";
    expect([...files.keys()].filter((p) => p.startsWith(dir)).sort()).toEqual([
      `${dir}/checks/zeilen.sql`,
      `${dir}/dataset.sql`,
      `${dir}/practice.yaml`,
      `${dir}/solution/query.sql`,
      `${dir}/starter/query.sql`,
    ]);
    expect(files.get(LESSON)).toContain(
      `<!-- kurswerk:exercise id=${id(32)} practice=aufgabe-1 -->`,
    );
    expect(
      roundTrip(course(lesson({ exercises }))).modules[0].lessons[0].exercises[0].practice,
    ).toEqual(practice);
  });

  it("quizzes: correct answer 1-based in the file, text and object choices, null explanation", () => {
    const quizzes = [
      {
        id: id(40),
        question: "Welche?",
        choices: ["A", "B: mit Doppelpunkt", "- C"],
        correctAnswer: 2,
        explanation: null,
      },
      {
        id: id(41),
        question: "Objekte",
        choices: [
          { id: "x", text: "Ja" },
          { id: "y", text: "Nein" },
        ],
        correctAnswer: 0,
        explanation: "Weil.",
      },
    ];
    const files = writeCourseFiles(course(lesson({ quizzes })));
    expect(files.get(LESSON)).toContain(`<!-- kurswerk:quiz id=${id(40)} correct=3 -->\nWelche?\n`);
    expect(roundTrip(course(lesson({ quizzes }))).modules[0].lessons[0].quizzes).toEqual(quizzes);
  });

  it("translations beside their source with the revision they were made from", () => {
    const l = lesson({
      codeExamples: [{ id: id(20), title: "T", description: null, code: "x", language: "js" }],
      exercises: [{ id: id(30), task: "A", hint: null, solution: null, practice: null }],
      quizzes: [
        { id: id(40), question: "Q", choices: ["a", "b"], correctAnswer: 1, explanation: null },
      ],
    });
    const overlay = {
      course: { title: "Web: Basics", description: "" },
      modules: { [id(2)]: { title: "Basics", description: "d" } },
      lessons: { [id(10)]: { title: "What is HTML?", content: "Text\n", learningObjective: null } },
      codeExamples: { [id(20)]: { title: "T en", description: "d", code: "y" } },
      exercises: {
        [id(30)]: { task: "Task", hint: "h", solution: null, checkTitles: { a: "Check" } },
      },
      quizzes: { [id(40)]: { question: "Q en", choices: ["A", "B"], explanation: "because" } },
      moduleRevisions: { [id(2)]: 2 },
    };
    const c = course(l, { translations: [{ language: "en", overlay }] });
    const files = writeCourseFiles(c);
    expect(files.get("01-grundlagen/module.en.yaml")).toContain("sourceRevision: 2");
    expect(files.has("01-grundlagen/01-was-ist-html.en.md")).toBe(true);
    expect(roundTrip(c).translations).toEqual([{ language: "en", overlay }]);
  });

  it("any text round-trips (property)", () => {
    const text = fc.string({ unit: "binary" }).filter((s) => !s.includes("<!-- kurswerk:"));
    fc.assert(
      fc.property(text, text, text, (content, task, hint) => {
        const l = lesson({
          content,
          exercises: [
            { id: id(30), task: `Aufgabe ${task}`, hint, solution: null, practice: null },
          ],
        });
        const back = roundTrip(course(l)).modules[0].lessons[0];
        expect([back.content, back.exercises[0].task, back.exercises[0].hint]).toEqual([
          content,
          `Aufgabe ${task}`,
          hint,
        ]);
      }),
      { numRuns: 150 },
    );
  });

  it("refuses to write a text with a line of the format in it", () => {
    expect(() =>
      writeCourseFiles(course(lesson({ content: "a\n<!-- kurswerk:quiz -->\n" }))),
    ).toThrow(MarkerInTextError);
  });
});

const messages = (files: Map<string, string>) => {
  const r = readCourseFiles(files);
  return "problems" in r ? r.problems.map((p) => formatProblem(p)) : [];
};
const quizCourse = () =>
  writeCourseFiles(
    course(
      lesson({
        quizzes: [
          { id: id(40), question: "Q?", choices: ["a", "b"], correctAnswer: 0, explanation: null },
        ],
      }),
    ),
  );
const lineOf = (text: string, needle: string) =>
  text.split("\n").findIndex((l) => l.includes(needle)) + 1;

describe("course files: problems name file and line", () => {
  it("a quiz without a correct answer, with one choice, a code example without a fence", () => {
    const files = quizCourse();
    const text = files.get(LESSON)!;
    const line = lineOf(text, "kurswerk:quiz");
    files.set(LESSON, text.replace(" correct=1", ""));
    expect(messages(files)).toEqual([`${LESSON}, Zeile ${line}: Quiz ohne richtige Antwort`]);
    files.set(LESSON, text.replace("- a\n- b", "- a"));
    expect(messages(files)).toEqual([
      `${LESSON}, Zeile ${lineOf(text, "kurswerk:choices")}: Quiz mit weniger als zwei Antworten`,
    ]);
    files.set(LESSON, `${text}\n<!-- kurswerk:code id=${id(50)} -->\nkein Code\n`);
    expect(messages(files)).toEqual([
      `${LESSON}, Zeile ${text.split("\n").length + 2}: Codebeispiel ohne Codeblock (\`\`\`sprache … \`\`\`)`,
    ]);
  });

  it("YAML errors and wrong fields on their line; unknown sections and bad ids", () => {
    const files = quizCourse();
    files.set("course.yaml", files.get("course.yaml")!.replace("hours: 6", "hours: viele"));
    files.set(
      LESSON,
      files
        .get(LESSON)!
        .replace("minutes: 20", "minutes: 20\nfarbe: rot")
        .replace(`id=${id(40)}`, "id=42")
        .concat("\n<!-- kurswerk:tabelle -->\n"),
    );
    const all = messages(files);
    expect(all).toContain(
      `course.yaml, Zeile ${lineOf(files.get("course.yaml")!, "hours")}: hours: Bitte gib eine Zahl ein`,
    );
    expect(all).toContain(`${LESSON}, Zeile 5: farbe: Unbekannte Felder: farbe`);
    expect(all).toContain(
      `${LESSON}, Zeile ${lineOf(files.get(LESSON)!, "kurswerk:quiz")}: Ungültige ID „42“ (erwartet: eine UUID)`,
    );
    expect(all).toContain(
      `${LESSON}, Zeile ${lineOf(files.get(LESSON)!, "kurswerk:tabelle")}: Unbekannter Abschnitt „tabelle“`,
    );
    const unsafe = quizCourse();
    unsafe.set(
      "course.yaml",
      unsafe.get("course.yaml")!.replace("thumbnail: null", "thumbnail: /uploads/../x.png"),
    );
    unsafe.set(LESSON, unsafe.get(LESSON)!.replace("video: null", "video: javascript:alert(1)"));
    const thumbLine = lineOf(unsafe.get("course.yaml")!, "thumbnail");
    expect(messages(unsafe)).toEqual([
      `course.yaml, Zeile ${thumbLine}: thumbnail: Ungültiges Format`,
      `course.yaml, Zeile ${thumbLine}: thumbnail: Ungültige Eingabe`,
      `${LESSON}, Zeile 7: video: Bitte gib eine YouTube-, Vimeo- oder andere https-Adresse ein`,
    ]);
    files.set("course.yaml", "title: [offen\n");
    expect(messages(files)[0]).toMatch(/^course\.yaml, Zeile \d: YAML-Fehler: /);
  });

  it("missing course.yaml and module.yaml, a missing practice folder, in all four languages", () => {
    const files = quizCourse();
    files.delete("course.yaml");
    files.delete("01-grundlagen/module.yaml");
    files.set(
      LESSON,
      files
        .get(LESSON)!
        .concat(`\n<!-- kurswerk:exercise id=${id(60)} practice=aufgabe-9 -->\nTu es\n`),
    );
    const r = readCourseFiles(files);
    expect("problems" in r && r.problems.map((p) => formatProblem(p, "de")).sort()).toEqual([
      "01-grundlagen/module.yaml: module.yaml fehlt",
      "course.yaml: course.yaml fehlt",
    ]);
    files.set(
      "01-grundlagen/module.yaml",
      writeCourseFiles(course()).get("01-grundlagen/module.yaml")!,
    );
    const r2 = readCourseFiles(files);
    const missing =
      "problems" in r2 ? r2.problems.find((p) => p.key === "cfPracticeMissing")! : null;
    expect(missing && formatProblem(missing, "de")).toMatch(
      /Zeile \d+: Die Programmieraufgabe „01-grundlagen\/01-was-ist-html\/aufgabe-9“ fehlt/,
    );
    expect(missing && formatProblem(missing, "en")).toMatch(/line \d+: The code exercise/);
    expect(missing && formatProblem(missing, "es")).toMatch(
      /línea \d+: Falta el ejercicio de código/,
    );
    expect(missing && formatProblem(missing, "fr")).toMatch(/ligne \d+ : L’exercice de code/);
  });
});

describe("course files: hostile input is refused before parsing", () => {
  const base = () => writeCourseFiles(course());
  it("path traversal, absolute paths, backslashes and empty segments", () => {
    for (const path of [
      "../etc/passwd",
      "01-a/../../x.md",
      "/etc/passwd",
      "C:\\x.md",
      "a//b.md",
      "./course.yaml",
    ]) {
      const files = base();
      files.set(path, "x");
      expect(messages(files)).toContain(
        `${path}: Ungültiger Pfad: nur relative Pfade aus Buchstaben, Ziffern, Punkt, Binde- und Unterstrich, ohne „..“`,
      );
    }
  });
  it("unknown file types and files no lesson uses", () => {
    const files = base();
    files.set("run.sh", "rm -rf /");
    files.set("01-grundlagen/bild.png", "x");
    files.set("01-grundlagen/01-was-ist-html/aufgabe-1/starter/x.js", "x");
    expect(messages(files).sort()).toEqual([
      "01-grundlagen/01-was-ist-html/aufgabe-1/starter/x.js: Datei gehört zu keiner Lektion oder Aufgabe",
      expect.stringMatching(/^01-grundlagen\/bild\.png: Unbekannte Datei/),
      expect.stringMatching(/^run\.sh: Unbekannte Datei/),
    ]);
  });
  it("too many files, one file too large, all files too large", () => {
    const many = new Map(
      Array.from({ length: COURSE_FILE_LIMITS.files + 1 }, (_, i) => [`f${i}.md`, ""]),
    );
    expect(messages(many)).toEqual([`.: Zu viele Dateien: höchstens ${COURSE_FILE_LIMITS.files}`]);
    const big = base();
    big.set("course.yaml", "x".repeat(COURSE_FILE_LIMITS.fileBytes + 1));
    expect(messages(big)).toEqual([
      `course.yaml: Datei zu groß: höchstens ${COURSE_FILE_LIMITS.fileBytes} Bytes`,
    ]);
    const total = base();
    for (let i = 0; i < 21; i++)
      total.set(`0${i}-m/module.yaml`, "ä".repeat(COURSE_FILE_LIMITS.fileBytes / 2 - 1));
    expect(messages(total)).toEqual([
      `.: Die Dateien sind zusammen zu groß: höchstens ${COURSE_FILE_LIMITS.totalBytes} Bytes`,
    ]);
  });
});

describe("course files: the JSON Schema in docs", () => {
  it("is the one made from the reader's schemas (regenerate with courseFormatJsonSchemaText)", async () => {
    const fs = await import("node:fs");
    const { courseFormatJsonSchemaText } = await import("./json-schema");
    expect(fs.readFileSync("docs/course-format.schema.json", "utf8")).toBe(
      courseFormatJsonSchemaText(),
    );
  });
});

describe("course files: ids and the change list", () => {
  it("an id used twice is named in the file that repeats it", () => {
    const files = writeCourseFiles(course());
    files.set("01-grundlagen/02-kopie.md", files.get(LESSON)!);
    expect(messages(files)).toEqual([
      `01-grundlagen/02-kopie.md: Die ID ${id(10)} kommt mehrfach vor`,
    ]);
  });

  it("names the files as the author named them, matched by id, not by name", async () => {
    const { diffCourses } = await import("./diff");
    const before = course(lesson(), {
      modules: [
        {
          id: id(2),
          title: "Grundlagen",
          description: "",
          revision: 3,
          lessons: [lesson(), lesson({ id: id(11), title: "Zwei" })],
        },
      ],
    });
    const files = writeCourseFiles(before);
    const renamed = new Map([...files].filter(([p]) => p !== LESSON));
    renamed.set("01-grundlagen/01-html.md", files.get(LESSON)!.replace("Text.", "Neu."));
    renamed.delete("01-grundlagen/02-zwei.md");
    const read = readCourseFiles(renamed);
    if ("problems" in read) throw new Error(read.problems.map((p) => p.message).join());
    const changes = diffCourses(before, read.course, read.sources);
    expect(changes.lessons).toEqual({
      added: [],
      changed: [{ id: id(10), title: "Was ist HTML?", file: "01-grundlagen/01-html.md" }],
      removed: [{ id: id(11), title: "Zwei" }],
    });
    expect(changes.course).toBe("unchanged");
  });
});
