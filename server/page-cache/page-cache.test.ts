import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import pino from "pino";
import { eq } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import { createChangePollingEventBus } from "#server/adapters/events/change-polling.ts";
import { createDatabaseEventBus } from "#server/adapters/events/database-notify.ts";
import type { EventBus } from "#server/adapters/events/types.ts";
import { siteSettings, storeHours } from "#server/db/schema/index.ts";
import { createHttpApp } from "#server/http.ts";
import type { RequestContext } from "#server/http-context.ts";
import { contentSecurityPolicy } from "#server/security-headers.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { nextPageClockChange } from "./clock.ts";
import { inlineScripts, scriptHash } from "./inline-scripts.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import { cacheablePage } from "./rules.ts";

const database = useTestDatabase();
const silent = pino({ level: "silent" });

type Render = { path: string; nonce: string; renderForCache: boolean; cookie: string | null };

/** A page renderer like React Router's: the setting it shows, inline scripts, the cookie it was sent. */
function makeApp(
  events: EventBus,
  options: {
    beforeRender?: (context: RequestContext) => Promise<void> | void;
    respond?: (request: Request, body: string) => Response;
    maxAgeMs?: number;
    security?: boolean;
  } = {},
) {
  const renders: Render[] = [];
  const cache = createPageCache({
    events,
    log: silent,
    nextClockChange: (log) => nextPageClockChange(database.db, log),
    ...(options.maxAgeMs ? { maxAgeMs: options.maxAgeMs } : {}),
    ...(options.security ? { security: { contentSecurityPolicy: true, strictTransport: false } } : {}),
  });
  const app = createHttpApp({
    config: loadConfig({ NODE_ENV: "production" }),
    database,
    log: silent,
    events,
    pageCache: cache,
    handlePage: async (request, context) => {
      await options.beforeRender?.(context);
      const url = new URL(request.url);
      const cookie = request.headers.get("cookie");
      renders.push({
        path: url.pathname,
        nonce: context.nonce,
        renderForCache: context.renderForCache === true,
        cookie,
      });
      const [name] = await context.db
        .select({ value: siteSettings.setting_value })
        .from(siteSettings)
        .where(eq(siteSettings.setting_key, "site_name"));
      const nonce = context.nonce ? ` nonce="${context.nonce}"` : "";
      const body =
        `<!DOCTYPE html><html><head><script${nonce}>window.__ctx = ${JSON.stringify({ path: url.pathname })};</script>` +
        `<script type="module"${nonce}>import("/assets/entry.js");</script>` +
        `<script type="application/ld+json">{"@type":"Restaurant"}</script>` +
        `<script src="/assets/app.js"></script></head>` +
        `<body><h1>${name?.value ?? "none"}</h1><p>cookie: ${cookie ?? "none"}</p>${"menu ".repeat(400)}</body></html>`;
      if (options.respond) return options.respond(request, body);
      const isData = url.pathname.endsWith(".data");
      return new Response(isData ? JSON.stringify({ name: name?.value }) : body, {
        headers: { "Content-Type": isData ? "text/x-script" : "text/html; charset=utf-8" },
      });
    },
  });
  return { app, renders, cache };
}

async function busFor(): Promise<EventBus> {
  return database.kind === "postgres"
    ? createDatabaseEventBus(database, silent)
    : createChangePollingEventBus(database.db, silent, 50);
}

async function setSiteName(value: string): Promise<void> {
  await database.db
    .insert(siteSettings)
    .values({ setting_key: "site_name", setting_value: value })
    .onConflictDoUpdate({ target: siteSettings.setting_key, set: { setting_value: value } });
}

async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const withBrotli = { headers: { "Accept-Encoding": "gzip, deflate, br" } };

let events: EventBus;
let cache: PageCache | undefined;
beforeEach(async () => {
  await setSiteName("Island Spice Kitchen");
  events = await busFor();
});
afterEach(async () => {
  vi.useRealTimers();
  cache?.close();
  cache = undefined;
  await events.close();
  await database.db.delete(storeHours);
});

describe("the page cache", () => {
  it("renders a public page once, without a nonce, and serves the same compressed bytes after", async () => {
    const made = makeApp(events);
    cache = made.cache;
    const first = await made.app.request("/menu", withBrotli);
    const second = await made.app.request("/menu", withBrotli);
    expect(made.renders).toHaveLength(1);
    expect(made.renders[0]).toMatchObject({ nonce: "", renderForCache: true });
    expect(first.headers.get("content-encoding")).toBe("br");
    const firstBody = brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString();
    const secondBody = brotliDecompressSync(Buffer.from(await second.arrayBuffer())).toString();
    expect(secondBody).toBe(firstBody);
    expect(firstBody).toContain("<h1>Island Spice Kitchen</h1>");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+-br"$/);

    const gzipped = await made.app.request("/menu", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(firstBody);
    const plain = await made.app.request("/menu");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(firstBody);
    expect(made.renders).toHaveLength(1);
  });

  it("answers from memory before the app with the same headers the app gives that copy", async () => {
    const made = makeApp(events, { security: true });
    cache = made.cache;
    const listener = getRequestListener(made.app.fetch);
    const server = createServer((req, res) => {
      if (!made.cache.serveFromMemory(req, res)) void listener(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const get = () => fetch(`http://127.0.0.1:${port}/menu`, withBrotli);
      await get(); // rendered through the app and kept
      const throughApp = await made.app.request("/menu", withBrotli);
      const fromMemory = await get();
      const comparable = (response: Response) =>
        [...response.headers]
          .filter(([name]) => !/^(date|x-request-id|connection|keep-alive|server-timing)$/.test(name))
          .sort();
      expect(comparable(fromMemory)).toEqual(comparable(throughApp));
      expect(fromMemory.headers.get("content-security-policy")).toContain("'sha256-");
      expect(fromMemory.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      // fetch undoes the brotli itself; the app's own answer is read as sent
      expect(await fromMemory.text()).toBe(
        brotliDecompressSync(Buffer.from(await throughApp.arrayBuffer())).toString(),
      );
      expect(made.renders).toHaveLength(1);
      const withCookie = await fetch(`http://127.0.0.1:${port}/menu`, { headers: { Cookie: "a=b" } });
      expect(await withCookie.text()).toContain("cookie: a=b");
      expect(made.renders).toHaveLength(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("answers If-None-Match with 304 and no body, for any encoding of the same page", async () => {
    const made = makeApp(events);
    cache = made.cache;
    const first = await made.app.request("/about", withBrotli);
    const etag = first.headers.get("etag")!;
    const again = await made.app.request("/about", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag.replace(/-br"$/, '"'));
    expect(again.headers.get("cache-control")).toContain("s-maxage=");
    const other = await made.app.request("/about", { headers: { "If-None-Match": '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it("sends CDN headers: shared for a minute, Vary on the encoding only, surrogate keys per page", async () => {
    const made = makeApp(events);
    cache = made.cache;
    const response = await made.app.request("/catering", withBrotli);
    expect(response.headers.get("cache-control")).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("surrogate-key")).toBe("page-catering site catering-menu");
    expect(response.headers.get("cache-tag")).toBe("page-catering,site,catering-menu");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lists the hash of every inline script in the CSP and loosens nothing else", async () => {
    const made = makeApp(events);
    cache = made.cache;
    for (const attempt of [1, 2]) {
      const response = await made.app.request("/", withBrotli);
      const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
      const csp = response.headers.get("content-security-policy") ?? "";
      const directives = new Map(
        csp.split(";").map((part) => {
          const [name = "", ...values] = part.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      const scriptSources = directives.get("script-src") ?? [];
      const scripts = inlineScripts(html);
      expect(scripts, `attempt ${attempt}`).toHaveLength(2);
      for (const script of scripts) expect(scriptSources).toContain(`'sha256-${scriptHash(script)}'`);
      expect(scriptSources).toEqual(["'self'", ...scripts.map((script) => `'sha256-${scriptHash(script)}'`)]);
      expect(scriptSources.join(" ")).not.toMatch(/unsafe|nonce|\*|https?:/);
      // Every other directive is exactly the nonce policy's.
      const strict = contentSecurityPolicy("x").replace(/; script-src .*$/, "");
      expect(csp.replace(/; script-src .*$/, "")).toBe(strict);
      expect(html).not.toContain("nonce=");
    }
    expect(made.renders).toHaveLength(1);
  });

  it("is never served for an older data version: a change to a watched table renders the page again", async () => {
    const made = makeApp(events);
    cache = made.cache;
    await made.app.request("/menu");
    const before = made.cache.generation();
    await setSiteName("Spice Island Two");
    await waitFor(() => made.cache.generation() !== before);
    const after = await made.app.request("/menu");
    expect(await after.text()).toContain("<h1>Spice Island Two</h1>");
    expect(made.renders).toHaveLength(2);
  });

  it("does not keep a page whose render overlapped a change", async () => {
    let gate: (() => void) | undefined;
    const made = makeApp(events, {
      beforeRender: () =>
        new Promise<void>((resolve) => {
          if (made.renders.length === 0) gate = resolve;
          else resolve();
        }),
    });
    cache = made.cache;
    const pending = made.app.request("/order-online");
    await waitFor(() => gate !== undefined);
    const before = made.cache.generation();
    await setSiteName("Changed While Rendering");
    await waitFor(() => made.cache.generation() !== before);
    gate!();
    await pending;
    const next = await made.app.request("/order-online");
    expect(await next.text()).toContain("<h1>Changed While Rendering</h1>");
    expect(made.renders).toHaveLength(2);
  });

  it("never caches a request with a cookie or Authorization, and never hands its page to others", async () => {
    const made = makeApp(events);
    cache = made.cache;
    const withCookie = await made.app.request("/menu", { headers: { Cookie: "cart=jerk-chicken-x3" } });
    expect(await withCookie.text()).toContain("cookie: cart=jerk-chicken-x3");
    expect(made.renders[0]).toMatchObject({ renderForCache: false });
    expect(made.renders[0]!.nonce).not.toBe("");
    expect(withCookie.headers.get("cache-control")).toBeNull();
    expect(withCookie.headers.get("content-security-policy")).toContain(`'nonce-${made.renders[0]!.nonce}'`);
    await made.app.request("/menu", { headers: { Authorization: "Bearer abc" } });
    const anonymous = await made.app.request("/menu");
    expect(await anonymous.text()).toContain("cookie: none");
    const again = await made.app.request("/menu", { headers: { Cookie: "cart=other" } });
    expect(await again.text()).toContain("cookie: cart=other");
    expect(made.renders).toHaveLength(4);
  });

  it("never caches the cart, the confirmations, the admin, unknown queries or a POST", async () => {
    const made = makeApp(events);
    cache = made.cache;
    const paths = [
      "/cart",
      "/order-confirmation",
      "/catering-confirmation",
      "/admin/login",
      "/menu?utm_source=x",
      "/menu.data?_routes=javascript:alert(1)",
    ];
    for (const path of paths) {
      await made.app.request(path);
      await made.app.request(path);
    }
    expect(made.renders).toHaveLength(paths.length * 2);
    for (const render of made.renders) expect(render.renderForCache).toBe(false);
    expect(made.cache.size()).toBe(0);
  });

  it("keeps data requests apart from documents and by their route filter", async () => {
    const made = makeApp(events);
    cache = made.cache;
    const data = await made.app.request("/menu.data?_routes=routes/public/menu");
    expect(data.headers.get("content-type")).toBe("text/x-script");
    expect(data.headers.get("content-security-policy")).toBeNull();
    await made.app.request("/menu.data?_routes=routes/public/menu");
    await made.app.request("/menu");
    await made.app.request("/_root.data");
    await made.app.request("/_root.data");
    expect(made.renders.map((render) => render.path)).toEqual(["/menu.data", "/menu", "/_root.data"]);
  });

  it("does not keep error answers, answers that set a cookie, or a render that logged trouble", async () => {
    let mode: "error" | "cookie" | "warn" = "error";
    const made = makeApp(events, {
      beforeRender: (context) => {
        if (mode === "warn") context.log.warn("settings unavailable");
      },
      respond: (_request, body) =>
        mode === "error"
          ? new Response(body, { status: 500, headers: { "Content-Type": "text/html" } })
          : new Response(body, {
              headers: {
                "Content-Type": "text/html",
                ...(mode === "cookie" ? { "Set-Cookie": "a=b" } : {}),
              },
            }),
    });
    cache = made.cache;
    for (const next of ["error", "cookie", "warn"] as const) {
      mode = next;
      const first = await made.app.request("/contact");
      // A page rendered without a nonce still gets the policy its scripts need.
      expect(first.headers.get("content-security-policy")).toContain("'sha256-");
      await made.app.request("/contact");
    }
    expect(made.renders).toHaveLength(6);
    expect(made.cache.size()).toBe(0);
  });

  it("expires a page at the store's opening and at its closing (business clock)", async () => {
    await database.db.insert(storeHours).values(
      ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((day) => ({
        day_of_week: day,
        open_time: "11:00",
        close_time: "20:00",
        is_closed: false,
      })),
    );
    // Listen from here on: the hours written above are not a change this test waits for.
    await events.close();
    events = await busFor();
    vi.useFakeTimers({ toFake: ["Date"] });
    // 10:00 in New York (the default business zone) on a summer day: 14:00 UTC.
    vi.setSystemTime(new Date("2026-07-15T14:00:00Z"));
    const made = makeApp(events, { maxAgeMs: 24 * 60 * 60_000 });
    cache = made.cache;
    const closed = await made.app.request("/");
    // Shared caches keep it no longer than the hour until the opening.
    expect(closed.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    );
    vi.setSystemTime(new Date("2026-07-15T14:59:30Z"));
    const late = await made.app.request("/");
    expect(late.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=0",
    );
    expect(made.renders).toHaveLength(1);
    vi.setSystemTime(new Date("2026-07-15T15:00:00Z")); // 11:00: open
    await made.app.request("/");
    expect(made.renders).toHaveLength(2);
    vi.setSystemTime(new Date("2026-07-15T23:59:59Z")); // 19:59:59: still open, same copy
    await made.app.request("/");
    expect(made.renders).toHaveLength(2);
    vi.setSystemTime(new Date("2026-07-16T00:00:00Z")); // 20:00: closed
    await made.app.request("/");
    expect(made.renders).toHaveLength(3);
  });

  it("calls the CDN purge hook with the surrogate keys of what changed", async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      calls.push({ url: input as string, body: JSON.parse(init?.body as string) });
      return Promise.resolve(new Response(null, { status: 202 }));
    });
    try {
      cache = createPageCache({
        events,
        log: silent,
        purgeUrl: "https://cdn.example/purge",
        nextClockChange: () => Promise.resolve(new Date(Date.now() + 60_000)),
      });
      await events.publish({ type: "table-changed", table: "menu_items" });
      await events.publish({ type: "table-changed", table: "orders" });
      await waitFor(() => calls.length > 0);
      expect(calls).toEqual([{ url: "https://cdn.example/purge", body: { keys: ["menu"] } }]);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe("which requests the cache may answer", () => {
  const check = (method: string, url: string, headers: Record<string, string> = {}) =>
    cacheablePage(method, new URL(url, "http://localhost"), (name) => new Headers(headers).has(name))?.key ??
    null;

  it("takes only cookie-less GETs of the public pages and their data", () => {
    expect(check("GET", "/")).toBe("/");
    expect(check("GET", "/_root.data")).toBe("/_root.data");
    expect(check("GET", "/menu.data?_routes=routes/public/layout,routes/public/menu")).toBe(
      "/menu.data?_routes=routes/public/layout,routes/public/menu",
    );
    expect(check("HEAD", "/menu")).toBeNull();
    expect(check("POST", "/contact")).toBeNull();
    expect(check("GET", "/menu", { Cookie: "a=b" })).toBeNull();
    expect(check("GET", "/menu", { Authorization: "Basic x" })).toBeNull();
    expect(check("GET", "/menu?page=2")).toBeNull();
    expect(check("GET", "/menu?_routes=routes/public/menu")).toBeNull();
    expect(check("GET", "/admin")).toBeNull();
    expect(check("GET", "/admin/menu")).toBeNull();
    expect(check("GET", "/cart")).toBeNull();
    expect(check("GET", "/order-confirmation")).toBeNull();
    expect(check("GET", "/catering-confirmation.data")).toBeNull();
  });
});
