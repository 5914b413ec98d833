// Metrics for whoever runs the site (docs/product/12-operating-the-server.md §12.2): one registry for the
// process, read by
// `GET /metrics` in the Prometheus text format. Other parts of the server add their own figures
// through `metrics.counter`, `metrics.gauge` and `metrics.histogram`.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import client from "prom-client";
import type { Config } from "./config.ts";
import { isLoopbackAddress, readClientAddress } from "./client-address.ts";
import type { HonoEnv } from "./http-context.ts";

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

type Labels<T extends string> = { name: string; help: string; labelNames?: readonly T[] };

/**
 * Get-or-create: asking twice for one name answers the same metric (a module loaded twice, tests),
 * so a caller can declare its metric where it uses it.
 */
function existing<M>(name: string): M | undefined {
  return registry.getSingleMetric(name) as M | undefined;
}

export const metrics = {
  /** A count that only grows (`…_total`), e.g. a cache's hits: `metrics.counter({ name, help }).inc()`. */
  counter<T extends string = string>(options: Labels<T>): client.Counter<T> {
    return (
      existing<client.Counter<T>>(options.name) ??
      new client.Counter<T>({ ...options, labelNames: options.labelNames ?? [], registers: [registry] })
    );
  },
  /** A figure that goes up and down; `collect` (may be async) sets it when /metrics is read. */
  gauge<T extends string = string>(
    options: Labels<T> & { collect?: (this: client.Gauge<T>) => void | Promise<void> },
  ): client.Gauge<T> {
    return (
      existing<client.Gauge<T>>(options.name) ??
      new client.Gauge<T>({ ...options, labelNames: options.labelNames ?? [], registers: [registry] })
    );
  },
  /** Durations or sizes in buckets (seconds for durations). */
  histogram<T extends string = string>(options: Labels<T> & { buckets?: number[] }): client.Histogram<T> {
    return (
      existing<client.Histogram<T>>(options.name) ??
      new client.Histogram<T>({ ...options, labelNames: options.labelNames ?? [], registers: [registry] })
    );
  },
};

const requestsTotal = metrics.counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status class.",
  labelNames: ["method", "route", "status"],
});
const requestSeconds = metrics.histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer an HTTP request (until its headers), by method and route pattern.",
  labelNames: ["method", "route"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The route a request is counted under: the API's registered pattern (`/api/orders/:id/live`), never
 * the address itself. Pages and public files all go through one catch-all; they are counted under
 * their first path segment when they were found (`/menu`, `/admin/*`), so only real pages make
 * labels and a flood of unknown addresses adds one label, `unmatched`.
 */
export function routeLabel(pattern: string, path: string, status: number): string {
  if (pattern && pattern !== "*" && pattern !== "/*") return pattern;
  if (status === 404) return "unmatched";
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return "/";
  const first = segments[0]!.toLowerCase();
  if (!/^[a-z0-9._-]{1,40}$/.test(first)) return "unmatched";
  return segments.length === 1 ? `/${first}` : `/${first}/*`;
}

/**
 * Counts and times every request, and tells the browser's developer tools how long a page took to
 * render (`Server-Timing: render;dur=…`) on every HTML page and its `.data` reads.
 */
export function requestMetrics(): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const method = METHODS.has(c.req.method) ? c.req.method : "OTHER";
    const route = routeLabel(routePath(c), c.req.path, c.res.status);
    requestsTotal.inc({ method, route, status: `${Math.floor(c.res.status / 100)}xx` });
    requestSeconds.observe({ method, route }, seconds);
    const type = c.res.headers.get("Content-Type") ?? "";
    if (type.startsWith("text/html") || c.req.path.endsWith(".data")) {
      try {
        c.res.headers.append("Server-Timing", `render;dur=${(seconds * 1000).toFixed(1)}`);
      } catch {
        // a response with frozen headers (a fetch passed through) goes out without it
      }
    }
  };
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** Whether this request may read the metrics: from this machine, or with the operator's token. */
export function mayReadMetrics(c: Context<HonoEnv>, config: Pick<Config, "METRICS_TOKEN" | "TRUST_PROXY">) {
  const header = c.req.header("Authorization") ?? "";
  const token = config.METRICS_TOKEN;
  if (token && header.startsWith("Bearer ")) {
    // compared as fixed-length digests: no timing tells how much of a guess was right
    if (timingSafeEqual(digest(header.slice("Bearer ".length).trim()), digest(token))) return true;
  }
  return isLoopbackAddress(readClientAddress(c, config.TRUST_PROXY));
}

/** `GET /metrics`: Prometheus text; anyone else than the machine itself or the token holder gets 404. */
export function registerMetricsRoutes(
  app: Hono<HonoEnv>,
  deps: { config: Pick<Config, "METRICS_TOKEN" | "TRUST_PROXY"> },
): void {
  app.get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!mayReadMetrics(c, deps.config)) return c.text("Not found", 404);
    return c.body(await registry.metrics(), 200, { "Content-Type": registry.contentType });
  });
}
