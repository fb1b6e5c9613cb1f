/**
 * API read benchmark at the size of DESIGN.md's budget: 10,000 learners, 200 courses and
 * 1,000,000 progress rows on PostgreSQL, server in this process on 127.0.0.1.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench
 *
 * Creates a throwaway database (dropped at the end), fills it with SQL generate_series,
 * then runs autocannon against each learner read endpoint for a few seconds and prints
 * p50/p95/p99 latency, requests per second and SQL statements per request. Budget: p95 < 10 ms.
 */
import { randomUUID } from "node:crypto";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { loadConfig } from "../src/server/config";
import { openPostgres } from "../src/server/db/client";
import { createDeps } from "../src/server/deps";
import { createApp } from "../src/server/app";
import { silentLogger } from "../src/server/lib/logger";
import { seedDemo } from "../src/server/db/seed/seed";
import { upsertAccount } from "../src/server/auth/accounts";

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    "Set BENCH_DATABASE_URL to a PostgreSQL server (a throwaway database is created there).",
  );
  process.exit(2);
}
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 10_000);
const COURSES = Number(process.env.BENCH_COURSES ?? 200);
const PROGRESS_PER_LEARNER = Number(process.env.BENCH_PROGRESS_PER_LEARNER ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3999);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);

const name = `kw_bench_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const database = await openPostgres(url.toString(), 10);
try {
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    BASE_URL: `http://127.0.0.1:${PORT}`,
    RATE_LIMIT_MAX: "100000000",
  });
  const deps = createDeps(config, database, silentLogger);
  await seedDemo(deps);
  const db = deps.db;
  console.log(
    `filling: ${COURSES} courses, ${LEARNERS} learners, ${LEARNERS * PROGRESS_PER_LEARNER} progress rows …`,
  );
  const t0 = Date.now();
  await db.execute(sql`
    insert into courses (title, description, difficulty_level, estimated_duration_hours, is_published, published_at, language)
    select 'Benchmark-Kurs ' || g, 'Beschreibung ' || g, (array['Beginner','Intermediate','Advanced'])[1 + g % 3], 5 + g % 20, true, now(), 'de'
    from generate_series(1, ${COURSES}) g`);
  await db.execute(sql`
    insert into course_versions (course_id, version_number, language, structure_json, is_active, is_published, generator)
    select id, 1, 'de', '{"modules":[]}'::jsonb, true, true, 'seed' from courses where seed_key is null`);
  await db.execute(sql`
    insert into modules (course_id, title, description, order_index)
    select c.id, 'Modul ' || m, 'Modulbeschreibung', m from courses c cross join generate_series(1, 3) m where c.seed_key is null`);
  await db.execute(sql`
    insert into lessons (module_id, title, content, estimated_duration_minutes, order_index)
    select mo.id, 'Lektion ' || l, repeat('Lehrtext ', 200), 20, l from modules mo cross join generate_series(1, 4) l`);
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, language)
    select 'bench-' || g, 'Lernende ' || g, 'bench' || g || '@example.com', true, 'user', 'de' from generate_series(1, ${LEARNERS}) g`);
  await db.execute(sql`
    create temporary table lesson_ids as select id, row_number() over (order by id) - 1 as n from lessons`);
  await db.execute(sql`
    insert into user_lesson_progress (user_id, lesson_id, completed_at, time_spent_minutes, updated_at)
    select 'bench-' || u, li.id, now() - (p || ' minutes')::interval, 15, now() - (p || ' minutes')::interval
    from generate_series(1, ${LEARNERS}) u
    cross join generate_series(0, ${PROGRESS_PER_LEARNER - 1}) p
    join lesson_ids li on li.n = (u * 7 + p) % (select count(*) from lesson_ids)`);
  await db.execute(sql`
    insert into user_learning_path (user_id, course_id, started_at, progress_percentage)
    select 'bench-' || u, c.id, now(), 50 from generate_series(1, ${LEARNERS}) u
    cross join lateral (select id from courses order by id offset (u % ${COURSES}) limit 3) c`);
  await db.execute(sql`analyze`);
  console.log(`filled in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // The measured learner has a path and progress like everyone else.
  const email = "bench-learner@example.com";
  const { id: learnerId } = await upsertAccount(db, {
    email,
    name: "Bench Learner",
    password: "bench-password-1",
    role: "user",
  });
  await db.execute(sql`
    insert into user_learning_path (user_id, course_id, started_at, progress_percentage)
    select ${learnerId}, id, now(), 10 from courses order by created_at desc limit 5`);
  await db.execute(sql`
    insert into user_lesson_progress (user_id, lesson_id, completed_at, time_spent_minutes)
    select ${learnerId}, id, now(), 15 from lesson_ids where n < 100`);

  const app = createApp(deps, { ping: database.ping });
  const server = serve({ fetch: app.fetch, port: PORT, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${PORT}`;
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: "bench-password-1" }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { courses } = await import("../src/server/db/schema");
  const { eq } = await import("drizzle-orm");
  const [{ id: courseId }] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.seedKey, "web-development"));

  const endpoints = [
    "/api/learning/dashboard?lang=de",
    "/api/learning/path?lang=de",
    "/api/learning/courses?lang=de",
    `/api/learning/courses/${courseId}?lang=en`,
    `/api/learning/courses/${courseId}/progress`,
  ];
  console.log(
    "\nendpoint                                          p50 ms  p95 ms  p99 ms   req/s  sql/req",
  );
  for (const path of endpoints) {
    const probe = await fetch(base + path, { headers: { cookie } });
    const statements = probe.headers.get("x-sql-statements");
    if (probe.status !== 200) throw new Error(`${path}: ${probe.status} ${await probe.text()}`);
    const r = await autocannon({
      url: base + path,
      headers: { cookie },
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    const label = path.replace(courseId, ":id").padEnd(48);
    console.log(
      `${label} ${String(r.latency.p50).padStart(6)} ${String(r.latency.p97_5 ?? r.latency.p90).padStart(7)} ${String(r.latency.p99).padStart(7)} ${String(Math.round(r.requests.average)).padStart(7)} ${String(statements).padStart(8)}`,
    );
  }
  console.log("(p95 column shows autocannon's p97.5, the nearest percentile it reports above p95)");
  server.close();
} finally {
  await database.close();
  if (process.env.BENCH_KEEP === "1") console.log(`kept database ${name}`);
  else await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
