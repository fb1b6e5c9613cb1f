import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  formatProblem,
  MarkerInTextError,
  readCourseFiles,
  writeCourseFiles,
  type CourseModel,
} from ".";
import type { PracticeSpec } from "../domain/practice";
import { course, id, lesson, LESSON, messages } from "../test/course-files-fixtures";

const roundTrip = (c: CourseModel) => {
  const files = writeCourseFiles(c);
  const read = readCourseFiles(files);
  if ("problems" in read) throw new Error(read.problems.map((p) => formatProblem(p)).join("\n"));
  expect(writeCourseFiles(read.course)).toEqual(files);
  return read.course;
};

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
    expect(files.get(LESSON)).toContain(
      `<!-- kurswerk:quiz id=${id(40)} correct=3 -->\n\nWelche?\n`,
    );
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

describe("course files: ids and the change list", () => {
  it("an id used twice is named in the file and on the line that repeats it", () => {
    const files = writeCourseFiles(course());
    files.set("01-grundlagen/02-kopie.md", files.get(LESSON)!);
    expect(messages(files)).toEqual([
      `01-grundlagen/02-kopie.md, Zeile 2: Die ID ${id(10)} kommt mehrfach vor`,
    ]);
    // Twice in one file (a block copied with its marker): the line of the second use.
    const quiz = `<!-- kurswerk:quiz id=${id(40)} correct=1 -->\n\nQ?\n\n<!-- kurswerk:choices -->\n\n- a\n- b\n`;
    const one = writeCourseFiles(course());
    const text = `${one.get(LESSON)!}\n${quiz}\n${quiz}`;
    one.set(LESSON, text);
    const second = text.split("\n").findLastIndex((l) => l.includes(id(40))) + 1;
    expect(messages(one)).toEqual([
      `${LESSON}, Zeile ${second}: Die ID ${id(40)} kommt mehrfach vor`,
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

describe("course files: formatted by Prettier", () => {
  it("a lesson file reformatted by Prettier reads as the same lesson", async () => {
    const prettier = await import("prettier");
    const l = lesson({
      content: "## HTML\n\nText mit _Betonung_.",
      codeExamples: [
        { id: id(20), title: "T", description: "Erklärung", code: "<p>x</p>", language: "html" },
      ],
      exercises: [{ id: id(30), task: "Tu es.", hint: "Tipp.", solution: null, practice: null }],
      quizzes: [
        { id: id(40), question: "Q?", choices: ["a", "b"], correctAnswer: 1, explanation: "Weil." },
      ],
    });
    const files = writeCourseFiles(course(l));
    const formatted = await prettier.format(files.get(LESSON)!, { parser: "markdown" });
    files.set(LESSON, formatted);
    const read = readCourseFiles(files);
    if ("problems" in read) throw new Error(read.problems.map((p) => formatProblem(p)).join("\n"));
    expect(read.course.modules[0].lessons[0]).toEqual(l);
  });
});
