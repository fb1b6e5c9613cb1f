import { describe, expect, it } from "vitest";
import { formatProblem, readCourseFiles, writeCourseFiles, type ProjectModel } from ".";
import { projectSourceRevision } from "../domain/project-translation";
import { course, id, messages } from "../test/course-files-fixtures";

/** Projects in the course format (decision 0156). */
const rubric = [
  { id: "struktur", title: "Struktur", description: "Sinnvolles HTML.", fulfilled: "Alles da." },
  { id: "stil", title: "Gestaltung", description: "", fulfilled: "Gut lesbar." },
  { id: "code", title: "Code", description: "Sauber.", fulfilled: "Keine Fehler." },
];
const project = (over: Partial<ProjectModel> = {}): ProjectModel => ({
  id: id(70),
  title: "Abschlussprojekt: Visitenkarte",
  brief: "Baue eine **Visitenkarte**.\n\n## Schritte\n\n1. HTML\n2. CSS",
  runtime: "web",
  moduleId: null,
  requiredForCertificate: true,
  order: 0,
  rubric,
  starterFiles: [
    { name: "index.html", content: "<h1></h1>\n" },
    { name: "style.css", content: "" },
  ],
  solutionFiles: [{ name: "index.html", content: "<h1>Ada</h1>\n" }],
  checks: {
    checks: [
      {
        id: "titel",
        title: "Eine Überschrift",
        hidden: false,
        ordered: false,
        code: "expect(1).toBe(1);",
      },
    ],
    timeLimitMs: 5000,
  },
  ...over,
});
const DIR = "projects/01-abschlussprojekt-visitenkarte";
const lineOf = (text: string, needle: string) =>
  text.split("\n").findIndex((l) => l.includes(needle)) + 1;

describe("course files: projects", () => {
  it("writes a project as project.md, rubric.yaml, practice.yaml and its files, and reads it back", () => {
    const c = course(undefined, {
      projects: [
        project(),
        project({
          id: id(71),
          title: "Link",
          runtime: "external",
          moduleId: id(2),
          order: 1,
          starterFiles: [],
          solutionFiles: [],
          checks: null,
          requiredForCertificate: false,
        }),
      ],
    });
    const files = writeCourseFiles(c);
    expect(files.get(`${DIR}/project.md`)).toBe(
      `---\nid: ${id(70)}\ntitle: "Abschlussprojekt: Visitenkarte"\nruntime: web\nmodule: null\nrequiredForCertificate: true\norder: 0\n---\n\nBaue eine **Visitenkarte**.\n\n## Schritte\n\n1. HTML\n2. CSS\n`,
    );
    expect(files.get(`${DIR}/rubric.yaml`)).toContain("- id: struktur\n  title: Struktur\n");
    expect(files.get(`${DIR}/starter/index.html`)).toBe("<h1></h1>\n");
    expect(files.get(`${DIR}/solution/index.html`)).toBe("<h1>Ada</h1>\n");
    expect(files.get(`${DIR}/checks/titel.js`)).toBe("expect(1).toBe(1);");
    expect(files.get(`${DIR}/practice.yaml`)).toContain("file: titel.js");
    // A course-level link project has no code; a module's project names the module folder.
    expect(files.get("projects/02-link/project.md")).toContain("module: 01-grundlagen\n");
    expect([...files.keys()].filter((p) => p.startsWith("projects/02-link/"))).toEqual([
      "projects/02-link/project.md",
      "projects/02-link/rubric.yaml",
    ]);
    const read = readCourseFiles(files);
    if ("problems" in read) throw new Error(read.problems.map((p) => formatProblem(p)).join("\n"));
    expect(read.course.projects).toEqual(c.projects);
    expect(writeCourseFiles(read.course)).toEqual(files);
    // Without `order` a project takes its folder's position.
    const link = files.get("projects/02-link/project.md")!;
    files.set("projects/02-link/project.md", link.replace("order: 1\n", ""));
    const positioned = readCourseFiles(files);
    expect("course" in positioned && positioned.course.projects[1].order).toBe(1);
  });

  it("a project without checks (checks without a solution are allowed too)", () => {
    const c = course(undefined, {
      projects: [project({ checks: null, solutionFiles: [] })],
    });
    const read = readCourseFiles(writeCourseFiles(c));
    if ("problems" in read) throw new Error(read.problems.map((p) => formatProblem(p)).join("\n"));
    expect(read.course.projects[0].checks).toBeNull();
    const withChecks = course(undefined, { projects: [project({ solutionFiles: [] })] });
    expect(messages(writeCourseFiles(withChecks))).toEqual([]);
  });

  it("its translation with the source revision it was made from round-trips", () => {
    const p = project();
    const sourceRevision = projectSourceRevision({
      ...p,
      checks: p.checks!.checks.map((x) => ({ id: x.id, title: x.title })),
    });
    const c = course(undefined, {
      projects: [p],
      translations: [
        {
          language: "en",
          overlay: {
            course: { title: "Web", description: "" },
            modules: {},
            lessons: {},
            codeExamples: {},
            exercises: {},
            quizzes: {},
            moduleRevisions: {},
            projects: {
              [p.id]: {
                title: "Final project: business card",
                brief: "Build a **business card**.",
                rubric: {
                  struktur: {
                    title: "Structure",
                    description: "Sensible HTML.",
                    fulfilled: "All there.",
                  },
                  stil: { title: "Design", description: "", fulfilled: "Easy to read." },
                  code: { title: "Code", description: "Clean.", fulfilled: "No errors." },
                },
                checkTitles: { titel: "A heading" },
                sourceRevision,
                revision: 2,
              },
            },
          },
        },
      ],
    });
    const files = writeCourseFiles(c);
    expect(files.get(`${DIR}/project.en.md`)).toBe(
      `---\ntitle: "Final project: business card"\nsourceRevision: ${sourceRevision}\nrevision: 2\ncheckTitles:\n  titel: A heading\n---\n\nBuild a **business card**.\n`,
    );
    expect(files.get(`${DIR}/rubric.en.yaml`)).toContain("struktur:\n  title: Structure\n");
    const read = readCourseFiles(files);
    if ("problems" in read) throw new Error(read.problems.map((p) => formatProblem(p)).join("\n"));
    expect(read.course.translations[0].overlay.projects).toEqual(
      c.translations[0].overlay.projects,
    );
    expect(writeCourseFiles(read.course)).toEqual(files);
  });
});

describe("course files: a project's problems name file and line", () => {
  const files = () => writeCourseFiles(course(undefined, { projects: [project()] }));

  it("a rubric with two or nine criteria, duplicate criterion ids", () => {
    const f = files();
    const two = rubric.slice(0, 2);
    f.set(
      `${DIR}/rubric.yaml`,
      writeCourseFiles(
        course(undefined, { projects: [project({ rubric: [...two, ...two, ...two] })] }),
      ).get(`${DIR}/rubric.yaml`)!,
    );
    expect(messages(f)).toEqual([
      `${DIR}/rubric.yaml, Zeile 1: -: Jedes Kriterium braucht eine eigene Kennung`,
    ]);
    f.set(
      `${DIR}/rubric.yaml`,
      "- id: a\n  title: A\n  fulfilled: ja\n- id: b\n  title: B\n  fulfilled: ja\n",
    );
    const [message] = messages(f);
    expect(message).toMatch(new RegExp(`^${DIR}/rubric\\.yaml, Zeile 1: -: `));
    expect(message).toContain("3");
    const nine = Array.from(
      { length: 9 },
      (_, i) => `- id: k${i}\n  title: K${i}\n  fulfilled: ja\n`,
    ).join("");
    f.set(`${DIR}/rubric.yaml`, nine);
    expect(messages(f)[0]).toContain("8");
  });

  it("a missing brief, an unknown runtime, an unknown module, a missing rubric; in German and English", () => {
    const f = files();
    const text = f.get(`${DIR}/project.md`)!;
    f.set(`${DIR}/project.md`, text.replace(/---\n\n[\s\S]*$/, "---\n"));
    const bodyLine = text.split("\n").indexOf("---", 1) + 2;
    expect(messages(f)).toEqual([
      `${DIR}/project.md, Zeile ${bodyLine}: Projekt ohne Aufgabenstellung (der Text nach dem Kopf fehlt)`,
    ]);
    f.set(`${DIR}/project.md`, text.replace("runtime: web", "runtime: cobol"));
    const [runtime] = messages(f);
    expect(runtime).toMatch(
      new RegExp(`^${DIR}/project\\.md, Zeile ${lineOf(text, "runtime:")}: runtime: `),
    );
    f.set(`${DIR}/project.md`, text.replace("module: null", "module: 07-gibt-es-nicht"));
    expect(messages(f)).toEqual([
      `${DIR}/project.md, Zeile ${lineOf(text, "module:")}: Modul „07-gibt-es-nicht“ gibt es nicht (ein Modulordner oder null)`,
    ]);
    const read = readCourseFiles(f);
    const en = "problems" in read ? read.problems.map((p) => formatProblem(p, "en")) : [];
    expect(en).toEqual([
      `${DIR}/project.md, line ${lineOf(text, "module:")}: There is no module “07-gibt-es-nicht” (a module folder or null)`,
    ]);
    f.set(`${DIR}/project.md`, text);
    f.delete(`${DIR}/rubric.yaml`);
    expect(messages(f)).toEqual([`${DIR}/rubric.yaml: rubric.yaml fehlt (3 bis 8 Kriterien)`]);
  });

  it("duplicate ids, a missing starter file, a file nobody uses, a solution without checks", () => {
    const twice = writeCourseFiles(
      course(undefined, { projects: [project(), project({ title: "Zweites" })] }),
    );
    expect(messages(twice)).toEqual([
      `projects/02-zweites/project.md, Zeile 2: Die ID ${id(70)} kommt mehrfach vor`,
    ]);
    const f = files();
    f.delete(`${DIR}/starter/style.css`);
    f.set(`${DIR}/starter/extra.js`, "");
    expect(messages(f)).toEqual([
      `${DIR}/practice.yaml: Datei fehlt: starter/style.css`,
      `${DIR}/starter/extra.js: Datei gehört zu keiner Lektion oder Aufgabe`,
    ]);
    const noChecks = files();
    const yaml = noChecks.get(`${DIR}/practice.yaml`)!;
    noChecks.set(`${DIR}/practice.yaml`, yaml.replace(/checks:[\s\S]*?(?=timeLimitMs)/, ""));
    noChecks.delete(`${DIR}/checks/titel.js`);
    expect(messages(noChecks)).toHaveLength(1);
    expect(messages(noChecks)[0]).toMatch(new RegExp(`^${DIR}/practice\\.yaml: solutionFiles: `));
  });
});
