import type { Context, Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { limitBody } from "#server/request-body.ts";
import * as z from "#domain/validation/zod.ts";
import { CLOUDPRNT_PATH } from "./admin-service.ts";
import {
  authenticatePrinter,
  confirmPrintJob,
  fetchPrintJob,
  nextPrintJob,
  offeredMediaTypes,
  readPollInterval,
  readStatusCode,
  recordPollInterval,
  recordPrinterStatus,
  shouldAskPollInterval,
  ticketMediaType,
} from "./cloudprnt.ts";

const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * A printer's poll as Star CloudPRNT sends it (Star's CloudPRNT Protocol Guide, "Polling the server
 * (POST)", "JSON Request"). Only `statusCode` is always there; the rest may be missing or null, and
 * fields we do not use (peripherals) are let through. `clientAction` holds the printer's answers to
 * the client actions the last poll's answer asked for.
 */
const pollSchema = z.object({
  statusCode: z.string().check(z.maxLength(200)),
  printerMAC: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  status: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  printingInProgress: z.optional(z.nullable(z.boolean())),
  clientAction: z.optional(z.nullable(z.array(z.unknown()))),
});

export type PrinterRoutesDeps = { db: Database };

/** A confirmation's `code`: without one it says neither printed nor failed, so it is refused (400). */
function requireCode(c: Context<HonoEnv>): string {
  const code = query(c, "code");
  if (!code) throw new AppError("BAD_REQUEST", "The printer's result code is missing.");
  return code;
}

function query(c: Context<HonoEnv>, name: string): string | undefined {
  const value = c.req.query(name);
  return value === undefined || value.length > 200 ? undefined : value;
}

/**
 * Star CloudPRNT at /api/cloudprnt (docs/product/06-admin.md §6.22): the printer's address carries its
 * secret (`?key=`), since a printer cannot add headers. POST: status in, "is a ticket waiting" and the
 * media types it is made in out. GET: the ticket in the media type asked for (or, with `delete`, the
 * confirmation). DELETE: the confirmation with its code (printed, or given up on).
 * A wrong or missing secret is 401 and learns nothing; a body that is not a status is 400.
 */
export function registerPrinterRoutes(app: Hono<HonoEnv>, deps: PrinterRoutesDeps): void {
  const { db } = deps;
  const limit = limitBody({ maxBytes: BODY_LIMIT_BYTES, tooLargeMessage: "The request is too large." });

  app.use(CLOUDPRNT_PATH, async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.post(CLOUDPRNT_PATH, limit, async (c) => {
    const key = query(c, "key");
    // the secret first: an unknown caller learns nothing, not even whether its body was right
    await authenticatePrinter(db, key, null);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new AppError("BAD_REQUEST", "The printer's status could not be read.");
    }
    const parsed = pollSchema.safeParse(body);
    if (!parsed.success) throw new AppError("BAD_REQUEST", "The printer's status could not be read.");
    const poll = parsed.data;
    const printer = await authenticatePrinter(db, key, poll.printerMAC);
    await recordPrinterStatus(db, printer.id, readStatusCode(poll.statusCode));
    const interval = readPollInterval(poll.clientAction);
    if (interval !== null) await recordPollInterval(db, printer.id, interval);
    // while it prints, the printer ignores jobReady: no need to look
    const job = poll.printingInProgress ? null : await nextPrintJob(db, printer.id);
    if (job) {
      // the printer picks the first of these it can print and asks for it by `type`
      return c.json({ jobReady: true, mediaTypes: await offeredMediaTypes(), jobToken: job.id });
    }
    // how often it polls decides when it counts as offline: asked when idle, answered at once
    return c.json(
      !poll.printingInProgress && (await shouldAskPollInterval(db, printer.id))
        ? { jobReady: false, clientAction: [{ request: "GetPollInterval", options: "" }] }
        : { jobReady: false },
    );
  });

  app.get(CLOUDPRNT_PATH, async (c) => {
    const printer = await authenticatePrinter(db, query(c, "key"), query(c, "mac"));
    const token = query(c, "token");
    // the confirmation by GET some printers are asked to use instead of DELETE
    if (c.req.query("delete") !== undefined) {
      await confirmPrintJob(db, printer.id, { token, code: requireCode(c) });
      return c.json({ ok: true });
    }
    const mediaType = await ticketMediaType(query(c, "type"));
    if (mediaType === null) {
      return c.json(
        { error: { code: "BAD_REQUEST", message: "This kind of ticket is not made here." } },
        415,
      );
    }
    const document = await fetchPrintJob(db, printer.id, { token, mediaType });
    return c.body(document.body, 200, { "Content-Type": document.mediaType });
  });

  app.delete(CLOUDPRNT_PATH, async (c) => {
    const printer = await authenticatePrinter(db, query(c, "key"), query(c, "mac"));
    await confirmPrintJob(db, printer.id, { token: query(c, "token"), code: requireCode(c) });
    return c.json({ ok: true });
  });
}
