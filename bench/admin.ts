/**
 * Issue 34: every admin API a screen calls, one admin one request at a time (p95) and eight
 * admins at once (p95), the CSV exports (time and size), and a learner's own data export and
 * account deletion with 1,000 progress rows. Timed from the bench's process over HTTP.
 */
import http from "node:http";
import { BENCH_PASSWORD, ADMIN_EMAIL, HEAVY_EMAIL } from "./fill";
import { signIn, type Server } from "./server";

export interface Timing {
  name: string;
  p50: number;
  p95: number;
  /** p95 with eight admins requesting at once (undefined: not measured that way). */
  p95at8?: number;
  bytes?: number;
  statements?: number;
}

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

export async function timed(url: string, cookie: string) {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (res.status !== 200)
    throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString().slice(0, 300)}`);
  return { ms, bytes: body.byteLength, statements: Number(res.headers.get("x-sql-statements")) };
}

/**
 * A download as a browser makes it: the bytes counted as they arrive, not kept. `fetch` with
 * `arrayBuffer()` cost this process 0.7–1.3 s of CPU for the 100 MB funnel CSV (undici's web
 * streams, then one copy into one buffer) on the same two cores as the server, and timed the
 * client: 1.5–2.2 s against 0.5–0.6 s this way (curl: 0.5 s; decision 0171).
 */
export function timedDownload(url: string, cookie: string) {
  return new Promise<{ ms: number; bytes: number }>((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(url, { headers: { cookie } }, (res) => {
      let bytes = 0;
      const head: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        if (bytes < 300) head.push(chunk);
        bytes += chunk.length;
      });
      res.on("end", () => {
        const ms = performance.now() - t0;
        if (res.statusCode !== 200)
          reject(
            new Error(`${url}: ${res.statusCode} ${Buffer.concat(head).toString().slice(0, 300)}`),
          );
        else resolve({ ms, bytes });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

export interface AdminTargets {
  courseId: string;
  userId: string;
  smoke: boolean;
  /** `BENCH_ADMIN_ONLY`: only the APIs whose names contain one of these texts. */
  only?: string[];
}

/** The admin APIs of the screens, with the query strings the screens send. */
function endpoints({ courseId, userId }: AdminTargets): Array<[string, string]> {
  return [
    ["home: `GET /admin/stats` (counts and 30-day trends)", "/api/admin/stats"],
    ["course overview", "/api/admin/courses?page=1&pageSize=25"],
    ["course overview, search + sort", "/api/admin/courses?q=Kurs%2012&sort=name&dir=asc"],
    ["users list", "/api/admin/users"],
    ["users list, search", "/api/admin/users?q=lernende%204711"],
    ["users list, e-mail search + sort", "/api/admin/users?q=example.com&sort=email&dir=asc"],
    ["users list, role + status filter", "/api/admin/users?role=user&status=active&sort=name"],
    ["user detail", `/api/admin/users/${userId}`],
    ["course report", `/api/admin/reports/courses/${courseId}`],
    ["learners report", `/api/admin/courses/${courseId}/learners`],
    ["funnel report (30 days)", "/api/admin/reports/funnel"],
    ["certificates", "/api/admin/certificates"],
    ["tutor overview", "/api/admin/tutor"],
    ["tutor report", `/api/admin/courses/${courseId}/tutor-report`],
    ["audit history", `/api/admin/courses/${courseId}/history`],
    // Issue 45: the helpers' inbox (the oldest 100 open help requests and their count).
    ["help inbox: `GET /help/inbox`", "/api/help/inbox"],
  ];
}

const CSVS = (t: AdminTargets): Array<[string, string]> => [
  ["CSV: course report", `/api/admin/reports/courses/${t.courseId}/csv`],
  ["CSV: funnel (365 days, every lead)", `/api/admin/reports/funnel/csv?from=${yearAgo()}`],
];
function yearAgo() {
  return new Date(Date.now() - 364 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

export async function measureAdmin(server: Server, t: AdminTargets): Promise<Timing[]> {
  const { base } = server;
  const cookie = await signIn(base, ADMIN_EMAIL, BENCH_PASSWORD);
  const runs = t.smoke ? 5 : 20;
  const out: Timing[] = [];
  const chosen = (name: string) => !t.only || t.only.some((o) => name.includes(o));
  for (const [name, p] of endpoints(t).filter(([name]) => chosen(name))) {
    await timed(base + p, cookie);
    await timed(base + p, cookie);
    const one: number[] = [];
    let last = { ms: 0, bytes: 0, statements: 0 };
    for (let i = 0; i < runs; i++) one.push((last = await timed(base + p, cookie)).ms);
    // Eight admins at once, each `runs` requests one after the other.
    const eight: number[] = [];
    const cookies = await Promise.all(
      Array.from({ length: 8 }, () => signIn(base, ADMIN_EMAIL, BENCH_PASSWORD)),
    );
    await Promise.all(
      cookies.map(async (c) => {
        for (let i = 0; i < Math.ceil(runs / 2); i++) eight.push((await timed(base + p, c)).ms);
      }),
    );
    out.push({
      name,
      p50: pct(one, 50),
      p95: pct(one, 95),
      p95at8: pct(eight, 95),
      statements: last.statements,
    });
  }
  for (const [name, p] of CSVS(t).filter(([name]) => chosen(name))) {
    const xs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < (t.smoke ? 1 : 3); i++) {
      const r = await timedDownload(base + p, cookie);
      xs.push(r.ms);
      bytes = r.bytes;
    }
    out.push({ name, p50: pct(xs, 50), p95: Math.max(...xs), bytes });
  }
  if (!chosen("learner:")) return out;
  // The learner's own export, then deletion (last: the account is gone afterwards).
  const heavy = await signIn(base, HEAVY_EMAIL, BENCH_PASSWORD);
  const ex = await timed(`${base}/api/me/export`, heavy);
  out.push({
    name: "learner: `GET /me/export` (1,000 progress rows)",
    p50: ex.ms,
    p95: ex.ms,
    bytes: ex.bytes,
  });
  const t0 = performance.now();
  const del = await fetch(`${base}/api/me/delete`, {
    method: "POST",
    headers: { cookie: heavy, origin: base, "content-type": "application/json" },
    body: JSON.stringify({ email: HEAVY_EMAIL }),
  });
  const ms = performance.now() - t0;
  if (del.status !== 200) throw new Error(`/me/delete: ${del.status} ${await del.text()}`);
  out.push({ name: "learner: `POST /me/delete` (1,000 progress rows)", p50: ms, p95: ms });
  return out;
}
