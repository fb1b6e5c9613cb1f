// Builds the web app (client + prerendered landing and /auth) and the server bundle.
// Skips the work when nothing it depends on changed since the last build.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const force = process.argv.includes("--force");
const dist = path.resolve(process.env.DIST_DIR ?? "dist");
const stampFile = path.join(dist, ".build-hash");

function hashInputs() {
  const h = createHash("sha256");
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (!/\.test\.tsx?$/.test(e.name)) files.push(p);
    }
  };
  walk(path.join(root, "src"));
  walk(path.join(root, "drizzle"));
  for (const f of [
    "package.json",
    "vite.config.ts",
    "tsconfig.json",
    "scripts/build.mjs",
    "scripts/build-practice.mjs",
  ])
    files.push(path.join(root, f));
  for (const f of files.sort()) {
    h.update(path.relative(root, f));
    h.update(fs.readFileSync(f));
  }
  return h.digest("hex");
}

/**
 * Brotli and gzip copies of the hashed scripts, styles and images at their highest levels,
 * served as they are (src/server/app.ts, serveStatic precompressed): smaller than what the
 * server compresses on the fly per request, and no compression work per request.
 */
function precompress(dir) {
  for (const name of fs.readdirSync(dir)) {
    if (!/\.(js|css|svg)$/.test(name)) continue;
    const file = path.join(dir, name);
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
}

/**
 * Every page but the prerendered landing starts the data router (main.tsx imports it
 * dynamically, so the landing never loads it): index.html, which those pages get, preloads
 * its chunks with the entry instead of after it (decision 0057).
 */
function preloadRouter(webDir, template) {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDir, ".vite/manifest.json"), "utf8"));
  const closure = (keys, seen = new Set()) => {
    for (const k of keys) {
      if (seen.has(k)) continue;
      seen.add(k);
      closure(manifest[k]?.imports ?? [], seen);
    }
    return seen;
  };
  const initial = closure(["index.html"]);
  const links = [...closure(["router.tsx"])]
    .filter((k) => !initial.has(k))
    .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`)
    .join("");
  if (!links.includes("/assets/router-")) throw new Error("build: router chunk not found");
  const index = template.replace("</head>", `${links}</head>`);
  fs.writeFileSync(path.join(webDir, "index.html"), index);
  // /auth (decision 0063): the Latin file of the Inter font, preloaded as on the landing
  // (landing-head.ts). Found through the style sheet, after the screen's scripts, it would
  // otherwise be the last request before the first paint, at the highest priority.
  const fonts = fs
    .readdirSync(path.join(webDir, "assets"))
    .filter((f) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(f));
  if (fonts.length !== 1) throw new Error(`build: Inter's Latin font file not found`);
  const font = `<link rel="preload" href="/assets/${fonts[0]}" as="font" type="font/woff2" crossorigin>`;
  fs.writeFileSync(path.join(webDir, "auth.html"), index.replace("</head>", `${font}</head>`));
}

/**
 * A prerendered page (the landing, /auth) is on screen before its scripts run: they only
 * hydrate it. Fetched at low priority, they leave the connection to the style sheet and the
 * font that the first paint waits for (decision 0076). In Lighthouse's simulation, a script
 * fetched at high priority counts as render-blocking when it happened to finish before the
 * observed first paint. /auth then measured 89–91 or 97–98, depending on that race.
 */
function hydrationScriptsLow(page) {
  const out = page
    .replaceAll(
      '<script type="module" crossorigin',
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
  if (!out.includes('<script type="module" fetchpriority="low"'))
    throw new Error("build: the entry script of a prerendered page was not found");
  return out;
}

/** src/server/cli/<name>.ts, bundled to dist/server/cli/<name>.js (scripts/cli.mjs). */
export const CLI_COMMANDS = ["backup", "restore", "user-create", "course-export", "course-import"];

/**
 * One build of a folder at a time: tests that need the build (initial-js, practice-build,
 * the image check) start it from parallel workers, and a second build into the same folder,
 * or a server started from it, must not see half-written files. The lock is a directory next
 * to the folder; the second caller waits and then finds the build up to date. A lock older
 * than ten minutes is from a killed build and is taken over.
 */
async function withBuildLock(fn) {
  const lock = `${dist}.lock`;
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > 600_000) fs.rmSync(lock, { recursive: true });
      } catch {
        // released meanwhile
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export function build(options = {}) {
  return withBuildLock(() => buildUnlocked(options));
}

async function buildUnlocked({ onlyIfStale = false } = {}) {
  const hash = hashInputs();
  if (
    onlyIfStale &&
    !force &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, "utf8") === hash &&
    fs.existsSync(path.join(dist, "server/main.js"))
  ) {
    console.log("build: up to date");
    return;
  }
  const run = (cmd, args, env = {}) =>
    execFileSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const bin = (name) => path.join(root, "node_modules", ".bin", name);
  console.log("build: web app");
  run(
    bin("vite"),
    ["build", "--outDir", path.join(dist, "web"), "--emptyOutDir", "--logLevel", "warn"],
    { NODE_ENV: "production" },
  );
  precompress(path.join(dist, "web/assets"));
  console.log("build: practice sandbox");
  const { buildPractice } = await import("./build-practice.mjs");
  await buildPractice(root, path.join(dist, "web"));
  console.log("build: prerender");
  run(
    bin("vite"),
    [
      "build",
      "--ssr",
      "prerender.tsx",
      "--outDir",
      path.join(dist, "prerender"),
      "--emptyOutDir",
      "--logLevel",
      "warn",
    ],
    {
      NODE_ENV: "production",
    },
  );
  const { renderLanding, renderAuth, EARLY_CLICKS_SCRIPT } = await import(
    pathToFileURL(path.join(dist, "prerender/prerender.js")).href + `?t=${Date.now()}`
  );
  const template = fs.readFileSync(path.join(dist, "web/index.html"), "utf8");
  fs.mkdirSync(path.join(dist, "web/prerender"), { recursive: true });
  // Clicks before the scripts have run are kept and replayed after hydration (decision 0092).
  const earlyClicks = (page) => {
    const out = page.replace("<body>", `<body>\n    <script>${EARLY_CLICKS_SCRIPT}</script>`);
    if (out === page) throw new Error("build: <body> of a prerendered page not found");
    return out;
  };
  // The same page before its language and markup, for the server to render the operator's
  // published site settings into at run time (issue 31, modules/site/site-web.ts).
  fs.writeFileSync(
    path.join(dist, "web/prerender/landing.template.html"),
    hydrationScriptsLow(earlyClicks(template)),
  );
  for (const lang of ["de", "en", "es", "fr"]) {
    const { html, head, title, namespaces } = await renderLanding(lang);
    const page = template
      .replace('<html lang="de">', `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${title.replace(/</g, "&lt;")}</title>`)
      .replace(/<meta name="description"[^>]*>/, "")
      .replace("<!--head-extra-->", head)
      .replace(
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-prerendered="true" data-lang="${lang}" data-ns="${namespaces.join(",")}">${html}</div>`,
      );
    fs.writeFileSync(
      path.join(dist, `web/prerender/landing.${lang}.html`),
      hydrationScriptsLow(earlyClicks(page)),
    );
  }
  preloadRouter(path.join(dist, "web"), template);
  // /auth as a signed-out visitor opens it, per language (decision 0065): auth.html with the
  // screen's markup, hydrated with the data router (main.tsx). The server sends it for /auth
  // without a query; with one (a tab, a recovery link, a lead) the page is auth.html.
  const authTemplate = fs.readFileSync(path.join(dist, "web/auth.html"), "utf8");
  fs.writeFileSync(
    path.join(dist, "web/prerender/auth.template.html"),
    hydrationScriptsLow(earlyClicks(authTemplate)),
  );
  for (const lang of ["de", "en", "es", "fr"]) {
    const { html, namespaces } = await renderAuth(lang);
    const page = authTemplate
      .replace('<html lang="de">', `<html lang="${lang}">`)
      .replace(
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-prerendered="router" data-lang="${lang}" data-ns="${namespaces.join(",")}">${html}</div>`,
      );
    if (page === authTemplate) throw new Error("build: /auth not prerendered");
    fs.writeFileSync(
      path.join(dist, `web/prerender/auth.${lang}.html`),
      hydrationScriptsLow(earlyClicks(page)),
    );
  }
  console.log("build: server");
  const esbuild = await import("esbuild");
  await esbuild.build({
    entryPoints: ["src/server/main.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: path.join(dist, "server/main.js"),
    packages: "external",
    sourcemap: true,
    tsconfig: "tsconfig.json",
    logLevel: "warning",
  });
  // The demo courses' drawings, read by the seed beside the bundle (src/server/db/seed/demo-thumbnails.ts).
  fs.cpSync(
    path.join(root, "src/server/db/seed/thumbnails"),
    path.join(dist, "server/thumbnails"),
    {
      recursive: true,
      filter: (f) => !f.endsWith(".md"),
    },
  );
  // The practice engine's worker thread runs as a bundle of its own (decision 0083).
  await esbuild.build({
    entryPoints: ["src/server/practice/practice-worker.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: path.join(dist, "server/practice/practice-worker.mjs"),
    packages: "external",
    sourcemap: true,
    tsconfig: "tsconfig.json",
    logLevel: "warning",
  });
  // The operator's commands as bundles (decision 0132): a production install and the
  // container image have no tsx; scripts/cli.mjs runs these there.
  await esbuild.build({
    entryPoints: Object.fromEntries(
      CLI_COMMANDS.map((name) => [name, `src/server/cli/${name}.ts`]),
    ),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outdir: path.join(dist, "server/cli"),
    packages: "external",
    sourcemap: true,
    tsconfig: "tsconfig.json",
    logLevel: "warning",
  });
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(stampFile, hash);
  console.log("build: done");
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await build({ onlyIfStale: !force });
}
