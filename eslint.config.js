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
  {
    files: ["src/web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@server/*", "**/server/**"],
              message: "The web app never imports server code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@server/*", "@/*", "node:*"],
              message: "shared/ has no Node or DOM dependencies.",
            },
          ],
        },
      ],
    },
  },
  // Module boundaries (issue 43, decision 0194): a server module uses another only through its
  // public face, a `*.service.ts` file (or the `*-personal-data.ts` part it gives the personal
  // data export). Everything else in a module is its own business. Two depths: a file directly
  // in modules/<m>/ and one in a sub-area modules/<m>/<area>/.
  {
    files: ["src/server/modules/*/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./[^./][^/]*/(?!.*(\\.service|-personal-data)(\\.js)?$)",
              message:
                "Another module is used only through its *.service.ts file (docs/architecture.md, module boundaries).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/modules/*/*/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./\\.\\./[^./][^/]*/(?!.*(\\.service|-personal-data)(\\.js)?$)",
              message:
                "Another module is used only through its *.service.ts file (docs/architecture.md, module boundaries).",
            },
          ],
        },
      ],
    },
  },
);
