// Public pages from memory (docs/product/02-public-pages.md §2.13, docs/decisions/150): each public page and
// its data request is rendered once per data version, kept compressed (brotli and gzip) with a strong
// ETag and served to every visitor without a cookie until a watched table changes or the clock
// makes it wrong (the store opens or closes, the day turns, an alert starts or ends).
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { EventBus } from "#server/adapters/events/types.ts";
import type { HonoEnv } from "#server/http-context.ts";
import type { Logger } from "#server/logger.ts";
import {
  hashedContentSecurityPolicy,
  securityHeaderList,
  type SecurityHeaderOptions,
} from "#server/security-headers.ts";
import { inlineScriptHashes } from "./inline-scripts.ts";
import { cacheablePage, TABLE_AREAS, type CacheablePage } from "./rules.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a CDN may do with a cached page (docs/decisions/150): revalidate at once, share for a minute. */
export const SHARED_MAX_AGE_S = 60;
export const STALE_WHILE_REVALIDATE_S = 600;
/** A copy is rendered again after this long even when nothing was heard (a lost notification). */
const DEFAULT_MAX_AGE_MS = 5 * 60_000;
const DEFAULT_MAX_ENTRIES = 100;
const PURGE_DELAY_MS = 200;

/** Response headers the cache sets itself on every answer it gives. */
const OWN_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "cache-control",
  "date",
  "x-request-id",
  "transfer-encoding",
  "server-timing",
]);

type Entry = {
  generation: number;
  status: number;
  /** When it is rendered again: the clock change or the local age limit, whichever comes first. */
  expiresAt: number;
  /** When the page is wrong by the clock (bounds what a CDN may keep). */
  clockChangeAt: number;
  headers: Array<[string, string]>;
  hash: string;
  identity: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  contentSecurityPolicy: string | undefined;
  tags: readonly string[];
};

export type PageCacheOutcome = "hit" | "miss" | "revalidated";

export type PageCacheOptions = {
  events: EventBus;
  log: Logger;
  /** The next instant any public page goes out of date by the clock (server/page-cache/clock.ts). */
  nextClockChange: (log: Logger) => Promise<Date>;
  /** Called (POST, JSON `{ "keys": [...] }`) with the surrogate keys of what changed. */
  purgeUrl?: string;
  maxEntries?: number;
  maxAgeMs?: number;
  /** The security headers the app sends (server/security-headers.ts), for answers from memory. */
  security?: SecurityHeaderOptions;
  /** Counts each answer (metrics). */
  onOutcome?: (outcome: PageCacheOutcome) => void;
};

export type PageCache = {
  /** Hono middleware: answers cacheable requests from memory, renders and keeps the rest. */
  middleware: () => MiddlewareHandler<HonoEnv>;
  /**
   * Answers a request straight from memory on the bare node:http server, before the app is asked,
   * with the headers the app gives the same copy (docs/decisions/150); false when it cannot.
   */
  serveFromMemory: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** The data version: moves on every change to a table the public pages read. */
  generation: () => number;
  size: () => number;
  close: () => void;
};

/** A logger that remembers whether anything went wrong while a page rendered (then it is not kept). */
function watchingLogger(log: Logger, onTrouble: () => void): Logger {
  return new Proxy(log, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "warn" || property === "error" || property === "fatal") {
        return (...args: unknown[]) => {
          onTrouble();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      if (property === "child") {
        return (...args: unknown[]) =>
          watchingLogger((value as (...a: unknown[]) => Logger).apply(target, args), onTrouble);
      }
      return value;
    },
  });
}

function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepts = acceptEncoding ?? "";
  if (/\bbr\b(?!;q=0(\.0*)?(,|$))/.test(accepts)) return "br";
  if (/\bgzip\b(?!;q=0(\.0*)?(,|$))/.test(accepts)) return "gzip";
  return "identity";
}

function etagOf(hash: string, encoding: "br" | "gzip" | "identity"): string {
  return encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding === "br" ? "br" : "gz"}"`;
}

/** If-None-Match uses the weak comparison: any encoding of the same bytes is the same page. */
function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(",").some((raw) => {
    const tag = raw.trim();
    if (tag === "*") return true;
    const opaque = tag.replace(/^W\//, "").replace(/^"|"$/g, "");
    return opaque === hash || opaque === `${hash}-br` || opaque === `${hash}-gz`;
  });
}

/** A CDN may keep the page a minute, and serve it stale while revalidating, never past its clock change. */
export function cacheControlFor(clockChangeAt: number, now: number): string {
  const left = Math.max(0, Math.floor((clockChangeAt - now) / 1000));
  const shared = Math.min(SHARED_MAX_AGE_S, left);
  const stale = Math.min(STALE_WHILE_REVALIDATE_S, Math.max(0, left - shared));
  return `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${stale}`;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { log } = options;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  const entries = new Map<string, Entry>();
  const renders = new Map<string, Promise<Entry | null>>();
  let generation = 0;
  const pendingPurge = new Set<string>();
  let purgeTimer: ReturnType<typeof setTimeout> | undefined;

  const purge = () => {
    purgeTimer = undefined;
    const url = options.purgeUrl;
    if (!url || pendingPurge.size === 0) return;
    const keys = [...pendingPurge];
    pendingPurge.clear();
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ keys }),
      signal: AbortSignal.timeout(5000),
    })
      .then((response) => {
        if (!response.ok) log.warn({ status: response.status, keys }, "CDN purge refused");
      })
      .catch((error: unknown) => log.warn({ err: error, keys }, "CDN purge failed"));
  };

  const unsubscribe = options.events.subscribe((event) => {
    const area = TABLE_AREAS[event.table];
    if (!area) return;
    generation += 1;
    entries.clear();
    if (options.purgeUrl) {
      pendingPurge.add(area);
      purgeTimer ??= setTimeout(purge, PURGE_DELAY_MS);
    }
  });

  const remember = (key: string, entry: Entry) => {
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  };

  /** Renders the page through the rest of the app; null when the answer is not one to keep. */
  async function render(c: Context<HonoEnv>, next: () => Promise<void>, page: CacheablePage) {
    const startedGeneration = generation;
    let troubled = false;
    const renderLog = watchingLogger(c.get("log"), () => {
      troubled = true;
    });
    c.set("renderForCache", { log: renderLog });
    const clockChange = options.nextClockChange(renderLog).catch((error: unknown) => {
      log.warn({ err: error }, "page clock could not be read");
      return null;
    });
    await next();
    const response = c.res;
    const type = response.headers.get("Content-Type") ?? "";
    const isHtml = type.startsWith("text/html");
    if (!response.body || response.headers.has("Content-Encoding")) return null;
    // Rendered without a nonce, the page's scripts run under their hashes, kept or not.
    const identity = new Uint8Array(await response.arrayBuffer());
    const contentSecurityPolicy = isHtml
      ? hashedContentSecurityPolicy(inlineScriptHashes(new TextDecoder().decode(identity)))
      : undefined;
    if (contentSecurityPolicy) c.set("contentSecurityPolicy", contentSecurityPolicy);
    c.res = undefined;
    c.res = new Response(identity, { status: response.status, headers: response.headers });
    const keepable =
      response.status === 200 &&
      !response.headers.has("Set-Cookie") &&
      !/no-store|private/i.test(response.headers.get("Cache-Control") ?? "") &&
      (isHtml || type.startsWith("text/x-script"));
    const changeAt = await clockChange;
    const now = Date.now();
    // Otherwise the rendered bytes are answered to this request only.
    if (!keepable || troubled || !changeAt || generation !== startedGeneration) return null;
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const entry: Entry = {
      generation: startedGeneration,
      status: response.status,
      expiresAt: Math.min(changeAt.getTime(), now + maxAgeMs),
      clockChangeAt: changeAt.getTime(),
      headers: [...response.headers].filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())),
      hash: createHash("sha256").update(identity).digest("base64url").slice(0, 32),
      identity,
      br: new Uint8Array(br),
      gzip: new Uint8Array(gz),
      contentSecurityPolicy,
      tags: page.tags,
    };
    if (generation === startedGeneration) remember(page.key, entry);
    return entry;
  }

  /** Status, headers and body of the answer from memory (headers without the security ones). */
  function answerParts(entry: Entry, acceptEncoding: string | undefined, ifNoneMatch: string | undefined) {
    const encoding = chooseEncoding(acceptEncoding);
    const headers: Array<[string, string]> = [
      ...entry.headers,
      ["ETag", etagOf(entry.hash, encoding)],
      ["Vary", "Accept-Encoding"],
      ["Cache-Control", cacheControlFor(entry.clockChangeAt, Date.now())],
      ["Surrogate-Key", entry.tags.join(" ")],
      ["Cache-Tag", entry.tags.join(",")],
      ["Server-Timing", 'cache;desc="memory"'],
    ];
    if (matchesIfNoneMatch(ifNoneMatch, entry.hash)) {
      return {
        status: 304,
        headers: headers.filter(([name]) => !/^content-(type|length)$/i.test(name)),
        body: null,
      };
    }
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding !== "identity") headers.push(["Content-Encoding", encoding]);
    headers.push(["Content-Length", String(body.byteLength)]);
    return { status: entry.status, headers, body };
  }

  function answer(c: Context<HonoEnv>, entry: Entry): Response {
    const parts = answerParts(entry, c.req.header("Accept-Encoding"), c.req.header("If-None-Match"));
    if (entry.contentSecurityPolicy) c.set("contentSecurityPolicy", entry.contentSecurityPolicy);
    return new Response(parts.body, { status: parts.status, headers: parts.headers });
  }

  /** The fresh copy for a request, or undefined. */
  function freshEntry(method: string, url: URL, hasHeader: (name: string) => boolean) {
    const page = cacheablePage(method, url, hasHeader);
    if (!page) return { page, entry: undefined };
    const cached = entries.get(page.key);
    if (cached && cached.generation === generation && cached.expiresAt > Date.now()) {
      return { page, entry: cached };
    }
    return { page, entry: undefined };
  }

  return {
    serveFromMemory: (req, res) => {
      if (req.method !== "GET" || req.headers.cookie !== undefined || req.headers.authorization !== undefined)
        return false;
      const { entry } = freshEntry("GET", new URL(req.url ?? "/", "http://localhost"), (name) =>
        Boolean(req.headers[name.toLowerCase()]),
      );
      if (!entry) return false;
      const ifNoneMatch = req.headers["if-none-match"];
      const parts = answerParts(entry, req.headers["accept-encoding"], ifNoneMatch);
      options.onOutcome?.(parts.status === 304 ? "revalidated" : "hit");
      const type = entry.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "";
      const security = securityHeaderList(
        options.security ?? { contentSecurityPolicy: false, strictTransport: false },
        type,
        () => entry.contentSecurityPolicy ?? "",
      );
      res.writeHead(parts.status, [...parts.headers, ...security, ["X-Request-Id", randomUUID()]].flat());
      res.end(parts.body);
      return true;
    },
    middleware: () => async (c, next) => {
      const { page, entry: cached } = freshEntry(c.req.method, new URL(c.req.url), (name) =>
        c.req.raw.headers.has(name),
      );
      if (!page) return next();
      if (cached) {
        c.res = undefined;
        c.res = answer(c, cached);
        options.onOutcome?.(c.res.status === 304 ? "revalidated" : "hit");
        return;
      }
      entries.delete(page.key);
      options.onOutcome?.("miss");
      // One render per page and version however many visitors ask at once.
      const flightKey = `${generation}:${page.key}`;
      const inFlight = renders.get(flightKey);
      if (inFlight) {
        const entry = await inFlight;
        if (entry) {
          c.res = undefined;
          c.res = answer(c, entry);
          return;
        }
        return next();
      }
      let settle: (entry: Entry | null) => void = () => {};
      renders.set(
        flightKey,
        new Promise<Entry | null>((resolve) => {
          settle = resolve;
        }),
      );
      let entry: Entry | null = null;
      try {
        entry = await render(c, next, page);
      } finally {
        renders.delete(flightKey);
        settle(entry);
      }
      if (entry) {
        c.res = undefined;
        c.res = answer(c, entry);
      }
    },
    generation: () => generation,
    size: () => entries.size,
    close: () => {
      unsubscribe();
      if (purgeTimer) clearTimeout(purgeTimer);
      purgeTimer = undefined;
    },
  };
}
