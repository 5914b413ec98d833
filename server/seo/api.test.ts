import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import pino from "pino";
import { loadConfig } from "#server/config.ts";
import { buildHeroSlide, buildMenuItem, buildSiteSetting } from "#server/db/factories.ts";
import { heroSlides, menuItems, siteSettings } from "#server/db/schema/index.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { buildSitemapXml, registerSeoRoutes } from "./api.ts";
import { getPublicContentUpdatedAt } from "./service.ts";

const PUBLIC_URL = "https://islandspice.example";
const PUBLIC_PATHS = ["/", "/menu", "/order-online", "/catering", "/about", "/contact"];

const database = useTestDatabase();
beforeEach(async () => {
  await database.db.delete(menuItems);
  await database.db.delete(siteSettings);
  await database.db.delete(heroSlides);
});

function makeApp(publicUrl = PUBLIC_URL) {
  const app = new Hono<HonoEnv>();
  app.use(async (c, next) => {
    c.set("log", pino({ level: "silent" }));
    await next();
  });
  registerSeoRoutes(app, {
    db: database.db,
    config: loadConfig({ NODE_ENV: "test", PUBLIC_URL: publicUrl, PAYMENT_PROVIDER: "sandbox" }),
  });
  return app;
}

/** The <url> entries of a sitemap, read strictly enough to catch unbalanced or stray markup. */
function parseSitemap(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body =
    /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">([\s\S]*)<\/urlset>\s*$/.exec(xml);
  expect(body).not.toBeNull();
  const inner = body?.[1] ?? "";
  const entries = [...inner.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
    const fields: Record<string, string> = {};
    for (const [, name = "", value = ""] of match[1]?.matchAll(/<(\w+)>([^<]*)<\/\1>/g) ?? [])
      fields[name] = value;
    return fields;
  });
  // Nothing but whitespace between the entries.
  expect(inner.replace(/<url>[\s\S]*?<\/url>/g, "").trim()).toBe("");
  expect(xml.match(/<url>/g)?.length).toBe(entries.length);
  expect(xml.match(/<\/url>/g)?.length).toBe(entries.length);
  return entries;
}

describe("GET /robots.txt", () => {
  it("allows the site, keeps crawlers out of private pages and names the sitemap", async () => {
    const response = await makeApp().request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/admin",
      "/api/",
      "/cart",
      "/order-confirmation",
      "/catering-confirmation",
      "/login",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("does not block any public page", async () => {
    const text = await (await makeApp().request("/robots.txt")).text();
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1] ?? "");
    for (const path of PUBLIC_PATHS) {
      expect(disallowed.filter((prefix) => path.startsWith(prefix))).toEqual([]);
    }
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the six public pages with absolute URLs", async () => {
    const response = await makeApp().request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const xml = await response.text();
    const entries = parseSitemap(xml);
    expect(entries).toHaveLength(6);
    expect(entries.map((entry) => entry.loc)).toEqual(PUBLIC_PATHS.map((path) => `${PUBLIC_URL}${path}`));
    for (const entry of entries) {
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.changefreq).toMatch(/^(daily|weekly|monthly)$/);
      expect(Number(entry.priority)).toBeGreaterThan(0);
      expect(Number(entry.priority)).toBeLessThanOrEqual(1);
    }
    for (const path of ["/admin", "/cart", "/confirmation", "/login", "/api"])
      expect(xml).not.toContain(path);
  });

  it("dates the pages with the newest content change", async () => {
    await database.db
      .insert(menuItems)
      .values([
        buildMenuItem({ updated_at: new Date("2025-03-01T12:00:00Z") }),
        buildMenuItem({ updated_at: new Date("2025-04-10T08:00:00Z") }),
      ]);
    await database.db
      .insert(siteSettings)
      .values(buildSiteSetting({ setting_key: "site_name", updated_at: new Date("2025-02-01T00:00:00Z") }));
    await database.db
      .insert(heroSlides)
      .values(buildHeroSlide({ updated_at: new Date("2025-05-20T23:30:00Z") }));
    const entries = parseSitemap(await (await makeApp().request("/sitemap.xml")).text());
    expect(new Set(entries.map((entry) => entry.lastmod))).toEqual(new Set(["2025-05-20"]));
  });

  it("falls back to today when there is no content yet", async () => {
    const before = new Date().toISOString().slice(0, 10);
    const entries = parseSitemap(await (await makeApp().request("/sitemap.xml")).text());
    const after = new Date().toISOString().slice(0, 10);
    expect([before, after]).toContain(entries[0]?.lastmod);
  });

  it("leaves the dates out when the content tables cannot be read", async () => {
    await database.db.execute(sql`alter table hero_slides rename to hero_slides_away`);
    try {
      const response = await makeApp().request("/sitemap.xml");
      expect(response.status).toBe(200);
      const entries = parseSitemap(await response.text());
      expect(entries).toHaveLength(6);
      expect(entries.every((entry) => entry.lastmod === undefined)).toBe(true);
    } finally {
      await database.db.execute(sql`alter table hero_slides_away rename to hero_slides`);
    }
  });

  it("escapes the URLs it writes", () => {
    const entries = parseSitemap(buildSitemapXml("https://example.com/a&b", null));
    expect(entries[1]?.loc).toBe("https://example.com/a&amp;b/menu");
  });
});

describe("getPublicContentUpdatedAt", () => {
  it("is null for empty tables", async () => {
    expect(await getPublicContentUpdatedAt(database.db)).toBeNull();
  });

  it("returns the newest updated_at as a Date", async () => {
    await database.db
      .insert(menuItems)
      .values(buildMenuItem({ updated_at: new Date("2025-06-01T10:00:00Z") }));
    await database.db
      .insert(siteSettings)
      .values(buildSiteSetting({ setting_key: "address", updated_at: new Date("2025-06-02T10:00:00Z") }));
    expect(await getPublicContentUpdatedAt(database.db)).toEqual(new Date("2025-06-02T10:00:00Z"));
  });
});
