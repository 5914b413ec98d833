import type { Hono } from "hono";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { getPublicContentUpdatedAt } from "./service.ts";

type ChangeFrequency = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

type SitemapPage = { path: string; changefreq: ChangeFrequency; priority: string };

/** The public pages worth indexing; cart, confirmations, login and admin are deliberately absent. */
export const SITEMAP_PAGES: readonly SitemapPage[] = [
  { path: "/", changefreq: "daily", priority: "1.0" },
  { path: "/menu", changefreq: "daily", priority: "0.9" },
  { path: "/order-online", changefreq: "daily", priority: "0.8" },
  { path: "/catering", changefreq: "weekly", priority: "0.8" },
  { path: "/about", changefreq: "monthly", priority: "0.5" },
  { path: "/contact", changefreq: "monthly", priority: "0.6" },
];

/** Private or per-visitor pages: nothing there is useful in search results. */
export const DISALLOWED_PATHS = [
  "/admin",
  "/api/",
  "/cart",
  "/order-confirmation",
  "/catering-confirmation",
  "/login",
] as const;

const CACHE_CONTROL = "public, max-age=3600";

export function buildRobotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** `lastmod` is a W3C date ("2025-06-01"); omitted when unknown. */
export function buildSitemapXml(publicUrl: string, lastmod: string | null): string {
  const urls = SITEMAP_PAGES.map((page) =>
    [
      "  <url>",
      `    <loc>${escapeXml(publicUrl + page.path)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      `    <changefreq>${page.changefreq}</changefreq>`,
      `    <priority>${page.priority}</priority>`,
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function toW3cDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** /robots.txt and /sitemap.xml, for crawlers. Register before the page handler's catch-all. */
export function registerSeoRoutes(app: Hono<HonoEnv>, options: { db: Database; config: Config }): void {
  const { db, config } = options;
  const publicUrl = config.publicUrl.replace(/\/+$/, "");

  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", CACHE_CONTROL);
    return c.text(buildRobotsTxt(publicUrl));
  });

  app.get("/sitemap.xml", async (c) => {
    let lastmod: string | null;
    try {
      // Empty content tables mean a fresh install: today is as good a date as any.
      lastmod = toW3cDate((await getPublicContentUpdatedAt(db)) ?? new Date());
    } catch (error) {
      // A sitemap without dates still lists the pages; a wrong date would mislead crawlers.
      c.get("log").warn({ err: error }, "sitemap dates unavailable");
      lastmod = null;
    }
    c.header("Cache-Control", CACHE_CONTROL);
    c.header("Content-Type", "application/xml; charset=utf-8");
    return c.body(buildSitemapXml(publicUrl, lastmod));
  });
}
