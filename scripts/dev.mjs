// Development: the API with reload (tsx watch) and Vite's dev server with a proxy to it.
import { spawn } from "node:child_process";
import path from "node:path";

const bin = (n) => path.resolve("node_modules/.bin", n);
const procs = [
  spawn(bin("tsx"), ["watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { BASE_URL: "http://127.0.0.1:5173", ...process.env, PORT: process.env.PORT ?? "3000" },
  }),
  spawn(bin("vite"), [], { stdio: "inherit" }),
];
const stop = () => procs.forEach((p) => p.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
procs.forEach((p) =>
  p.on("exit", (code) => {
    stop();
    process.exit(code ?? 0);
  }),
);
