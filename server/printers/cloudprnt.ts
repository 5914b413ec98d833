// Star CloudPRNT (docs/product/06-admin.md §6.22, decision 175), as Star's CloudPRNT Protocol Guide (2.4)
// describes it: a printer polls with its status (POST), is told whether a ticket waits, fetches it in
// a media type it picks (GET with `type`) and confirms it (DELETE with `code`, or GET with `delete`).
// A confirmed order prints once on each printer that takes its type; a ticket is offered until the
// printer says it printed it, so a lost confirmation prints it again rather than never, or until the
// printer gives up on it (a failure code), after which it is shown as "Didn't print" with Print again.
import { timingSafeEqual } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { describePrintFailure, isPrintedCode, normaliseMacAddress } from "#domain/printers.ts";
import type { Executor } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import { orderEvents, orders, printers, printJobs } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { readOrderDetail } from "#server/orders/admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { isUuid } from "#domain/validation/id.ts";
import { hashPrinterSecret } from "./admin-service.ts";
import {
  kitchenTicketLines,
  MEDIA_PNG,
  MEDIA_STARPRNT,
  MEDIA_TEXT,
  renderTicketStarPrnt,
  renderTicketText,
  TICKET_MEDIA_TYPES,
  type TicketMediaType,
} from "./ticket.ts";
import { canRenderTicketPictures, renderTicketPng } from "./ticket-image.ts";

export type PolledPrinter = { id: string; macAddress: string };

/** The one answer to an unknown printer, a wrong secret or a MAC address that is not the printer's. */
const REFUSED = "Unknown printer.";
const SECRET_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The printer whose secret the URL carries. Unknown, malformed and wrong secrets are refused alike
 * (401), and so is a MAC address that is not the printer's: the caller learns nothing about which.
 */
export async function authenticatePrinter(
  db: Executor,
  secret: string | undefined,
  mac: string | null | undefined,
): Promise<PolledPrinter> {
  const hash = hashPrinterSecret(secret && SECRET_SHAPE.test(secret) ? secret : "-");
  const [row] = await db
    .select({ id: printers.id, mac_address: printers.mac_address, secret_hash: printers.secret_hash })
    .from(printers)
    .where(eq(printers.secret_hash, hash));
  if (!row || !timingSafeEqual(Buffer.from(row.secret_hash), Buffer.from(hash))) {
    throw new AppError("UNAUTHENTICATED", REFUSED);
  }
  if (mac != null && mac !== "" && normaliseMacAddress(mac) !== row.mac_address) {
    throw new AppError("UNAUTHENTICATED", REFUSED);
  }
  return { id: row.id, macAddress: row.mac_address };
}

/** "200%20OK" → "200 OK": the status code as the printer reports it, URL-encoded or not. */
export function readStatusCode(value: string): string {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    decoded = value;
  }
  // control characters (what a printer never means to say) become spaces
  let out = "";
  for (const char of decoded) {
    const code = char.charCodeAt(0);
    out += code < 0x20 || (code >= 0x7f && code <= 0x9f) ? " " : char;
  }
  return out.trim().slice(0, 80);
}

/** The printer was heard from: its latest status, as it reported it. */
export async function recordPrinterStatus(db: Executor, printerId: string, status: string): Promise<void> {
  await db
    .update(printers)
    .set({ last_seen_at: new Date(), last_status: status })
    .where(eq(printers.id, printerId));
}

/** The longest polling interval taken as the printer's own (an hour): a larger answer is not one. */
const MAX_POLL_INTERVAL_SECONDS = 3600;
/** How often the printer is asked its polling interval again (it may have been changed on the printer). */
const ASK_POLL_INTERVAL_EVERY_MS = 60 * 60 * 1000;

/**
 * The printer's answer to the GetPollInterval client action, among the results its poll carries
 * (Star's CloudPRNT Protocol Guide, "Polling the server (POST)", "Client Action": each result is
 * `{ "request": "GetPollInterval", "result": <seconds> }`, a number or its digits); null when none.
 */
export function readPollInterval(clientAction: unknown[] | null | undefined): number | null {
  for (const entry of clientAction ?? []) {
    if (typeof entry !== "object" || entry === null) continue;
    const { request, result } = entry as { request?: unknown; result?: unknown };
    if (request !== "GetPollInterval") continue;
    const seconds = typeof result === "number" ? result : typeof result === "string" ? Number(result) : NaN;
    if (Number.isInteger(seconds) && seconds >= 1 && seconds <= MAX_POLL_INTERVAL_SECONDS) return seconds;
  }
  return null;
}

/** Keeps the polling interval the printer reported: it decides when the printer counts as offline. */
export async function recordPollInterval(db: Executor, printerId: string, seconds: number): Promise<void> {
  await db.update(printers).set({ poll_interval_seconds: seconds }).where(eq(printers.id, printerId));
}

/**
 * Whether to ask the printer its polling interval in this poll's answer: when it was never asked or
 * not in the last hour. Asking is noted at once, so two polls at once ask once.
 */
export async function shouldAskPollInterval(
  db: Executor,
  printerId: string,
  now = new Date(),
): Promise<boolean> {
  const askedBefore = new Date(now.getTime() - ASK_POLL_INTERVAL_EVERY_MS);
  const asked = await db
    .update(printers)
    .set({ poll_interval_asked_at: now })
    .where(
      and(
        eq(printers.id, printerId),
        sql`(${printers.poll_interval_asked_at} is null or ${printers.poll_interval_asked_at} < ${askedBefore})`,
      ),
    )
    .returning({ id: printers.id });
  return asked.length > 0;
}

/**
 * The jobs this printer is to print: a job for every confirmed order it takes that was confirmed
 * since the printer was added and is not completed (written once per printer and order, so two
 * polls at once write one), then the oldest job still waiting. An order cancelled or completed
 * before its ticket printed is no longer offered; a reprint is offered until it prints. A job the
 * printer gave up on is never offered again.
 */
export async function nextPrintJob(db: Executor, printerId: string): Promise<{ id: string } | null> {
  await db.execute(sql`
    insert into ${printJobs} (printer_id, order_id, kind)
    select p.id, o.id, 'order'
      from ${printers} p
      join ${orders} o on (p.takes = 'all' or o.order_type = p.takes)
     where p.id = ${printerId}
       and o.status = 'confirmed'
       and o.kitchen_status <> 'completed'
       and exists (select 1 from ${orderEvents} e
                    where e.order_id = o.id and e.kind = 'confirmed' and e.created_at >= p.created_at)
       and not exists (select 1 from ${printJobs} j
                        where j.printer_id = p.id and j.order_id = o.id and j.kind = 'order')
    on conflict do nothing`);
  const [job] = await executeRows<{ id: string }>(
    db,
    sql`select j.id
          from ${printJobs} j
          join ${orders} o on o.id = j.order_id
          join ${printers} p on p.id = j.printer_id
         where j.printer_id = ${printerId}
           and j.printed_at is null
           and j.failed_at is null
           and (j.kind = 'reprint'
                or (o.status = 'confirmed' and o.kitchen_status <> 'completed'
                    and (p.takes = 'all' or o.order_type = p.takes)))
         order by j.created_at, o.created_at, j.id
         limit 1`,
  );
  return job ?? null;
}

type JobState = { id: string; printed_at: Date | null; failed_at: Date | null; timeouts: number };

const jobState = {
  id: printJobs.id,
  printed_at: printJobs.printed_at,
  failed_at: printJobs.failed_at,
  timeouts: printJobs.timeouts,
};

/** The printer's job its token names (CloudPRNT's `jobToken` is the job's id). */
async function jobByToken(db: Executor, printerId: string, token: string): Promise<JobState | null> {
  if (!isUuid(token)) return null;
  const [job] = await db
    .select(jobState)
    .from(printJobs)
    .where(and(eq(printJobs.id, token), eq(printJobs.printer_id, printerId)))
    .for("update");
  return job ?? null;
}

/** The job this printer fetched last (its latest GET), whatever has happened to it since. */
async function lastFetchedJob(db: Executor, printerId: string): Promise<JobState | null> {
  const [job] = await db
    .select(jobState)
    .from(printJobs)
    .where(and(eq(printJobs.printer_id, printerId), sql`${printJobs.fetched_at} is not null`))
    .orderBy(sql`${printJobs.fetched_at} desc`, sql`${printJobs.id} desc`)
    .limit(1)
    .for("update");
  return job ?? null;
}

/**
 * The media types this server makes, best first, as the poll offers them: StarPRNT, a picture of the
 * ticket when this host can draw text (else a printer would print it blank), plain text.
 */
export async function offeredMediaTypes(): Promise<TicketMediaType[]> {
  const pictures = await canRenderTicketPictures();
  return TICKET_MEDIA_TYPES.filter((type) => type !== MEDIA_PNG || pictures);
}

/**
 * The media type a GET asks for, when we make it ("text/plain; charset=…" too); plain text when none
 * is asked; null for a type not made here (answered 415).
 */
export async function ticketMediaType(type: string | undefined): Promise<TicketMediaType | null> {
  const asked = (type ?? "").split(";")[0]!.trim().toLowerCase() || MEDIA_TEXT;
  const offered = await offeredMediaTypes();
  return offered.find((media) => media === asked) ?? null;
}

export type PrintDocument = { mediaType: TicketMediaType; body: string | Uint8Array<ArrayBuffer> };

/**
 * The ticket of the job named by `token`, or else the next waiting one (printers whose firmware has no
 * job tokens), in the media type asked for: 404 when nothing waits. Fetching changes nothing but the
 * job's fetch time, which ties a confirmation without a token to this job.
 */
export async function fetchPrintJob(
  db: Executor,
  printerId: string,
  options: { token?: string; mediaType: TicketMediaType },
): Promise<PrintDocument> {
  const { mediaType } = options;
  let job: { id: string } | null;
  if (options.token) {
    const named = await jobByToken(db, printerId, options.token);
    job = named && !named.printed_at && !named.failed_at ? named : null;
  } else {
    job = await nextPrintJob(db, printerId);
  }
  if (!job) throw new AppError("NOT_FOUND", "Nothing to print.");
  const [row] = await db
    .select({ order_id: printJobs.order_id, kind: printJobs.kind })
    .from(printJobs)
    .where(eq(printJobs.id, job.id));
  const order = row ? await readOrderDetail(db, row.order_id) : null;
  if (!row || !order) throw new AppError("NOT_FOUND", "Nothing to print.");
  await db.update(printJobs).set({ fetched_at: new Date() }).where(eq(printJobs.id, job.id));
  const { timeZone } = readBusinessRules(await listPublicSettings(db));
  // "PRINTED AGAIN" only when this printer did print the order before: a ticket asked again after
  // it failed is the kitchen's first copy
  const [printedBefore] =
    row.kind === "reprint"
      ? await db
          .select({ id: printJobs.id })
          .from(printJobs)
          .where(
            and(
              eq(printJobs.printer_id, printerId),
              eq(printJobs.order_id, row.order_id),
              sql`${printJobs.printed_at} is not null`,
            ),
          )
          .limit(1)
      : [];
  const lines = kitchenTicketLines(order, { timeZone, reprint: printedBefore !== undefined });
  if (mediaType === MEDIA_STARPRNT) return { mediaType, body: renderTicketStarPrnt(lines) };
  if (mediaType === MEDIA_PNG) return { mediaType, body: await renderTicketPng(lines) };
  return { mediaType, body: renderTicketText(lines) };
}

/** 520: the printer could not download the job in time, more likely the network than the ticket. */
const DOWNLOAD_TIMEOUT = "520";
/** Downloads that time out before the printer's word is taken as final. */
const TIMEOUTS_OFFERED_AGAIN = 2;

export type PrintOutcome = "printed" | "offered-again" | "failed";

/**
 * The printer's word on a job (Star's CloudPRNT Protocol Guide, "Print job confirmation (DELETE)": a
 * DELETE clears the job, printed or not, and its `code` says which; codes as in "Printer Status
 * Codes"). 2xx or "OK": printed. 520 (a download that timed out, most likely the network): offered
 * again twice, then failed. Any other code (510 a media type it cannot print, 511 data it could not
 * decode, 521 too large, a 4xx printer error): failed, never offered again, written once on the
 * order's timeline, and shown on the order page and the board with Print again.
 *
 * The job is the one its token names; a printer whose firmware has no job tokens confirms the job it
 * fetched last, never whatever waits next (that one may be another order). Confirming a job already
 * printed or failed changes nothing.
 */
export async function confirmPrintJob(
  db: Executor,
  printerId: string,
  options: { token?: string; code: string },
): Promise<{ outcome: PrintOutcome }> {
  const code = readStatusCode(options.code);
  return db.transaction(async (tx) => {
    const job = options.token
      ? await jobByToken(tx, printerId, options.token)
      : await lastFetchedJob(tx, printerId);
    if (!job) throw new AppError("NOT_FOUND", "Nothing to confirm.");
    if (job.printed_at) return { outcome: "printed" as const };
    if (job.failed_at) return { outcome: "failed" as const };
    const open = and(eq(printJobs.id, job.id), isNull(printJobs.printed_at), isNull(printJobs.failed_at));
    if (isPrintedCode(code)) {
      await tx.update(printJobs).set({ printed_at: new Date(), last_code: code }).where(open);
      return { outcome: "printed" as const };
    }
    if (code.startsWith(DOWNLOAD_TIMEOUT) && job.timeouts < TIMEOUTS_OFFERED_AGAIN) {
      await tx
        .update(printJobs)
        .set({ timeouts: sql`${printJobs.timeouts} + 1`, last_code: code })
        .where(open);
      return { outcome: "offered-again" as const };
    }
    const [failed] = await tx
      .update(printJobs)
      .set({ failed_at: new Date(), last_code: code })
      .where(open)
      .returning({ order_id: printJobs.order_id });
    if (failed) {
      const [printer] = await tx
        .select({ name: printers.name })
        .from(printers)
        .where(eq(printers.id, printerId));
      await tx.insert(orderEvents).values({
        order_id: failed.order_id,
        kind: "print-failed",
        note: `${printer?.name ?? "Printer"}: ${describePrintFailure(code)}`,
      });
    }
    return { outcome: "failed" as const };
  });
}
