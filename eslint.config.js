import { readdirSync } from "node:fs";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import localRules from "./eslint/no-import-cycles.js";

// The architecture's dependency rules, enforced (docs/architecture.md, "Imports"):
// - imports never climb: another top-level folder is reached through its subpath import
//   (#app/, #domain/, #server/, #scripts/, #tests/), a file's own folder and below through ./;
// - domain/ is pure; server/ never reaches app/; code shipped to browsers takes only types from
//   server/ (`import type`, docs/decisions/115);
//   a route module reaches services only through the *.server.ts module beside it;
// - inside app/ imports go one way: ui → lib → components → features → routes, and a feature
//   never imports another feature;
// - no import cycles.
// Shared and browser code takes zod from domain/validation/zod.ts, which sets it up for the CSP.

const ZOD = [
  {
    name: "zod",
    message: "Import z from #domain/validation/zod.ts: it configures zod for the browser's CSP.",
  },
  {
    name: "zod/mini",
    message: "Import z from #domain/validation/zod.ts: it configures zod for the browser's CSP.",
  },
];
const CLIMB = {
  regex: "^\\.\\.?/.*\\.\\./|^\\.\\./|^~/",
  message:
    "Imports never climb: reach another folder through #app/, #domain/, #server/, #scripts/ or #tests/.",
};

/**
 * One no-restricted-imports rule: the climbing ban plus the given patterns (and zod), each a
 * [regex, message] pair or a pattern object of its own.
 */
const restrict = (rules = [], { zod = false } = {}) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        CLIMB,
        ...rules.map((rule) => (Array.isArray(rule) ? { regex: rule[0], message: rule[1] } : rule)),
      ],
      paths: zod ? ZOD : [],
    },
  ],
});

// Browser code may take the server's types (docs/decisions/115): `import type { … }` is erased
// from the bundle, so the types the loaders return are not copied on the client.
const NOT_SERVER = {
  regex: "^#server/",
  message:
    "Browser code reaches the server only through a route's *.server.ts module; it may take types with `import type { … }`.",
  allowTypeImports: true,
};
const NOT_SERVER_MODULE = ["\\.server(\\.ts)?$", "Only route modules import *.server.ts modules."];
const BROWSER = [NOT_SERVER, NOT_SERVER_MODULE];

// The inline form is not erased: with verbatimModuleSyntax, `import { type X } from "#server/…"`
// compiles to `import {} from "#server/…"`, which would load the server module in the browser.
const INLINE_SERVER_TYPES = {
  "no-restricted-syntax": [
    "error",
    {
      selector:
        "ImportDeclaration[importKind='value'][source.value=/^#server/]:has(ImportSpecifier):not(:has(ImportSpecifier[importKind='value'], ImportDefaultSpecifier))",
      message: "Take the server's types with `import type { … }`: the inline form still loads the module.",
    },
    {
      selector:
        "ExportNamedDeclaration[exportKind='value'][source.value=/^#server/]:has(ExportSpecifier):not(:has(ExportSpecifier[exportKind='value']))",
      message: "Pass the server's types on with `export type { … }`: the inline form still loads the module.",
    },
  ],
};

// The server's modules exist twice in the build (its own bundle and the pages'), so an error class
// that crosses between them is recognised by its brand (server/errors.ts, errorBrand), never instanceof.
const BRANDED_ERRORS = {
  "no-restricted-syntax": [
    "error",
    {
      selector:
        "BinaryExpression[operator='instanceof'][right.name=/^(AppError|PaymentProviderError|WebhookSignatureError)$/]",
      message:
        "Use isAppError / isPaymentProviderError / isWebhookSignatureError: instanceof fails across the server's two bundles.",
    },
  ],
};

/** The rules of code that runs in the browser: restrict() plus the guard on inline type imports. */
const restrictBrowser = (rules, options) => ({ ...restrict(rules, options), ...INLINE_SERVER_TYPES });

const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
      // Files that break the rules on purpose, linted by tests/lint/lint-rules.test.ts.
      "tests/lint/fixtures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { local: localRules },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/only-throw-error": "off",
      "local/no-import-cycles": "error",
      ...restrict(),
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { "local/no-import-cycles": "off" },
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
    rules: restrict(
      [["^#(app|server|scripts|tests)/|^node:", "domain/ is pure: no app/, server/ or Node imports."]],
      {
        zod: true,
      },
    ),
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      ...restrict([["^#(app|tests)/", "server/ never imports app/ (or tests)."]]),
      ...BRANDED_ERRORS,
    },
  },
  {
    files: ["app/lib/**"],
    ignores: ["app/lib/load-context.ts", "**/*.server.ts"],
    rules: restrictBrowser(
      [
        ...BROWSER,
        [
          "^#app/(components/(?!ui/)|features/|routes/)",
          "lib/ sits below components/ (ui/ primitives aside): move the shared piece down.",
        ],
      ],
      { zod: true },
    ),
  },
  {
    files: ["app/components/ui/**"],
    rules: restrictBrowser(
      [
        ...BROWSER,
        ["^#app/(?!components/ui/)", "ui/ primitives stand alone: they import nothing else from app/."],
      ],
      { zod: true },
    ),
  },
  {
    files: ["app/components/**"],
    ignores: ["app/components/ui/**"],
    rules: restrictBrowser(
      [
        ...BROWSER,
        ["^#app/(features|routes)/", "components/ sit below features: pass what they need in as props."],
      ],
      { zod: true },
    ),
  },
  // A feature imports components, lib, ui and domain, never another feature.
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**`],
    rules: restrictBrowser(
      [
        ...BROWSER,
        [
          `^#app/features/(?!${feature}/)`,
          "A feature never imports another feature: share it through components/, lib/ or domain/.",
        ],
        ["^#app/routes/", "Routes are the top layer: nothing imports them."],
      ],
      { zod: true },
    ),
  })),
  {
    // Route modules run in the browser too; only their *.server.ts neighbours reach services.
    files: ["app/routes/**", "app/root.tsx"],
    ignores: ["**/*.server.ts", "**/*.server.test.ts"],
    rules: restrictBrowser([NOT_SERVER], { zod: true }),
  },
  {
    // Server-side tests of a route's *.server.ts module: no React in them, whatever a helper is named.
    files: ["app/**/*.server.test.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["app/**/*.server.ts", "app/**/*.server.test.ts", "app/entry.server.tsx"],
    rules: {
      ...restrict([["^#app/routes/", "A *.server.ts module serves its route; it does not import routes."]]),
      ...BRANDED_ERRORS,
    },
  },
);
