import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseProjects } from "../../db/schema";
import { PROJECT_FIELDS, projectFields, projectFieldsFromExcluded } from "./projects-sql";

/** Columns of course_projects that are not the author's content: kept by the server. */
const KEPT_BY_SERVER = [
  "id",
  "courseId",
  "revision",
  "createdAt",
  "updatedAt",
  "solutionValidation",
  "idempotencyKey",
];

describe("the project field list (issue 43: one list for every write)", () => {
  it("names every content column of course_projects, so a new one is written everywhere", () => {
    const columns = Object.keys(getTableColumns(courseProjects)).sort();
    expect([...PROJECT_FIELDS, ...KEPT_BY_SERVER].sort()).toEqual(columns);
  });

  it("picks exactly those fields, and sets each from the offered row by its column name", () => {
    const row = Object.fromEntries(PROJECT_FIELDS.map((f) => [f, `v-${f}`]));
    const picked = projectFields({ ...row, id: "x", revision: 3 } as never);
    expect(picked).toEqual(row);
    const set = projectFieldsFromExcluded();
    expect(Object.keys(set)).toEqual([...PROJECT_FIELDS]);
    expect(set.starterFiles.queryChunks.map((c) => (c as { value: string[] }).value.join(""))).toEqual([
      'excluded."starter_files"',
    ]);
  });
});
