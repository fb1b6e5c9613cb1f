import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { zipSync, type Zippable } from "fflate";
import { createTestApp, type TestApp } from "../../../test/harness";
import { uploadForm } from "../../../test/images";
import { auditLog, courses, lessons, user, userLessonProgress } from "../../../db/schema";
import { demoCourses, insertDemoCourse } from "../../../db/seed/seed";
import type { CourseImportCheck, CourseImportResult } from "@shared/contracts/course-files";
import type { CourseFiles } from "@shared/course-files";
import { readFolder } from "../../../cli/course-files-cli";
import { unzipCourseFiles } from "./course-files-zip";

/** Courses as zips over HTTP (issue 32, decision 0139): export, check, confirm. */
let t: TestApp;
let admin: string;
let adminId: string;
let englishAdmin: string;
let learner: string;
let learnerId: string;
let courseId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: admin, userId: adminId } = await t.signIn("admin"));
  const en = await t.signIn("admin");
  englishAdmin = en.cookie;
  await t.deps.db.update(user).set({ language: "en" }).where(eq(user.id, en.userId));
  ({ cookie: learner, userId: learnerId } = await t.signIn("user"));
  const demo = demoCourses.find((d) => d.course.key === "freelancing-beginner") ?? demoCourses[4];
  courseId = await t.deps.db.transaction((tx) =>
    insertDemoCourse(tx, demo.course, demo.translations, new Date()),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const exportZip = (cookie = admin, id = courseId) =>
  t.request(`/api/admin/courses/${id}/export`, { cookie });
const check = (zip: Uint8Array, cookie = admin) =>
  t.request("/api/admin/course-imports/check", {
    method: "POST",
    body: uploadForm(zip, "kurs.zip", "application/zip"),
    cookie,
  });
const confirm = (zip: Uint8Array, upload: string, changes: string, cookie = admin) =>
  t.request(`/api/admin/course-imports?upload=${upload}&changes=${changes}`, {
    method: "POST",
    body: uploadForm(zip, "kurs.zip", "application/zip"),
    cookie,
  });
const zipOf = (files: CourseFiles, extra: Zippable = {}) => {
  const tree: Zippable = { ...extra };
  for (const [p, content] of files)
    tree[p] = typeof content === "string" ? new TextEncoder().encode(content) : content;
  return zipSync(tree);
};
async function exportedFiles() {
  const res = await exportZip();
  expect(res.status).toBe(200);
  const files = unzipCourseFiles(new Uint8Array(await res.arrayBuffer()));
  if (Array.isArray(files)) throw new Error(JSON.stringify(files));
  return files as Map<string, string>; // a demo course: no images
}
/** A copy with new ids and no demo key: a new course. */
function withNewIds(files: Map<string, string>) {
  const ids = new Map<string, string>();
  const fresh = new Map<string, string>();
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
  for (const [p, text] of files)
    fresh.set(
      p,
      text
        .replace(uuid, (id) => ids.get(id) ?? ids.set(id, randomUUID()).get(id)!)
        .replace(/^seedKey: .*$/m, "seedKey: null"),
    );
  return { files: fresh, ids };
}
const lessonPaths = (files: Map<string, string>) =>
  [...files.keys()].filter((p) => /^\d\d-[^/]+\/\d\d-[^/]+\.md$/.test(p)).sort();
const idOf = (text: string) => /\nid: (\S+)\n/.exec(text)![1];
const checked = async (zip: Uint8Array, cookie = admin) => {
  const res = await check(zip, cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as CourseImportCheck;
};
const problemsOf = async (zip: Uint8Array, cookie = admin) => {
  const body = await checked(zip, cookie);
  if (body.status !== "problems") throw new Error("expected problems");
  return body.problems.map((p) => p.text);
};
const courseCount = async () => (await t.deps.db.select({ id: courses.id }).from(courses)).length;

/** The central directory entry of `name` (for zips whose headers lie). */
function patchCentral(zip: Uint8Array, name: string, patch: (v: DataView, at: number) => void) {
  const v = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = 0; at < zip.length - 46; at++)
    if (v.getUint32(at, true) === 0x02014b50) {
      const n = v.getUint16(at + 28, true);
      if (new TextDecoder().decode(zip.subarray(at + 46, at + 46 + n)) === name) {
        patch(v, at);
        return zip;
      }
    }
  throw new Error(`no entry ${name}`);
}

describe("course zip: access", () => {
  it("is for admins only: learners get 403, nobody signed in 401", async () => {
    const zip = zipOf(await exportedFiles());
    expect((await exportZip(learner)).status).toBe(403);
    expect((await check(zip, learner)).status).toBe(403);
    expect((await confirm(zip, "a".repeat(64), "b".repeat(64), learner)).status).toBe(403);
    expect((await exportZip("")).status).toBe(401);
    expect((await check(zip, "")).status).toBe(401);
    expect((await exportZip(admin, randomUUID())).status).toBe(404);
  });
});

describe("course zip: export, check, confirm", () => {
  it("exports the course folder as a zip with a readable name, the same bytes each time", async () => {
    const res = await exportZip();
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="[a-z0-9-]+\.zip"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    const again = new Uint8Array(await (await exportZip()).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
    const files = unzipCourseFiles(bytes) as Map<string, string>;
    expect(files.get("course.yaml")).toContain(`id: ${courseId}`);
  });

  it("an unchanged zip checks as unchanged; a changed lesson is listed, written only on confirm, progress kept, audited", async () => {
    const files = await exportedFiles();
    const same = await checked(zipOf(files));
    expect(same.status === "ready" && same.unchanged).toBe(true);

    const [changedPath, keptPath] = lessonPaths(files);
    const changedId = idOf(files.get(changedPath)!);
    const keptId = idOf(files.get(keptPath)!);
    await t.deps.db.insert(userLessonProgress).values([
      { userId: learnerId, lessonId: keptId, completedAt: new Date() },
      { userId: learnerId, lessonId: changedId, completedAt: new Date() },
    ]);
    files.set(
      changedPath,
      files.get(changedPath)!.replace(/\ntitle: .*\n/, "\ntitle: Geändert im Editor\n"),
    );
    const zip = zipOf(files);
    const body = await checked(zip);
    if (body.status !== "ready") throw new Error(JSON.stringify(body));
    expect(body.unchanged).toBe(false);
    expect(body.courseId).toBe(courseId);
    expect(body.changes.course).toBe("unchanged");
    expect(body.changes.lessons.changed).toEqual([
      { id: changedId, title: "Geändert im Editor", file: changedPath },
    ]);
    // The check wrote nothing.
    const title = async () =>
      (await t.deps.db.select().from(lessons).where(eq(lessons.id, changedId)))[0].title;
    expect(await title()).not.toBe("Geändert im Editor");

    // Other bytes than the checked ones, or another change list: refused.
    const other = zipOf(files, { "extra.md": new Uint8Array(0) });
    const wrongBytes = await confirm(other, body.upload, body.changesDigest);
    expect(wrongBytes.status).toBe(409);
    expect((await wrongBytes.json()).error.code).toBe("IMPORT_CHANGED");
    expect((await confirm(zip, body.upload, "0".repeat(64))).status).toBe(409);
    expect(await title()).not.toBe("Geändert im Editor");

    const res = await confirm(zip, body.upload, body.changesDigest);
    expect(res.status, await res.clone().text()).toBe(200);
    const result = (await res.json()) as CourseImportResult;
    expect(result.courseId).toBe(courseId);
    expect(result.versionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await title()).toBe("Geändert im Editor");
    const progress = await t.deps.db
      .select({ lessonId: userLessonProgress.lessonId })
      .from(userLessonProgress)
      .where(eq(userLessonProgress.userId, learnerId));
    expect(progress.map((p) => p.lessonId).sort()).toEqual([changedId, keptId].sort());
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, courseId), eq(auditLog.action, "imported")));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(adminId);

    // Confirming the same check again: the change list is no longer the one shown.
    expect((await confirm(zip, body.upload, body.changesDigest)).status).toBe(409);
    expect(await title()).toBe("Geändert im Editor");
  });

  it("imports a copy with new ids as a new course", async () => {
    const { files: fresh, ids } = withNewIds(await exportedFiles());
    const before = await courseCount();
    const zip = zipOf(fresh);
    const body = await checked(zip);
    if (body.status !== "ready") throw new Error(JSON.stringify(body));
    expect(body.changes.course).toBe("new");
    expect(body.courseId).toBe(ids.get(courseId));
    expect(await courseCount()).toBe(before);
    const res = await confirm(zip, body.upload, body.changesDigest);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await courseCount()).toBe(before + 1);
    const [row] = await t.deps.db.select().from(courses).where(eq(courses.id, body.courseId));
    expect(row.title).toBe(body.title);
  });

  it("adds a lesson and a module written without ids (new ones get their ids on confirm)", async () => {
    const files = await exportedFiles();
    const dir = lessonPaths(files)[0].split("/")[0];
    files.set(
      `${dir}/98-ohne-id.md`,
      "---\ntitle: Ohne ID geschrieben\nminutes: 5\n---\n\nText.\n",
    );
    files.set("98-neues-modul/module.yaml", "title: Neues Modul\ndescription: Ohne ID\n");
    files.set(
      "98-neues-modul/01-erste.md",
      "---\ntitle: Erste im neuen Modul\nminutes: 5\n---\n\nA.\n",
    );
    const zip = zipOf(files);
    const body = await checked(zip);
    if (body.status !== "ready") throw new Error(JSON.stringify(body));
    expect(body.changes.lessons.added.map((l) => l.title).sort()).toEqual([
      "Erste im neuen Modul",
      "Ohne ID geschrieben",
    ]);
    expect(body.changes.modules.added.map((m) => m.title)).toEqual(["Neues Modul"]);
    // The confirm reads the files again (new random ids): still the change list that was shown.
    const res = await confirm(zip, body.upload, body.changesDigest);
    expect(res.status, await res.clone().text()).toBe(200);
    const rows = await t.deps.db
      .select({ title: lessons.title })
      .from(lessons)
      .where(eq(lessons.title, "Ohne ID geschrieben"));
    expect(rows).toHaveLength(1);
  });

  it("checks and exports with the same number of SQL statements for a small and a large course", async () => {
    const small = readFolder("examples/course-example") as CourseFiles; // with its image
    // Both new courses without a demo key (a demo key is one more lookup, whatever the size).
    const large = withNewIds(await exportedFiles()).files;
    const statements = async (res: Response) => {
      expect(res.status).toBe(200);
      return Number(res.headers.get("x-sql-statements"));
    };
    const [a, b] = [
      await statements(await check(zipOf(small))),
      await statements(await check(zipOf(large))),
    ];
    expect(a).toBeGreaterThan(0);
    expect(b).toBe(a);
    const smallZip = zipOf(small);
    const smallCheck = await checked(smallZip);
    if (smallCheck.status !== "ready") throw new Error(JSON.stringify(smallCheck));
    // The example course's project is in the change list (decision 0156).
    expect(smallCheck.changes.projects.added.map((p) => p.title)).toEqual([
      "Projekt: Deine Steckbrief-Seite",
    ]);
    const res = await confirm(smallZip, smallCheck.upload, smallCheck.changesDigest);
    expect(res.status).toBe(200);
    expect(await statements(await exportZip(admin, smallCheck.courseId))).toBe(
      await statements(await exportZip()),
    );
  });

  it("names a mistake with file and line in the admin's language", async () => {
    const files = await exportedFiles();
    const lesson = lessonPaths(files).find((p) => files.get(p)!.includes("<!-- kurswerk:quiz "))!;
    const lines = files.get(lesson)!.split("\n");
    const quizLine = lines.findIndex((l) => l.startsWith("<!-- kurswerk:quiz "));
    lines[quizLine] = lines[quizLine].replace(/ correct=\d+/, "");
    files.set(lesson, lines.join("\n"));
    const zip = zipOf(files);
    expect(await problemsOf(zip)).toEqual([
      `${lesson}, Zeile ${quizLine + 1}: Quiz ohne richtige Antwort`,
    ]);
    expect(await problemsOf(zip, englishAdmin)).toEqual([
      `${lesson}, line ${quizLine + 1}: Quiz without a correct answer`,
    ]);
  });

  it("an alias bomb or an alias without its anchor is a problem with file and line, not a 500 (issue 41)", async () => {
    const files = await exportedFiles();
    const yaml = files.get("course.yaml")!;
    // Each line holds ten of the one before: 10^7 values once expanded.
    const names = ["a", "b", "c", "d", "e", "f", "g"];
    const bomb = names
      .map((n, i) => `${n}x: &${n} [${Array(10).fill(i ? `*${names[i - 1]}` : "x").join(", ")}]`)
      .join("\n");
    files.set("course.yaml", `${yaml.trimEnd()}\n${bomb}\n`);
    const first = yaml.trimEnd().split("\n").length + 2;
    const problems = await problemsOf(zipOf(files));
    expect(problems[0]).toBe(
      `course.yaml, Zeile ${first}: YAML-Fehler: ein Text, der mit einem dieser Zeichen beginnt, steht in Anführungszeichen: * & ! @ % \``,
    );
    expect(problems.join("\n")).not.toMatch(/alias|exhaustion/i);
    files.set("course.yaml", yaml.replace(/^title: .*$/m, "title: *kein-anker"));
    expect(await problemsOf(zipOf(files), englishAdmin)).toEqual([
      `course.yaml, line ${yaml.split("\n").findIndex((l) => l.startsWith("title: ")) + 1}: YAML error: a text that starts with one of these characters is put in quotes: * & ! @ % \``,
    ]);
  });

  it("reads a zipped folder (all files in one folder) and skips the files systems add", async () => {
    const files = await exportedFiles();
    const wrapped = new Map([...files].map(([p, text]) => [`mein-kurs/${p}`, text]));
    wrapped.set("__MACOSX/mein-kurs/._course.yaml", "x");
    wrapped.set("mein-kurs/.DS_Store", "x");
    const body = await checked(zipOf(wrapped));
    expect(body.status === "ready" && body.unchanged).toBe(true);
  });
});

describe("course zip: hostile uploads are refused before anything is written", () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  let before: number;
  beforeAll(async () => {
    before = await courseCount();
  });
  afterAll(async () => {
    expect(await courseCount()).toBe(before);
  });

  it("path traversal and absolute paths", async () => {
    const files = await exportedFiles();
    expect(await problemsOf(zipOf(files, { "../evil.md": enc("x") }))).toContain(
      "../evil.md: Ungültiger Pfad: nur relative Pfade aus Buchstaben, Ziffern, Punkt, Binde- und Unterstrich, ohne „..“",
    );
    const abs = await problemsOf(zipOf(files, { "/etc/passwd": enc("x") }));
    expect(abs.some((p) => p.startsWith("/etc/passwd: Ungültiger Pfad"))).toBe(true);
    const deep = await problemsOf(zipOf(files, { "01-a/../../x.md": enc("x") }));
    expect(deep.some((p) => p.includes("Ungültiger Pfad"))).toBe(true);
  });

  it("a symlink", async () => {
    const files = await exportedFiles();
    const zip = zipOf(files, {
      "link.md": [enc("/etc/passwd"), { os: 3, attrs: (0o120777 << 16) >>> 0 }],
    });
    expect(await problemsOf(zip)).toEqual([
      "link.md: Verknüpfungen (Symlinks) werden nicht importiert",
    ]);
  });

  it("10,000 files, from the zip's directory count", async () => {
    const tree: Zippable = {};
    for (let i = 0; i < 10_000; i++) tree[`f${i}.md`] = new Uint8Array(0);
    expect(await problemsOf(zipSync(tree, { level: 0 }))).toEqual([
      ".: Zu viele Dateien: höchstens 2000",
    ]);
  });

  it("1 GB unpacked as declared by the headers, refused before inflating", async () => {
    const files = await exportedFiles();
    const zip = zipOf(files, { "01-a/big.md": enc("x"), "01-a/big2.md": enc("y") });
    for (const name of ["01-a/big.md", "01-a/big2.md"])
      patchCentral(zip, name, (v, at) => v.setUint32(at + 24, 600_000_000, true));
    const problems = await problemsOf(zip);
    expect(problems).toContain("01-a/big.md: Datei zu groß: höchstens 1000000 Bytes");
    expect(problems).toContain(".: Die Dateien sind zusammen zu groß: höchstens 20000000 Bytes");
  });

  it("many files that are together too large", async () => {
    const tree: Zippable = {};
    for (let i = 0; i < 25; i++) tree[`f${i}.md`] = new Uint8Array(900_000);
    expect(await problemsOf(zipSync(tree))).toEqual([
      ".: Die Dateien sind zusammen zu groß: höchstens 20000000 Bytes",
    ]);
  });

  it("a header that declares less than the file inflates to (a zip bomb)", async () => {
    const files = await exportedFiles();
    const zip = zipOf(files, { "bomb.md": new Uint8Array(50_000_000) });
    patchCentral(zip, "bomb.md", (v, at) => v.setUint32(at + 24, 500, true));
    expect(await problemsOf(zip)).toEqual([
      "bomb.md: Die Datei ist größer, als das ZIP-Verzeichnis angibt",
    ]);
  });

  it("an upload larger than the upload limit (BODY_LIMIT_UPLOAD), refused while reading (413)", async () => {
    const res = await check(new Uint8Array(6_000_000));
    expect(res.status).toBe(413);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(error.message).toBe("Die Anfrage ist zu groß: erlaubt sind höchstens 5 MB.");
  });

  it("unknown file types, encrypted entries and what is not a zip", async () => {
    const files = await exportedFiles();
    const unknown = await problemsOf(zipOf(files, { "programm.exe": enc("MZ") }));
    expect(unknown).toEqual([expect.stringMatching(/^programm\.exe: Unbekannte Datei/)]);
    const encrypted = zipOf(files, { "x.md": enc("x") });
    patchCentral(encrypted, "x.md", (v, at) => v.setUint16(at + 8, 1, true));
    expect(await problemsOf(encrypted)).toEqual([
      "x.md: Verschlüsselte Dateien werden nicht importiert",
    ]);
    expect(await problemsOf(enc("kein zip"))).toEqual([".: Keine gültige ZIP-Datei"]);
  });
});
