import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// React Router's package exports name only its development build (its own Vite plugin
// swaps in the production one): production builds resolve it explicitly.
const productionAliases = {
  "react-router": r("./node_modules/react-router/dist/production/index.mjs"),
};

// Chunks (decision 0057). Libraries every screen needs, each in its own long-cached chunk:
// an app release then re-downloads only the app's own chunks. The UI primitives (Radix and
// its helpers, the icons, components/ui) come as one chunk each instead of dozens of 1 KB
// chunks, each of which costs a request and its headers.
const nm = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const radixAndHelpers = [
  "@radix-ui/[^/\\\\]+",
  "@floating-ui/[^/\\\\]+",
  "react-remove-scroll",
  "react-remove-scroll-bar",
  "react-style-singleton",
  "use-callback-ref",
  "use-sidecar",
  "aria-hidden",
  "tslib",
  "get-nonce",
  "detect-node-es",
];
const chunkGroups = [
  { name: "react", test: nm("react|react-dom|scheduler"), priority: 20 },
  { name: "router", test: nm("react-router"), priority: 20 },
  { name: "i18n", test: nm("i18next|react-i18next"), priority: 20 },
  { name: "query", test: nm("@tanstack/query-core|@tanstack/react-query"), priority: 20 },
  { name: "radix", test: nm(radixAndHelpers.join("|")), priority: 20 },
  { name: "icons", test: nm("lucide-react"), priority: 20 },
  {
    name: "ui",
    test: (id: string) =>
      /[\\/]src[\\/]web[\\/](components[\\/]ui[\\/](?!sonner)|lib[\\/]utils\.ts$)/.test(id) ||
      nm("class-variance-authority|clsx|tailwind-merge").test(id),
    priority: 10,
  },
];

export default defineConfig(({ mode }) => ({
  root: r("./src/web"),
  publicDir: r("./src/web/public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": r("./src/web"),
      "@shared": r("./src/shared"),
      ...(mode === "production" ? productionAliases : {}),
    },
  },
  build: {
    outDir: r("./dist/web"),
    emptyOutDir: true,
    sourcemap: true,
    // dist/web/.vite/manifest.json: read by the initial-JS budget test (initial-js.test.ts).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: {
    port: 5173,
    host: "127.0.0.1",
    proxy: {
      "/api": "http://127.0.0.1:3000",
      "/dev": "http://127.0.0.1:3000",
      "/uploads": "http://127.0.0.1:3000",
    },
  },
}));
