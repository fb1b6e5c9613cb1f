// npm run backup / restore / user:create / course:export / course:import (decision 0132).
// With NODE_ENV=production (from the environment or .env) the bundle that `npm run build`
// made (dist/server/cli/<name>.js): a production install and the container image have no
// tsx. Otherwise the TypeScript source through tsx, as in development.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const [name, ...args] = process.argv.slice(2);
if (fs.existsSync(path.join(process.cwd(), ".env")))
  process.loadEnvFile(path.join(process.cwd(), ".env"));

let command;
if (process.env.NODE_ENV === "production") {
  const built = path.resolve(root, process.env.DIST_DIR ?? "dist", "server/cli", `${name}.js`);
  if (!fs.existsSync(built)) {
    console.error(
      `Kurswerk is not built: ${built} missing. Run \`npm run build\` first ` +
        `(in production the commands run the built files).`,
    );
    process.exit(1);
  }
  command = ["--enable-source-maps", built, ...args];
} else {
  command = [
    path.join(root, "node_modules/tsx/dist/cli.mjs"),
    path.join(root, "src/server/cli", `${name}.ts`),
    ...args,
  ];
}
const child = spawn(process.execPath, command, { stdio: "inherit" });
const forward = (sig) => () => child.kill(sig);
process.on("SIGINT", forward("SIGINT"));
process.on("SIGTERM", forward("SIGTERM"));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
