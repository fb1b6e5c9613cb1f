import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * scripts/prune-runtime.mjs (the image's deps stage): keeps the packages the built files
 * import with what they depend on, drops the rest and the type declarations and maps.
 */
const script = path.resolve("scripts/prune-runtime.mjs");

function pkg(root: string, name: string, json: object = {}) {
  const dir = path.join(root, "node_modules", name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name, ...json }));
  fs.writeFileSync(path.join(dir, "index.js"), "export default 1;\n");
  fs.writeFileSync(path.join(dir, "index.d.ts"), "export {};\n");
  return dir;
}

describe("prune-runtime", () => {
  it("keeps what the built app imports and its dependencies, in two steps as the image runs it", () => {
    const app = fs.mkdtempSync(path.join(os.tmpdir(), "kw-prune-"));
    fs.mkdirSync(path.join(app, "dist/server"), { recursive: true });
    fs.mkdirSync(path.join(app, "dist/prerender"), { recursive: true });
    fs.writeFileSync(
      path.join(app, "dist/server/main.js"),
      [
        'import a from "a";',
        'import { x } from "@s/scoped/sub";',
        'import fs from "node:fs";',
        // Code inside a lesson text is no import.
        'export const lesson = `import { it } from "vitest";`;',
        'export const db = () => import("lazy");',
      ].join("\n"),
    );
    fs.writeFileSync(path.join(app, "dist/prerender/prerender.js"), 'import "react";\n');
    pkg(app, "a", {
      dependencies: { c: "1" },
      peerDependencies: { typescript: "5", p: "1" },
      peerDependenciesMeta: { typescript: { optional: true } },
    });
    pkg(app, "c");
    pkg(app, "p");
    pkg(app, "@s/scoped");
    pkg(app, "lazy");
    pkg(app, "react");
    pkg(app, "vitest");
    pkg(app, "typescript");
    pkg(app, "unused");
    // A nested copy is the one Node loads for its package: the top-level "c" is unused.
    pkg(path.join(app, "node_modules/a"), "c");

    execFileSync("node", [script, app, "--write-list"]);
    expect(
      JSON.parse(fs.readFileSync(path.join(app, "dist/runtime-packages.json"), "utf8")),
    ).toEqual(["@s/scoped", "a", "lazy", "react"]);
    // The deps stage has no dist/server, only the list.
    fs.rmSync(path.join(app, "dist/server"), { recursive: true });
    execFileSync("node", [script, app, "--from-list"]);
    const left = (p: string) => fs.existsSync(path.join(app, "node_modules", p));
    for (const kept of ["a", "a/node_modules/c", "p", "@s/scoped", "lazy", "react"])
      expect(left(kept), kept).toBe(true);
    for (const gone of ["vitest", "typescript", "unused", "a/index.d.ts", "c"])
      expect(left(gone), gone).toBe(false);
    expect(left("a/index.js")).toBe(true);
  });
});
