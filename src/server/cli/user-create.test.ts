import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPglite } from "../db/client";
import { user } from "../db/schema";
import { verifyPassword } from "../auth/password";
import { account } from "../db/schema";
import { eq } from "drizzle-orm";

const run = (dataDir: string, args: string[]) =>
  spawnSync(path.resolve("node_modules/.bin/tsx"), ["src/server/cli/user-create.ts", ...args], {
    // vitest puts Vite's BASE_URL ("/") into process.env: clear it.
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", BASE_URL: "", LOG_LEVEL: "silent" },
    encoding: "utf8",
  });

describe("npm run user:create", () => {
  it("creates a confirmed account, then promotes it", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-cli-"));
    const created = run(dataDir, [
      "--email",
      "Ada@Example.com",
      "--name",
      "Ada",
      "--password",
      "lang-genug-1",
      "--role",
      "moderator",
    ]);
    expect(created.stderr + created.stdout).not.toContain("Invalid");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain("Created Ada@Example.com with role moderator");
    const promoted = run(dataDir, [
      "--email",
      "ada@example.com",
      "--name",
      "Ada",
      "--role",
      "admin",
    ]);
    expect(promoted.stdout).toContain("Updated ada@example.com with role admin");

    const db = await openPglite(path.join(dataDir, "db"));
    try {
      const [u] = await db.db.select().from(user).where(eq(user.email, "ada@example.com"));
      expect(u).toMatchObject({ role: "admin", emailVerified: true, name: "Ada" });
      const [acc] = await db.db.select().from(account).where(eq(account.userId, u.id));
      expect(await verifyPassword({ hash: acc.password!, password: "lang-genug-1" })).toBe(true);
    } finally {
      await db.close();
    }
    // Two CLI runs, each opening and migrating the embedded database: slow on a busy machine.
  }, 120_000);

  it("says that the users screen can do the same when the server holds the database", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-cli-"));
    fs.mkdirSync(path.join(dataDir, "db"));
    // A running process (this test) holds the embedded database.
    fs.writeFileSync(path.join(dataDir, "db.lock"), String(process.pid));
    const refused = run(dataDir, ["--email", "a@b.de", "--role", "admin"]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("is in use by another Kurswerk process");
    expect(refused.stderr).toContain(
      "While the server runs, an admin can do the same on the users screen: /admin/users.",
    );
  });

  it("refuses bad arguments with a message", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-cli-"));
    const bad = run(dataDir, ["--email", "keine-adresse", "--role", "admin"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--email must be a valid e-mail address");
    const role = run(dataDir, ["--email", "a@b.de", "--role", "king"]);
    expect(role.stderr).toContain("--role must be admin, moderator or user");
    const short = run(dataDir, ["--email", "a@b.de", "--password", "kurz"]);
    expect(short.stderr).toContain("--password needs at least 8 characters");
  });
});
