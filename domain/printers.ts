// Kitchen printers (Star CloudPRNT, docs/product.md §6.22): the MAC address as we store it, which
// orders a printer takes, and the printer's status code in the owner's words.

export const PRINTER_TAKES_OPTIONS = ["all", "pickup", "delivery", "catering"] as const;
export type PrinterTakes = (typeof PRINTER_TAKES_OPTIONS)[number];

export const PRINTER_TAKES_LABELS: Record<PrinterTakes, string> = {
  all: "Every order",
  pickup: "Pickup orders",
  delivery: "Delivery orders",
  catering: "Catering orders",
};

/** True when a printer that takes `takes` prints an order of `orderType`. */
export function printerTakesOrder(takes: string, orderType: string): boolean {
  return takes === "all" || takes === orderType;
}

/**
 * "00:11:62:0A:1B:2C", "00-11-62-0a-1b-2c", "0011.620a.1b2c" or "0011620a1b2c" as
 * "00:11:62:0a:1b:2c"; null when it is not six bytes written in hex.
 */
export function normaliseMacAddress(value: string): string | null {
  const trimmed = value.trim();
  if (!/^[0-9A-Fa-f:.\- ]+$/.test(trimmed)) return null;
  const hex = trimmed.replace(/[:.\- ]/g, "").toLowerCase();
  if (!/^[0-9a-f]{12}$/.test(hex)) return null;
  return hex.match(/../g)!.join(":");
}

export type PrinterHealth = "ok" | "warning" | "error" | "never" | "offline";

/** A printer that has not polled for this long is taken as switched off or cut off. */
export const PRINTER_OFFLINE_AFTER_MS = 60_000;

/**
 * The printer's status code ("200 OK", "410 Out of paper", URL-encoded or not) read as a state and
 * the owner's words. Codes beginning 2 mean online (21x: paper low), 4 a printer error (41x paper,
 * 42x cover), 5 a problem with a job.
 */
export function describePrinterStatus(
  status: string | null,
  lastSeenAt: Date | string | null,
  now: Date = new Date(),
): { health: PrinterHealth; words: string } {
  if (!lastSeenAt || !status) return { health: "never", words: "Not connected yet" };
  const seen = new Date(lastSeenAt).getTime();
  if (now.getTime() - seen > PRINTER_OFFLINE_AFTER_MS) {
    return { health: "offline", words: "Not connected: check its power and network" };
  }
  const code = status.trim().slice(0, 3);
  if (code === "410") return { health: "error", words: "Out of paper" };
  if (code === "411") return { health: "error", words: "Paper jam" };
  if (code.startsWith("41")) return { health: "error", words: "Paper problem" };
  if (code.startsWith("42")) return { health: "error", words: "Cover open" };
  if (code.startsWith("4")) return { health: "error", words: "Printer error: check the printer" };
  if (code.startsWith("5")) return { health: "warning", words: "Could not print the last ticket" };
  if (code === "210" || code.startsWith("21")) return { health: "warning", words: "Paper running low" };
  if (code.startsWith("2")) return { health: "ok", words: "Ready" };
  return { health: "warning", words: "Unknown state" };
}
