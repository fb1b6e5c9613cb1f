import { describe, expect, it } from "vitest";
import { COURSE_FILE_LIMITS, formatProblem, readCourseFiles, writeCourseFiles } from ".";
import { course, id, lesson, LESSON, messages } from "../test/course-files-fixtures";

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
      unsafe.get("course.yaml")!.replace("thumbnail: null", "thumbnail: assets/../x.png"),
    );
    unsafe.set(LESSON, unsafe.get(LESSON)!.replace("video: null", "video: javascript:alert(1)"));
    const thumbLine = lineOf(unsafe.get("course.yaml")!, "thumbnail");
    expect(messages(unsafe)).toEqual([
      `course.yaml, Zeile ${thumbLine}: thumbnail: Ungültiges Format`,
      `${LESSON}, Zeile 7: video: Bitte gib eine YouTube-, Vimeo- oder andere https-Adresse ein`,
    ]);
    files.set("course.yaml", "title: [offen\n");
    expect(messages(files)[0]).toMatch(/^course\.yaml, Zeile \d: YAML-Fehler: /);
  });

  it("YAML mistakes an author makes, in the author's language, never the parser's English", () => {
    const files = quizCourse();
    const text = files.get(LESSON)!;
    const choices = lineOf(text, "kurswerk:choices") + 2;
    // A title with ": " not in quotes, a choice list written with "*", a field twice.
    files.set(
      LESSON,
      text.replace(/\ntitle: .*\n/, "\ntitle: HTML: Grundlagen\n").replace("- a\n- b", "* a\n* b"),
    );
    files.set(
      "01-grundlagen/module.yaml",
      `${files.get("01-grundlagen/module.yaml")!}title: Noch einmal\n`,
    );
    const module = files.get("01-grundlagen/module.yaml")!.split("\n").length - 1;
    const r = readCourseFiles(files);
    const all = (lang: "de" | "en" | "es" | "fr") =>
      "problems" in r ? r.problems.map((p) => formatProblem(p, lang)) : [];
    expect(all("de")).toEqual([
      `01-grundlagen/module.yaml, Zeile ${module}: YAML-Fehler: ein Feld kommt zweimal vor`,
      `${LESSON}, Zeile 3: YAML-Fehler: ein Text mit „: “ (Doppelpunkt und Leerzeichen) steht in Anführungszeichen, z. B. title: "HTML: Grundlagen"`,
      `${LESSON}, Zeile ${choices}: YAML-Fehler: ein Text, der mit einem dieser Zeichen beginnt, steht in Anführungszeichen: * & ! @ % \``,
    ]);
    expect(all("en")[1]).toBe(
      `${LESSON}, line 3: YAML error: a text with “: ” (colon and space) is put in quotes, e.g. title: "HTML: Basics"`,
    );
    expect(all("es")[0]).toMatch(/línea \d+: Error de YAML: un campo aparece dos veces$/);
    expect(all("fr")[0]).toMatch(/ligne \d+ : Erreur YAML : un champ apparaît deux fois$/);
    for (const lang of ["de", "en", "es", "fr"] as const)
      expect(all(lang).join("\n")).not.toMatch(/mapping|Alias|Map keys|indicator/);

    // Indentation (spaces of one level in different columns, a tab) and an open quote.
    const indented = quizCourse();
    for (const yaml of [
      "format: x\ntitle:\n  a: 1\n b: 2\n",
      "-  id: a\n  title: b\n",
      "a:\n\tb: 1\n",
    ]) {
      indented.set("course.yaml", yaml);
      expect(messages(indented)[0]).toMatch(
        /^course\.yaml, Zeile \d: YAML-Fehler: falsche Einrückung \(/,
      );
    }
    indented.set("course.yaml", 'format: kurswerk-course/1\ntitle: "offen\n');
    expect(messages(indented)[0]).toBe(
      "course.yaml, Zeile 2: YAML-Fehler: ein Anführungszeichen oder eine Klammer wird nicht geschlossen",
    );
  });

  it("an alias bomb and an alias without its anchor: a problem on their line, never the parser's English (issue 41)", () => {
    const bomb = [
      "format: kurswerk-course/1",
      "a: &a [x, x, x, x, x, x, x, x, x]",
      "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]",
      "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]",
      "d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]",
      "e: [*d, *d, *d, *d, *d, *d, *d, *d, *d]",
      "",
    ].join("\n");
    const reserved =
      "YAML-Fehler: ein Text, der mit einem dieser Zeichen beginnt, steht in Anführungszeichen: * & ! @ % `";
    const files = quizCourse();
    files.set("course.yaml", bomb);
    expect(messages(files)).toEqual([3, 4, 5, 6].map((l) => `course.yaml, Zeile ${l}: ${reserved}`));
    // An alias without its anchor, in a lesson's head and in a quiz's choices.
    const lesson = quizCourse();
    const text = lesson.get(LESSON)!;
    lesson.set(
      LESSON,
      text.replace("minutes: 20", "minutes: *zwanzig").replace("- a\n- b", "- a\n- *b"),
    );
    const changed = lesson.get(LESSON)!;
    expect(messages(lesson)).toEqual([
      `${LESSON}, Zeile ${lineOf(changed, "minutes:")}: ${reserved}`,
      `${LESSON}, Zeile ${lineOf(changed, "- *b")}: ${reserved}`,
    ]);
    const r = readCourseFiles(files);
    const en = "problems" in r ? r.problems.map((p) => formatProblem(p, "en")) : [];
    expect(en[0]).toMatch(/^course\.yaml, line 3: YAML error: /);
    expect(en.join("\n")).not.toMatch(/alias|resource exhaustion/i);
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
    const { courseFormatJsonSchema } = await import("./json-schema");
    const inDocs: unknown = JSON.parse(fs.readFileSync("docs/course-format.schema.json", "utf8"));
    expect(inDocs).toEqual(courseFormatJsonSchema());
  });

  it("has one standalone schema per YAML file for editors, equal to the generated ones (npm run course:demo-files)", async () => {
    const fs = await import("node:fs");
    const { courseFormatFileSchemas, YAML_FILE_PARTS } = await import("./json-schema");
    const files = courseFormatFileSchemas();
    expect([...files.keys()].sort()).toEqual(
      Object.keys(YAML_FILE_PARTS)
        .map((n) => `${n}.schema.json`)
        .sort(),
    );
    expect(fs.readdirSync("docs/course-format").sort()).toEqual([...files.keys()].sort());
    for (const [name, text] of files) {
      expect(JSON.parse(fs.readFileSync(`docs/course-format/${name}`, "utf8"))).toEqual(
        JSON.parse(text),
      );
    }
    // A root schema an editor can use: course.yaml's fields at the top, title required.
    const course = JSON.parse(files.get("course.schema.json")!) as {
      type: string;
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(course.type).toBe("object");
    expect(Object.keys(course.properties)).toEqual(expect.arrayContaining(["title", "difficulty"]));
    expect(course.required).toContain("title");
  });
});

describe("course files: translations", () => {
  it("a translation into the source language, and one without its source lesson", () => {
    const files = writeCourseFiles(course());
    files.set("course.de.yaml", "title: Doppelt\ndescription: ''\n");
    expect(messages(files)).toEqual([
      "course.de.yaml: Eine Übersetzung in die Ausgangssprache des Kurses (de) gibt es nicht",
    ]);
    files.delete("course.de.yaml");
    files.set("01-grundlagen/02-fehlt.en.md", "---\nid: x\ntitle: X\n---\n");
    expect(messages(files)).toEqual([
      "01-grundlagen/02-fehlt.en.md: Übersetzung ohne Quelle: 01-grundlagen/02-fehlt.md fehlt",
    ]);
  });
});
