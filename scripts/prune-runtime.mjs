// Cuts a production node_modules down to what the built app can load (issue 31, image size).
//   node scripts/prune-runtime.mjs [appDir]     (appDir: with dist/ and node_modules/; default .)
// `npm ci --omit=dev` installs every package of `dependencies`, which also serve the web
// build (CodeMirror, recharts, Radix, the practice runtimes' sources, ...) and peers such
// as typescript, drizzle-kit and vitest that i18next and better-auth name. The server
// bundles (dist/server, with its commands and worker) and the SSR bundle of the landing
// (dist/prerender) keep their packages external: the packages they import, with everything
// those depend on (dependencies, optionalDependencies, installed peerDependencies, resolved
// as Node does, nested folders first), stay; every other package goes. Type declarations
// and source maps inside node_modules go too (the server maps only its own bundle).
// Prints the sizes before and after; `--dry-run` only prints. The image (Dockerfile) runs it
// in two steps: `--write-list` where the build is (esbuild installed) writes the imported
// packages to dist/runtime-packages.json; `--from-list` prunes the production install by it.
import fs from "node:fs";
import path from "node:path";
import { builtinModules } from "node:module";

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const app = path.resolve(args.find((a) => !a.startsWith("--")) ?? ".");
const modules = path.join(app, "node_modules");
const builtins = new Set(builtinModules);

function* files(dir, test) {
  if (!fs.existsSync(dir)) return;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p, test);
    else if (test(p)) yield p;
  }
}

function size(dir) {
  let total = 0;
  for (const f of files(dir, () => true)) total += fs.lstatSync(f).size;
  return total;
}
const mb = (n) => `${(n / 1e6).toFixed(0)} MB`;

/** The package a bare import names ("@scope/name/sub" -> "@scope/name"), null for others. */
export function packageOf(spec) {
  if (spec.startsWith(".") || spec.startsWith("/") || spec.startsWith("node:")) return null;
  const parts = spec.split("/");
  const name = spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
  if (!/^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/.test(name)) return null;
  return builtins.has(name) ? null : name;
}

/** Where Node finds `name` from a package folder: its own node_modules, then upwards. */
function resolvePackage(fromDir, name) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, "node_modules", name);
    if (fs.existsSync(path.join(candidate, "package.json"))) return candidate;
    const parent = path.dirname(dir);
    if (dir === app || parent === dir) return null;
    dir = parent;
  }
}

/**
 * The packages the built files import, read by esbuild's parser (a regular expression would
 * also find the code examples inside the seed's lesson texts): the files bundled once more,
 * packages external, and the metafile's external imports collected; also written to
 * dist/runtime-packages.json (read back with `--from-list`).
 */
async function runtimeRoots() {
  const listFile = path.join(app, "dist/runtime-packages.json");
  if (args.includes("--from-list")) return new Set(JSON.parse(fs.readFileSync(listFile, "utf8")));
  const esbuild = await import("esbuild");
  const entries = [
    ...files(path.join(app, "dist/server"), (p) => /\.m?js$/.test(p)),
    ...files(path.join(app, "dist/prerender"), (p) => /\.m?js$/.test(p)),
    ...["scripts/start.mjs", "scripts/cli.mjs"]
      .map((s) => path.join(app, s))
      .filter((f) => fs.existsSync(f)),
  ];
  const result = await esbuild.build({
    entryPoints: entries,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    metafile: true,
    outdir: path.join(app, ".prune-out"),
    outbase: app,
    logLevel: "silent",
    // Every built file is an entry of its own: relative imports need not be followed.
    plugins: [
      {
        name: "relative-external",
        setup(b) {
          b.onResolve({ filter: /^[./]/ }, (a) =>
            a.kind === "entry-point" ? undefined : { path: a.path, external: true },
          );
        },
      },
    ],
  });
  const roots = new Set();
  for (const out of Object.values(result.metafile.outputs))
    for (const imp of out.imports)
      if (imp.external) {
        const name = packageOf(imp.path);
        if (name) roots.add(name);
      }
  fs.writeFileSync(listFile, JSON.stringify([...roots].sort(), null, 2) + "\n");
  return roots;
}

function keptPackages(roots) {
  const kept = new Set();
  const queue = [...roots].map((name) => [app, name, true]);
  const missing = [];
  while (queue.length) {
    const [from, name, required] = queue.shift();
    const dir = resolvePackage(from, name);
    if (!dir) {
      if (required) missing.push(name);
      continue;
    }
    if (kept.has(dir)) continue;
    kept.add(dir);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
    for (const d of Object.keys(pkg.dependencies ?? {})) queue.push([dir, d, true]);
    for (const d of Object.keys(pkg.optionalDependencies ?? {})) queue.push([dir, d, false]);
    // Peers the package marks optional (better-auth names vitest, typescript, drizzle-kit…)
    // come only when something else needs them.
    for (const d of Object.keys(pkg.peerDependencies ?? {}))
      if (!pkg.peerDependenciesMeta?.[d]?.optional) queue.push([dir, d, false]);
  }
  return { kept, missing };
}

/** Every installed package folder (top level, scoped and nested). */
function* packageDirs(nodeModules) {
  if (!fs.existsSync(nodeModules)) return;
  for (const e of fs.readdirSync(nodeModules, { withFileTypes: true })) {
    if (!e.isDirectory() || e.name === ".bin" || e.name.startsWith(".")) continue;
    const p = path.join(nodeModules, e.name);
    if (e.name.startsWith("@")) {
      for (const s of fs.readdirSync(p, { withFileTypes: true }))
        if (s.isDirectory()) {
          yield path.join(p, s.name);
          yield* packageDirs(path.join(p, s.name, "node_modules"));
        }
    } else {
      yield p;
      yield* packageDirs(path.join(p, "node_modules"));
    }
  }
}

async function main() {
  if (!args.includes("--from-list") && !fs.existsSync(path.join(app, "dist/server/main.js")))
    throw new Error(`${app}/dist is not built`);
  const roots = await runtimeRoots();
  if (args.includes("--write-list"))
    return console.log(`dist/runtime-packages.json: ${roots.size} packages imported`);
  const before = size(modules);
  const { kept, missing } = keptPackages(roots);
  // Named in the bundles but not installed by `npm ci --omit=dev` either (an optional code
  // path of a bundled library, e.g. an adapter for another framework): nothing to keep.
  if (missing.length) console.log(`named but not installed (as before): ${missing.join(", ")}`);
  const removed = [];
  for (const dir of [...packageDirs(modules)]) {
    if (kept.has(dir) || [...kept].some((k) => dir.startsWith(k + path.sep + "node_modules")))
      continue;
    if (!fs.existsSync(dir)) continue;
    removed.push([path.relative(modules, dir), size(dir)]);
    if (!dryRun) fs.rmSync(dir, { recursive: true, force: true });
  }
  let extras = 0;
  for (const f of [...files(modules, (p) => /(\.d\.[cm]?ts|\.map)$/.test(p))]) {
    extras += fs.lstatSync(f).size;
    if (!dryRun) fs.rmSync(f);
  }
  // Empty scope folders.
  if (!dryRun)
    for (const e of fs.readdirSync(modules))
      if (e.startsWith("@") && fs.readdirSync(path.join(modules, e)).length === 0)
        fs.rmdirSync(path.join(modules, e));
  removed.sort((a, b) => b[1] - a[1]);
  console.log(`runtime roots: ${[...roots].sort().join(", ")}`);
  console.log(`kept ${kept.size} packages; removed ${removed.length}, largest:`);
  for (const [name, n] of removed.slice(0, 15)) console.log(`  ${mb(n).padStart(7)}  ${name}`);
  console.log(`type declarations and source maps: ${mb(extras)}`);
  console.log(`node_modules: ${mb(before)} -> ${dryRun ? "(dry run)" : mb(size(modules))}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
