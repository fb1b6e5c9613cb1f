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
