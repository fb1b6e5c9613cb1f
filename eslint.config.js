import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      ".tmp/**",
      "dist/**",
      "data/**",
      "drizzle/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      // Course folders (issue 32): learners' starter code and checks that run in the practice
      // sandbox with its own globals, not this project's code.
      "examples/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  // Import rules (issue 43, decision 0194). ESLint keeps one configuration per rule for a
  // file (the last block that matches wins), so each block lists every pattern that applies.
  ...importRules(),
);

function importRules() {
  const testSupport = {
    group: ["**/test/*", "**/e2e/**"],
    message: "Test support (src/*/test/, e2e/) is for tests only.",
  };
  const noServer = {
    group: ["@server/*", "**/server/**"],
    message: "The web app never imports server code.",
  };
  const sharedOnly = {
    group: ["@server/*", "@/*", "node:*"],
    message: "shared/ has no Node or DOM dependencies.",
  };
  // A server module uses another only through its public face: a `*.service.ts` file (or the
  // `*-personal-data.ts` part it gives the personal data export). Two depths: a file directly
  // in modules/<m>/ and one in a sub-area modules/<m>/<area>/.
  const otherModule = (up) => ({
    regex: `^${"\\.\\./".repeat(up)}[^./][^/]*/(?!.*(\\.service|-personal-data)(\\.js)?$)`,
    message:
      "Another module is used only through its *.service.ts file (docs/architecture.md, module boundaries).",
  });
  // A web feature uses another only through its routes.tsx (what two share lives in
  // components/ or lib/): by alias from anywhere, relatively from a feature's files.
  const featureUp = (up) => ({
    regex: `^${"\\.\\./".repeat(up)}[^./][^/]*/(?!routes$)`,
    message: "Another web feature is used only through its routes.tsx; move what two share to components/ or lib/.",
  });
  const featureByAlias = {
    regex: "^@/features/[^/]+/(?!routes$)",
    message: "Another web feature is used only through its routes.tsx; move what two share to components/ or lib/.",
  };
  const block = (files, patterns, ignores = []) => ({
    files,
    ignores: ["**/*.test.{ts,tsx}", "**/test/**", "src/test-*.ts", ...ignores],
    rules: { "no-restricted-imports": ["error", { patterns }] },
  });
  const testsOf = (files, patterns) => ({
    files,
    rules: { "no-restricted-imports": ["error", { patterns }] },
  });
  return [
    // Tests may use test support, not the other tree.
    testsOf(["src/web/**/*.{ts,tsx}"], [noServer]),
    testsOf(["src/shared/**/*.ts"], [sharedOnly]),
    block(["src/**/*.{ts,tsx}"], [testSupport]),
    block(["src/web/**/*.{ts,tsx}"], [noServer, testSupport, featureByAlias], [
      // The build's prerender draws the landing's head from the landing feature.
      "src/web/prerender.tsx",
    ]),
    block(["src/web/prerender.tsx"], [noServer, testSupport]),
    block(["src/web/features/*/*.{ts,tsx}"], [noServer, testSupport, featureByAlias, featureUp(1)]),
    block(["src/web/features/*/*/*.{ts,tsx}"], [noServer, testSupport, featureByAlias, featureUp(2)]),
    block(["src/shared/**/*.ts"], [sharedOnly, testSupport]),
    block(["src/server/modules/*/*.ts"], [otherModule(1), testSupport]),
    block(["src/server/modules/*/*/*.ts"], [otherModule(2), testSupport]),
  ];
}
