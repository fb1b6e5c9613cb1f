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

// Libraries every screen needs, each in its own long-cached chunk (decision 0057): an app
// release then re-downloads only the app's own chunks.
const nm = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const vendorGroups = [
  { name: "react", test: nm("react|react-dom|scheduler") },
  { name: "router", test: nm("react-router") },
  { name: "i18n", test: nm("i18next|react-i18next|i18next-browser-languagedetector") },
  { name: "query", test: nm("@tanstack/query-core|@tanstack/react-query") },
  { name: "radix", test: nm("@radix-ui/[^/\\\\]+|@floating-ui/[^/\\\\]+|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|get-nonce|detect-node-es") },
  { name: "icons", test: nm("lucide-react") },
].map((g) => ({ ...g, priority: 10 }));

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
      output: { codeSplitting: { groups: vendorGroups } },
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
