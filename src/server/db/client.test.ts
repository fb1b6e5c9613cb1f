import { describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { countStatements, DatabaseLockedError, openPglite } from "./client";

describe("embedded database", () => {
  it("refuses a second process on the same data folder with a clear message", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kw-lock-")), "db");
    fs.mkdirSync(dir, { recursive: true });
    // Another live process holds the lock.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
    try {
      fs.writeFileSync(`${dir}.lock`, String(other.pid));
      await expect(openPglite(dir)).rejects.toThrow(DatabaseLockedError);
      await expect(openPglite(dir)).rejects.toThrow(/in use by another Kurswerk process/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that is gone, and counts statements", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kw-lock-")), "db");
    fs.writeFileSync(`${dir}.lock`, "999999");
    const db = await openPglite(dir);
    try {
      expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
      await db.migrate();
      const { count } = await countStatements(async () => {
        const { sql } = await import("drizzle-orm");
        await db.db.execute(sql`select 1`);
        await db.db.execute(sql`select 2`);
      });
      expect(count).toBe(2);
    } finally {
      await db.close();
    }
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
