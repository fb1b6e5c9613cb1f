/**
 * Issue 44: classes and teachers at scale. 1,000 cohorts (BENCH_COHORTS; smoke: 20) of up to
 * 200 learners each over the bench's learners, each teaching one bench course with a schedule
 * (two modules past due, one due today), 6 live sessions with attendance at 4, and 5
 * announcements; eight teachers (`bench-teacher-1..8`) teach two classes each. Measured: the
 * teacher's home (classes and needs-attention), a 200-learner class view and its gradebook,
 * one teacher (p95) and eight at once (p95), and the gradebook CSV of that class.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { hashPassword } from "../src/server/auth/password";
import { BENCH_PASSWORD } from "./fill";
import { signIn, type Server } from "./server";
import { pct, timed, timedDownload, type Timing } from "./admin";

export const TEACHERS = 8;
export const teacherEmail = (i: number) => `bench-teacher-${i}@example.com`;

/** Writes the classes once (a kept database that has them keeps them), then says what is there. */
export async function fillTeachData(db: Db, cohorts: number, learners: number): Promise<number> {
  const has = (await db.execute(
    sql`select exists (select 1 from cohorts where name like 'Bench-Klasse %') as has`,
  )) as unknown as { rows: Array<{ has: boolean }> };
  if (has.rows[0]!.has) {
    await printClasses(db);
    return 0;
  }
  const seconds = await writeTeachData(db, cohorts, learners);
  await printClasses(db);
  return seconds;
}

/** The bench's classes as they are in the database: how many, and their sizes. */
async function printClasses(db: Db) {
  const { rows } = (await db.execute(sql`
    select count(*)::int as classes, min(n)::int as smallest, max(n)::int as largest,
      sum(n)::int as memberships
    from (select c.id, (select count(*) from cohort_members m where m.cohort_id = c.id) as n
      from cohorts c where c.name like 'Bench-Klasse %') x`)) as unknown as {
    rows: Array<{ classes: number; smallest: number; largest: number; memberships: number }>;
  };
  const r = rows[0]!;
  console.log(
    `bench classes: ${r.classes}, ${r.smallest}–${r.largest} learners each (${r.memberships} memberships)`,
  );
}

async function writeTeachData(db: Db, cohorts: number, learners: number): Promise<number> {
  const t0 = Date.now();
  const hash = await hashPassword(BENCH_PASSWORD);
  const size = Math.min(200, learners);
  const step = Math.max(1, Math.floor(learners / cohorts));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into "user" (id, name, email, email_verified, role, language)
      select 'bench-teacher-' || g, 'Lehrkraft ' || g, 'bench-teacher-' || g || '@example.com', true, 'teacher', 'de'
      from generate_series(1, ${TEACHERS}) g on conflict do nothing`);
    await tx.execute(sql`
      insert into account (id, account_id, provider_id, user_id, password)
      select 'acc-bench-teacher-' || g, 'bench-teacher-' || g, 'credential', 'bench-teacher-' || g, ${hash}
      from generate_series(1, ${TEACHERS}) g on conflict do nothing`);
    await tx.execute(sql`
      create temporary table bench_cohorts on commit drop as
      select g as n, gen_random_uuid() as id,
        (select id from courses where seed_key is null order by id offset (g % (select count(*) from courses where seed_key is null)) limit 1) as course_id
      from generate_series(0, ${cohorts - 1}) g`);
    await tx.execute(sql`
      insert into cohorts (id, name, start_date, end_date, weekly_minutes)
      select id, 'Bench-Klasse ' || n, current_date - 21, current_date + 70, 300 from bench_cohorts`);
    await tx.execute(sql`
      insert into cohort_courses (cohort_id, course_id, position) select id, course_id, 0 from bench_cohorts`);
    await tx.execute(sql`
      insert into cohort_schedule (cohort_id, module_id, due_date)
      select b.id, m.id, current_date - 21 + 7 * m.order_index
      from bench_cohorts b join modules m on m.course_id = b.course_id`);
    await tx.execute(sql`
      insert into cohort_members (cohort_id, user_id, via, joined_at)
      select b.id, 'bench-' || (1 + (b.n * ${step} + k) % ${learners}), 'admin', now() - interval '21 days'
      from bench_cohorts b cross join generate_series(0, ${size - 1}) k
      on conflict do nothing`);
    // Teacher t teaches classes t-1 and 7+t (0-based): two classes of 200 each.
    await tx.execute(sql`
      insert into cohort_teachers (cohort_id, user_id)
      select b.id, 'bench-teacher-' || (1 + b.n % ${TEACHERS}) from bench_cohorts b
      where b.n < ${2 * TEACHERS}`);
    await tx.execute(sql`
      insert into cohort_sessions (cohort_id, title, starts_at, duration_minutes, url)
      select b.id, 'Live ' || s, now() - interval '20 days' + (s * 3 || ' days')::interval, 90, 'https://meet.example.org/' || b.n
      from bench_cohorts b cross join generate_series(1, 6) s`);
    await tx.execute(sql`
      insert into cohort_attendance (session_id, user_id, status)
      select s.id, m.user_id, (array['present','present','present','absent','excused'])[1 + (abs(hashtext(m.user_id || s.id::text)) % 5)]
      from cohort_sessions s join bench_cohorts b on b.id = s.cohort_id
      join cohort_members m on m.cohort_id = s.cohort_id
      where s.title in ('Live 1', 'Live 2', 'Live 3', 'Live 4')`);
    await tx.execute(sql`
      insert into cohort_announcements (cohort_id, title, body)
      select b.id, 'Ankündigung ' || a, repeat('Text ', 40) from bench_cohorts b cross join generate_series(1, 5) a`);
  });
  await db.execute(
    sql`vacuum (analyze) cohorts, cohort_courses, cohort_schedule, cohort_members, cohort_teachers, cohort_sessions, cohort_attendance, cohort_announcements`,
  );
  return (Date.now() - t0) / 1000;
}

/** The teacher's screens: one teacher, then eight at once; the gradebook CSV. */
export async function measureTeach(server: Server, smoke: boolean): Promise<Timing[]> {
  const { base } = server;
  const cookies = await Promise.all(
    Array.from({ length: TEACHERS }, (_, i) => signIn(base, teacherEmail(i + 1), BENCH_PASSWORD)),
  );
  const home = (await (
    await fetch(`${base}/api/teach/cohorts`, { headers: { cookie: cookies[0]! } })
  ).json()) as {
    cohorts: Array<{ id: string; learners: number }>;
  };
  // Each teacher's first class (200 learners).
  const classes = await Promise.all(
    cookies.map(async (cookie) => {
      const r = (await (
        await fetch(`${base}/api/teach/cohorts`, { headers: { cookie } })
      ).json()) as {
        cohorts: Array<{ id: string; learners: number }>;
      };
      return r.cohorts[0]!.id;
    }),
  );
  const learners = home.cohorts[0]?.learners ?? 0;
  const endpoints: Array<[string, (i: number) => string]> = [
    ["teacher: home (classes, needs-attention list)", () => "/api/teach/cohorts"],
    [`teacher: class view (${learners} learners)`, (i) => `/api/teach/cohorts/${classes[i]}`],
    [
      `teacher: gradebook (${learners} learners)`,
      (i) => `/api/teach/cohorts/${classes[i]}/gradebook`,
    ],
  ];
  const runs = smoke ? 5 : 20;
  const out: Timing[] = [];
  for (const [name, path] of endpoints) {
    await timed(base + path(0), cookies[0]!);
    await timed(base + path(0), cookies[0]!);
    const one: number[] = [];
    let last = { ms: 0, bytes: 0, statements: 0 };
    for (let i = 0; i < runs; i++) one.push((last = await timed(base + path(0), cookies[0]!)).ms);
    const eight: number[] = [];
    await Promise.all(
      cookies.map(async (c, i) => {
        for (let k = 0; k < Math.ceil(runs / 2); k++)
          eight.push((await timed(base + path(i), c)).ms);
      }),
    );
    out.push({
      name,
      p50: pct(one, 50),
      p95: pct(one, 95),
      p95at8: pct(eight, 95),
      bytes: last.bytes,
    });
  }
  const xs: number[] = [];
  let bytes = 0;
  for (let i = 0; i < (smoke ? 1 : 3); i++) {
    const r = await timedDownload(
      `${base}/api/teach/cohorts/${classes[0]}/gradebook/csv`,
      cookies[0]!,
    );
    xs.push(r.ms);
    bytes = r.bytes;
  }
  out.push({
    // "teacher" in the name: `BENCH_ADMIN_ONLY=teach` measures the CSV with the screens.
    name: `CSV: gradebook (teacher, ${learners} learners)`,
    p50: pct(xs, 50),
    p95: Math.max(...xs),
    bytes,
  });
  printTeachSummary(out);
  return out;
}

/** The targets, one line each: one teacher and eight at once (p95), the CSV's time. */
function printTeachSummary(out: Timing[]) {
  const ms = (v: number | undefined) => (v === undefined ? "–" : `${Math.round(v)} ms`);
  const mark = (ok: boolean) => (ok ? "met" : "OVER");
  console.log(
    "\nteacher screens against issue 44's targets (p95; one teacher ≤ 200 ms, 8 at once ≤ 400 ms, CSV ≤ 1 s):",
  );
  for (const t of out) {
    if (t.p95at8 === undefined)
      console.log(`  ${t.name}: ${ms(t.p95)} (slowest of the runs) ${mark(t.p95 <= 1000)}`);
    else
      console.log(
        `  ${t.name}: one teacher ${ms(t.p95)} ${mark(t.p95 <= 200)}, 8 teachers at once ${ms(t.p95at8)} ${mark(t.p95at8 <= 400)}`,
      );
  }
}
