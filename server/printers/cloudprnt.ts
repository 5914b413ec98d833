// Star CloudPRNT (docs/product.md §6.22, decision 175): a printer polls with its status (POST), is
// told whether a ticket waits, fetches it (GET) and confirms it (DELETE, or GET with `delete`). A
// confirmed order prints once on each printer that takes its type; a ticket is offered again until
// the printer says it printed, so a lost confirmation prints it again rather than never.
import { timingSafeEqual } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { normaliseMacAddress } from "#domain/printers.ts";
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
  MEDIA_MARKUP,
  MEDIA_TEXT,
  renderTicketMarkup,
  renderTicketText,
  TICKET_MEDIA_TYPES,
} from "./ticket.ts";

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

/**
 * The jobs this printer is to print: a job for every confirmed order it takes that was confirmed
 * since the printer was added and is not completed (written once per printer and order, so two
 * polls at once write one), then the oldest job still waiting. An order cancelled or completed
 * before its ticket printed is no longer offered; a reprint is offered until it prints.
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
           and (j.kind = 'reprint'
                or (o.status = 'confirmed' and o.kitchen_status <> 'completed'
                    and (p.takes = 'all' or o.order_type = p.takes)))
         order by j.created_at, o.created_at, j.id
         limit 1`,
  );
  return job ?? null;
}

/** The job a GET or DELETE names by its token, or else the one the poll offers. */
async function findJob(db: Executor, printerId: string, token: string | undefined) {
  if (token) {
    if (!isUuid(token)) return null;
    const [job] = await db
      .select({ id: printJobs.id, printed_at: printJobs.printed_at })
      .from(printJobs)
      .where(and(eq(printJobs.id, token), eq(printJobs.printer_id, printerId)));
    return job ?? null;
  }
  const next = await nextPrintJob(db, printerId);
  return next ? { id: next.id, printed_at: null } : null;
}

/** The media type a GET asks for, when we make it ("text/plain; charset=…" too); plain text when none is asked. */
export function ticketMediaType(type: string | undefined): string | null {
  const asked = (type ?? "").split(";")[0]!.trim().toLowerCase() || MEDIA_TEXT;
  return (TICKET_MEDIA_TYPES as readonly string[]).includes(asked) ? asked : null;
}

export type PrintDocument = { mediaType: string; body: string };

/**
 * The ticket of the job named by `token` (or the next waiting one) in the media type asked for
 * (see ticketMediaType): 404 when nothing waits. Fetching changes nothing but the time.
 */
export async function fetchPrintJob(
  db: Executor,
  printerId: string,
  options: { token?: string; type?: string },
): Promise<PrintDocument> {
  const mediaType = ticketMediaType(options.type) ?? MEDIA_TEXT;
  const job = await findJob(db, printerId, options.token);
  if (!job || job.printed_at) throw new AppError("NOT_FOUND", "Nothing to print.");
  const [row] = await db
    .select({ order_id: printJobs.order_id, kind: printJobs.kind })
    .from(printJobs)
    .where(eq(printJobs.id, job.id));
  const order = row ? await readOrderDetail(db, row.order_id) : null;
  if (!row || !order) throw new AppError("NOT_FOUND", "Nothing to print.");
  await db.update(printJobs).set({ fetched_at: new Date() }).where(eq(printJobs.id, job.id));
  const { timeZone } = readBusinessRules(await listPublicSettings(db));
  const lines = kitchenTicketLines(order, { timeZone, reprint: row.kind === "reprint" });
  return {
    mediaType,
    body: mediaType === MEDIA_MARKUP ? renderTicketMarkup(lines) : renderTicketText(lines),
  };
}

/** "OK", "200 OK", "200%20OK": the printer printed the job. */
export function isPrintedCode(code: string): boolean {
  return code === "OK" || code.startsWith("2");
}

/**
 * The printer's word on a job: printed (never offered again), or not (the code is kept and the job
 * is offered again). Confirming a printed job again changes nothing.
 */
export async function confirmPrintJob(
  db: Executor,
  printerId: string,
  options: { token?: string; code: string },
): Promise<{ printed: boolean }> {
  const code = readStatusCode(options.code);
  const job = await findJob(db, printerId, options.token);
  if (!job) throw new AppError("NOT_FOUND", "Nothing to confirm.");
  if (job.printed_at) return { printed: true };
  const printed = isPrintedCode(code);
  await db
    .update(printJobs)
    .set(printed ? { printed_at: new Date(), last_code: code } : { last_code: code })
    .where(and(eq(printJobs.id, job.id), isNull(printJobs.printed_at)));
  if (!printed) await recordPrinterStatus(db, printerId, code);
  return { printed };
}
