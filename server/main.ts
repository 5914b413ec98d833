import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { ConfigError, isLoopbackUrl, loadConfig, type Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { databaseOptions } from "./db/options.ts";
import { DataFolderLockedError } from "./db/data-folder-lock.ts";
import { createChangePollingEventBus } from "./adapters/events/change-polling.ts";
import { createMailer } from "./adapters/mail/outbox-mailer.ts";
import { watchConnections } from "./connections/watch.ts";
import { createTexter } from "./adapters/sms/outbox-texter.ts";
import { createPusher } from "./adapters/push/outbox-pusher.ts";
import { createSmsProvider } from "./adapters/sms/twilio.ts";
import { SMS_STATUS_PATH } from "./texts/api.ts";
import { createBoardCounter } from "./texts/board-watch.ts";
import { createPaymentProvider } from "./adapters/payments/create-provider.ts";
import { createDatabaseEventBus } from "./adapters/events/database-notify.ts";
import { isDatabaseEmpty, seedDemoData } from "./db/seed/index.ts";
import { createHttpApp } from "./http.ts";
import { trackConnections } from "./http-drain.ts";
import { nextPageClockChange } from "./page-cache/clock.ts";
import { createPageCache } from "./page-cache/page-cache.ts";
import { metrics } from "./metrics.ts";
import type { PageHandler } from "./http-context.ts";
import { createLogger, type Logger } from "./logger.ts";
import { startJobs } from "./jobs/runner.ts";
import { serverJobs } from "./jobs/server-jobs.ts";
import { projectPath } from "./paths.ts";
import { answerDumpRequests } from "./backup/online-dump.ts";
import { secureDataFolders } from "./data-folder.ts";
import { issueSetupCode } from "./auth/setup-code.ts";
import { hasAnyAdmin } from "./admins/admin-service.ts";

const pageCacheAnswers = metrics.counter({
  name: "page_cache_answers_total",
  help: "Public pages answered from memory (hit, revalidated with a 304) or rendered for it (miss).",
  labelNames: ["outcome"],
});

/** Opens the database, brings its schema up to date and writes the demo data into an empty one. */
export async function prepareDatabase(config: Config, log: Logger): Promise<DatabaseHandle> {
  const started = performance.now();
  const database = await openDatabase(databaseOptions(config));
  await database.migrate();
  if (config.SEED_DEMO_DATA && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db);
    log.info("database was empty: demo data written");
    // the seed's pages written out now, so the first stop does not have to
    // (docs/product/12-operating-the-server.md §12.1)
    if (database.kind === "pglite") await database.db.execute(sql`checkpoint`);
  }
  log.info({ kind: database.kind, ms: Math.round(performance.now() - started) }, "database ready");
  return database;
}

type DevMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

async function createPageHandler(
  config: Config,
): Promise<{ handlePage: PageHandler; devMiddleware?: DevMiddleware }> {
  if (config.isProduction) {
    const buildPath = projectPath("build/server/index.js");
    const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
    const handler = createRequestHandler(build, "production");
    return { handlePage: (request, context) => handler(request, context) };
  }
  // Development: Vite serves the modules with hot reload and React Router loads a fresh build per request.
  const { createServer: createViteServer } = await import("vite");
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
  const handler = createRequestHandler(
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
  );
  return {
    handlePage: (request, context) => handler(request, context),
    devMiddleware: (req, res, next) => vite.middlewares(req, res, next),
  };
}

/** How this process reaches itself (the sandbox's webhook delivery): loopback unless bound to one address. */
function loopbackUrl(host: string, port: number): string {
  if (host === "0.0.0.0" || host === "localhost") return `http://127.0.0.1:${port}`;
  if (host === "::" || host === "::0") return `http://[::1]:${port}`;
  return host.includes(":") ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config);
  secureDataFolders(config, (message) => log.warn(message));
  const database = await prepareDatabase(config, log);
  // Any request from another machine is asked for the code, whatever PUBLIC_URL says.
  if (!(await hasAnyAdmin(database.db))) {
    const code = await issueSetupCode(database.db);
    const page = `${config.publicUrl}/admin/setup`;
    log.warn(
      isLoopbackUrl(config.publicUrl)
        ? `No administrator yet: open ${page} on this machine, or from another device enter the setup code ${code}`
        : `No administrator yet: open ${page} and enter the setup code ${code}`,
    );
  }
  const { handlePage, devMiddleware } = await createPageHandler(config);
  // `npm run db:backup` cannot read the embedded database this process owns: it asks for a dump.
  const dbOptions = databaseOptions(config);
  const stopAnsweringBackups =
    dbOptions.kind === "pglite" && database.dumpDataDir
      ? await answerDumpRequests(dbOptions.dataDir, database.dumpDataDir, log)
      : async () => {};

  // PostgreSQL: LISTEN/NOTIFY across instances; the embedded database: poll the change counters.
  const events =
    database.kind === "postgres"
      ? await createDatabaseEventBus(database, log)
      : await createChangePollingEventBus(database.db, log);
  const shutdownController = new AbortController();
  let shuttingDown = false;
  const payments = createPaymentProvider(config, database.db);
  // What the owner saved under Settings → Payments and Email, applied while the server runs.
  const connections = await watchConnections({ db: database.db, log, payments, events });
  const mailer = createMailer(config, database.db, log, { adminSmtp: connections.email });
  const texter = createTexter(createSmsProvider(config), database.db, log, {
    statusCallbackUrl: `${config.publicUrl}${SMS_STATUS_PATH}`,
  });
  // Phone alerts (docs/product/08-text-messages.md §8, Phone alerts): the push outbox, sent after the commit
  // that wrote it.
  const pusher = createPusher(database.db, log, { publicUrl: config.publicUrl });
  // known once the server listens (PORT may be 0)
  const self: { url?: string } = {};
  // Public pages from memory (docs/product/02-public-pages.md §2.13); development renders every request (hot
  // reload).
  const pageCache =
    config.isProduction && config.PAGE_CACHE
      ? createPageCache({
          events,
          log,
          purgeUrl: config.CDN_PURGE_URL,
          nextClockChange: (renderLog) => nextPageClockChange(database.db, renderLog),
          security: { contentSecurityPolicy: true, strictTransport: config.publicUrl.startsWith("https://") },
          onOutcome: (outcome) => pageCacheAnswers.inc({ outcome }),
        })
      : undefined;
  // The admin board streams open here, written to board_presence each heartbeat
  // (docs/product/08-text-messages.md §8).
  const boards = createBoardCounter();
  const instanceId = randomUUID();
  const app = createHttpApp({
    payments,
    internalUrl: () => self.url,
    events,
    shutdown: shutdownController.signal,
    config,
    database,
    log,
    handlePage,
    clientDir: config.isProduction ? path.relative(process.cwd(), projectPath("build/client")) : undefined,
    isShuttingDown: () => shuttingDown,
    pageCache,
    boards,
  });

  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    // A public page kept in memory is answered before the app is asked (docs/decisions/150).
    if (pageCache?.serveFromMemory(req, res)) return;
    if (devMiddleware) devMiddleware(req, res, () => void listener(req, res));
    else void listener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  const connectionsDrain = trackConnections(server);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  // Pruning, sweeps, checks and the daily summary, each on its own interval (server/jobs/).
  const jobs = startJobs(
    serverJobs({
      db: database.db,
      payments,
      publicUrl: config.publicUrl,
      log,
      unpaidOrderExpiryMinutes: config.UNPAID_ORDER_EXPIRY_MINUTES,
      instanceId,
      boards,
    }),
    log,
  );

  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  self.url = loopbackUrl(config.HOST, port);
  mailer.start();
  texter.start();
  pusher.start();
  log.info({ payments: payments.name, mail: mailer.mode }, "payments and mail ready");
  log.info({ port, url: config.publicUrl, database: database.kind }, `listening on http://localhost:${port}`);

  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    shutdownController.abort();
    pageCache?.close();
    // no new runs; one in progress is waited for before the database closes, within the same budget
    const jobsStopped = jobs.stop(config.SHUTDOWN_TIMEOUT_MS);
    connections.close();
    log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      log.warn("in-flight requests did not finish in time; closing anyway");
      server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(() => {
      void jobsStopped
        .then(() => mailer.stop())
        .then(() => texter.stop())
        .then(() => pusher.stop())
        .then(() => stopAnsweringBackups())
        .then(() => events.close())
        .then(() => database.close())
        .then(() => {
          log.info("database closed; bye");
          process.exit(0);
        })
        .catch((error: unknown) => {
          log.error({ err: error }, "database did not close cleanly");
          process.exit(1);
        });
    });
    // docs/product/12-operating-the-server.md §12.1: idle connections now, busy ones once answered
    connectionsDrain.drain();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

start().catch((error: unknown) => {
  // the one expected refusal gets its message alone, without a stack
  if (error instanceof DataFolderLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
