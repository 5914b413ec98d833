import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { serveStatic } from "@hono/node-server/serve-static";
import { sql } from "drizzle-orm";
import { compression } from "./compression.ts";
import { securityHeaders } from "./security-headers.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { AppError } from "./errors.ts";
import { answerError } from "./error-response.ts";
import { clientAddressKey, readClientAddress } from "./client-address.ts";
import { createPageRateLimits } from "./rate-limit/page-limits.ts";
import { isSameOriginRequest } from "./same-origin.ts";
import { FORM_TOO_LARGE_MESSAGE, PAGE_BODY_LIMIT_BYTES, withCappedBody } from "./request-body.ts";
import type { EventBus } from "./adapters/events/types.ts";
import { registerAlertRoutes } from "./alerts/api.ts";
import { registerEventRoutes } from "./events/api.ts";
import { registerStoreHoursRoutes } from "./hours/api.ts";
import { registerImageRoutes } from "./images/api.ts";
import { registerSettingsRoutes } from "./settings/api.ts";
import { registerSiteRoutes } from "./site/api.ts";
import { resolveImageDirs } from "./images/variants.ts";
import { redactPath, type Logger } from "./logger.ts";
import { responseNonce, type HonoEnv, type PageHandler } from "./http-context.ts";
import { registerSeoRoutes } from "./seo/api.ts";
import { createPaymentProvider } from "./adapters/payments/create-provider.ts";
import type { SandboxPaymentProvider } from "./adapters/payments/sandbox.ts";
import type { SwitchingPaymentProvider } from "./adapters/payments/switching.ts";
import type { PaymentProvider } from "./adapters/payments/types.ts";
import { registerCheckoutRoutes } from "./checkout/api.ts";
import { registerCateringRoutes } from "./catering/api.ts";
import { registerModifierRoutes } from "./modifiers/api.ts";
import { registerPaymentRoutes, WEBHOOK_PATH } from "./payments/api.ts";
import { registerSandboxPaymentRoutes, type DeliverWebhook } from "./payments/sandbox-api.ts";
import { createAdminAuth, type AdminAuth } from "./auth/admin-auth.ts";
import { memoSession, sessionCookies } from "./auth/request-session.ts";
import { adminGuard, lowerCaseAdminPaths } from "./admin/http-guard.ts";
import { registerAdminApiRoutes } from "./admin/api.ts";
import type { BoardCounter } from "./texts/board-watch.ts";
import { registerOrderLiveRoutes } from "./orders/live-api.ts";
import { registerQuoteRoutes } from "./orders/quote-api.ts";
import { filesFor } from "./adapters/files/create-files.ts";
import type { PageCache } from "./page-cache/page-cache.ts";
import { registerUploadRoutes } from "./uploads/api.ts";
import { registerMetricsRoutes, requestMetrics } from "./metrics.ts";
import { registerDatabaseGauges } from "./metrics-gauges.ts";
import { registerTextRoutes } from "./texts/api.ts";
import { registerAdminAppRoutes } from "./admin-app/api.ts";
import { registerPrinterRoutes } from "./printers/api.ts";

export type HttpAppOptions = {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
  /** React Router's request handler; absent in tests that only exercise the API. */
  handlePage?: PageHandler;
  /** Folder of built client assets (hashed files under /assets). */
  clientDir?: string;
  /** Reports whether the process is draining, so /healthz can tell the balancer. */
  isShuttingDown?: () => boolean;
  events: EventBus;
  /** Aborted when shutdown begins: long-lived streams end so in-flight requests can finish. */
  shutdown?: AbortSignal;
  /** The payment provider; by default the one the configuration names. */
  payments?: PaymentProvider;
  /**
   * This server's own address (e.g. http://127.0.0.1:3000) once it listens: the sandbox delivers its
   * webhook events there. Until it is known, they are handed to the app in-process.
   */
  internalUrl?: () => string | undefined;
  /** Admin sign-in; by default better-auth on this database. */
  auth?: AdminAuth;
  /** Public pages served from memory (server/page-cache); without it every page is rendered. */
  pageCache?: PageCache;
  /**
   * Counts the admin board streams open here, for the board-offline watch (docs/product/08-text-messages.md
   * §8).
   */
  boards?: BoardCounter;
  /** How often the admin's event stream says it is alive (tests only; ADMIN_HEARTBEAT_MS otherwise). */
  adminHeartbeatMs?: number;
};

const ONE_YEAR = 31_536_000;

export function createHttpApp(options: HttpAppOptions): Hono<HonoEnv> {
  const { config, database, log } = options;
  const app = new Hono<HonoEnv>();

  const strictTransport = config.publicUrl.startsWith("https://");
  const staticHeaders = securityHeaders({ contentSecurityPolicy: false, strictTransport });
  // every request counted and timed by its route (docs/product/12-operating-the-server.md §12.2)
  app.use(requestMetrics());
  registerDatabaseGauges({ db: database.db, poolStats: database.poolStats });

  // Hashed build files first: they need no request id, log line, nonce or document headers.
  if (options.clientDir) {
    const root = options.clientDir;
    app.use(
      "/assets/*",
      compression(),
      staticHeaders,
      async (c, next) => {
        await next();
        // Set on the finished response: serveStatic's onFound runs after the body is built.
        if (c.res.status === 200)
          c.res.headers.set("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`);
      },
      serveStatic({ root }),
    );
  }

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    const child = log.child({ reqId: c.get("requestId") });
    c.set("log", child);
    await next();
    // Page responses are built outside Hono, so the id is put on the final response here.
    c.res.headers.set("X-Request-Id", c.get("requestId"));
    child.info(
      {
        method: c.req.method,
        path: redactPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });

  app.use(securityHeaders({ contentSecurityPolicy: config.isProduction, strictTransport }));
  app.use(compression());
  // Inside the headers and compression above: a cached page gets the same security headers.
  if (options.pageCache) app.use(options.pageCache.middleware());

  app.get("/healthz", async (c) => {
    if (options.isShuttingDown?.()) return c.json({ status: "shutting-down" }, 503);
    try {
      await database.db.execute(sql`select 1`);
      return c.json({ status: "ok", database: database.kind });
    } catch (error) {
      c.get("log").error({ err: error }, "health check failed");
      return c.json({ status: "error", database: database.kind }, 503);
    }
  });

  const files = filesFor(config);
  registerImageRoutes(app, {
    ...resolveImageDirs(config),
    ...(files.kind === "s3" ? { fetchUpload: (name: string) => files.get(name) } : {}),
  });

  const auth = options.auth ?? createAdminAuth(database.db, config);
  // Pages match case-insensitively but these guards do not: /ADMIN/orders goes to /admin/orders first.
  app.use(lowerCaseAdminPaths());
  for (const path of ["/admin", "/admin/*", "/api/admin/*"]) {
    app.use(path, adminGuard(config.publicUrl), sessionCookies(auth));
  }
  // The installable admin's manifest and service worker (docs/product/06-admin.md §6.4).
  registerAdminAppRoutes(app, { clientDir: options.clientDir });

  if (options.clientDir) {
    app.use(
      "*",
      serveStatic({
        root: options.clientDir,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=3600");
        },
      }),
    );
  }

  registerSeoRoutes(app, { db: database.db, config });
  registerMetricsRoutes(app, { config });
  registerAlertRoutes(app, { db: database.db });
  registerStoreHoursRoutes(app, { db: database.db });
  registerSettingsRoutes(app, { db: database.db });
  registerQuoteRoutes(app, { db: database.db });
  registerSiteRoutes(app, { db: database.db });
  registerEventRoutes(app, {
    events: options.events,
    shutdown: options.shutdown ?? new AbortController().signal,
    clientKey: (c) => clientAddressKey(readClientAddress(c, config.TRUST_PROXY)),
  });

  const payments = options.payments ?? createPaymentProvider(config, database.db);
  registerModifierRoutes(app, { db: database.db });
  registerCheckoutRoutes(app, { db: database.db, config, payments });
  registerCateringRoutes(app, { db: database.db, config, payments });
  registerPaymentRoutes(app, { db: database.db, config, payments });
  registerOrderLiveRoutes(app, {
    db: database.db,
    events: options.events,
    shutdown: options.shutdown ?? new AbortController().signal,
    clientKey: (c) => clientAddressKey(readClientAddress(c, config.TRUST_PROXY)),
  });
  registerAdminApiRoutes(app, {
    db: database.db,
    events: options.events,
    shutdown: options.shutdown ?? new AbortController().signal,
    boards: options.boards,
    ...(options.adminHeartbeatMs ? { heartbeatMs: options.adminHeartbeatMs } : {}),
  });
  registerUploadRoutes(app, { db: database.db, files });
  registerTextRoutes(app, { db: database.db, config });
  registerPrinterRoutes(app, { db: database.db });
  // The sandbox's page and routes stay open while it may hold sessions (docs/product/06-admin.md §6.21).
  const sandbox =
    "sandbox" in payments
      ? (payments as SwitchingPaymentProvider).sandbox
      : payments.name === "sandbox"
        ? (payments as SandboxPaymentProvider)
        : null;
  if (sandbox) {
    const deliverWebhook: DeliverWebhook = (body, headers) => {
      const base = options.internalUrl?.();
      const init = { method: "POST", body, headers, signal: AbortSignal.timeout(15_000) };
      return base ? fetch(`${base}${WEBHOOK_PATH}`, init) : Promise.resolve(app.request(WEBHOOK_PATH, init));
    };
    registerSandboxPaymentRoutes(app, {
      db: database.db,
      config,
      payments: sandbox,
      deliverWebhook,
      takesTestPayments: () => payments.name === "sandbox",
    });
  }

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", "No such endpoint.");
  });

  app.onError(answerError);

  const handlePage = options.handlePage;
  if (handlePage) {
    const pageRateLimit = createPageRateLimits(database.db, log);
    app.all("*", async (c) => {
      if (c.req.method !== "GET" && c.req.method !== "HEAD" && !isSameOriginRequest(c, config.publicUrl)) {
        return c.text("This form can only be sent from our own pages.", 403);
      }
      // A page's body is read here, within the forms' cap, before any action looks at the request
      // (its rate limit, the sign-in): a larger one is refused with 413 as it streams in.
      const request = await withCappedBody(c, {
        maxBytes: PAGE_BODY_LIMIT_BYTES,
        tooLargeMessage: FORM_TOO_LARGE_MESSAGE,
      });
      const clientAddress = readClientAddress(c, config.TRUST_PROXY);
      const forCache = c.get("renderForCache");
      return handlePage(request, {
        db: database.db,
        config,
        log: forCache?.log ?? c.get("log"),
        // a page rendered for everyone carries no nonce: its CSP lists its scripts' hashes
        nonce: forCache ? "" : responseNonce(c),
        ...(forCache ? { renderForCache: true } : {}),
        clientAddress,
        payments,
        rateLimit: (name) => pageRateLimit(name, clientAddressKey(clientAddress)),
        auth: {
          service: auth,
          readSession: c.get("readSession") ?? memoSession(auth, c.req.raw.headers),
        },
      });
    });
  }

  return app;
}
