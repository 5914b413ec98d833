// Kitchen printers as the owner sets them up (docs/product/06-admin.md §6.22): add, change and remove a
// printer, show the address it polls, and ask for an order's ticket again. Each change in one
// transaction with its audit row.
import { createHash, randomBytes } from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import {
  describePrintFailure,
  describePrinterStatus,
  normaliseMacAddress,
  PRINTER_TAKES_LABELS,
  printerTakesOrder,
  type PrinterTakes,
} from "#domain/printers.ts";
import type { PrinterValues } from "#domain/validation/admin-printers.ts";
import { recordAudit } from "#server/audit/service.ts";
import { loadSealingKey, seal, unseal } from "#server/connections/sealing.ts";
import type { Executor } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import { orders, printers, printJobs } from "#server/db/schema/index.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { AppError } from "#server/errors.ts";

export const CLOUDPRNT_PATH = "/api/cloudprnt";

export type AdminPrinter = {
  id: string;
  name: string;
  macAddress: string;
  takes: string;
  /** The address to enter in the printer's CloudPRNT settings, its secret included. */
  url: string;
  lastSeenAt: string | null;
  lastStatus: string | null;
  /** How often it polls, in seconds, as it said when asked; null until it has. */
  pollIntervalSeconds: number | null;
};

/** A printer reporting a problem, for the order board's banner. */
export type PrinterProblem = { id: string; name: string; words: string };

/** A ticket a printer gave up on, for the order board's banner with Print again. */
export type PrintFailure = {
  orderId: string;
  orderNumber: string;
  printerId: string;
  printerName: string;
  /** "Didn't print: {reason}", in the kitchen's words */
  reason: string;
  failedAt: string;
};

const DUPLICATE_MAC = "A printer with this MAC address is already set up.";
const NOT_FOUND = "This printer no longer exists. Reload the page.";

/** The printer's secret as stored: found by its SHA-256, never kept in the clear. */
export function hashPrinterSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

function sealLabel(id: string): string {
  return `printer:${id}`;
}

export function printerUrl(publicUrl: string, secret: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${CLOUDPRNT_PATH}?key=${secret}`;
}

export async function listPrinters(db: Executor, publicUrl: string): Promise<AdminPrinter[]> {
  const rows = await db
    .select({
      id: printers.id,
      name: printers.name,
      mac_address: printers.mac_address,
      takes: printers.takes,
      secret_sealed: printers.secret_sealed,
      last_seen_at: printers.last_seen_at,
      last_status: printers.last_status,
      poll_interval_seconds: printers.poll_interval_seconds,
    })
    .from(printers)
    .orderBy(asc(printers.name), asc(printers.created_at));
  if (rows.length === 0) return [];
  const key = await loadSealingKey(db);
  return rows.map((row) => {
    let url = "";
    try {
      url = printerUrl(publicUrl, unseal(key, sealLabel(row.id), row.secret_sealed));
    } catch {
      // a secret that no longer opens (the data moved without its key): the printer needs a new one
      url = "";
    }
    return {
      id: row.id,
      name: row.name,
      macAddress: row.mac_address.toUpperCase(),
      takes: row.takes,
      url,
      lastSeenAt: row.last_seen_at?.toISOString() ?? null,
      lastStatus: row.last_status,
      pollIntervalSeconds: row.poll_interval_seconds,
    };
  });
}

/** Printers whose last report is an error or a warning, or that stopped polling, in the owner's words. */
export async function listPrinterProblems(db: Executor, now = new Date()): Promise<PrinterProblem[]> {
  const rows = await db
    .select({
      id: printers.id,
      name: printers.name,
      last_seen_at: printers.last_seen_at,
      last_status: printers.last_status,
      poll_interval_seconds: printers.poll_interval_seconds,
    })
    .from(printers)
    .orderBy(asc(printers.name));
  const problems: PrinterProblem[] = [];
  for (const row of rows) {
    const status = describePrinterStatus(row.last_status, row.last_seen_at, now, row.poll_interval_seconds);
    if (status.health === "error" || status.health === "warning" || status.health === "offline") {
      problems.push({ id: row.id, name: row.name, words: status.words });
    }
  }
  return problems;
}

/** The most tickets the board lists as not printed (the oldest beyond these wait their turn). */
const PRINT_FAILURES_SHOWN = 20;

/**
 * Tickets a printer gave up on (docs/product/06-admin.md §6.22), newest first, for the board: each until the
 * order is printed or asked again on that printer (a later job) or leaves the kitchen (completed,
 * cancelled or refunded: no one cooks from it any more).
 */
export async function listPrintFailures(db: Executor): Promise<PrintFailure[]> {
  const rows = await executeRows<{
    order_id: string;
    order_number: string | null;
    printer_id: string;
    printer_name: string;
    last_code: string | null;
    failed_at: Date | string;
  }>(
    db,
    sql`select j.order_id, o.order_number, p.id as printer_id, p.name as printer_name, j.last_code, j.failed_at
          from ${printJobs} j
          join ${orders} o on o.id = j.order_id
          join ${printers} p on p.id = j.printer_id
         where j.failed_at is not null
           and o.status = 'confirmed' and o.kitchen_status <> 'completed'
           and not exists (select 1 from ${printJobs} k
                            where k.printer_id = j.printer_id and k.order_id = j.order_id
                              and (k.created_at, k.id) > (j.created_at, j.id))
         order by j.failed_at desc
         limit ${PRINT_FAILURES_SHOWN}`,
  );
  return rows.map((row) => ({
    orderId: row.order_id,
    orderNumber: row.order_number ?? "",
    printerId: row.printer_id,
    printerName: row.printer_name,
    reason: describePrintFailure(row.last_code),
    failedAt: new Date(row.failed_at).toISOString(),
  }));
}

function columns(input: PrinterValues) {
  const mac = normaliseMacAddress(input.mac_address);
  if (!mac) {
    throw new AppError("VALIDATION", "Check the MAC address.", {
      fields: {
        mac_address: "Enter the MAC address as printed on the printer's self-test, like 00:11:62:0A:1B:2C",
      },
    });
  }
  return { name: input.name, mac_address: mac, takes: input.takes };
}

/** What the activity log keeps of a printer: which orders it prints in the owner's words. */
function audited(values: { name: string; mac_address: string; takes: string }) {
  return { ...values, takes: PRINTER_TAKES_LABELS[values.takes as PrinterTakes] ?? values.takes };
}

function duplicateMac(error: unknown): never {
  if (isUniqueViolation(error, "printers_mac_address_key")) {
    throw new AppError("CONFLICT", DUPLICATE_MAC, { fields: { mac_address: DUPLICATE_MAC } });
  }
  throw error;
}

export async function createPrinter(
  db: Executor,
  actor: string,
  input: PrinterValues,
): Promise<{ id: string }> {
  const values = columns(input);
  const key = await loadSealingKey(db);
  try {
    return await db.transaction(async (tx) => {
      const secret = randomBytes(24).toString("base64url");
      const id = crypto.randomUUID();
      await tx.insert(printers).values({
        id,
        ...values,
        secret_hash: hashPrinterSecret(secret),
        secret_sealed: seal(key, sealLabel(id), secret),
      });
      await recordAudit(tx, {
        actorUserId: actor,
        action: "create",
        entity: "printers",
        entityId: id,
        after: audited(values),
      });
      return { id };
    });
  } catch (error) {
    duplicateMac(error);
  }
}

export async function updatePrinter(
  db: Executor,
  actor: string,
  id: string,
  input: PrinterValues,
): Promise<void> {
  const values = columns(input);
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: printers.name, mac_address: printers.mac_address, takes: printers.takes })
        .from(printers)
        .where(eq(printers.id, id))
        .for("update");
      if (!before) throw new AppError("NOT_FOUND", NOT_FOUND);
      await tx
        .update(printers)
        .set({ ...values, updated_at: new Date() })
        .where(eq(printers.id, id));
      await recordAudit(tx, {
        actorUserId: actor,
        action: "update",
        entity: "printers",
        entityId: id,
        before: audited(before),
        after: audited(values),
      });
    });
  } catch (error) {
    duplicateMac(error);
  }
}

/** A fresh secret: the old address stops working at once and the printer needs the new one. */
export async function renewPrinterSecret(db: Executor, actor: string, id: string): Promise<void> {
  const key = await loadSealingKey(db);
  await db.transaction(async (tx) => {
    const secret = randomBytes(24).toString("base64url");
    const [row] = await tx
      .update(printers)
      .set({
        secret_hash: hashPrinterSecret(secret),
        secret_sealed: seal(key, sealLabel(id), secret),
        updated_at: new Date(),
      })
      .where(eq(printers.id, id))
      .returning({ name: printers.name });
    if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
    await recordAudit(tx, {
      actorUserId: actor,
      action: "update",
      entity: "printers",
      entityId: id,
      before: { name: row.name, address: "old" },
      after: { name: row.name, address: "new" },
    });
  });
}

export async function deletePrinter(db: Executor, actor: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(printers)
      .where(eq(printers.id, id))
      .returning({ name: printers.name, mac_address: printers.mac_address, takes: printers.takes });
    if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
    await recordAudit(tx, {
      actorUserId: actor,
      action: "delete",
      entity: "printers",
      entityId: id,
      before: audited(row),
    });
  });
}

/** The printers that take this order type, for the order page's "Print again". */
export async function listPrintersForOrder(
  db: Executor,
  orderType: string,
): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: printers.id, name: printers.name, takes: printers.takes })
    .from(printers)
    .orderBy(asc(printers.name));
  return rows.filter((row) => printerTakesOrder(row.takes, orderType)).map(({ id, name }) => ({ id, name }));
}

/**
 * "Print again": a reprint job for one printer, or for every printer that takes the order. A reprint
 * already waiting on a printer is not asked twice. Returns the names of the printers asked.
 */
export async function requestReprint(
  db: Executor,
  actor: string,
  /** `printer`: a printer's id, or "all" */
  options: { orderId: string; printer: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ order_type: orders.order_type, order_number: orders.order_number })
      .from(orders)
      .where(eq(orders.id, options.orderId));
    if (!order) throw new AppError("NOT_FOUND", "This order no longer exists.");
    const candidates = await listPrintersForOrder(tx, order.order_type);
    const chosen =
      options.printer === "all" ? candidates : candidates.filter((printer) => printer.id === options.printer);
    if (chosen.length === 0) {
      throw new AppError(
        options.printer === "all" ? "CONFLICT" : "NOT_FOUND",
        options.printer === "all"
          ? "No printer takes this kind of order. Add one under Settings → Printers."
          : "This printer no longer exists or does not take this kind of order.",
      );
    }
    for (const printer of chosen) {
      await tx
        .insert(printJobs)
        .values({ printer_id: printer.id, order_id: options.orderId, kind: "reprint", requested_by: actor })
        .onConflictDoNothing();
    }
    await recordAudit(tx, {
      actorUserId: actor,
      action: "reprint",
      entity: "orders",
      entityId: options.orderId,
      after: {
        order_number: order.order_number ?? undefined,
        printers: chosen.map((printer) => printer.name),
      },
    });
    return chosen.map((printer) => printer.name);
  });
}

/** What became of this order's tickets on one printer, for the order page. */
export type OrderPrint = {
  printerId: string;
  /** When this printer last printed the order; null when it has not. */
  printedAt: string | null;
  /** A ticket for this order waits on this printer. */
  waiting: boolean;
  /** Its latest ticket on this printer did not print: why, in the kitchen's words. */
  failure: string | null;
};

/** When each printer last printed this order, whether a ticket waits, and whether the last one failed. */
export async function listOrderPrints(db: Executor, orderId: string): Promise<OrderPrint[]> {
  const rows = await db
    .select({
      printer_id: printJobs.printer_id,
      printed_at: printJobs.printed_at,
      failed_at: printJobs.failed_at,
      last_code: printJobs.last_code,
    })
    .from(printJobs)
    .where(eq(printJobs.order_id, orderId))
    // newest first: the first row of each printer is its latest ticket
    .orderBy(desc(printJobs.created_at), desc(printJobs.id));
  const prints = new Map<string, OrderPrint>();
  for (const row of rows) {
    let print = prints.get(row.printer_id);
    if (!print) {
      print = {
        printerId: row.printer_id,
        printedAt: null,
        waiting: false,
        failure: row.failed_at ? describePrintFailure(row.last_code) : null,
      };
      prints.set(row.printer_id, print);
    }
    if (!row.printed_at && !row.failed_at) print.waiting = true;
    if (row.printed_at && (!print.printedAt || row.printed_at.toISOString() > print.printedAt)) {
      print.printedAt = row.printed_at.toISOString();
    }
  }
  return [...prints.values()];
}
