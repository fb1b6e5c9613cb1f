import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { createTestApp, type TestApp } from "../../../test/harness";
import { trash } from "../../../db/schema";
import { purgeTrash } from "./editor-trash";
import type { EditorViewResponse, LessonResponse } from "@shared/contracts/editor";
import {
  caller,
  giveProgress,
  insertDemo,
  learningPath,
  progressOf,
  type DemoVersions,
} from "../../../test/editor-helpers";

/** Recycle bin (delete with learner progress, restore) and regeneration with the offline model. */
let t: TestApp;
let api: ReturnType<typeof caller>;
let demo: DemoVersions;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signIn("admin");
  api = caller(t, admin.cookie);
  demo = await insertDemo(t, 0);
});
afterAll(async () => {
  await t?.close();
});

type Err = { error: { code: string; message: string } };
const withLessons = (v: EditorViewResponse) => v.modules.filter((m) => m.lessons.length);

describe("recycle bin", () => {
  it("names the impact, deletes a module with learner progress and restores it with the progress", async () => {
    const v = await api.view(demo.sourceId);
    const m = withLessons(v)[0];
    const learner = await giveProgress(t, demo.courseId, [m.lessons[0].id]);
    const impact = await api.call<{ impact: unknown }>(
      "GET",
      `/editor/${demo.sourceId}/modules/${m.id}/impact`,
    );
    expect(impact.body.impact).toEqual({
      lessons: m.lessons.length,
      learnersWithProgress: 1,
      completedLessons: 1,
    });
    const counted = (await api.view(demo.sourceId)).modules.find((x) => x.id === m.id)!;
    expect(counted).toMatchObject({ lessonCount: m.lessons.length, learnersWithProgress: 1 });

    const stale = await api.call<Err>(
      "DELETE",
      `/editor/${demo.sourceId}/modules/${m.id}?expectedRevision=${m.revision + 5}`,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("REVISION_CONFLICT");
    const del = await api.call<{
      trash: { id: string; title: string; learnersWithProgress: number };
    }>("DELETE", `/editor/${demo.sourceId}/modules/${m.id}?expectedRevision=${m.revision}`);
    expect(del.status).toBe(200);
    expect(del.body.trash).toMatchObject({ title: m.title, learnersWithProgress: 1 });
    const after = await api.view(demo.sourceId);
    expect(after.modules.map((x) => x.id)).not.toContain(m.id);
    expect(after.trash[0]).toMatchObject({ id: del.body.trash.id, kind: "module", title: m.title });
    expect(await progressOf(t, learner.userId, m.lessons[0].id)).toBeNull();
    // The course has fewer lessons now: the learner's percent is recomputed at once.
    expect((await learningPath(t, learner.userId, demo.courseId)).progressPercentage).toBe(0);

    const restored = await api.call<{ restored: { kind: string; id: string } }>(
      "POST",
      `/editor/${demo.sourceId}/trash/${del.body.trash.id}/restore`,
    );
    expect(restored.body.restored).toEqual({ kind: "module", id: m.id });
    const back = await api.view(demo.sourceId);
    expect(back.modules.find((x) => x.id === m.id)!.lessons.map((l) => l.id)).toEqual(
      m.lessons.map((l) => l.id),
    );
    // Back at its old position, not at the end.
    expect(back.modules.map((x) => x.id)).toEqual(v.modules.map((x) => x.id));
    expect(back.trash.map((x) => x.id)).not.toContain(del.body.trash.id);
    expect((await progressOf(t, learner.userId, m.lessons[0].id))?.completedAt).toBeTruthy();
    expect(
      (await learningPath(t, learner.userId, demo.courseId)).progressPercentage,
    ).toBeGreaterThan(0);
    const lesson = await api.call<LessonResponse>(
      "GET",
      `/editor/${demo.sourceId}/lessons/${m.lessons[0].id}`,
    );
    expect(lesson.body.lesson.quizzes.length + lesson.body.lesson.exercises.length).toBeGreaterThan(
      0,
    );
  });

  it("restores a deleted lesson, and refuses cleanly when its module is gone", async () => {
    const v = await api.view(demo.sourceId);
    const [a, b] = withLessons(v);
    const lesson = b.lessons[0];
    const learner = await giveProgress(t, demo.courseId, [lesson.id], false);
    const del = await api.call<{ trash: { id: string; learnersWithProgress: number } }>(
      "DELETE",
      `/editor/${demo.sourceId}/lessons/${lesson.id}?expectedRevision=${lesson.revision}`,
    );
    expect(del.body.trash.learnersWithProgress).toBe(1);
    const ok = await api.call(
      "POST",
      `/editor/${demo.sourceId}/trash/${del.body.trash.id}/restore`,
    );
    expect(ok.status).toBe(200);
    expect(await progressOf(t, learner.userId, lesson.id)).not.toBeNull();
    const restoredModule = (await api.view(demo.sourceId)).modules.find((x) => x.id === b.id)!;
    expect(restoredModule.lessons.map((l) => l.id)).toEqual(b.lessons.map((l) => l.id));

    const gone = a.lessons[0];
    const delLesson = await api.call<{ trash: { id: string } }>(
      "DELETE",
      `/editor/${demo.sourceId}/lessons/${gone.id}?expectedRevision=${gone.revision}`,
    );
    const cur = (await api.view(demo.sourceId)).modules.find((x) => x.id === a.id)!;
    await api.call(
      "DELETE",
      `/editor/${demo.sourceId}/modules/${a.id}?expectedRevision=${cur.revision}`,
    );
    const refused = await api.call<Err>(
      "POST",
      `/editor/${demo.sourceId}/trash/${delLesson.body.trash.id}/restore`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: "TRASH_PARENT_GONE",
      message:
        "Wiederherstellen nicht möglich: Das übergeordnete Modul oder der Kurs existiert nicht mehr.",
    });
  });
});

describe("recycle bin purge", () => {
  it("keeps entries 30 days and purges older ones", async () => {
    const day = 24 * 60 * 60 * 1000;
    const entry = (days: number) => ({
      courseId: demo.courseId,
      kind: "lesson",
      entityId: randomUUID(),
      title: `vor ${days} Tagen`,
      snapshot: {},
      deletedAt: new Date(Date.now() - days * day),
    });
    await t.deps.db.insert(trash).values([entry(29), entry(31)]);
    await purgeTrash(t.deps.db);
    const titles = (await api.view(demo.sourceId)).trash.map((e) => e.title);
    expect(titles).toContain("vor 29 Tagen");
    expect(titles).not.toContain("vor 31 Tagen");
  });
});

describe("regenerate with the AI (offline provider)", () => {
  it("proposes a lesson without saving and accepts it keeping the id", async () => {
    const v = await api.view(demo.sourceId);
    const l = withLessons(v)[0].lessons[0];
    const path = `/editor/${demo.sourceId}/lessons/${l.id}`;
    const before = (await api.call<LessonResponse>("GET", path)).body.lesson;
    const tooLong = await api.call<Err>("POST", `${path}/regenerate`, {
      instruction: "x".repeat(501),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe("Die Anweisung darf höchstens 500 Zeichen lang sein");
    const p = await api.call<{ proposal: LessonResponse["lesson"]; revision: number }>(
      "POST",
      `${path}/regenerate`,
      { instruction: "kürzer" },
    );
    expect(p.status).toBe(200);
    expect(p.body.proposal.content.length).toBeGreaterThan(0);
    expect((await api.call<LessonResponse>("GET", path)).body.lesson).toEqual(before);
    const accepted = await api.call<LessonResponse>("POST", `${path}/regenerate/accept`, {
      expectedRevision: p.body.revision,
      proposal: p.body.proposal,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.lesson).toMatchObject({
      id: l.id,
      title: p.body.proposal.title,
      content: p.body.proposal.content,
    });
    const again = await api.call<Err>("POST", `${path}/regenerate/accept`, {
      expectedRevision: p.body.revision,
      proposal: p.body.proposal,
    });
    expect(again.body.error.code).toBe("REVISION_CONFLICT");
  });

  it("accepts a module proposal: a completed lesson kept by position stays completed; the dry run names removals", async () => {
    const demo = await insertDemo(t, 1);
    const v = await api.view(demo.sourceId);
    const m = withLessons(v)[0];
    const learner = await giveProgress(t, demo.courseId, [m.lessons[0].id, m.lessons.at(-1)!.id]);
    const p = await api.call<{
      proposal: { lessons: LessonResponse["lesson"][] };
      contentRevision: number;
      impact: Record<string, number>;
    }>("POST", `/editor/${demo.sourceId}/modules/${m.id}/regenerate`, {
      instruction: "mehr Praxisbeispiele",
    });
    expect(p.status).toBe(200);
    // Keep only one lesson of the proposal: the last completed lesson would be removed.
    const proposal = { lessons: p.body.proposal.lessons.slice(0, 1) };
    const body = { expectedContentRevision: p.body.contentRevision, proposal };
    const dry = await api.call<{ applied: boolean; impact: Record<string, number> }>(
      "POST",
      `/editor/${demo.sourceId}/modules/${m.id}/regenerate/accept`,
      { ...body, dryRun: true },
    );
    expect(dry.body.applied).toBe(false);
    expect(dry.body.impact).toMatchObject({
      lessonsKept: 1,
      lessonsRemoved: m.lessons.length - 1,
      completedLessonsRemoved: 1,
      learnersAffected: 1,
    });
    expect(
      (await api.view(demo.sourceId)).modules.find((x) => x.id === m.id)!.lessons,
    ).toHaveLength(m.lessons.length);

    const done = await api.call<{
      applied: boolean;
      module: { lessons: { id: string; title: string }[]; contentRevision: number };
    }>("POST", `/editor/${demo.sourceId}/modules/${m.id}/regenerate/accept`, body);
    expect(done.body.applied).toBe(true);
    expect(done.body.module.lessons.map((l) => l.id)).toEqual([m.lessons[0].id]);
    expect(done.body.module.lessons[0].title).toBe(proposal.lessons[0].title);
    expect(done.body.module.contentRevision).toBeGreaterThan(p.body.contentRevision);
    expect((await progressOf(t, learner.userId, m.lessons[0].id))?.completedAt).toBeTruthy();
    expect(await progressOf(t, learner.userId, m.lessons.at(-1)!.id)).toBeNull();
    const stale = await api.call<Err>(
      "POST",
      `/editor/${demo.sourceId}/modules/${m.id}/regenerate/accept`,
      body,
    );
    expect(stale.body.error.code).toBe("REVISION_CONFLICT");
    const history = await api.call<{ entries: { action: string; entityId: string }[] }>(
      "GET",
      `/courses/${demo.courseId}/history`,
    );
    expect(history.body.entries[0]).toMatchObject({ action: "regenerated", entityId: m.id });
  });

  it("refuses regeneration in a translated version", async () => {
    const v = await api.view(demo.translatedId);
    const m = withLessons(v)[0];
    const r = await api.call<Err>(
      "POST",
      `/editor/${demo.translatedId}/modules/${m.id}/regenerate`,
      {},
    );
    expect(r.body.error.code).toBe("STRUCTURE_SOURCE_ONLY");
  });
});
