import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/harness";
import { courseProjects, lessons, modules, participationCertificates } from "../db/schema";
import { insertDemo } from "../test/editor-helpers";
import { backupKey } from "../ops/backup";
import { leadBody } from "../test/lead-body";
import { makeImage, uploadForm } from "../test/images";
import { expectNobodyOnAuthEndpoints } from "../test/auth-endpoints";

/**
 * Route × role matrix (issue 14). ONE table states, for every method and path the app
 * registers, who may call it. A registered route missing from the table fails; every cell
 * is exercised with a real request as anonymous, learner A, learner B (on A's resources),
 * moderator and admin. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 *
 * Who:
 *  - public     anyone (token routes: the token is the capability, checked by their own tests)
 *  - loopback   development-only, answers the machine itself only (404 elsewhere)
 *  - user       any signed-in account; the answer is the caller's own data
 *  - owner      signed in, and the row belongs to the caller: learner B never sees or
 *               changes learner A's data (see OWNER_CHECKS)
 *  - teacher    teacher, moderator or admin (issue 44); the service scopes every row to the
 *               classes the caller teaches (teaching.test.ts proves a teacher of class A reads
 *               nothing of class B)
 *  - moderator  moderator or admin
 *  - admin      admin only
 *
 * To add a route: one line `"METHOD /path/:param": "who",` (optionally a concrete sample path
 * in SAMPLES when the path's parameters are not resolved by `concrete()`).
 */
type Who = "public" | "loopback" | "user" | "owner" | "teacher" | "moderator" | "admin";

export const ROUTE_MATRIX: Record<string, Who> = {
  // system, docs, development
  "GET /api/health": "public",
  "GET /api/openapi.json": "public",
  "GET /api/docs": "public",
  "GET /dev/mailbox": "loopback",
  "GET /dev/mailbox.json": "loopback",
  "GET /api/dev/leads": "loopback",
  "GET /api/ops/backup": "loopback",
  "GET /uploads/*": "public",
  // Better Auth (sign-in, sign-up, reset, session…); its own rate limits and checks
  "GET /api/auth/*": "public",
  "POST /api/auth/*": "public",
  // account
  "GET /api/me": "public",
  "PUT /api/me/language": "owner",
  "GET /api/account/reset-session": "public",
  "POST /api/account/reset-password": "public",
  // funnel leads (token routes)
  "POST /api/leads": "public",
  "GET /api/leads/teaser": "public",
  "POST /api/leads/click": "public",
  "POST /api/leads/registered": "public",
  "GET /api/leads/unsubscribe": "public",
  "POST /api/leads/unsubscribe": "public",
  "GET /api/leads/confirm": "public",
  "POST /api/leads/confirm": "public",
  // learning (the caller's own progress)
  "GET /api/learning/dashboard": "owner",
  "GET /api/learning/path": "owner",
  "GET /api/learning/courses": "user",
  "GET /api/learning/courses/:courseId": "owner",
  "GET /api/learning/courses/:courseId/progress": "owner",
  "POST /api/learning/courses/:courseId/start": "owner",
  "POST /api/learning/lessons/:lessonId/complete": "owner",
  "POST /api/learning/sample-data": "user",
  // learning plan
  "GET /api/plan/profile": "owner",
  "PUT /api/plan/profile": "owner",
  "POST /api/plan/preview": "user",
  "POST /api/plan/starter": "public",
  "PUT /api/plan/reminder": "owner",
  "POST /api/plan/suggestions/:courseId": "owner",
  "GET /api/plan/unsubscribe": "public",
  "POST /api/plan/unsubscribe": "public",
  // administration
  "GET /api/admin/stats": "admin",
  "GET /api/admin/ai": "admin",
  "GET /api/admin/ai/connection": "admin",
  "POST /api/admin/ai/connection/test": "admin",
  "POST /api/admin/courses": "admin",
  "GET /api/admin/courses": "admin",
  "GET /api/admin/course-versions/:id": "admin",
  "POST /api/admin/modules/:moduleId/generate": "admin",
  "POST /api/admin/course-versions/:id/generate-all": "admin",
  "GET /api/admin/jobs": "admin",
  "GET /api/admin/jobs/:id": "admin",
  "GET /api/admin/jobs/:id/events": "admin",
  "GET /api/admin/versions": "admin",
  "GET /api/admin/course-versions/:id/preview": "admin",
  "POST /api/admin/course-versions/:id/activate": "admin",
  "GET /api/admin/publishable": "admin",
  "POST /api/admin/course-versions/:id/translate": "admin",
  "POST /api/admin/course-versions/:id/manual-translation": "admin",
  "POST /api/admin/courses/:courseId/thumbnail": "admin",
  "DELETE /api/admin/courses/:courseId/thumbnail": "admin",
  "POST /api/admin/course-versions/:id/publish": "admin",
  "POST /api/admin/course-versions/:id/unpublish": "admin",
  "GET /api/admin/courses/:id/learners": "admin",
  "POST /api/admin/courses/:id/archive": "admin",
  "DELETE /api/admin/courses/:id": "admin",
  "GET /api/admin/courses/:id/jobs": "admin",
  "POST /api/admin/jobs/:id/cancel": "admin",
  "GET /api/admin/courses/:courseId/history": "admin",
  // course editor
  "GET /api/admin/editor/:versionId": "admin",
  "PATCH /api/admin/editor/:versionId/course": "admin",
  "POST /api/admin/editor/:versionId/modules": "admin",
  "PUT /api/admin/editor/:versionId/modules/order": "admin",
  "PATCH /api/admin/editor/:versionId/modules/:moduleId": "admin",
  "GET /api/admin/editor/:versionId/modules/:moduleId/impact": "admin",
  "DELETE /api/admin/editor/:versionId/modules/:moduleId": "admin",
  "GET /api/admin/editor/:versionId/lessons/:lessonId/impact": "admin",
  "DELETE /api/admin/editor/:versionId/lessons/:lessonId": "admin",
  "POST /api/admin/editor/:versionId/modules/:moduleId/lessons": "admin",
  "PUT /api/admin/editor/:versionId/lessons/order": "admin",
  "GET /api/admin/editor/:versionId/lessons/:lessonId": "admin",
  "PATCH /api/admin/editor/:versionId/lessons/:lessonId": "admin",
  "POST /api/admin/editor/:versionId/trash/:trashId/restore": "admin",
  "POST /api/admin/editor/:versionId/lessons/:lessonId/code-examples": "admin",
  "PATCH /api/admin/editor/:versionId/lessons/:lessonId/code-examples/:blockId": "admin",
  "DELETE /api/admin/editor/:versionId/lessons/:lessonId/code-examples/:blockId": "admin",
  "POST /api/admin/editor/:versionId/lessons/:lessonId/exercises": "admin",
  "PATCH /api/admin/editor/:versionId/lessons/:lessonId/exercises/:blockId": "admin",
  "DELETE /api/admin/editor/:versionId/lessons/:lessonId/exercises/:blockId": "admin",
  "POST /api/admin/editor/practice/validate": "admin",
  "POST /api/admin/editor/:versionId/lessons/:lessonId/quizzes": "admin",
  "PATCH /api/admin/editor/:versionId/lessons/:lessonId/quizzes/:blockId": "admin",
  "DELETE /api/admin/editor/:versionId/lessons/:lessonId/quizzes/:blockId": "admin",
  "PUT /api/admin/editor/:versionId/lessons/:lessonId/blocks/order": "admin",
  "POST /api/admin/editor/:versionId/lessons/:lessonId/regenerate": "admin",
  "POST /api/admin/editor/:versionId/lessons/:lessonId/regenerate/accept": "admin",
  "POST /api/admin/editor/:versionId/modules/:moduleId/regenerate": "admin",
  "POST /api/admin/editor/:versionId/modules/:moduleId/regenerate/accept": "admin",
  // issue 13: users administration (moderators read), first-admin setup, reports
  "GET /api/admin/users": "moderator",
  "GET /api/admin/users/:id": "moderator",
  "POST /api/admin/users/:id/role": "admin",
  "POST /api/admin/users/:id/ban": "admin",
  "POST /api/admin/users/:id/unban": "admin",
  "POST /api/admin/users/:id/revoke-sessions": "admin",
  "POST /api/admin/users/:id/resend-confirmation": "admin",
  "POST /api/admin/users/:id/password-reset": "admin",
  "GET /api/setup": "public",
  "POST /api/setup": "public",
  "GET /api/admin/reports/courses/:courseId": "admin",
  "GET /api/admin/reports/courses/:courseId/csv": "admin",
  "GET /api/admin/reports/funnel": "admin",
  "GET /api/admin/reports/funnel/csv": "admin",
  "POST /api/dev/report-fixture": "loopback",
  // issue 11: lifecycle
  "POST /api/admin/course-versions/:id/retranslate": "admin",
  "POST /api/admin/courses/:id/unarchive": "admin",
  // issue 12: settings (the caller's own account) and achievements, certificates
  "GET /api/me/settings": "user",
  "PUT /api/me/profile": "user",
  "POST /api/me/avatar": "user",
  "DELETE /api/me/avatar": "user",
  "PUT /api/me/email-preferences": "user",
  "DELETE /api/me/sessions/:sessionId": "owner",
  "POST /api/me/sessions/revoke-others": "user",
  "POST /api/me/two-factor/disable": "user",
  "GET /api/me/export": "owner",
  "POST /api/me/delete": "user",
  "GET /api/me/achievements": "user",
  "GET /api/me/certificates/:id/pdf": "owner",
  "GET /api/certificates/:id/verify": "public",
  "GET /api/admin/certificates": "admin",
  "POST /api/admin/certificates/:id/revoke": "admin",
  "POST /api/learning/quizzes/:quizId/answer": "user",
  // issue 17: AI tutor (conversations are the caller's own; tutor.test proves B never reads A's)
  "GET /api/learning/lessons/:lessonId/tutor": "user",
  "POST /api/learning/lessons/:lessonId/tutor": "user",
  "DELETE /api/learning/lessons/:lessonId/tutor": "user",
  "PATCH /api/learning/tutor/messages/:messageId": "user",
  "POST /api/learning/lessons/:lessonId/reveals": "user",
  // issue 29: the learner's code exercises (their own row; practice.test proves B never reads A's)
  "PUT /api/learning/exercises/:exerciseId/code": "user",
  "POST /api/learning/exercises/:exerciseId/results": "user",
  // issue 42: the learner's own record of learning (the lesson must be visible to the caller;
  // learning-record.test proves another course's exercise and a hidden lesson are refused)
  "POST /api/learning/events": "user",
  "GET /api/admin/tutor": "admin",
  "PUT /api/admin/tutor": "admin",
  "PUT /api/admin/courses/:courseId/tutor": "admin",
  "GET /api/admin/courses/:courseId/tutor-report": "admin",
  // issue 16: health for load balancers, HTTP caching of the catalogue and player
  "GET /api/health/live": "public",
  "GET /api/health/ready": "public",
  "GET /api/learning/courses/*": "user",
  // issue 30: projects (admin), the learner's own submission, reviews (moderators and admins;
  // projects.test proves which courses a moderator reviews)
  "GET /api/admin/courses/:courseId/projects": "admin",
  "POST /api/admin/courses/:courseId/projects": "admin",
  "PUT /api/admin/projects/:projectId": "admin",
  "DELETE /api/admin/projects/:projectId": "admin",
  "PUT /api/admin/courses/:courseId/reviewers/:userId": "admin",
  "DELETE /api/admin/courses/:courseId/reviewers/:userId": "admin",
  "PUT /api/admin/courses/:courseId/projects/order": "admin",
  "GET /api/learning/course-projects/:courseId": "owner",
  "PUT /api/learning/projects/:projectId/draft": "owner",
  "POST /api/learning/projects/:projectId/submit": "owner",
  "POST /api/learning/projects/:projectId/comments": "owner",
  "POST /api/learning/projects/:projectId/screenshots": "user",
  "GET /api/review/queue": "moderator",
  "GET /api/review/submissions/:id": "moderator",
  "POST /api/review/submissions/:id/claim": "moderator",
  "POST /api/review/submissions/:id/release": "moderator",
  "POST /api/review/submissions/:id/comments": "moderator",
  "POST /api/review/submissions/:id/decision": "moderator",
  // issue 30: the reviewers' AI first pass, the admin's review report (decisions 0124, 0125)
  "POST /api/review/submissions/:id/first-pass": "moderator",
  "GET /api/admin/reports/reviews": "admin",
  "GET /api/admin/reports/reviews/csv": "admin",
  // issue 31: metrics (off without METRICS_TOKEN, then only with that bearer token)
  "GET /metrics": "public",
  // issue 32: course files over HTTP
  "GET /api/admin/courses/:courseId/export": "admin",
  "POST /api/admin/course-imports/check": "admin",
  "POST /api/admin/course-imports": "admin",
  // issue 30: notifications (the caller's own; notifications.test.ts proves B never sees A's)
  "GET /api/me/notifications": "user",
  "POST /api/me/notifications/read": "user",
  // issue 30: the portfolio (settings are the caller's own; the pages are public)
  "GET /api/me/portfolio": "user",
  "PUT /api/me/portfolio": "user",
  "GET /p/:handle": "public",
  "GET /p/:handle/card.png": "public",
  // issue 31: site settings (admins) and the pages they publish (everyone, signed out too)
  "GET /api/admin/site": "admin",
  "PUT /api/admin/site": "admin",
  "POST /api/admin/site/restore": "admin",
  "POST /api/admin/site/preview": "admin",
  "GET /impressum": "public",
  "GET /datenschutz": "public",
  "GET /agb": "public",
  "GET /seiten/:slug": "public",
  "POST /api/admin/site/images/:kind": "admin",
  // issue 30: translating projects by hand (decision 0146)
  "GET /api/admin/editor/:versionId/project-translations": "admin",
  "PUT /api/admin/editor/:versionId/project-translations/:projectId": "admin",
  // issue 30: "Projekt mit KI entwerfen" (decision 0142), nothing saved
  "POST /api/admin/courses/:courseId/projects/ai-draft": "admin",
  // issue 44: a teacher's classes (teaching.test.ts proves the scoping per class)
  "GET /api/teach/cohorts": "teacher",
  "GET /api/teach/cohorts/:cohortId": "teacher",
  "GET /api/teach/cohorts/:cohortId/learners/:userId": "teacher",
  "GET /api/teach/cohorts/:cohortId/learners/:userId/exercises/:exerciseId": "teacher",
  "POST /api/teach/cohorts/:cohortId/announcements": "teacher",
  "POST /api/teach/cohorts/:cohortId/learners/:userId/nudge": "teacher",
  "POST /api/teach/cohorts/:cohortId/sessions": "teacher",
  "PUT /api/teach/cohorts/:cohortId/sessions/:sessionId": "teacher",
  "DELETE /api/teach/cohorts/:cohortId/sessions/:sessionId": "teacher",
  "GET /api/teach/cohorts/:cohortId/sessions/:sessionId": "teacher",
  "PUT /api/teach/cohorts/:cohortId/sessions/:sessionId/attendance": "teacher",
  "GET /api/teach/cohorts/:cohortId/gradebook": "teacher",
  "GET /api/teach/cohorts/:cohortId/gradebook/csv": "teacher",
  "POST /api/dev/teach-fixture": "loopback",
  "POST /api/teach/cohorts/:cohortId/learners/:userId/participation": "teacher",
  "GET /api/teach/cohorts/:cohortId/learners/:userId/participation/pdf": "teacher",
  "GET /api/participation/:id/verify": "public",
  // the learner's own certificate of participation (decision 0229)
  "GET /api/me/participation/:id/pdf": "owner",
  // issue 44: cohorts (admins), invitation links (the token is the key; joining needs an
  // account), the learner's own calendar feed (cohorts.test proves a learner of cohort A
  // reads nothing of cohort B, and the limits of a link)
  "GET /api/admin/cohorts": "admin",
  "GET /api/admin/cohorts/options": "admin",
  "POST /api/admin/cohorts": "admin",
  "GET /api/admin/cohorts/:id": "admin",
  "PUT /api/admin/cohorts/:id": "admin",
  "PUT /api/admin/cohorts/:id/schedule": "admin",
  "POST /api/admin/cohorts/:id/archive": "admin",
  "POST /api/admin/cohorts/:id/invites": "admin",
  "POST /api/admin/cohorts/:id/invites/:inviteId/revoke": "admin",
  "POST /api/admin/cohorts/:id/members": "admin",
  "POST /api/admin/cohorts/:id/import": "admin",
  "DELETE /api/admin/cohorts/:id/members/:userId": "admin",
  "GET /api/cohort-invites/:token": "public",
  "POST /api/cohort-invites/:token/join": "user",
  "GET /api/me/calendar": "user",
  "POST /api/me/calendar": "user",
  "DELETE /api/me/calendar": "user",
  "GET /calendar/:file": "public",
  // issue 45: lesson discussions (discussions.test proves a class never reads another class's
  // posts, and that only the author edits or deletes a post); moderation by teachers (their
  // classes), moderators and admins; the course's discussion scope by admins
  "GET /api/learning/lessons/:lessonId/discussion": "user",
  "POST /api/learning/lessons/:lessonId/discussion": "user",
  "POST /api/learning/discussion/threads/:threadId/answers": "user",
  "PUT /api/learning/discussion/threads/:threadId/helpful": "user",
  "PUT /api/learning/discussion/threads/:threadId/helps-too": "user",
  "DELETE /api/learning/discussion/threads/:threadId/helps-too": "user",
  "PUT /api/learning/discussion/threads/:threadId/follow": "user",
  "DELETE /api/learning/discussion/threads/:threadId/follow": "user",
  "PATCH /api/learning/discussion/posts/:postId": "user",
  "DELETE /api/learning/discussion/posts/:postId": "user",
  "POST /api/learning/discussion/posts/:postId/report": "user",
  "GET /api/discussions/moderation": "teacher",
  "POST /api/discussions/moderation/posts/:postId/hide": "teacher",
  "POST /api/discussions/moderation/posts/:postId/restore": "teacher",
  "PUT /api/admin/courses/:courseId/discussions": "admin",
  // issue 45: help requests; the learner's are their own (help.test proves B never reads A's),
  // a helper's only those they are a helper of (help.test proves the scoping)
  "GET /api/learning/exercises/:exerciseId/help": "user",
  "POST /api/learning/exercises/:exerciseId/help": "user",
  "GET /api/help/inbox": "teacher",
  "GET /api/help/requests/:requestId": "teacher",
  "POST /api/help/requests/:requestId/answer": "teacher",
  "POST /api/dev/help-cohort": "loopback",
};

/** Concrete paths for wildcard routes (the rest is resolved by `concrete()`). */
const SAMPLES: Record<string, string> = {
  "GET /api/auth/*": "/api/auth/get-session",
  "POST /api/auth/*": "/api/auth/request-password-reset",
  "GET /uploads/*": "/uploads/none.png",
  "POST /api/admin/site/images/:kind": "/api/admin/site/images/logo",
  "GET /api/dev/leads": "/api/dev/leads?email=matrix-lead@example.com",
  "GET /api/learning/courses/*": "/api/learning/courses/none",
};

/** A body that passes no schema in particular; access must not depend on it. */
const BODY = { email: "matrix@example.com", redirectTo: "/" };

let t: TestApp;
let ipCounter = 0;
const ids: Record<string, string> = {};
const people: Record<"learnerA" | "learnerB" | "teacher" | "moderator" | "admin", string> = {
  learnerA: "",
  learnerB: "",
  teacher: "",
  moderator: "",
  admin: "",
};
/** Cookies of sessions that ended (issue 41): nobody, on every route. */
const ended: Record<"signedOutAdmin" | "bannedModerator", string> = {
  signedOutAdmin: "",
  bannedModerator: "",
};
let registered: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const demo = await insertDemo(t, 0);
  const [mod] = await t.deps.db
    .select()
    .from(modules)
    .where(eq(modules.courseId, demo.courseId))
    .orderBy(asc(modules.orderIndex))
    .limit(1);
  const [lesson] = await t.deps.db
    .select()
    .from(lessons)
    .where(eq(lessons.moduleId, mod.id))
    .orderBy(asc(lessons.orderIndex))
    .limit(1);
  Object.assign(ids, {
    courseId: demo.courseId,
    versionId: demo.sourceId,
    moduleId: mod.id,
    lessonId: lesson.id,
  });
  for (const k of Object.keys(people) as (keyof typeof people)[])
    people[k] = (
      await t.signIn(k.startsWith("learner") ? "user" : (k as "teacher" | "moderator" | "admin"))
    ).cookie;
  ended.signedOutAdmin = (await t.signIn("admin")).cookie;
  expect((await callAs("POST", "/api/auth/sign-out", ended.signedOutAdmin, {})).status).toBe(200);
  const banned = await t.signIn("moderator");
  ended.bannedModerator = banned.cookie;
  const ban = await callAs("POST", `/api/admin/users/${banned.userId}/ban`, people.admin, {
    reason: "Matrix",
  });
  expect(ban.status).toBe(200);
  expect(
    (await callAs("POST", "/api/leads", undefined, leadBody("matrix-lead@example.com"))).status,
  ).toBe(201);
  // Learner A's own data: a started course with one completed lesson.
  await callAs("POST", `/api/learning/courses/${ids.courseId}/start`, people.learnerA, {});
  const done = await callAs(
    "POST",
    `/api/learning/lessons/${ids.lessonId}/complete`,
    people.learnerA,
    {},
  );
  expect(done.status).toBe(200);
  // Learner A's draft of a project of the course (issue 30).
  const [project] = await t.deps.db
    .insert(courseProjects)
    .values({ courseId: ids.courseId, title: "Matrix", runtime: "external", rubric: [] })
    .returning({ id: courseProjects.id });
  ids.projectId = project.id;
  const draft = await callAs(
    "PUT",
    `/api/learning/projects/${ids.projectId}/draft`,
    people.learnerA,
    {
      description: "A's own draft",
      expectedRevision: 0,
    },
  );
  expect(draft.status).toBe(200);
  // Every route the app registers (middleware and catch-alls are registered as ALL).
  registered = [
    ...new Set(t.app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`)),
  ];
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function callAs(
  method: string,
  path: string,
  cookie?: string,
  json?: unknown,
  ip?: string,
  headers?: Record<string, string>,
) {
  // A fresh client address per request: the per-address limits are not what this tests.
  const n = ++ipCounter;
  return t.request(path, {
    method,
    cookie,
    ip: ip ?? `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
    headers,
    ...(method === "GET" ? {} : { json: json ?? BODY }),
  });
}

/** The route with its parameters: `:id` means the course, version or job by its place. */
function concrete(key: string): { method: string; path: string } {
  const [method, pattern] = key.split(" ");
  if (SAMPLES[key]) return { method, path: SAMPLES[key] };
  const path = pattern.replace(/:(\w+)/g, (_m, name: string, offset: number) => {
    if (name !== "id") return ids[name] ?? randomUUID();
    const before = pattern.slice(0, offset);
    if (before.endsWith("/course-versions/")) return ids.versionId;
    if (before.endsWith("/courses/")) return ids.courseId;
    return randomUUID();
  });
  return { method, path };
}

const RANK: Record<Who, number> = {
  public: 0,
  loopback: 0,
  user: 1,
  owner: 1,
  teacher: 2,
  moderator: 3,
  admin: 4,
};
const CALLERS = [
  { name: "anonymous", cookie: () => undefined, rank: 0 },
  // Issue 41: the cookie of a session that ended counts for nothing, on every route.
  { name: "signed-out admin", cookie: () => ended.signedOutAdmin, rank: 0 },
  { name: "banned moderator", cookie: () => ended.bannedModerator, rank: 0 },
  { name: "learner", cookie: () => people.learnerA, rank: 1 },
  // Issue 44: a teacher of no class (what their classes show is teaching.test.ts's).
  { name: "teacher", cookie: () => people.teacher, rank: 2 },
  { name: "moderator", cookie: () => people.moderator, rank: 3 },
  { name: "admin", cookie: () => people.admin, rank: 4 },
] as const;

async function expectCell(key: string, who: Who, caller: (typeof CALLERS)[number]) {
  const { method, path } = concrete(key);
  const res = await callAs(method, path, caller.cookie());
  const cell = `${key} as ${caller.name} → ${res.status}`;
  expect(res.status, cell).toBeLessThan(500);
  if (RANK[who] <= caller.rank) {
    expect([401, 403], cell).not.toContain(res.status);
  } else {
    expect(res.status, cell).toBe(caller.rank === 0 ? 401 : 403);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code, cell).toBe(caller.rank === 0 ? "UNAUTHORIZED" : "FORBIDDEN");
    expect(body.error.message.length, cell).toBeGreaterThan(0);
  }
}

/**
 * Learner B on learner A's resources: B's calls answer B's own data and leave A's unchanged.
 * Every "owner" row needs a check here.
 */
const OWNER_CHECKS: Record<string, () => Promise<void>> = {
  "GET /api/learning/dashboard": async () => {
    const a = await (await callAs("GET", "/api/learning/dashboard", people.learnerA)).text();
    const b = await (await callAs("GET", "/api/learning/dashboard", people.learnerB)).text();
    expect(a).toContain(ids.courseId);
    expect(b).not.toContain(ids.courseId);
  },
  "GET /api/learning/path": async () => {
    const b = await (await callAs("GET", "/api/learning/path", people.learnerB)).text();
    expect(b).not.toContain(ids.courseId);
  },
  "GET /api/learning/courses/:courseId": async () => {
    const res = await callAs("GET", `/api/learning/courses/${ids.courseId}`, people.learnerB);
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).not.toContain(`"completed":true`);
  },
  "GET /api/learning/courses/:courseId/progress": async () => {
    const a = await progress(people.learnerA);
    const b = await progress(people.learnerB);
    expect(a.completedLessonIds).toEqual([ids.lessonId]);
    expect(b.completedLessonIds).toEqual([]);
  },
  "POST /api/learning/courses/:courseId/start": async () => {
    const before = await progress(people.learnerA);
    await callAs("POST", `/api/learning/courses/${ids.courseId}/start`, people.learnerB, {});
    expect(await progress(people.learnerA)).toEqual(before);
  },
  "POST /api/learning/lessons/:lessonId/complete": async () => {
    const [other] = await t.deps.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.moduleId, ids.moduleId))
      .orderBy(asc(lessons.orderIndex))
      .offset(1)
      .limit(1);
    const res = await callAs(
      "POST",
      `/api/learning/lessons/${other.id}/complete`,
      people.learnerB,
      {},
    );
    expect(res.status).toBe(200);
    expect((await progress(people.learnerA)).completedLessonIds).toEqual([ids.lessonId]);
  },
  "PUT /api/me/language": async () => {
    await callAs("PUT", "/api/me/language", people.learnerB, { language: "fr" });
    const a = (await (await callAs("GET", "/api/me", people.learnerA)).json()) as {
      user: { language: string };
    };
    expect(a.user.language).not.toBe("fr");
  },
  "GET /api/plan/profile": async () => {
    const b = (await (await callAs("GET", "/api/plan/profile", people.learnerB)).json()) as {
      profile: unknown;
    };
    expect(b.profile).toBeNull();
  },
  "PUT /api/plan/profile": async () => {
    // B saving a profile never creates or changes A's.
    await callAs("PUT", "/api/plan/profile", people.learnerB, { goal: "career-change" });
    const a = (await (await callAs("GET", "/api/plan/profile", people.learnerA)).json()) as {
      profile: unknown;
    };
    expect(a.profile).toBeNull();
  },
  "PUT /api/plan/reminder": async () => {
    // Without a profile there is no reminder to change: B's call is refused, A's untouched.
    const res = await callAs("PUT", "/api/plan/reminder", people.learnerB, { enabled: true });
    expect(res.status).toBeGreaterThanOrEqual(400);
  },
  "POST /api/plan/suggestions/:courseId": async () => {
    await callAs("POST", `/api/plan/suggestions/${ids.courseId}`, people.learnerB, {
      action: "dismiss",
    });
    expect((await progress(people.learnerA)).completedLessonIds).toEqual([ids.lessonId]);
    const a = await (await callAs("GET", "/api/learning/path", people.learnerA)).text();
    expect(a).toContain(ids.courseId);
  },
  "DELETE /api/me/sessions/:sessionId": async () => {
    const a = await settingsOf(people.learnerA);
    const res = await callAs("DELETE", `/api/me/sessions/${a.sessions[0].id}`, people.learnerB);
    expect(res.status).toBe(404);
    expect((await callAs("GET", "/api/me/settings", people.learnerA)).status).toBe(200);
  },
  "GET /api/me/export": async () => {
    const a = await settingsOf(people.learnerA);
    const b = await (await callAs("GET", "/api/me/export", people.learnerB)).text();
    expect(b).toContain('"exportedAt"');
    expect(b).not.toContain(a.profile.email);
  },
  "GET /api/me/certificates/:id/pdf": async () => {
    // A certificate id that is not the caller's answers 404, never someone else's PDF.
    const res = await callAs("GET", `/api/me/certificates/${randomUUID()}/pdf`, people.learnerB);
    expect(res.status).toBe(404);
  },
  "GET /api/me/participation/:id/pdf": async () => {
    // Learner A's certificate of participation: A downloads it, B with A's id gets 404.
    const me = (await (await callAs("GET", "/api/me", people.learnerA)).json()) as {
      user: { id: string };
    };
    const [cert] = await t.deps.db
      .insert(participationCertificates)
      .values({
        userId: me.user.id,
        learnerName: "Learner A",
        cohortName: "Matrix-Klasse",
        startDate: "2026-01-05",
        endDate: "2026-03-27",
        learnedMinutes: 90,
        attendedMinutes: 60,
        language: "de",
      })
      .returning({ id: participationCertificates.id });
    const path = `/api/me/participation/${cert!.id}/pdf`;
    expect((await callAs("GET", path, people.learnerA)).status).toBe(200);
    expect((await callAs("GET", path, people.learnerB)).status).toBe(404);
  },
  // Issue 30: learner B never reads or changes learner A's project submission.
  "GET /api/learning/course-projects/:courseId": async () => {
    expect((await projectsOf(people.learnerA))?.description).toBe("A's own draft");
    expect(await projectsOf(people.learnerB)).toBeNull();
  },
  "PUT /api/learning/projects/:projectId/draft": async () => {
    const res = await callAs(
      "PUT",
      `/api/learning/projects/${ids.projectId}/draft`,
      people.learnerB,
      {
        description: "B's draft",
        expectedRevision: 1,
      },
    );
    expect(res.status).toBe(200);
    expect((await projectsOf(people.learnerA))?.description).toBe("A's own draft");
    expect((await projectsOf(people.learnerB))?.description).toBe("B's draft");
  },
  "POST /api/learning/projects/:projectId/submit": async () => {
    await callAs("POST", `/api/learning/projects/${ids.projectId}/submit`, people.learnerB, {
      expectedRevision: 1,
    });
    expect((await projectsOf(people.learnerA))?.status).toBe("draft");
  },
  "POST /api/learning/projects/:projectId/comments": async () => {
    await callAs("POST", `/api/learning/projects/${ids.projectId}/comments`, people.learnerB, {
      body: "B was here",
    });
    expect((await projectsOf(people.learnerA))?.comments).toEqual([]);
  },
};

async function projectsOf(cookie: string) {
  const res = await callAs("GET", `/api/learning/course-projects/${ids.courseId}`, cookie);
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    projects: { submission: { description: string; status: string; comments: unknown[] } | null }[];
  };
  return body.projects[0].submission;
}

async function settingsOf(cookie: string) {
  const res = await callAs("GET", "/api/me/settings", cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as { profile: { email: string }; sessions: { id: string }[] };
}

async function progress(cookie: string) {
  const res = await callAs("GET", `/api/learning/courses/${ids.courseId}/progress`, cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as { completedLessonIds: string[] };
}

describe("route × role matrix", () => {
  it("has one row for every registered route, and no row for a route that is gone", () => {
    const missing = registered.filter((k) => !(k in ROUTE_MATRIX));
    const stale = Object.keys(ROUTE_MATRIX).filter((k) => !registered.includes(k));
    expect(missing, "routes without a row in ROUTE_MATRIX").toEqual([]);
    expect(stale, "rows of routes the app no longer registers").toEqual([]);
  });

  it("every owner row has an ownership check with learner B", () => {
    const owner = Object.entries(ROUTE_MATRIX)
      .filter(([, who]) => who === "owner")
      .map(([k]) => k);
    expect(owner.filter((k) => !OWNER_CHECKS[k])).toEqual([]);
  });

  it("learner B on learner A's resources sees and changes only B's own rows", async () => {
    for (const check of Object.values(OWNER_CHECKS)) await check();
  });

  // Admin last: its writes may change the fixture the other callers read.
  for (const caller of CALLERS)
    it(`answers every route as ${caller.name} according to the table`, async () => {
      for (const [key, who] of Object.entries(ROUTE_MATRIX)) {
        if (who === "loopback") continue;
        await expectCell(key, who, caller);
      }
    }, 120_000);

  it("GET /uploads/* of a draft's screenshot answers its owner only (issue 41)", async () => {
    const up = await t.request(`/api/learning/projects/${ids.projectId}/screenshots`, {
      method: "POST",
      body: uploadForm(await makeImage("png", { width: 320, height: 200 }), "s.png"),
      cookie: people.learnerA,
    });
    expect(up.status).toBe(200);
    const { url } = (await up.json()) as { url: string };
    const mine = await callAs(
      "GET",
      `/api/learning/course-projects/${ids.courseId}`,
      people.learnerA,
    );
    const [{ submission }] = (
      (await mine.json()) as { projects: { submission: { revision: number } }[] }
    ).projects;
    const saved = await callAs(
      "PUT",
      `/api/learning/projects/${ids.projectId}/draft`,
      people.learnerA,
      {
        screenshots: [url],
        expectedRevision: submission.revision,
      },
    );
    expect(saved.status).toBe(200);
    expect((await callAs("GET", url, people.learnerA)).status).toBe(200);
    for (const [name, cookie] of [
      ["anonymous", undefined],
      ["learner B", people.learnerB],
      ["moderator", people.moderator],
      ["admin", people.admin],
    ] as const)
      expect((await callAs("GET", url, cookie)).status, name).toBe(404);
  });
  it("Better Auth's own routes answer the cookie of a session that just ended as no cookie", async () => {
    // Issue 41: within the cookie cache's 30 s, after a sign-out and after a ban.
    const admin = await t.signIn("admin");
    expect((await callAs("POST", "/api/auth/sign-out", admin.cookie, {})).status).toBe(200);
    await expectNobodyOnAuthEndpoints(t, admin.cookie, "signed-out admin");
    const moderator = await t.signIn("moderator");
    const ban = await callAs("POST", `/api/admin/users/${moderator.userId}/ban`, people.admin, {
      reason: "Matrix",
    });
    expect(ban.status).toBe(200);
    await expectNobodyOnAuthEndpoints(t, moderator.cookie, "banned moderator");
  }, 120_000);

  it("development-only routes answer the machine itself and nobody else", async () => {
    for (const [key, who] of Object.entries(ROUTE_MATRIX)) {
      if (who !== "loopback") continue;
      const { method, path } = concrete(key);
      // The backup route wants the key derived from AUTH_SECRET besides the loopback address.
      const headers =
        key === "GET /api/ops/backup"
          ? { "x-kurswerk-backup-key": backupKey(t.deps.config.authSecret) }
          : undefined;
      // Writing the report's known data set wants an admin besides the loopback address.
      const cookie = key.startsWith("POST /api/dev/") ? people.admin : undefined;
      const local = await callAs(method, path, cookie, undefined, "127.0.0.1", headers);
      // On PostgreSQL the backup is pg_dump's: the route answers only for the embedded database.
      const pgBackup = key === "GET /api/ops/backup" && Boolean(process.env.TEST_DATABASE_URL);
      expect(local.status, `${key} from loopback`).toBe(pgBackup ? 404 : 200);
      for (const cookie of [undefined, people.admin]) {
        const remote = await callAs(method, path, cookie, undefined, "192.0.2.10", headers);
        expect(remote.status, `${key} from the network`).toBe(404);
      }
    }
  });
});
