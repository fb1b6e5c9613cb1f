import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { "@server": r("./src/server"), "@shared": r("./src/shared"), "@": r("./src/web") },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    setupFiles: ["./src/test-setup.ts"],
    // One migrated database per run that each file's fresh database copies (decision 0170).
    globalSetup: ["./src/test-global-setup.ts"],
  },
});
