import type { MetaDescriptor } from "react-router";
import { buildPageMeta } from "#domain/seo.ts";

type LayoutShellData = { shell: { siteName: string }; publicUrl: string };

function readLayoutData(data: unknown): LayoutShellData | undefined {
  return data && typeof data === "object" && "shell" in data ? (data as LayoutShellData) : undefined;
}

type MetaMatch = { id: string; data?: unknown } | undefined;

/**
 * The full meta list of a public page (title, description, Open Graph, canonical). React Router
 * replaces a parent's meta with the child's, so every page returns the whole list.
 */
export function publicPageMeta(
  matches: readonly MetaMatch[],
  page: { title: string; description: string; path: string; image?: string },
): MetaDescriptor[] {
  const layout = readLayoutData(matches.find((match) => match?.id === "routes/public/layout")?.data);
  return buildPageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    image: page.image,
    siteName: layout?.shell.siteName ?? "Island Spice Kitchen",
    baseUrl: layout?.publicUrl ?? "http://localhost:3000",
  });
}
