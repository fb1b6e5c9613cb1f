import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { withThemeScript } from "./src/shared/theme-script";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// React Router's package exports name only its development build (its own Vite plugin
// swaps in the production one): production builds resolve it explicitly.
const productionAliases = {
  "react-router": r("./node_modules/react-router/dist/production/index.mjs"),
};

// The colour theme before the first paint (decision 0159): the inline script at the top of
// every page's <head>.
const themeScript = { name: "kurswerk-theme-script", transformIndexHtml: withThemeScript };

// Chunks (decision 0057). Libraries every screen needs, each in its own long-cached chunk:
// an app release then re-downloads only the app's own chunks. The UI primitives (Radix and
// its helpers, the icons, components/ui) come as one chunk each instead of dozens of 1 KB
// chunks, each of which costs a request and its headers.
const nm = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
// What positions the menus and dialogs, layers them and traps the focus in them.
const overlayHelpers = [
  "@floating-ui/[^/\\\\]+",
  "react-remove-scroll",
  "react-remove-scroll-bar",
  "react-style-singleton",
  "use-callback-ref",
  "use-sidecar",
  "aria-hidden",
  "get-nonce",
  "detect-node-es",
];
const radixAndHelpers = ["@radix-ui/[^/\\\\]+", ...overlayHelpers, "tslib"];
// Primitives only some screens use, each with its component (components/ui/<name>.tsx), in
// a chunk of its own (decision 0065): the radix and ui chunks every screen loads carry the
// rest (slot, avatar, progress, label; dialog, sheet and the menus are in the overlays chunk,
// decision 0075), not the select or tooltip of the admin screens (the dashboard's first load
// used a fifth of the radix chunk).
const ownChunks: Record<string, string[]> = {
  select: ["select"],
  tooltip: ["tooltip"],
  "radio-group": ["radio-group"],
  accordion: ["accordion", "collapsible"],
  "alert-dialog": ["alert-dialog"],
  checkbox: ["checkbox"],
  tabs: ["tabs"],
};
const ownChunkTests = Object.entries(ownChunks).map(([name, packages]) => ({
  name: `ui-${name}`,
  test: new RegExp(
    `[\\\\/](components[\\\\/]ui[\\\\/]${name}\\.tsx$|node_modules[\\\\/]@radix-ui[\\\\/]react-(${packages.join("|")})[\\\\/])`,
  ),
}));
const ownChunk = (id: string) => ownChunkTests.find((c) => c.test.test(id))?.name ?? null;
// Menus, dialogs and sheets with what positions, layers and traps focus for them: a chunk of
// their own, so that a screen showing only buttons and links (the landing page) loads them
// on intent, not with the page (decision 0075).
const overlayPackages = [
  "@radix-ui/react-(dropdown-menu|menu|dialog|popper|roving-focus|collection|focus-scope|focus-guards|dismissable-layer|portal|arrow|use-size|use-escape-keydown)",
  ...overlayHelpers,
];
const isOverlay = (id: string) =>
  nm(overlayPackages.join("|")).test(id) ||
  /[\\/]components[\\/]ui[\\/](dialog|sheet|dropdown-menu)\.tsx$/.test(id);
const chunkGroups = [
  { name: "react", test: nm("react|react-dom|scheduler"), priority: 20 },
  { name: "router", test: nm("react-router"), priority: 20 },
  { name: "i18n", test: nm("i18next|react-i18next"), priority: 20 },
  { name: "query", test: nm("@tanstack/query-core|@tanstack/react-query"), priority: 20 },
  {
    name: "radix",
    test: (id: string) =>
      nm(radixAndHelpers.join("|")).test(id) && !isOverlay(id) && ownChunk(id) === null,
    priority: 20,
  },
  // Icons that several screens share; an icon only one lazy screen uses stays with it.
  { name: "icons", test: nm("lucide-react"), priority: 20, minShareCount: 2 },
  {
    name: "ui",
    test: (id: string) =>
      (/[\\/]src[\\/]web[\\/](components[\\/]ui[\\/](?!sonner)|lib[\\/]utils\.ts$)/.test(id) &&
        !isOverlay(id) &&
        ownChunk(id) === null) ||
      nm("class-variance-authority|clsx|tailwind-merge").test(id),
    priority: 10,
  },
  // After the groups above, so that it takes none of their modules.
  { name: "overlays", test: (id: string) => isOverlay(id) && ownChunk(id) === null, priority: 7 },
  // After the groups above: what these modules import is in those chunks already (a group
  // also takes the dependencies no other group has taken).
  {
    name: ownChunk,
    debugName: "ui-own",
    test: (id: string) => ownChunk(id) !== null,
    priority: 5,
  },
];

export default defineConfig(({ mode }) => ({
  root: r("./src/web"),
  publicDir: r("./src/web/public"),
  plugins: [react(), tailwindcss(), themeScript],
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
      // The practice sandbox and runtimes, as the last build made them (decision 0078).
      "/practice": "http://127.0.0.1:3000",
    },
  },
}));
