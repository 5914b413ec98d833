import { readFileSync } from "node:fs";
import { projectPath } from "#server/paths.ts";

const texts = new Map<string, string | undefined>();

/**
 * The built stylesheet's text for the page's head, read once per file; undefined while developing
 * (Vite serves the stylesheet itself) or when the file cannot be read (the page then links it).
 */
export function inlineCssFor(href: string): string | undefined {
  if (!import.meta.env.PROD) return undefined;
  if (!texts.has(href)) {
    let text: string | undefined;
    try {
      text = readFileSync(projectPath("build/client", href.replace(/^\/+/, "")), "utf8");
    } catch {
      text = undefined;
    }
    texts.set(href, text);
  }
  return texts.get(href);
}
