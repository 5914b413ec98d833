import { createHash } from "node:crypto";

// Script types a browser runs; anything else (application/ld+json, a JSON island) is data the CSP
// does not govern.
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc\s*=/i;

/** The text of every inline script a browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? "";
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(value)) continue;
    found.push(match[2] ?? "");
  }
  return found;
}

/** Base64 SHA-256 of a script's text, as a CSP `'sha256-…'` source names it. */
export function scriptHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

/** The distinct hashes of a page's inline scripts, in document order. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}
