import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { user } from "../../db/schema";
import type { UserDetail, UsersPage } from "@shared/contracts/users";

let t: TestApp;
let admin: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, cookie: string, json: unknown = {}) =>
  t.request(path, { method: "POST", cookie, json });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;
const me = async (cookie: string) =>
  ((await (await t.request("/api/me", { cookie })).json()) as { user: { id: string } | null }).user;
/**
 * Whether a session still works where it matters at once: the account screens and every
 * write read the session from the database; learner reads may answer from the signed
 * cookie cache for up to 30 s more (decision 0055).
 */
const sessionWorks = async (cookie: string) =>
  (await t.request("/api/me/settings", { cookie })).status === 200;
const signInAs = (email: string, ip = "10.1.2.3") =>
  t.request("/api/auth/sign-in/email", {
    json: { email, password: "test-password-123" },
    ip,
  });

describe("role changes", () => {
  it("keeps the last admin and asks an admin to confirm their own demotion", async () => {
    const solo = await createTestApp();
    try {
      const only = await solo.signIn("admin");
      const refused = await solo.request(`/api/admin/users/${only.userId}/role`, {
        cookie: only.cookie,
        json: { role: "user", confirmSelfDemotion: true },
      });
      expect(refused.status).toBe(409);
      const err = await errorOf(refused);
      expect(err.code).toBe("LAST_ADMIN");
      expect(err.message).toContain("letzte Admin");

      const second = await solo.signIn("user");
      const promoted = await solo.request(`/api/admin/users/${second.userId}/role`, {
        cookie: only.cookie,
        json: { role: "admin" },
      });
      expect(promoted.status).toBe(200);
      expect(((await promoted.json()) as UserDetail).user.role).toBe("admin");

      const unconfirmed = await solo.request(`/api/admin/users/${only.userId}/role`, {
        cookie: only.cookie,
        json: { role: "moderator" },
      });
      expect(unconfirmed.status).toBe(409);
      expect((await errorOf(unconfirmed)).code).toBe("CONFIRMATION_REQUIRED");

      const confirmed = await solo.request(`/api/admin/users/${only.userId}/role`, {
        cookie: only.cookie,
        json: { role: "moderator", confirmSelfDemotion: true },
      });
      expect(confirmed.status).toBe(200);
      // Now a moderator: may read, not change.
      const again = await solo.request(`/api/admin/users/${second.userId}/role`, {
        cookie: only.cookie,
        json: { role: "user" },
      });
      expect(again.status).toBe(403);
    } finally {
      await solo.close();
    }
  });

  it("records every change with who did it, shown on the user's page", async () => {
    const learner = await t.signIn("user");
    await post(`/api/admin/users/${learner.userId}/role`, admin.cookie, { role: "moderator" });
    const res = await t.request(`/api/admin/users/${learner.userId}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as UserDetail;
    expect(detail.user.role).toBe("moderator");
    expect(detail.history[0]).toMatchObject({
      action: "role-changed",
      actor: { id: admin.userId },
      details: { from: "user", to: "moderator" },
    });
    expect(detail.canEdit).toBe(true);
  });

  it("refuses an unknown role and an unknown user", async () => {
    const learner = await t.signIn("user");
    const bad = await post(`/api/admin/users/${learner.userId}/role`, admin.cookie, {
      role: "owner",
    });
    expect(bad.status).toBe(400);
    const missing = await post(`/api/admin/users/${randomUUID()}/role`, admin.cookie, {
      role: "user",
    });
    expect(missing.status).toBe(404);
  });
});

describe("moderators", () => {
  it("may view the users and a user's page but change nothing", async () => {
    const moderator = await t.signIn("moderator");
    const learner = await t.signIn("user");
    const list = await t.request("/api/admin/users", { cookie: moderator.cookie });
    expect(list.status).toBe(200);
    const detail = await t.request(`/api/admin/users/${learner.userId}`, {
      cookie: moderator.cookie,
    });
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as UserDetail).canEdit).toBe(false);
    for (const [path, body] of [
      ["role", { role: "admin" }],
      ["ban", { reason: "x" }],
      ["unban", {}],
      ["revoke-sessions", {}],
      ["password-reset", {}],
      ["resend-confirmation", {}],
    ] as const) {
      const res = await post(`/api/admin/users/${learner.userId}/${path}`, moderator.cookie, body);
      expect(res.status, path).toBe(403);
    }
    expect(
      (
        (await (
          await t.request(`/api/admin/users/${learner.userId}`, { cookie: admin.cookie })
        ).json()) as UserDetail
      ).user.role,
    ).toBe("user");
    const asLearner = await t.request("/api/admin/users", { cookie: learner.cookie });
    expect(asLearner.status).toBe(403);
    // The admin plugin's own endpoints are not reachable over HTTP.
    const plugin = await t.request("/api/auth/admin/list-users", { cookie: admin.cookie });
    expect(plugin.status).toBe(404);
  });
});

describe("ban", () => {
  it("ends the sessions at once and blocks sign-in in the user's language, until unbanned", async () => {
    const learner = await t.signIn("user");
    await t.deps.db.update(user).set({ language: "en" }).where(eq(user.id, learner.userId));
    expect((await me(learner.cookie))?.id).toBe(learner.userId);

    const res = await post(`/api/admin/users/${learner.userId}/ban`, admin.cookie, {
      reason: "Spam im Forum",
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as UserDetail;
    expect(detail.user).toMatchObject({ status: "banned", banReason: "Spam im Forum" });
    expect(detail.activeSessions).toBe(0);
    expect(detail.history[0]).toMatchObject({ action: "banned", actor: { id: admin.userId } });

    expect(await sessionWorks(learner.cookie)).toBe(false);
    const blocked = await signInAs(
      (await t.deps.db.select().from(user).where(eq(user.id, learner.userId)))[0].email,
    );
    expect(blocked.status).toBe(403);
    // Better Auth's own answer shape: { code, message }.
    const err = (await blocked.json()) as { code: string; message: string };
    expect(err.code).toBe("BANNED_USER");
    expect(err.message).toBe(
      "Your account is blocked. Please contact the Kurswerk team if you think this is a mistake.",
    );

    const unban = await post(`/api/admin/users/${learner.userId}/unban`, admin.cookie);
    expect(unban.status).toBe(200);
    expect(((await unban.json()) as UserDetail).user.status).toBe("active");
    const [row] = await t.deps.db.select().from(user).where(eq(user.id, learner.userId));
    expect((await signInAs(row.email, "10.1.2.4")).status).toBe(200);
  });

  it("refuses a ban without reason, with an end in the past, of oneself or of an admin", async () => {
    const learner = await t.signIn("user");
    const noReason = await post(`/api/admin/users/${learner.userId}/ban`, admin.cookie, {
      reason: " ",
    });
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).message).toBe("Bitte gib einen Grund für die Sperre an");
    const past = await post(`/api/admin/users/${learner.userId}/ban`, admin.cookie, {
      reason: "x",
      expiresAt: "2020-01-01T00:00:00.000Z",
    });
    expect(past.status).toBe(400);
    expect((await errorOf(past)).message).toBe("Das Ende der Sperre muss in der Zukunft liegen");
    const self = await post(`/api/admin/users/${admin.userId}/ban`, admin.cookie, { reason: "x" });
    expect((await errorOf(self)).code).toBe("CANNOT_BAN_SELF");
    const other = await t.signIn("admin");
    const adminBan = await post(`/api/admin/users/${other.userId}/ban`, admin.cookie, {
      reason: "x",
    });
    expect((await errorOf(adminBan)).code).toBe("CANNOT_BAN_ADMIN");
    expect(await me(other.cookie)).not.toBeNull();
  });

  it("ends all sessions on request", async () => {
    const learner = await t.signIn("user");
    const res = await post(`/api/admin/users/${learner.userId}/revoke-sessions`, admin.cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as UserDetail).history[0]).toMatchObject({
      action: "sessions-revoked",
      details: { sessionsEnded: 1 },
    });
    expect(await sessionWorks(learner.cookie)).toBe(false);
  });
});

describe("account mails", () => {
  it("sends a password reset link and the confirmation again", async () => {
    const learner = await t.signIn("user");
    const reset = await post(`/api/admin/users/${learner.userId}/password-reset`, admin.cookie);
    expect(reset.status).toBe(200);
    const mails = await t.outbox(learner.email);
    expect(mails.map((m) => m.kind)).toContain("reset-password");
    const already = await post(
      `/api/admin/users/${learner.userId}/resend-confirmation`,
      admin.cookie,
    );
    expect((await errorOf(already)).code).toBe("ALREADY_CONFIRMED");

    await t.deps.db.update(user).set({ emailVerified: false }).where(eq(user.id, learner.userId));
    const resend = await post(
      `/api/admin/users/${learner.userId}/resend-confirmation`,
      admin.cookie,
    );
    expect(resend.status).toBe(200);
    expect((await t.outbox(learner.email)).map((m) => m.kind)).toContain("verify-email");
    const detail = (await (
      await t.request(`/api/admin/users/${learner.userId}`, { cookie: admin.cookie })
    ).json()) as UserDetail;
    expect(detail.user.status).toBe("unconfirmed");
    expect(detail.history.map((h) => h.action)).toEqual([
      "confirmation-sent",
      "password-reset-sent",
    ]);
  });
});

describe("list, search and paging", () => {
  const statements = async (path: string) => {
    const res = await t.request(path, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    return {
      n: Number(res.headers.get("x-sql-statements")),
      body: (await res.json()) as UsersPage,
    };
  };
  const paths = [
    "/api/admin/users",
    "/api/admin/users?q=nadel&sort=name&dir=asc&page=2&pageSize=50",
    "/api/admin/users?status=banned&role=user",
    "/api/admin/users?status=unconfirmed&sort=email",
  ];

  it("pages at 10,000 users with the same number of SQL statements as with few", async () => {
    const small: number[] = [];
    for (const p of paths) small.push((await statements(p)).n);

    const now = Date.now();
    for (let chunk = 0; chunk < 10; chunk++) {
      await t.deps.db.insert(user).values(
        Array.from({ length: 1000 }, (_, i) => {
          const n = chunk * 1000 + i;
          return {
            id: `bulk-${n}`,
            name: n % 100 === 0 ? `Nadel ${String(n).padStart(5, "0")}` : `Heu ${n}`,
            email: `bulk-${n}@example.com`,
            emailVerified: n % 3 !== 0,
            banned: n % 500 === 0,
            banReason: n % 500 === 0 ? "Test" : null,
            createdAt: new Date(now - n * 1000),
          };
        }),
      );
    }
    const big: number[] = [];
    for (const p of paths) big.push((await statements(p)).n);
    expect(big).toEqual(small);
    // Session lookup, the page and the total.
    expect(
      small.every((n) => n > 0 && n <= 5),
      String(small),
    ).toBe(true);

    const first = (await statements("/api/admin/users?pageSize=25")).body;
    expect(first.total).toBeGreaterThanOrEqual(10_000);
    expect(first.users).toHaveLength(25);

    const found = (await statements(paths[1])).body;
    expect(found.total).toBe(100);
    expect(found.users).toHaveLength(50);
    expect(found.users[0].name).toBe("Nadel 05000");
    expect(found.users[49].name).toBe("Nadel 09900");

    const banned = (await statements(paths[2])).body;
    expect(banned.total).toBe(20);
    expect(banned.users.every((u) => u.status === "banned")).toBe(true);

    // Pattern characters are searched literally.
    expect((await statements("/api/admin/users?q=%25")).body.total).toBe(0);
  }, 120_000);

  it("finds a substring of a name or an e-mail address through the trigram index", async () => {
    // Decisions 0154, 0163: without it every search reads every user. With the sequential scan
    // priced out, the plan shows whether the index can answer `like '%…%'` at all.
    // The search's condition (users.service.ts), as the list and its total run it.
    const plan = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = (await tx.execute(
        sql`explain select count(*) from "user" where search_text like lower('%del 050%')`,
      )) as unknown as { rows: Array<{ "QUERY PLAN": string }> };
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("user_search_text_trgm_idx");
    const found = (await statements("/api/admin/users?q=adel%2005")).body;
    // Newest first: the lower the number, the newer the account.
    expect(found.users.map((u) => u.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Nadel 05${i}00`),
    );
  });

  it("finds exactly what ILIKE on the name or the e-mail address found (decision 0163)", async () => {
    const names = [
      ["Jörg Müller", "JOERG@Example.org"],
      ["ÄNNE ÖZDEMIR", "anne.oe@beispiel.de"],
      ["Straße Weiß", "STRASSE@x.de"],
      ["100% Sicher", "prozent_1@x.de"],
      ["Back\\Slash", "a_b@x.de"],
      ["İpek Işık", "ipek@x.tr"],
      ["Éloïse Ñoño", "eloise@x.fr"],
      ["Endet mit m", "mit@anfang.de"],
    ];
    await t.deps.db
      .insert(user)
      .values(
        names.map(([name, email], i) => ({ id: `cmp-${i}`, name, email: email.toLowerCase() })),
      );
    // Users the way Better Auth writes them keep the generated text up to date.
    await t.deps.db
      .update(user)
      .set({ name: "Jörg MÜLLER-Lüdenscheidt" })
      .where(eq(user.id, "cmp-0"));
    const terms = [
      "müller",
      "MÜLLER",
      "Müll",
      "lüdenscheidt",
      "änne",
      "ÖZ",
      "straße",
      "STRASSE",
      "weiß",
      "WEISS",
      "100%",
      "%",
      "_",
      "a_b",
      "\\",
      "back\\s",
      "i̇pek",
      "İpek",
      "IŞIK",
      "ışık",
      "éloïse",
      "ÑOÑO",
      "m\nmit",
      "mmit",
      "m mit",
      "example.org",
      "@",
      "x.de",
      "e",
      "zz-nichts",
    ];
    const escape = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    for (const q of terms) {
      const p = escape(q);
      const ids = async (where: ReturnType<typeof sql>) =>
        (
          (await t.deps.db.execute(
            sql`select id from "user" where ${where} order by id`,
          )) as unknown as { rows: Array<{ id: string }> }
        ).rows.map((r) => r.id);
      const before = await ids(sql`(name ilike ${p} or email ilike ${p})`);
      const after = await ids(sql`search_text like lower(${p})`);
      if (!q.includes("\n")) expect(after, q).toEqual(before);
      const page = (await statements(`/api/admin/users?q=${encodeURIComponent(q)}&pageSize=50`))
        .body;
      expect(page.total, q).toBe(before.length);
    }
  });

  it("refuses a page size it does not offer", async () => {
    const res = await t.request("/api/admin/users?pageSize=100000", { cookie: admin.cookie });
    expect(res.status).toBe(400);
  });
});
