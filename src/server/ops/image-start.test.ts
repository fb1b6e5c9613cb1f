import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

/*
 * The container image (issue 31, decision 0132). What the Dockerfile promises is checked
 * here; the image's start command itself is run by scripts/image-check.mjs against the
 * built app (the step after the build in .ci/run, and here after building dist/).
 */

const dockerfile = fs.readFileSync("Dockerfile", "utf8");
const stages = dockerfile.split(/^FROM /m).slice(1);
const final = stages.at(-1) ?? "";

describe("Dockerfile", () => {
  it("builds in one stage and ships production dependencies and the built app in another", () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/RUN node scripts\/build\.mjs/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(final).toMatch(/COPY --from=deps \/app\/node_modules/);
    expect(final).toMatch(/COPY --from=build \/app\/dist/);
    expect(final).toMatch(/COPY drizzle/);
    // Nothing is built or installed with dev dependencies in the final stage.
    expect(final).not.toMatch(/npm (ci|install)(?! .*--omit=dev)|build\.mjs|npm run build/);
  });

  it("runs the server as a non-root user, production, /data as the volume, ready check", () => {
    expect(final).toMatch(/^USER node$/m);
    expect(final).toMatch(/NODE_ENV=production/);
    expect(final).toMatch(/DATA_DIR=\/data/);
    expect(final).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(final).toMatch(/HEALTHCHECK[\s\S]*\/api\/health\/ready/);
    expect(final).toMatch(/^CMD \["node", "--enable-source-maps", "dist\/server\/main\.js"\]$/m);
  });

  it("keeps the build context small (.dockerignore)", () => {
    const ignore = fs.readFileSync(".dockerignore", "utf8").split("\n");
    for (const entry of ["node_modules", "dist", "data", ".git", ".env"])
      expect(ignore).toContain(entry);
  });
});

describe("the image's start command on this machine (scripts/image-check.mjs)", () => {
  beforeAll(() => {
    // The built app the image ships (built once: other tests' builds wait for the same lock).
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.NODE_ENV;
    delete env.DIST_DIR;
    const r = spawnSync(process.execPath, ["scripts/build.mjs"], { env, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}\n${r.stderr}`);
    expect(fs.existsSync(path.join("dist", "server/main.js"))).toBe(true);
  }, 300_000);

  it("starts healthy from the built files, serves the app in production and drains on SIGTERM", () => {
    const r = spawnSync(process.execPath, ["scripts/image-check.mjs"], {
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", IMAGE_CHECK_PORT: "3461" },
      timeout: 170_000,
    });
    expect(r.stdout + r.stderr).toContain("image-check: started, healthy");
    expect(r.status).toBe(0);
  }, 180_000);
});
