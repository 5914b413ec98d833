// The architecture's import rules (docs/decisions/005) are enforced by lint; these cases show that
// lint refuses each kind of wrong import and lets the right ones through.
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

// Import rules read only the import statements: a file that does not exist can be linted as text
// once the type-aware rules, which need the file in the TypeScript project, are off.
const textLinter = new ESLint({
  cwd: ROOT,
  overrideConfig: [
    { files: ["**/*.{ts,tsx}"], ...tseslint.configs.disableTypeChecked },
    { files: ["**/*.{ts,tsx}"], languageOptions: { parserOptions: { projectService: false } } },
    { files: ["**/*.{ts,tsx}"], rules: { "local/no-import-cycles": "off" } },
  ],
});

async function lintErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await textLinter.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

function importErrors(filePath: string, specifier: string): Promise<string[]> {
  return lintErrors(filePath, `import { value } from "${specifier}";\nexport const copy = value;\n`);
}

describe("lint's import rules", () => {
  it.each([
    ["a climbing import", "app/features/menu/example.ts", "../../lib/notify.tsx", /never climb/],
    ["a deep climbing import", "server/checkout/example.ts", "../../../domain/menu.ts", /never climb/],
    [
      "a feature importing another feature",
      "app/features/menu/example.ts",
      "#app/features/cart/cart-view.tsx",
      /never imports another feature/,
    ],
    [
      "a route module reaching a service",
      "app/routes/public/example.tsx",
      "#server/menu/service.ts",
      /\*\.server\.ts module/,
    ],
    [
      "browser code reaching a service",
      "app/components/example.tsx",
      "#server/menu/service.ts",
      /\*\.server\.ts module/,
    ],
    [
      "a component importing a feature",
      "app/components/example.tsx",
      "#app/features/menu/menu-search.tsx",
      /below features/,
    ],
    [
      "a primitive importing shared state",
      "app/components/ui/example.tsx",
      "#app/lib/cart/cart-store.ts",
      /stand alone/,
    ],
    [
      "lib importing a component",
      "app/lib/example.ts",
      "#app/components/site-header.tsx",
      /below components/,
    ],
    [
      "a component importing a route's server module",
      "app/components/example.tsx",
      "#app/routes/public/home.server.ts",
      /Only route modules/,
    ],
    ["domain importing the server", "domain/example.ts", "#server/db/client.ts", /domain\/ is pure/],
    ["domain importing Node", "domain/example.ts", "node:fs", /domain\/ is pure/],
    ["the server importing the app", "server/example.ts", "#app/root.tsx", /server\/ never imports app/],
    ["browser code importing zod itself", "app/lib/example.ts", "zod", /domain\/validation\/zod\.ts/],
  ])("refuses %s", async (_case, filePath, specifier, expected) => {
    const errors = await importErrors(filePath, specifier);
    expect(
      errors.some((error) => error.startsWith("no-restricted-imports") && expected.test(error)),
      errors.join("\n"),
    ).toBe(true);
  });

  it.each([
    ["a file of the same feature", "app/features/menu/example.ts", "./menu-search.tsx"],
    ["a route module's server module", "app/routes/public/example.tsx", "./home.server.ts"],
    ["a server module reaching a service", "app/routes/public/example.server.ts", "#server/menu/service.ts"],
    [
      "a feature using a component, lib and domain",
      "app/features/menu/example.ts",
      "#app/components/deferred.tsx",
    ],
    ["a feature using shared state", "app/features/menu/example.ts", "#app/lib/cart/cart-store.ts"],
    ["a primitive using domain", "app/components/ui/example.tsx", "#domain/cart-limits.ts"],
    ["lib using a primitive", "app/lib/example.ts", "#app/components/ui/toaster.tsx"],
    ["the server using domain", "server/example.ts", "#domain/menu.ts"],
  ])("allows %s", async (_case, filePath, specifier) => {
    expect(await importErrors(filePath, specifier)).toEqual([]);
  });

  // docs/decisions/115: the loaders' types cross to the browser, their code does not.
  const SERVICE = "#server/menu/service.ts";
  it.each([
    ["a feature", "app/features/menu/example.ts"],
    ["a component", "app/components/example.tsx"],
    ["a route module", "app/routes/public/example.tsx"],
  ])("lets %s take a server type with import type", async (_case, filePath) => {
    const code = `import type { PublicMenuItem } from "${SERVICE}";\nexport type Item = PublicMenuItem;\n`;
    expect(await lintErrors(filePath, code)).toEqual([]);
    expect(await lintErrors(filePath, `export type { PublicMenuItem } from "${SERVICE}";\n`)).toEqual([]);
  });

  it.each([
    ["a value", `import { listMenuItems } from "${SERVICE}";\nexport const list = listMenuItems;\n`],
    [
      "a value beside a type",
      `import { listMenuItems, type PublicMenuItem } from "${SERVICE}";\n` +
        "export const list = listMenuItems;\nexport type Item = PublicMenuItem;\n",
    ],
    ["a module for its side effects", `import "${SERVICE}";\n`],
    ["a value passed on", `export { listMenuItems } from "${SERVICE}";\n`],
  ])("refuses browser code importing %s from the server", async (_case, code) => {
    const errors = await lintErrors("app/features/menu/example.ts", code);
    expect(
      errors.some(
        (error) => error.startsWith("no-restricted-imports") && /\*\.server\.ts module/.test(error),
      ),
      errors.join("\n"),
    ).toBe(true);
  });

  it.each([
    ["import", `import { type PublicMenuItem } from "${SERVICE}";\nexport type Item = PublicMenuItem;\n`],
    ["export", `export { type PublicMenuItem } from "${SERVICE}";\n`],
  ])("refuses the inline type-only %s from the server, which still loads the module", async (_case, code) => {
    const errors = await lintErrors("app/features/menu/example.ts", code);
    expect(
      errors.some(
        (error) => error.startsWith("no-restricted-syntax") && /still loads the module/.test(error),
      ),
      errors.join("\n"),
    ).toBe(true);
  });

  it.each([
    ["a service", "server/orders/example.ts", "AppError"],
    ["a route's server module", "app/routes/admin/example.server.ts", "PaymentProviderError"],
  ])(
    "refuses instanceof on an error class the server's two bundles share, in %s",
    async (_case, filePath, name) => {
      const code = `import { ${name} } from "#server/errors.ts";\nexport const is = (error: unknown) => error instanceof ${name};\n`;
      const errors = await lintErrors(filePath, code);
      expect(
        errors.some((error) => error.startsWith("no-restricted-syntax") && /two bundles/.test(error)),
        errors.join("\n"),
      ).toBe(true);
    },
  );

  it("refuses an import cycle, also when one side of it imports only types", async () => {
    // The fixtures are left out of the project's own lint run; linted here on purpose.
    const linter = new ESLint({ cwd: ROOT, ignore: false });
    const results = await linter.lintFiles([
      "tests/lint/fixtures/cycle-a.ts",
      "tests/lint/fixtures/cycle-b.ts",
    ]);
    const cycles = results.map((result) =>
      result.messages
        .filter((message) => message.ruleId === "local/no-import-cycles")
        .map((message) => message.line),
    );
    expect(cycles).toEqual([[2], [3]]);
  }, 60_000);
});
