/**
 * Benchmark of a lesson's "Fragen & Antworten" (issue 45, decision 0218):
 *
 *   npm run bench:discussion                       (PGlite, 20,000 posts)
 *   npm run bench:discussion -- --smoke            (PGlite, 2,000 posts, for CI)
 *   BENCH_SCALE=100k BENCH_DATABASE_URL=postgres://… npm run bench:discussion   (200,000 posts)
 *
 * Fills a throwaway database with questions and answers spread over many lessons and classes
 * (one busy lesson holds a tenth of them), then measures the reads a request runs, without
 * HTTP: a learner's first page of the busy lesson, a later page, a search, the tutor's excerpt
 * and a helper's inbox list (one question in fifty waits for an answer). Budget: p95 ≤ 100 ms
 * at 200,000 posts (docs/benchmarks.md, decision 0233).
 */

import { sql } from "drizzle-orm";
import { openPglite, openPostgres, type Database } from "../src/server/db/client";
import {
  answeredThreadsForTutor,
  listDiscussion,
  unansweredQuestions,
  unansweredQuestionsForHelper,
} from "../src/server/modules/discussions/discussions.service";

const smoke = process.argv.includes("--smoke") || process.env.BENCH_SMOKE === "1";
const posts = Number(
  process.env.BENCH_DISCUSSION_POSTS ??
    (process.env.BENCH_SCALE === "100k" ? 200_000 : smoke ? 2_000 : 20_000),
);
const RUNS = smoke ? 30 : 200;
const BUDGET_MS = 100;

async function open(): Promise<Database> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return openPglite(null);
  const name = `kw_bench_discussion_${Date.now()}`;
  const admin = await openPostgres(url, 1);
  await admin.db.execute(sql.raw(`create database ${name}`));
  await admin.close();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return openPostgres(u.toString(), 4);
}

async function fill(database: Database) {
  const { db } = database;
  const lessonsN = Math.max(10, Math.round(posts / 200));
  const cohortsN = 20;
  await db.execute(sql`insert into "user" (id, name, email, email_verified, role)
    select 'bench-' || g, 'Lernende ' || g, 'bench-' || g || '@bench.test', true,
      case when g = 0 then 'teacher' else 'user' end
    from generate_series(0, 999) g`);
  await db.execute(sql`insert into courses (id, title, is_published)
    values ('00000000-0000-4000-8000-000000000001', 'Bench', true)`);
  await db.execute(sql`insert into modules (id, course_id, title, order_index)
    values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'M', 1)`);
  await db.execute(sql`insert into lessons (id, module_id, title, content, order_index)
    select ('00000000-0000-4000-8001-' || lpad(g::text, 12, '0'))::uuid,
      '00000000-0000-4000-8000-000000000002', 'Lektion ' || g, 'Text', g
    from generate_series(0, ${lessonsN - 1}) g`);
  await db.execute(sql`insert into cohorts (id, name, start_date, end_date, weekly_minutes)
    select ('00000000-0000-4000-8002-' || lpad(g::text, 12, '0'))::uuid, 'Klasse ' || g,
      '2026-01-01', '2026-12-31', 120 from generate_series(0, ${cohortsN - 1}) g`);
  await db.execute(sql`insert into cohort_courses (cohort_id, course_id, position)
    select id, '00000000-0000-4000-8000-000000000001', 1 from cohorts`);
  await db.execute(sql`insert into cohort_members (cohort_id, user_id, via)
    select ('00000000-0000-4000-8002-' || lpad((g % ${cohortsN})::text, 12, '0'))::uuid,
      'bench-' || g, 'admin' from generate_series(1, 999) g`);
  await db.execute(sql`insert into cohort_teachers (cohort_id, user_id)
    values ('00000000-0000-4000-8002-000000000001', 'bench-0')`);
  // Questions: a third of the posts; a tenth of all in lesson 0 (the busy one).
  const questions = Math.round(posts / 3);
  await db.execute(sql`insert into discussion_posts
      (id, lesson_id, course_id, cohort_id, author_id, title, body, last_activity_at, created_at)
    select ('00000000-0000-4000-8003-' || lpad(g::text, 12, '0'))::uuid,
      ('00000000-0000-4000-8001-' || lpad((case when g % 10 = 0 then 0 else g % ${lessonsN} end)::text, 12, '0'))::uuid,
      '00000000-0000-4000-8000-000000000001',
      ('00000000-0000-4000-8002-' || lpad(((1 + g % 999) % ${cohortsN})::text, 12, '0'))::uuid,
      'bench-' || (1 + g % 999), 'Frage ' || g || ' zu Schleifen', 'Wie funktioniert das ' || g || '?',
      now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
    from generate_series(0, ${questions - 1}) g`);
  // Statistics first: the trigger that keeps `answered` (decision 0233) plans its lookups now.
  await db.execute(sql`analyze discussion_posts`);
  // Answers: to every question but one in fifty (those wait in the helpers' inbox).
  const answered = questions - Math.ceil(questions / 50);
  await db.execute(sql`insert into discussion_posts
      (lesson_id, course_id, cohort_id, thread_id, author_id, body, created_at, last_activity_at)
    select q.lesson_id, q.course_id, q.cohort_id, q.id, 'bench-' || (1 + (g * 7) % 999),
      'Antwort ' || g, q.created_at + interval '1 minute', q.created_at + interval '1 minute'
    from generate_series(0, ${posts - questions - 1}) g
      join discussion_posts q on q.id = ('00000000-0000-4000-8003-' || lpad(((g % ${answered}) / 49 * 50 + 1 + (g % ${answered}) % 49)::text, 12, '0'))::uuid`);
  await db.execute(sql`analyze`);
}

async function measure(name: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const p95 = p(0.95);
  console.log(
    `| ${name} | ${p(0.5).toFixed(1)} | ${p95.toFixed(1)} | ${p95 <= BUDGET_MS ? "ok" : "OVER"} |`,
  );
  return p95 <= BUDGET_MS;
}

const database = await open();
try {
  await database.migrate();
  const t0 = performance.now();
  await fill(database);
  console.log(
    `\n### Discussions (${database.kind}, ${posts.toLocaleString("en-US")} posts, filled in ${Math.round((performance.now() - t0) / 1000)} s)\n`,
  );
  console.log("| read | p50 ms | p95 ms | ≤ 100 ms |");
  console.log("|---|---|---|---|");
  const db = database.db;
  const learner = { id: "bench-21", role: "user" };
  const teacher = { id: "bench-0", role: "teacher" };
  const busy = "00000000-0000-4000-8001-000000000000";
  const first = await listDiscussion(db, learner, busy);
  const ok = [
    await measure("lesson discussion, first page (learner)", () =>
      listDiscussion(db, learner, busy),
    ),
    await measure("lesson discussion, next page", () =>
      listDiscussion(db, learner, busy, { cursor: first.nextCursor ?? undefined }),
    ),
    await measure("lesson discussion, search", () =>
      listDiscussion(db, learner, busy, { q: "frage 1" }),
    ),
    await measure("lesson discussion (teacher)", () => listDiscussion(db, teacher, busy)),
    await measure("tutor excerpt", () => answeredThreadsForTutor(db, learner, busy)),
    await measure("inbox list (teacher's class)", () =>
      unansweredQuestions(db, {
        courseIds: [],
        cohortIds: ["00000000-0000-4000-8002-000000000001"],
      }),
    ),
    await measure("inbox list (reviewer's course)", () =>
      unansweredQuestions(db, {
        courseIds: ["00000000-0000-4000-8000-000000000001"],
        cohortIds: [],
      }),
    ),
    // As GET /help/inbox reads them: the teacher's classes from the database, and an admin's.
    await measure("inbox questions (teacher, as the route reads them)", () =>
      unansweredQuestionsForHelper(db, teacher, 100),
    ),
    await measure("inbox questions (admin: every class)", () =>
      unansweredQuestionsForHelper(db, { id: "bench-0", role: "admin" }, 100),
    ),
  ];
  if (first.threads.length === 0) throw new Error("the busy lesson shows no thread");
  if (!ok.every(Boolean) && !smoke) process.exitCode = 1;
} finally {
  await database.close();
}
