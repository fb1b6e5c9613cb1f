// What the app fetches for a sandbox frame that asks (decision 0243): only this origin's
// versioned practice files, nothing a frame could point elsewhere.
import { describe, expect, it } from "vitest";
import { isPracticeAssetName, practiceAssetsBase } from "./protocol";

const ORIGIN = "https://schule.example";

describe("practice:fetch from a sandbox frame", () => {
  it("takes this origin's versioned practice folder", () => {
    expect(practiceAssetsBase(`${ORIGIN}/practice/3aa96e93c0d4/`, ORIGIN)?.href).toBe(
      `${ORIGIN}/practice/3aa96e93c0d4/`,
    );
  });

  it.each([
    ["another origin", "https://evil.example/practice/3aa96e93c0d4/"],
    ["the API", `${ORIGIN}/api/me/settings/`],
    ["a folder above the version", `${ORIGIN}/practice/`],
    ["a path climbing out", `${ORIGIN}/practice/3aa96e93c0d4/../../api/`],
    ["a query", `${ORIGIN}/practice/3aa96e93c0d4/?x=1`],
    ["no URL", "nicht eine URL"],
    ["no string", 42],
  ])("refuses %s", (_why, base) => {
    expect(practiceAssetsBase(base, ORIGIN)).toBeNull();
  });

  it("takes the runtimes' files and worker scripts by name", () => {
    for (const name of [
      "sql-worker.js",
      "pglite/pglite.wasm",
      "pglite/base.tar",
      "pyodide/pyodide.asm.js",
      "pyodide/python_stdlib.zip",
      "pyodide/pyodide-lock.json",
      "pyodide/snapshot.bin",
    ])
      expect(isPracticeAssetName(name), name).toBe(true);
  });

  it.each([
    "../../api/me/settings",
    "pglite/../../../api/me",
    "/api/me.json",
    "https://evil.example/x.js",
    "pglite/sub/deeper.wasm",
    "sandbox.html",
    "",
  ])("refuses the name %j", (name) => {
    expect(isPracticeAssetName(name)).toBe(false);
  });
});
