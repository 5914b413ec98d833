import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The architecture's dependency rule, enforced: domain/ is pure, server/ never reaches app/,
// and app/ code shipped to browsers never reaches server/ (only route modules' loaders do).
// Shared and browser code takes zod from domain/validation/zod.ts, which sets it up for the CSP.
const ZOD = { name: "zod", message: "Import z from domain/validation/zod: it configures zod for the browser's CSP." };
const forbid = (groups, message, { zod = false } = {}) => ({
  "no-restricted-imports": ["error", { patterns: [{ group: groups, message }], paths: zod ? [ZOD] : [] }],
});

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "data/**",
      ".react-router/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "bench-results/**",
      ".scratch/**",
      "server/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/only-throw-error": "off",
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      parserOptions: { projectService: false },
      globals: { process: "readonly", console: "readonly", URL: "readonly" },
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "jsx-a11y": jsxA11y, "react-hooks": reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["domain/**/*.ts"],
    ignores: ["domain/validation/zod.ts"],
    rules: forbid(["**/app/**", "~/*", "**/server/**", "node:*"], "domain/ is pure: no app/, server/ or Node imports.", {
      zod: true,
    }),
  },
  {
    files: ["server/**/*.ts"],
    rules: forbid(["**/app/**", "~/*"], "server/ never imports app/."),
  },
  {
    // Components, features and UI primitives run in the browser: they may not reach server code.
    files: ["app/components/**", "app/features/**", "app/lib/**"],
    ignores: ["app/lib/load-context.ts", "**/*.server.ts"],
    rules: forbid(["**/server/**"], "Browser code reaches the server only through route loaders and actions.", {
      zod: true,
    }),
  },
);
