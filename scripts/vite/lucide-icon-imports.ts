// Icons imported one file each. `import { Star } from "lucide-react"` goes through the package's
// barrel, which re-exports every icon: in the bundler's module graph each icon then looks imported by
// the barrel, and so by every page that uses any icon, and the chunk rules in vite.config.ts (which
// decide by the pages that reach a module) would put an icon only the admin uses in a chunk every
// public page loads. Rewritten to `import Star from "lucide-react/dist/esm/icons/star.mjs"`, an icon
// is imported by the files that use it, and lands where they do.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

// One line of the barrel: `export { default as Star, default as StarIcon, … } from './icons/star.mjs';`
const BARREL_LINE = /^export \{ (.+) \} from '\.\/icons\/([a-z0-9-]+)\.mjs';$/gm;
// An import from the package's root: `import { A, type B, C as D } from "lucide-react";` (not `import type`).
const ROOT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const SPECIFIER = /^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/;

/** Icon export name → its file's base name, read from the barrel's source. */
export function readIconFiles(barrelSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = "", file = ""] of barrelSource.matchAll(BARREL_LINE)) {
    for (const name of names.split(",")) {
      const alias = /^\s*default as ([\w$]+)\s*$/.exec(name)?.[1];
      if (alias) files.set(alias, file);
    }
  }
  return files;
}

/**
 * The module's source with each icon imported from its own file; null when nothing changed. Names
 * that are not icons (types, `Icon`, the context) stay imported from the package's root, and the
 * rewritten statement keeps its line count, so line numbers in stack traces stay right.
 */
export function rewriteIconImports(code: string, iconFiles: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const result = code.replace(ROOT_IMPORT, (statement, list: string) => {
    const direct: string[] = [];
    const kept: string[] = [];
    for (const specifier of list.split(",").map((part) => part.trim())) {
      if (specifier === "") continue;
      const match = SPECIFIER.exec(specifier);
      const file = match ? iconFiles.get(match[1]!) : undefined;
      if (match && file)
        direct.push(`import ${match[2] ?? match[1]} from "lucide-react/dist/esm/icons/${file}.mjs";`);
      else kept.push(specifier);
    }
    if (direct.length === 0) return statement;
    changed = true;
    // Types alone become `import type`: an `import { type X }` left behind would still load the barrel.
    const typesOnly = kept.every((specifier) => /^type\s/.test(specifier));
    if (kept.length > 0 && typesOnly) {
      direct.push(
        `import type { ${kept.map((specifier) => specifier.replace(/^type\s+/, "")).join(", ")} } from "lucide-react";`,
      );
    } else if (kept.length > 0) direct.push(`import { ${kept.join(", ")} } from "lucide-react";`);
    return direct.join(" ") + "\n".repeat(statement.split("\n").length - 1);
  });
  return changed ? result : null;
}

function readInstalledIconFiles(): Map<string, string> {
  const packageJson = createRequire(import.meta.url).resolve("lucide-react/package.json");
  return readIconFiles(
    readFileSync(path.join(path.dirname(packageJson), "dist/esm/lucide-react.mjs"), "utf8"),
  );
}

/**
 * The Vite plugin: the browser build's own modules (not node_modules) import icons one by one. The
 * dev server keeps the barrel: chunks do not matter there, and one pre-bundled file beats hundreds.
 */
export function lucideIconImports(): Plugin {
  let iconFiles: Map<string, string> | undefined;
  return {
    name: "lucide-icon-imports",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (id.includes("/node_modules/") || !/\.[cm]?[jt]sx?$/.test(id.replace(/\?.*$/, ""))) return null;
      if (!code.includes("lucide-react")) return null;
      iconFiles ??= readInstalledIconFiles();
      const rewritten = rewriteIconImports(code, iconFiles);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
