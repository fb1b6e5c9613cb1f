/**
 * Fills a freshly migrated database with the benchmark data (SQL generate_series, the same
 * on PostgreSQL and PGlite): COURSES published courses of 3 modules × 4 lessons, LEARNERS
 * learners with PROGRESS_PER_LEARNER completed lessons (and their record of learning: an event
 * per completion and 20 reading posts) and 3 path rows each, WRITERS
 * confirmed learners without progress (sign-in and lesson completion), one measured learner
 * and one admin (without one every page would be the setup screen).
 */
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../src/server/db/client";
import { seedDemoCourses } from "../src/server/db/seed/seed";
import { hashPassword } from "../src/server/auth/password";

export interface BenchSize {
  learners: number;
  courses: number;
  progressPerLearner: number;
  writers: number;
  /** Funnel leads, spread over the last 365 days; every tenth is a learner's address. */
  leads: number;
}

export const BENCH_PASSWORD = "bench-password-1";
export const MEASURED_EMAIL = "bench-learner@example.com";
export const ADMIN_EMAIL = "bench-admin@example.com";
/** A learner with 1,000 progress rows: the data export and the account deletion (issue 34). */
export const HEAVY_EMAIL = "bench-heavy@example.com";
export const writerEmail = (i: number) => `bench-w${i}@example.com`;

export async function fillBenchData(db: Db, size: BenchSize): Promise<void> {
  await seedDemoCourses(db);
  // The hash first: the bulk insert below runs in one transaction on one connection.
  const hash = await hashPassword(BENCH_PASSWORD);
  await db.transaction((tx) => bulkInsert(tx, size, hash));
  // As pgbench does before a run: vacuum what was just written (hint bits, visibility map,
  // statistics), then flush it, so neither autovacuum nor a checkpoint works through the
  // million new rows while the load is measured (it did: one process measured at half of
  // what two made, and Lighthouse's figures after it were the machine's, not the pages').
  await db.execute(sql`vacuum (analyze)`);
  try {
    await db.execute(sql`checkpoint`);
  } catch {
    /* only a superuser may: the vacuum is what matters */
  }
}

async function bulkInsert(db: DbOrTx, size: BenchSize, hash: string) {
  const { learners, courses, progressPerLearner } = size;
  // Triggers off for the bulk rows; the stored counts are computed once at the end (0056).
  await db.execute(sql`set local session_replication_role = replica`);
  await db.execute(sql`
    insert into courses (title, description, difficulty_level, estimated_duration_hours, is_published, published_at, language)
    select 'Benchmark-Kurs ' || g, 'Beschreibung ' || g, (array['Beginner','Intermediate','Advanced'])[1 + g % 3], 5 + g % 20, true, now(), 'de'
    from generate_series(1, ${courses}) g`);
  await db.execute(sql`
    insert into course_versions (course_id, version_number, language, structure_json, is_active, is_published, generator)
    select id, 1, 'de', '{"modules":[]}'::jsonb, true, true, 'seed' from courses where seed_key is null`);
  await db.execute(sql`
    insert into modules (course_id, title, description, order_index)
    select c.id, 'Modul ' || m, 'Modulbeschreibung', m from courses c cross join generate_series(1, 3) m where c.seed_key is null`);
  await db.execute(sql`
    insert into lessons (module_id, title, content, estimated_duration_minutes, order_index)
    select mo.id, 'Lektion ' || l, repeat('Lehrtext ', 200), 20, l from modules mo
    join courses c on c.id = mo.course_id and c.seed_key is null
    cross join generate_series(1, 4) l`);
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, language)
    select 'bench-' || g, 'Lernende ' || g, 'bench' || g || '@example.com', true, 'user', 'de' from generate_series(1, ${learners}) g`);
  await db.execute(sql`
    create temporary table lesson_ids as select id, row_number() over (order by id) - 1 as n from lessons`);
  await db.execute(sql`
    insert into user_lesson_progress (user_id, lesson_id, completed_at, time_spent_minutes, updated_at)
    select 'bench-' || u, li.id, now() - (p || ' minutes')::interval, 15, now() - (p || ' minutes')::interval
    from generate_series(1, ${learners}) u
    cross join generate_series(0, ${progressPerLearner - 1}) p
    join lesson_ids li on li.n = (u * 7 + p) % (select count(*) from lesson_ids)`);
  await db.execute(sql`
    insert into user_learning_path (user_id, course_id, started_at, progress_percentage)
    select 'bench-' || u, c.id, now(), 50 from generate_series(1, ${learners}) u
    cross join lateral (select id from courses order by id offset (u % ${courses}) limit 3) c`);

  // The record of learning (decision 0187), as the app writes it: a `lesson_completed` event
  // per completed lesson and, per learner, 20 reading posts of 2 minutes on their lessons
  // this week (the dashboard's week minutes read them). Written with the triggers off like
  // the rows they would derive, which the lines above already hold.
  await db.execute(sql`
    insert into learning_events (user_id, course_id, lesson_id, kind, at)
    select p.user_id, m.course_id, p.lesson_id, 'lesson_completed', p.completed_at
    from user_lesson_progress p join lessons l on l.id = p.lesson_id
    join modules m on m.id = l.module_id
    where p.user_id like 'bench-%' and p.completed_at is not null`);
  await db.execute(sql`
    insert into learning_events (user_id, course_id, lesson_id, kind, seconds, at)
    select 'bench-' || u, m.course_id, li.id, 'reading', 120, now() - (r || ' minutes')::interval
    from generate_series(1, ${learners}) u
    cross join generate_series(0, 19) r
    join lesson_ids li on li.n = (u * 7 + r % ${Math.min(progressPerLearner, 20)}) % (select count(*) from lesson_ids)
    join lessons l on l.id = li.id join modules m on m.id = l.module_id`);

  await insertRunAccounts(db, size, hash);
  await measuredLearnerReading(db);
  await db.execute(sql`drop table lesson_ids`);
  // Leads (issue 34): the last 365 days, answers cycling; every tenth is a learner's address.
  // Written oldest first, as the app writes them (a lead is inserted when it comes), so the
  // table's pages are in date order as in a real install; the learners' leads are then
  // written again (as their accounts' sign-ups do), which moves a tenth of them elsewhere.
  await db.execute(sql`
    insert into funnel_leads (token_hash, email, goal, experience_level, interest_topic, time_available,
      biggest_blocker, utm_source, language, created_at, updated_at)
    select 'bench-lead-' || g,
      case when g % 10 = 0 and g / 10 <= ${learners} then 'bench' || (g / 10) || '@example.com' else 'lead' || g || '@example.com' end,
      (array['career','hobby','school'])[1 + g % 3], (array['none','some','pro'])[1 + g % 3],
      (array['web','data','ai','python'])[1 + g % 4], (array['1h','3h','5h'])[1 + g % 3],
      (array['time','motivation','money'])[1 + g % 3], (array[null,'newsletter','ads','social'])[1 + g % 4],
      (array['de','en','es','fr'])[1 + g % 4],
      now() - ((g % 365) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
      now()
    from generate_series(1, ${size.leads}) g
    order by 10 -- created_at
  `);
  await db.execute(sql`update funnel_leads set updated_at = now() where email like 'bench%'`);
  await fillAdminData(db, size);
  await db.execute(sql`select kw_refresh_all_counts()`);
  // Tutor questions per course (decision 0163): the fill wrote them with the triggers off.
  await db.execute(sql`select kw_refresh_tutor_counts()`);
  await db.execute(sql`
    create table if not exists bench_filled (size jsonb not null, seconds real not null, filled_at timestamptz not null default now())`);
}

/**
 * Issue 34: rows for the admin screens that read their own tables, in proportion to the
 * learners, so their growth means something: a certificate for every fifth learner (their
 * first course on the path), two tutor questions per learner (every 50th reported, some rated)
 * and one audit entry per two learners spread over the courses. Set-based; the run's admin is
 * the audit entries' actor. Runs in the fill, and on a kept database that has none of them yet
 * (filled before these existed: `resetRunData`).
 */
async function fillAdminData(db: DbOrTx, { learners, courses }: BenchSize) {
  await db.execute(sql`
    create temporary table bench_course_lessons on commit drop as
    select c.id as course_id, c.title, l.id as lesson_id, c.n,
      row_number() over (partition by c.id order by m.order_index, l.order_index) - 1 as k
    from (select id, title, row_number() over (order by id) - 1 as n from courses where seed_key is null) c
    join modules m on m.course_id = c.id join lessons l on l.module_id = m.id`);
  await db.execute(sql`
    insert into certificates (user_id, course_id, learner_name, course_title, language, issued_at)
    select 'bench-' || u, cl.course_id, 'Lernende ' || u, cl.title, 'de', now() - ((u % 365) || ' days')::interval
    from generate_series(5, ${learners}, 5) u
    join bench_course_lessons cl on cl.n = u % ${courses} and cl.k = 0
    on conflict do nothing`);
  await db.execute(sql`
    insert into tutor_messages (user_id, course_id, lesson_id, question, answer, mode, helpful, reported_at, created_at)
    select 'bench-' || u, cl.course_id, cl.lesson_id, 'Frage ' || u || '-' || q, repeat('Antwort ', 40), 'offline',
      case (u + q) % 4 when 0 then true when 1 then false end,
      case when (u + q) % 50 = 0 then now() - ((u % 30) || ' days')::interval end,
      now() - ((u % 60) || ' days')::interval - (q || ' minutes')::interval
    from generate_series(1, ${learners}) u cross join generate_series(1, 2) q
    join bench_course_lessons cl on cl.n = u % ${courses} and cl.k = (u + q) % 12`);
  await db.execute(sql`
    insert into audit_log (course_id, entity_type, entity_id, action, actor_id, details, created_at)
    select cl.course_id, 'lesson', cl.lesson_id::text, (array['updated','created','reordered'])[1 + g % 3],
      'bench-admin', jsonb_build_object('title', 'Lektion ' || g), now() - ((g % 365) || ' days')::interval
    from generate_series(1, ${Math.ceil(learners / 2)}) g
    join bench_course_lessons cl on cl.n = g % ${courses} and cl.k = g % 12`);
  // Help requests (issue 45): a code exercise in every course's first lesson; one request per
  // five learners (a quarter still open), each with the admin as its helper.
  await db.execute(sql`
    insert into lesson_exercises (lesson_id, task, practice, order_index)
    select cl.lesson_id, 'Schreibe sum.', jsonb_build_object('runtime', 'javascript',
      'starterFiles', jsonb_build_array(jsonb_build_object('name', 'main.js', 'content', 'function sum() {}')),
      'solutionFiles', jsonb_build_array(jsonb_build_object('name', 'main.js', 'content', 'function sum() { return 0; }')),
      'checks', jsonb_build_array(jsonb_build_object('id', 'a', 'title', 'Summe', 'hidden', false, 'code', '', 'ordered', false)),
      'timeLimitMs', 5000, 'required', false), 9
    from bench_course_lessons cl where cl.k = 0`);
  await db.execute(sql`
    insert into help_requests (user_id, course_id, lesson_id, exercise_id, question, files, status, created_at)
    select 'bench-' || u, cl.course_id, cl.lesson_id, e.id, 'Warum schlägt die Prüfung fehl? ' || u,
      jsonb_build_array(jsonb_build_object('name', 'main.js', 'content', repeat('let x = 1;' || chr(10), 20))),
      case when u % 20 = 0 then 'open' else 'answered' end,
      now() - ((u % 90) || ' days')::interval - ((u % 1440) || ' minutes')::interval
    from generate_series(5, ${learners}, 5) u
    join bench_course_lessons cl on cl.n = u % ${courses} and cl.k = 0
    join lesson_exercises e on e.lesson_id = cl.lesson_id and e.order_index = 9`);
  await db.execute(sql`
    insert into help_request_helpers (request_id, user_id, created_at, open)
    select r.id, 'bench-admin', r.created_at, r.status = 'open' from help_requests r`);
}

/** The size and fill time of a kept database (`BENCH_REUSE=1`), or null when not (fully) filled. */
export async function filledSize(db: Db): Promise<{ size: BenchSize; seconds: number } | null> {
  try {
    const { rows } = (await db.execute(
      sql`select size, seconds from bench_filled order by filled_at desc limit 1`,
    )) as unknown as { rows: Array<{ size: BenchSize; seconds: number }> };
    return rows[0] ?? null;
  } catch {
    return null;
  }
}

export async function markFilled(db: Db, size: BenchSize, seconds: number): Promise<void> {
  await db.execute(
    sql`insert into bench_filled (size, seconds) values (${JSON.stringify(size)}::jsonb, ${seconds})`,
  );
}

/**
 * Undoes what a run wrote into a kept database, so the next run measures the same data: the
 * writers' completions, the heavy learner's deletion, the sessions. The run's accounts are
 * deleted (cascading to everything they wrote) and inserted again, with the triggers on, so
 * the stored counts stay true.
 */
export async function resetRunData(db: Db, size: BenchSize): Promise<void> {
  const hash = await hashPassword(BENCH_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from session`);
    // The measured learner and the admin only read; the writers and the heavy learner wrote.
    await tx.execute(sql`delete from "user" where id like 'bench-w%' or id = 'bench-heavy'`);
    await tx.execute(sql`
      create temporary table lesson_ids on commit drop as select id, row_number() over (order by id) - 1 as n from lessons`);
    await insertRunAccounts(tx, size, hash);
    // Kept databases filled before the admin screens' rows existed get them once.
    const { rows } = (await tx.execute(
      sql`select exists (select 1 from certificates where user_id like 'bench-%') as has`,
    )) as unknown as { rows: Array<{ has: boolean }> };
    if (!rows[0].has) await fillAdminData(tx, size);
  });
  // The measured learner's reading of this week, written again at every reuse (a kept
  // database's reading posts of the fill are of the week it was filled), triggers off as
  // in the fill.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      create temporary table lesson_ids on commit drop as select id, row_number() over (order by id) - 1 as n from lessons`);
    await measuredLearnerReading(tx);
  });
  await db.execute(
    sql`vacuum (analyze) "user", account, session, user_lesson_progress, certificates, tutor_messages, audit_log, learning_events`,
  );
}

/**
 * The measured learner's record of learning like every learner's (issue 42): a learning
 * profile (so the dashboard and the path show the week's minutes, which read the record) and
 * 20 reading posts of 2 minutes this week on lessons they completed.
 * Needs the temporary table `lesson_ids`; triggers off.
 */
async function measuredLearnerReading(db: DbOrTx) {
  await db.execute(sql`
    insert into learning_profiles (user_id, goal, experience_level, time_available, learning_style,
      interest_topic, biggest_blocker, source)
    values ('bench-learner', 'new-career', 'beginner', '5-10', '["projects"]'::jsonb, 'web-dev',
      'limited-time', 'app')
    on conflict do nothing`);
  await db.execute(
    sql`delete from learning_events where user_id = 'bench-learner' and kind = 'reading'`,
  );
  await db.execute(sql`
    insert into learning_events (user_id, course_id, lesson_id, kind, seconds, at)
    select 'bench-learner', m.course_id, li.id, 'reading', 120, now() - (r || ' minutes')::interval
    from generate_series(0, 19) r join lesson_ids li on li.n = r
    join lessons l on l.id = li.id join modules m on m.id = l.module_id`);
  // Written with the triggers off: the learner's stored week minutes rebuilt (decision 0242).
  await db.execute(sql`select kw_refresh_week_minutes_of('bench-learner')`);
}

/**
 * The accounts a run signs in and writes with: the writers (lesson completion), the measured
 * learner, the admin and the heavy learner (data export, then account deletion). Needs the
 * temporary table `lesson_ids`. Also used when a kept database is reused (`resetRunData`).
 */
async function insertRunAccounts(db: DbOrTx, { writers }: BenchSize, hash: string) {
  // One Argon2id hash for every account of the run (the bench signs them in).
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, language)
    select 'bench-w' || g, 'Schreibende ' || g, 'bench-w' || g || '@example.com', true, 'user', 'de'
    from generate_series(1, ${writers}) g
    union all select 'bench-learner', 'Bench Learner', ${MEASURED_EMAIL}, true, 'user', 'de'
    -- An install has an admin: without one every page is the one-time setup screen (issue
    -- 13), and Lighthouse would measure that instead of /, /auth and /app.
    union all select 'bench-admin', 'Bench Admin', ${ADMIN_EMAIL}, true, 'admin', 'de'
    union all select 'bench-heavy', 'Bench Heavy', ${HEAVY_EMAIL}, true, 'user', 'de'
    on conflict do nothing`);
  await db.execute(sql`
    insert into account (id, account_id, provider_id, user_id, password)
    select 'acc-' || id, id, 'credential', id, ${hash} from "user" where id like 'bench-w%' or id in ('bench-learner', 'bench-admin', 'bench-heavy')
    on conflict do nothing`);
  // The measured learner has a path and progress like everyone else.
  await db.execute(sql`
    insert into user_learning_path (user_id, course_id, started_at, progress_percentage)
    select 'bench-learner', id, now(), 10 from courses order by created_at desc limit 5
    on conflict do nothing`);
  await db.execute(sql`
    insert into user_lesson_progress (user_id, lesson_id, completed_at, time_spent_minutes)
    select 'bench-learner', id, now(), 15 from lesson_ids where n < 100
    on conflict do nothing`);
  await db.execute(sql`
    insert into user_lesson_progress (user_id, lesson_id, completed_at, time_spent_minutes)
    select 'bench-heavy', id, now() - (n || ' hours')::interval, 15 from lesson_ids where n < 1000
    on conflict do nothing`);
}
