// Every reference in the docs and the code's comments leads somewhere: a link's file, a path a doc names,
// a section of the product's rules. A file moved or a section renumbered without its mentions fails here.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findBrokenReferences, findMissingContents, type Tree } from "./doc-references.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Where docs and code live; build output, dependencies and data are not read. */
const FOLDERS = ["app", "server", "domain", "tests", "scripts", "eslint", "docs"];
const ROOT_FILES = ["README.md", ".env.example", "package.json", "vite.config.ts", "vitest.config.ts"];
const TEXT = /\.(?:md|ts|tsx|mjs|js|json|sh|css)$/;

function readRepository(): Tree {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(path.join(ROOT, folder))) {
      const repoPath = `${folder}/${name}`;
      if (name === "node_modules" || name === "migrations") continue;
      if (statSync(path.join(ROOT, repoPath)).isDirectory()) walk(repoPath);
      else if (TEXT.test(name)) files.set(repoPath, readFileSync(path.join(ROOT, repoPath), "utf8"));
    }
  };
  for (const folder of FOLDERS) walk(folder);
  for (const file of ROOT_FILES) files.set(file, readFileSync(path.join(ROOT, file), "utf8"));
  return { files, exists: (repoPath) => existsSync(path.join(ROOT, repoPath)) };
}

/** A made-up repository: the files given, and nothing else exists but them and their folders. */
function treeOf(entries: Record<string, string>): Tree {
  const files = new Map(Object.entries(entries));
  const folders = new Set<string>();
  for (const file of files.keys()) {
    const parts = file.split("/");
    for (let end = 1; end < parts.length; end++) folders.add(parts.slice(0, end).join("/"));
  }
  return { files, exists: (repoPath) => files.has(repoPath) || folders.has(repoPath) };
}

// Written in two parts, so this file itself names no missing path.
const DOCS = "docs/";
const ORDERING = `${DOCS}product/03-ordering.md`;
const RULES = {
  [ORDERING]: "# §3 Ordering\n\n**§3.1 Open or closed.** …\n\n**§3.14 Ready-time quotes.** …\n",
  [`${DOCS}product/README.md`]: "# The product's rules\n\n- [§3 Ordering](03-ordering.md)\n",
  "server/checkout/service.ts": "export const x = 1;\n",
};

describe("references in the docs and the code", () => {
  it("a reference to a missing file, folder or section is found, with where it is written", () => {
    const broken = findBrokenReferences(
      treeOf({
        ...RULES,
        "README.md": `See [the rules](${DOCS}product/README.md#the-products-rules), [how to run it](${DOCS}running.md)\nand [the quotes](${DOCS}product/README.md#quotes).\n`,
        [`${DOCS}architecture.md`]:
          "Bodies: `server/request-body.ts`; checkout: `server/checkout/service.ts`.\n",
        "server/orders/quote.ts": `// The quote (${ORDERING} §3.14), refused when closed (${DOCS}product.md §3.1)\n// and the cart's total (${ORDERING} §3.7).\n`,
        "app/lib/cart.ts": "// the cart's lines (§3.4)\n",
      }),
    );
    expect(broken).toEqual([
      {
        file: "README.md",
        line: 1,
        reference: `${DOCS}running.md`,
        problem: "the link's file does not exist",
      },
      {
        file: "README.md",
        line: 2,
        reference: `${DOCS}product/README.md#quotes`,
        problem: "no such heading",
      },
      { file: "README.md", line: 1, reference: `${DOCS}running.md`, problem: "no such file or folder" },
      {
        file: `${DOCS}architecture.md`,
        line: 1,
        reference: "server/request-body.ts",
        problem: "no such file or folder",
      },
      {
        file: "server/orders/quote.ts",
        line: 1,
        reference: `${DOCS}product.md`,
        problem: "no such file or folder",
      },
      {
        file: "server/orders/quote.ts",
        line: 2,
        reference: `${ORDERING} §3.7`,
        problem: "that file holds no such section",
      },
      {
        file: "server/orders/quote.ts",
        line: 2,
        reference: "§3.7",
        problem: "the product's rules have no such section",
      },
      {
        file: "app/lib/cart.ts",
        line: 1,
        reference: "§3.4",
        problem: "the product's rules have no such section",
      },
    ]);
  });

  it("a pattern, a decision named by its number and an address are not taken for files", () => {
    const broken = findBrokenReferences(
      treeOf({
        ...RULES,
        [`${DOCS}decisions/150-public-pages-from-memory.md`]: "# 150: …\n",
        [`${DOCS}architecture.md`]:
          "## Layers\n\n`server/<area>/service.ts`, `app/routes/admin/*.tsx`, (docs/decisions/150), [Stripe](https://stripe.com/docs), [above](#layers)\n",
      }),
    );
    expect(broken).toEqual([]);
  });

  it("the product's contents page links every file and lists every section", () => {
    const tree = treeOf({
      ...RULES,
      [`${DOCS}product/07-emails.md`]: "# §7 Emails\n\n**§7.1 Order emails.** …\n",
      [`${DOCS}product/README.md`]: "- [§3 Ordering](03-ordering.md)\n  - §3.1 Open or closed\n",
    });
    expect(findMissingContents(tree)).toEqual([
      "03-ordering.md: §3.14 is not listed",
      "07-emails.md is not linked",
      "07-emails.md: §7.1 is not listed",
    ]);
    expect(findMissingContents(readRepository())).toEqual([]);
  });

  it("every link, path and section named in this repository exists", () => {
    const broken = findBrokenReferences(readRepository()).map(
      ({ file, line, reference, problem }) => `${file}:${line}: ${reference}: ${problem}`,
    );
    expect(broken).toEqual([]);
  });
});
