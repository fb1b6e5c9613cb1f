import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The map in docs/architecture.md ("Map: where each concern lives", issue 43) names every
 * folder under src/server/modules/ and src/web/features/ (sub-areas too), as
 * `modules/<m>/` or `features/<f>/<area>/`, and names no folder that is gone.
 */
const root = join(import.meta.dirname, "..");
const doc = readFileSync(join(root, "docs/architecture.md"), "utf8");
const map = doc.slice(doc.indexOf("## Map: where each concern lives"), doc.indexOf("## Module boundaries"));

const GROUPS = { modules: "src/server/modules", features: "src/web/features" } as const;

/** Folders that hold a file (an empty folder left by a move is not in git). */
function hasFile(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some((e) => !e.isDirectory() || hasFile(join(dir, e.name)));
}

function folders(dir: string, prefix: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && hasFile(join(dir, e.name)))
    .flatMap((e) => [`${prefix}${e.name}/`, ...folders(join(dir, e.name), `${prefix}${e.name}/`)]);
}

const onDisk = Object.entries(GROUPS).flatMap(([name, dir]) => folders(join(root, dir), `${name}/`));

describe("docs/architecture.md's map (issue 43)", () => {
  it("has its section", () => {
    expect(map.length).toBeGreaterThan(100);
  });

  it("names every folder under src/server/modules and src/web/features", () => {
    const missing = onDisk.filter((f) => !map.includes(`\`${f}\``));
    expect(missing, "add these folders to the map in docs/architecture.md").toEqual([]);
  });

  it("names no module or feature folder that does not exist", () => {
    const named = [...map.matchAll(/`((?:modules|features)\/(?:[a-z0-9-]+\/)+)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((f) => !onDisk.includes(f))).toEqual([]);
  });
});
