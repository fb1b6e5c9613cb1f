import { afterAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { startSmtpServer } from "./smtp";
import { createTestApp } from "./harness";
import { openPglite } from "../db/client";
import { funnelLeads, user } from "../db/schema";
import { leadBody } from "./lead-body";

/**
 * Fault tests (issue 14): SMTP down at sign-up; kill -9 of the server on PGlite during writes
 * (a real server as child process; its start takes seconds, over a minute on a loaded machine).
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kw-faults-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  fs.rmSync(tmp, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

describe("SMTP down at sign-up", () => {
  it("creates the account, keeps the confirmation mail and sends it once SMTP is back", async () => {
    const port = await freePort();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const email = "smtp-down@example.com";
      const res = await t.request("/api/auth/sign-up/email", {
        json: { name: "Ada Lovelace", email, password: "richtig-geheim-42" },
        ip: "10.80.0.1",
      });
      expect(res.status).toBe(200);
      const [account] = await t.deps.db.select().from(user).where(eq(user.email, email));
      expect(account).toBeTruthy();
      const [pending] = await t.outbox(email);
      expect(pending).toMatchObject({ kind: "verify-email", status: "pending", attempts: 1 });

      const smtp = await startSmtpServer(port);
      const received = smtp.received;
      try {
        // The retry loop picks it up when it is due (made due now instead of in 30 s).
        const { mailOutbox } = await import("../db/schema");
        await t.deps.db
          .update(mailOutbox)
          .set({ nextAttemptAt: new Date(Date.now() - 1000) })
          .where(eq(mailOutbox.id, pending.id));
        expect(await t.deps.mailer.retryDue()).toBe(1);
        expect(received).toHaveLength(1);
        expect(received[0]).toMatch(/^To: smtp-down@example\.com/m);
        const [sent] = await t.outbox(email);
        expect(sent.status).toBe("sent");
      } finally {
        await smtp.close();
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});

/** Starts the real server (src/server/main.ts) as a child on PGlite in `dataDir`. */
async function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("src/server/main.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      // Vitest puts Vite's BASE_URL ("/") into process.env.
      BASE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      RATE_LIMIT_AUTH_MAX: "100000",
      MIGRATIONS_DIR: path.resolve("drizzle"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("kill -9 on PGlite during writes", () => {
  it("opens after restart with every write that was answered 2xx", async () => {
    const dataDir = path.join(tmp, "data");
    const port = await freePort();
    const t0 = Date.now();
    const log = (m: string) => console.log(`kill -9 test: ${m} after ${Date.now() - t0} ms`);
    const child = await startServer(dataDir, port);
    log("server up");
    const acknowledged: string[] = [];
    let stop = false;
    // Four writers send leads as fast as the server answers; the kill comes mid-stream.
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const email = `kill-${w}-${i}@example.com`;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/leads`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
            body: JSON.stringify(leadBody(email)),
          });
          if (res.status >= 200 && res.status < 300) acknowledged.push(email);
        } catch {
          return; // connection gone: the server was killed
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    const until = Date.now() + 60_000;
    while (acknowledged.length < 40 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    log(`${acknowledged.length} writes acknowledged, killing`);
    child.kill("SIGKILL");
    stop = true;
    await Promise.all(writers);
    // A killed child has a signalCode, not an exitCode; "exit" may already have fired.
    await new Promise((r) =>
      child.exitCode !== null || child.signalCode !== null ? r(null) : child.once("exit", r),
    );
    log("killed");
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    // The stale lock of the dead process is taken over; the database opens and has every row.
    const db = await openPglite(path.join(dataDir, "db"), path.resolve("drizzle"));
    log("reopened");
    try {
      const rows = await db.db.select({ email: funnelLeads.email }).from(funnelLeads);
      const stored = new Set(rows.map((r) => r.email));
      expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
    } finally {
      await db.close();
    }
  }, 360_000);
});
