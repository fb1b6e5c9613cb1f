import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { insertCohort, insertTeachCourse, type TestCohort } from "../../test/cohort-helpers";
import { user } from "../../db/schema";
import type { DashboardResponse, LearningPathResponse } from "@shared/contracts/learning";

/*
 * The learner's side of the certificate of participation (issue 44, decision 0229): the class
 * card says whether it is issued, and the learner downloads their OWN PDF by its id; another
 * learner's id answers 404 like an unknown one.
 */

let t: TestApp;
let cohort: TestCohort;
type Person = { cookie: string; userId: string; email: string };
let teacher: Person;
let anna: Person;
let ben: Person;

const statements = (res: Response) => Number(res.headers.get("x-sql-statements"));

/** Decodes the text a PDF shows (pdfkit writes hex strings in TJ arrays when uncompressed). */
function pdfText(buf: ArrayBuffer) {
  const raw = Buffer.from(buf).toString("latin1");
  return [...raw.matchAll(/\[(.*?)\] TJ/g)]
    .map((m) =>
      [...m[1]!.matchAll(/<([0-9a-f]+)>/g)]
        .map((h) => Buffer.from(h[1]!, "hex").toString("latin1"))
        .join(""),
    )
    .join("\n");
}

async function cardOf(who: Person, screen: "dashboard" | "path" = "dashboard") {
  const res = await t.request(`/api/learning/${screen}`, { cookie: who.cookie });
  expect(res.status).toBe(200);
  const body = (await res.json()) as DashboardResponse | LearningPathResponse;
  return { card: body.cohorts.find((c) => c.id === cohort.id)!, statements: statements(res) };
}

beforeAll(async () => {
  t = await createTestApp();
  const course = await insertTeachCourse(t);
  teacher = await t.signIn("teacher");
  anna = await t.signIn("user");
  ben = await t.signIn("user");
  await t.deps.db.update(user).set({ name: "Anna Appel" }).where(eq(user.id, anna.userId));
  await t.deps.db.update(user).set({ name: "Ben Birne" }).where(eq(user.id, ben.userId));
  cohort = await insertCohort(t, {
    courseId: course.courseId,
    name: "Klasse Frühling",
    teacherIds: [teacher.userId],
    learnerIds: [anna.userId, ben.userId],
    dueInDays: [-3, 7],
  });
});
afterAll(async () => {
  await t.close();
});

describe("the learner's own certificate of participation", () => {
  it("is 'not yet' on the class card until the teacher issues it, then the learner downloads their own PDF", async () => {
    // Warm the session read; then the card says: not issued yet.
    await cardOf(anna);
    const before = await cardOf(anna);
    expect(before.card.participation).toBeNull();
    expect((await cardOf(anna, "path")).card.participation).toBeNull();

    const issued = await t.request(
      `/api/teach/cohorts/${cohort.id}/learners/${anna.userId}/participation`,
      { method: "POST", cookie: teacher.cookie },
    );
    expect(issued.status).toBe(200);
    const { id } = (await issued.json()) as { id: string };

    // Anna's card offers it (dashboard and path), in the same one statement.
    const after = await cardOf(anna);
    expect(after.card.participation).toMatchObject({ id });
    expect(Number.isNaN(Date.parse(after.card.participation!.issuedAt))).toBe(false);
    expect(after.statements).toBe(before.statements);
    expect((await cardOf(anna, "path")).card.participation?.id).toBe(id);
    // Ben's card does not: his is not issued.
    expect((await cardOf(ben)).card.participation).toBeNull();

    const pdf = await t.request(`/api/me/participation/${id}/pdf`, { cookie: anna.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain("teilnahmebescheinigung-anna-appel");
    const buf = await pdf.arrayBuffer();
    expect(Buffer.from(buf).subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(buf);
    expect(text).toContain("Teilnahmebescheinigung");
    expect(text).toContain("Anna Appel");
    expect(text).toContain("Klasse Frühling");
    // The same PDF as the teacher's download.
    const teachers = await t.request(
      `/api/teach/cohorts/${cohort.id}/learners/${anna.userId}/participation/pdf`,
      { cookie: teacher.cookie },
    );
    expect(pdfText(await teachers.arrayBuffer())).toBe(text);
  });

  it("never serves another learner's certificate, and needs a signed-in caller", async () => {
    const issued = await t.request(
      `/api/teach/cohorts/${cohort.id}/learners/${anna.userId}/participation`,
      { method: "POST", cookie: teacher.cookie },
    );
    const { id } = (await issued.json()) as { id: string };
    const path = `/api/me/participation/${id}/pdf`;
    expect((await t.request(path, { cookie: anna.cookie })).status).toBe(200);
    // Ben, a learner of the same class, with Anna's id: 404, as for an unknown id.
    const bens = await t.request(path, { cookie: ben.cookie });
    expect(bens.status).toBe(404);
    expect(await bens.text()).not.toContain("Anna");
    // The teacher reads it on their own route only; this one is the learner's.
    expect((await t.request(path, { cookie: teacher.cookie })).status).toBe(404);
    expect((await t.request(path)).status).toBe(401);
    expect(
      (await t.request(`/api/me/participation/${crypto.randomUUID()}/pdf`, { cookie: anna.cookie }))
        .status,
    ).toBe(404);
    expect(
      (await t.request(`/api/me/participation/nicht-eine-id/pdf`, { cookie: anna.cookie })).status,
    ).toBe(404);
  });
});
