import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { loadConfig } from "../config";
import { AUTH_SECRET_FILE, DataDirError, prepareDataDir, repairModes } from "./data-dir";
import { createTestApp } from "../test/harness";
import { session } from "../db/schema";
import { signedToken } from "../test/auth-endpoints";

/** Issue 41: no install signs with a known secret; DATA_DIR is its user's only. */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kurswerk-data-dir-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const OLD_CONSTANT = "kurswerk-development-secret-not-for-production-use";
const modeOf = (p: string) => fs.statSync(p).mode & 0o777;
const fresh = (name: string) => path.join(tmp, name);
const prepared = (dir: string, env: Record<string, string> = {}) =>
  prepareDataDir(loadConfig({ NODE_ENV: "development", DATA_DIR: dir, ...env }));

describe("the session secret without AUTH_SECRET", () => {
  it("is made on the first start, 600 in a 700 folder, different for every install, kept after", () => {
    const a = prepared(fresh("install-a"));
    const b = prepared(fresh("install-b"));
    expect(a.report.secret).toBe("created");
    expect(b.report.secret).toBe("created");
    expect(a.config.authSecret).not.toBe(b.config.authSecret);
    for (const s of [a.config.authSecret, b.config.authSecret]) {
      expect(s).not.toBe(OLD_CONSTANT);
      expect(s).toMatch(/^[A-Za-z0-9_-]{64}$/);
    }
    const file = path.join(fresh("install-a"), AUTH_SECRET_FILE);
    expect(fs.readFileSync(file, "utf8").trim()).toBe(a.config.authSecret);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(fresh("install-a"))).toBe(0o700);
    expect(fs.readdirSync(fresh("install-a"))).toEqual([AUTH_SECRET_FILE]);
    // The next start signs with the same secret (sessions survive a restart).
    const again = prepared(fresh("install-a"));
    expect(again.report.secret).toBe("kept");
    expect(again.config.authSecret).toBe(a.config.authSecret);
  });

  it("is AUTH_SECRET when set: nothing is written", () => {
    const dir = fresh("with-env");
    const r = prepared(dir, { AUTH_SECRET: "e".repeat(40) });
    expect(r.config.authSecret).toBe("e".repeat(40));
    expect(r.report.secret).toBe("env");
    expect(fs.existsSync(path.join(dir, AUTH_SECRET_FILE))).toBe(false);
  });

  it("refuses a secret file that is too short, saying what to do", () => {
    const dir = fresh("short");
    fs.mkdirSync(dir, { mode: 0o700 });
    fs.writeFileSync(path.join(dir, AUTH_SECRET_FILE), "short\n", { mode: 0o600 });
    expect(() => prepared(dir)).toThrow(DataDirError);
    expect(() => prepared(dir)).toThrow(/Delete it .* or set AUTH_SECRET/);
  });

  it("signs differently per install: install B's signature and the old constant's are refused", async () => {
    const a = prepared(fresh("signing-a")).config.authSecret;
    const b = prepared(fresh("signing-b")).config.authSecret;
    const app = await createTestApp({ AUTH_SECRET: a });
    try {
      const { userId } = await app.signIn("user");
      const [{ token }] = await app.deps.db
        .select({ token: session.token })
        .from(session)
        .where(eq(session.userId, userId));
      const settings = (secret: string) =>
        app.request("/api/me/settings", {
          cookie: `kurswerk.session_token=${signedToken(token, secret)}`,
        });
      expect((await settings(a)).status).toBe(200);
      expect((await settings(b)).status).toBe(401);
      expect((await settings(OLD_CONSTANT)).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe("DATA_DIR is private to the service user", () => {
  it("repairs folders to 700 and files to 600 whatever they were, symbolic links untouched", () => {
    const dir = fresh("loose");
    fs.mkdirSync(path.join(dir, "db", "base"), { recursive: true });
    fs.mkdirSync(path.join(dir, "uploads"));
    fs.writeFileSync(path.join(dir, "db", "base", "1259"), "x");
    fs.writeFileSync(path.join(dir, "uploads", "a.webp"), "x");
    fs.writeFileSync(path.join(dir, "db", "PG_VERSION"), "17");
    fs.symlinkSync("/etc/hostname", path.join(dir, "link"));
    for (const d of [
      dir,
      path.join(dir, "db"),
      path.join(dir, "db", "base"),
      path.join(dir, "uploads"),
    ])
      fs.chmodSync(d, 0o777);
    fs.chmodSync(path.join(dir, "db", "base", "1259"), 0o666);
    fs.chmodSync(path.join(dir, "uploads", "a.webp"), 0o644);
    fs.chmodSync(path.join(dir, "db", "PG_VERSION"), 0o600);
    const linkTarget = modeOf("/etc/hostname");

    const r = prepared(dir);
    expect(r.report.repaired).toBe(6);
    for (const d of [
      dir,
      path.join(dir, "db"),
      path.join(dir, "db", "base"),
      path.join(dir, "uploads"),
    ])
      expect(modeOf(d), d).toBe(0o700);
    for (const f of ["db/base/1259", "uploads/a.webp", "db/PG_VERSION", AUTH_SECRET_FILE])
      expect(modeOf(path.join(dir, f)), f).toBe(0o600);
    expect(modeOf("/etc/hostname")).toBe(linkTarget);
    expect(repairModes(dir)).toBe(0);
  });

  it("refuses a folder that belongs to another user, naming the fix", () => {
    const me = process.getuid!();
    let dir: string;
    if (me === 0) {
      // As root: a folder of "nobody".
      dir = fresh("foreign");
      fs.mkdirSync(dir, { mode: 0o755 });
      fs.chownSync(dir, 65534, 65534);
    } else {
      // Anyone else: the file system's root belongs to root (refused before any change).
      dir = "/";
    }
    const before = modeOf(dir);
    expect(() => prepared(dir)).toThrow(DataDirError);
    expect(() => prepared(dir)).toThrow(new RegExp(`runs as user ${me}.*chown -R ${me}`, "s"));
    expect(modeOf(dir)).toBe(before);
  });

  it("refuses a file inside that belongs to another user", () => {
    if (process.getuid!() !== 0) {
      // Without root no file of another user can be made; the folder check above holds.
      expect(() => prepared("/")).toThrow(DataDirError);
      return;
    }
    const dir = fresh("foreign-file");
    fs.mkdirSync(path.join(dir, "uploads"), { recursive: true, mode: 0o700 });
    fs.writeFileSync(path.join(dir, "uploads", "x"), "x");
    fs.chownSync(path.join(dir, "uploads", "x"), 65534, 65534);
    expect(() => prepared(dir)).toThrow(/uploads\/x belongs to user 65534/);
  });
});
