import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readIconFiles, rewriteIconImports } from "#scripts/vite/lucide-icon-imports.ts";

const barrelPath = path.join(
  path.dirname(createRequire(import.meta.url).resolve("lucide-react/package.json")),
  "dist/esm/lucide-react.mjs",
);
const iconFiles = readIconFiles(readFileSync(barrelPath, "utf8"));

describe("icons imported one file each", () => {
  it("reads every icon name of the installed package, aliases included", () => {
    expect(iconFiles.size).toBeGreaterThan(1000);
    expect(iconFiles.get("Star")).toBe("star");
    expect(iconFiles.get("StarIcon")).toBe("star");
    // A renamed icon keeps its old name as an alias of the new file.
    expect(iconFiles.get("AlertTriangle")).toBe(iconFiles.get("TriangleAlert"));
    expect(iconFiles.has("createLucideIcon")).toBe(false);
  });

  it("rewrites an import of several icons, with an alias, and keeps its line count", () => {
    const source = 'import {\n  Star,\n  ChefHat as Hat,\n} from "lucide-react";\nconst x = 1;\n';
    const result = rewriteIconImports(source, iconFiles)!;
    expect(result).toBe(
      'import Star from "lucide-react/dist/esm/icons/star.mjs"; ' +
        'import Hat from "lucide-react/dist/esm/icons/chef-hat.mjs";\n\n\n\nconst x = 1;\n',
    );
    expect(result.split("\n")).toHaveLength(source.split("\n").length);
  });

  it("keeps what is not an icon on the package's root, types as a type-only import", () => {
    expect(rewriteIconImports('import { Star, type LucideIcon } from "lucide-react";', iconFiles)).toBe(
      'import Star from "lucide-react/dist/esm/icons/star.mjs"; import type { LucideIcon } from "lucide-react";',
    );
    expect(rewriteIconImports('import { Star, createLucideIcon } from "lucide-react";', iconFiles)).toBe(
      'import Star from "lucide-react/dist/esm/icons/star.mjs"; import { createLucideIcon } from "lucide-react";',
    );
  });

  it("leaves modules without icon imports alone", () => {
    expect(rewriteIconImports('import type { LucideIcon } from "lucide-react";', iconFiles)).toBeNull();
    expect(rewriteIconImports('import { createLucideIcon } from "lucide-react";', iconFiles)).toBeNull();
    expect(rewriteIconImports('import { Star } from "./lucide-react";', iconFiles)).toBeNull();
  });
});
