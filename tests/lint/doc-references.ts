// What the docs point at must be there: a Markdown link's file, a file or folder a doc names in
// backquotes, a `docs/…` path named anywhere in the code, and a section (§3.14) of the product's rules,
// wherever it is cited. Read by tests/lint/doc-links.test.ts; pure, so a test can hand it a made-up tree.
import path from "node:path";

/** A repository as the check sees it: text files by path (from the root, with /), and what exists. */
export type Tree = {
  files: ReadonlyMap<string, string>;
  /** A file or a folder, by path from the root. */
  exists: (repoPath: string) => boolean;
};

export type BrokenReference = { file: string; line: number; reference: string; problem: string };

/** The sections each file of docs/product/ holds: "§3" from its title, "§3.14" from its bold headings. */
export function productSections(tree: Tree): Map<string, Set<string>> {
  const sections = new Map<string, Set<string>>();
  for (const [file, text] of tree.files) {
    if (!/^docs\/product\/\d\d-[^/]+\.md$/.test(file)) continue;
    const found = new Set<string>();
    for (const match of text.matchAll(/^# §(\d+) |^\*\*§(\d+(?:\.\d+)+) /gm))
      found.add(match[1] ?? match[2]!);
    sections.set(file, found);
  }
  return sections;
}

/** The sections cited right after a path: " §3.14, §3.15 and §3.16", also across a comment's line break. */
const CITED_SECTIONS =
  /^[ \t]*(?:\n[ \t]*(?:\*|\/\/|#)?[ \t]*)?(§\d+(?:\.\d+)*(?:(?:,[ \t]*|[ \t]+and[ \t]+)§\d+(?:\.\d+)*)*)/;

/** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as "-". */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Named in backquotes in a doc, this is meant as a path of the repository. */
const REPO_PATH = /^(?:app|server|domain|tests|scripts|docs|eslint|public|bench-results)\/[\w./@-]*$/;

/**
 * A path as written may stand for a decision by its number alone (`docs/decisions/150`); answers the
 * file it stands for, or null.
 */
function resolveDecisionShorthand(tree: Tree, written: string): string | null {
  const match = /^docs\/decisions\/(\d{3})$/.exec(written);
  if (!match) return null;
  for (const file of tree.files.keys()) {
    if (file.startsWith(`docs/decisions/${match[1]}-`) && file.endsWith(".md")) return file;
  }
  return null;
}

export function findBrokenReferences(tree: Tree): BrokenReference[] {
  const broken: BrokenReference[] = [];
  const sections = productSections(tree);
  const allSections = new Set([...sections.values()].flatMap((found) => [...found]));

  for (const [file, text] of tree.files) {
    const report = (index: number, reference: string, problem: string) =>
      broken.push({ file, line: lineOf(text, index), reference, problem });

    if (file.endsWith(".md")) {
      // [text](target#anchor): relative to the Markdown file; an anchor names a heading of it
      for (const match of text.matchAll(/\[[^\]\n]*\]\(([^)\s]+)\)/g)) {
        const target = match[1]!;
        if (/^[a-z]+:/i.test(target)) continue;
        const [filePart = "", anchor] = target.split("#");
        const resolved = filePart
          ? path.posix.normalize(path.posix.join(path.posix.dirname(file), filePart))
          : file;
        if (!tree.exists(resolved)) {
          report(match.index, target, "the link's file does not exist");
          continue;
        }
        const linked = tree.files.get(resolved);
        if (anchor !== undefined && linked !== undefined && resolved.endsWith(".md")) {
          if (!headingAnchors(linked).has(anchor)) report(match.index, target, "no such heading");
        }
      }
      // `server/request-body.ts`: a path of the repository, unless it is a pattern. A decision is a
      // record of its day (its Date line says which): the files it names may have moved since.
      for (const match of file.startsWith("docs/decisions/") ? [] : text.matchAll(/`([^`\n]+)`/g)) {
        const written = match[1]!;
        if (!REPO_PATH.test(written) || /[<>*…{}$]/.test(written)) continue;
        if (!tree.exists(written.replace(/\/$/, "")) && !resolveDecisionShorthand(tree, written))
          report(match.index, written, "no such file or folder");
      }
    }

    // docs/… named anywhere, in the code's comments as in the docs
    for (const match of text.matchAll(/(?<![\w./-])docs\/[\w./-]*[\w/]/g)) {
      const written = match[0];
      const target = written.replace(/\/$/, "");
      if (!tree.exists(target) && !resolveDecisionShorthand(tree, target)) {
        report(match.index, written, "no such file or folder");
        continue;
      }
      // docs/product/03-ordering.md §3.14, §3.15: sections of that file
      const held = sections.get(target);
      if (!held) continue;
      const after = text.slice(match.index + written.length);
      const chain = CITED_SECTIONS.exec(after);
      if (!chain) continue;
      const top = String(Number(target.slice("docs/product/".length, "docs/product/".length + 2)));
      for (const cited of chain[1]!.matchAll(/§(\d+(?:\.\d+)*)/g)) {
        const number = cited[1]!;
        if (number.split(".")[0] !== top) break; // another file's section, named after its own path
        if (!held.has(number))
          report(match.index, `${written} §${number}`, "that file holds no such section");
      }
    }

    // §3.14 anywhere: a section of the product's rules
    for (const match of text.matchAll(/§(\d+(?:\.\d+)*)/g)) {
      if (!allSections.has(match[1]!))
        report(match.index, match[0], "the product's rules have no such section");
    }
  }
  return broken;
}

/** What the product's contents page (docs/product/README.md) leaves out: a file or a section of one. */
export function findMissingContents(tree: Tree): string[] {
  const contents = tree.files.get("docs/product/README.md") ?? "";
  const missing: string[] = [];
  for (const [file, held] of productSections(tree)) {
    const name = file.slice("docs/product/".length);
    if (!contents.includes(`](${name})`)) missing.push(`${name} is not linked`);
    for (const section of [...held].sort()) {
      if (
        section.includes(".") &&
        !new RegExp(`^\\s*- §${section.replace(/\./g, "\\.")} `, "m").test(contents)
      )
        missing.push(`${name}: §${section} is not listed`);
    }
  }
  return missing;
}
