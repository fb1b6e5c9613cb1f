import { expect } from "vitest";
import { courses, lessons, modules } from "../db/schema";
import type { TestApp } from "./harness";
import type { ProjectInput } from "@shared/contracts/projects";

/** Helpers of the projects API tests (issue 30). */

export const rubric = [
  {
    id: "works",
    title: "Funktioniert",
    description: "Die Seite lädt",
    fulfilled: "Lädt ohne Fehler",
  },
  { id: "clean", title: "Sauber", description: "Lesbarer Code", fulfilled: "Klare Namen" },
  { id: "brief", title: "Auftrag", description: "Alles aus dem Auftrag", fulfilled: "Alle Punkte" },
];

export const externalProject = (over: Partial<ProjectInput> = {}) => ({
  title: "Abschlussprojekt",
  brief: "Baue eine **Landingpage**.",
  runtime: "external",
  rubric,
  ...over,
});

export const jsProject = (over: Partial<ProjectInput> = {}) => ({
  title: "Rechner",
  runtime: "javascript",
  starterFiles: [{ name: "main.js", content: "function add(a, b) {\n  return 0;\n}\n" }],
  checks: { checks: [{ id: "adds", title: "add addiert", code: "expectEqual(add(2, 3), 5);" }] },
  rubric,
  ...over,
});

/** A published course with `n` lessons in one module. */
export async function publishedCourse(t: TestApp, n = 2, title = "Projektkurs") {
  const db = t.deps.db;
  const [c] = await db
    .insert(courses)
    .values({ title, description: "B", isPublished: true, language: "de" })
    .returning({ id: courses.id });
  const [m] = await db
    .insert(modules)
    .values({ courseId: c.id, title: "M1", orderIndex: 0 })
    .returning({ id: modules.id });
  const ls = await db
    .insert(lessons)
    .values(
      Array.from({ length: n }, (_, i) => ({ moduleId: m.id, title: `L${i}`, orderIndex: i })),
    )
    .returning({ id: lessons.id });
  return { courseId: c.id, moduleId: m.id, lessonIds: ls.map((l) => l.id) };
}

export interface Answer<T> {
  status: number;
  body: T;
  sql: number;
}

/** Calls the API as `cookie` (any JSON answer). */
export function api(t: TestApp, cookie: string) {
  return async <T = Record<string, unknown>>(
    method: string,
    path: string,
    json?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<T>> => {
    const res = await t.request(`/api${path}`, { method, json, cookie, headers });
    return {
      status: res.status,
      body: (await res.json()) as T,
      sql: Number(res.headers.get("x-sql-statements")),
    };
  };
}

export type Caller = ReturnType<typeof api>;

/** Creates a project as the admin and answers it. */
export async function createProject(admin: Caller, courseId: string, input: object) {
  const r = await admin<{ id: string; revision: number }>(
    "POST",
    `/admin/courses/${courseId}/projects`,
    input,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}
