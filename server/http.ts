import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { serveStatic } from "@hono/node-server/serve-static";
import { sql } from "drizzle-orm";
import { compression } from "./compression";
import { securityHeaders } from "./security-headers";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { AppError, isAppError } from "./errors";
import type { EventBus } from "./adapters/events/types";
import { registerAlertRoutes } from "./alerts/api";
import { registerEventRoutes } from "./events/api";
import { registerStoreHoursRoutes } from "./hours/api";
import { registerImageRoutes } from "./images/api";
import { registerSettingsRoutes } from "./settings/api";
import { resolveImageDirs } from "./images/variants";
import { registerInquiryRoutes } from "./inquiries/api";
import type { Logger } from "./logger";
import { registerSeoRoutes } from "./seo/api";
import { createPaymentProvider } from "./adapters/payments/create-provider";
import type { SandboxPaymentProvider } from "./adapters/payments/sandbox";
import type { PaymentProvider } from "./adapters/payments/types";
import { registerCheckoutRoutes } from "./checkout/api";
import { registerModifierRoutes } from "./modifiers/api";
import { registerOrderRoutes } from "./orders/api";
import { registerPaymentRoutes, WEBHOOK_PATH } from "./payments/api";
import { registerSandboxPaymentRoutes, type DeliverWebhook } from "./payments/sandbox-api";

export type RequestContext = {
  db: DatabaseHandle["db"];
  config: Config;
  log: Logger;
  /** Per-response nonce that every inline script must carry under the CSP. */
  nonce: string;
};

export type PageHandler = (request: Request, context: RequestContext) => Promise<Response>;

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
};

export type HonoEnv = {
  Variables: { requestId: string; nonce: string; log: Logger };
};

const ONE_YEAR = 31_536_000;

export function createHttpApp(options: HttpAppOptions): Hono<HonoEnv> {
  const { config, database, log } = options;
  const app = new Hono<HonoEnv>();

  const strictTransport = config.publicUrl.startsWith("https://");
  const staticHeaders = securityHeaders({ contentSecurityPolicy: false, strictTransport });

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
    c.set("nonce", randomBytes(16).toString("base64"));
    await next();
    // Page responses are built outside Hono, so the id is put on the final response here.
    c.res.headers.set("X-Request-Id", c.get("requestId"));
    child.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });

  app.use(securityHeaders({ contentSecurityPolicy: config.isProduction, strictTransport }));
  app.use(compression());

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

  registerImageRoutes(app, resolveImageDirs(config));

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
  registerAlertRoutes(app, { db: database.db });
  registerStoreHoursRoutes(app, { db: database.db });
  registerSettingsRoutes(app, { db: database.db });
  registerEventRoutes(app, {
    events: options.events,
    shutdown: options.shutdown ?? new AbortController().signal,
  });
  registerInquiryRoutes(app, { db: database.db, config });

  const payments = options.payments ?? createPaymentProvider(config, database.db);
  registerModifierRoutes(app, { db: database.db });
  registerCheckoutRoutes(app, { db: database.db, config, payments });
  registerPaymentRoutes(app, { db: database.db, config, payments });
  registerOrderRoutes(app, { db: database.db, config, payments });
  if (payments.name === "sandbox") {
    const deliverWebhook: DeliverWebhook = (body, headers) => {
      const base = options.internalUrl?.();
      const init = { method: "POST", body, headers, signal: AbortSignal.timeout(15_000) };
      return base ? fetch(`${base}${WEBHOOK_PATH}`, init) : Promise.resolve(app.request(WEBHOOK_PATH, init));
    };
    registerSandboxPaymentRoutes(app, {
      db: database.db,
      config,
      payments: payments as SandboxPaymentProvider,
      deliverWebhook,
    });
  }

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", "No such endpoint.");
  });

  app.onError((error, c) => {
    if (isAppError(error)) {
      return c.json(error.toJSON(), error.status as 400);
    }
    c.get("log").error({ err: error }, "unhandled error");
    return c.json({ error: { code: "INTERNAL", message: "Something went wrong. Please try again." } }, 500);
  });

  const handlePage = options.handlePage;
  if (handlePage) {
    app.all("*", (c) =>
      handlePage(c.req.raw, { db: database.db, config, log: c.get("log"), nonce: c.get("nonce") }),
    );
  }

  return app;
}
