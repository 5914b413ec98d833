// Kitchen printers (Star CloudPRNT, docs/product/06-admin.md §6.22): the MAC address as we store it, which
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

/** The wait before a printer that has not said how often it asks is taken as switched off or cut off. */
export const PRINTER_OFFLINE_AFTER_MS = 60_000;

/**
 * How long a printer may stay silent before it counts as switched off or cut off: twice the interval
 * it polls at plus 5 seconds, as Star's CloudPRNT Protocol Guide recommends (CloudPRNT Common
 * Specification, "Connection Timeout": poll timeout 2 × <poll interval> + 5 s). The printer tells its
 * interval when asked (the GetPollInterval client action); until it has, a minute.
 */
export function printerOfflineAfterMs(pollIntervalSeconds: number | null | undefined): number {
  return pollIntervalSeconds && pollIntervalSeconds > 0
    ? (2 * pollIntervalSeconds + 5) * 1000
    : PRINTER_OFFLINE_AFTER_MS;
}

/**
 * The printer's status code ("200 OK", "410 Out of paper", URL-encoded or not) read as a state and
 * the owner's words. Codes beginning 2 mean online (21x: paper low), 4 a printer error (41x paper,
 * 42x cover), 5 a problem with a job. Silent for longer than printerOfflineAfterMs: not connected.
 */
export function describePrinterStatus(
  status: string | null,
  lastSeenAt: Date | string | null,
  now: Date = new Date(),
  pollIntervalSeconds: number | null = null,
): { health: PrinterHealth; words: string } {
  if (!lastSeenAt || !status) return { health: "never", words: "Not connected yet" };
  const seen = new Date(lastSeenAt).getTime();
  if (now.getTime() - seen > printerOfflineAfterMs(pollIntervalSeconds)) {
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

/** "OK", "200 OK", "200%20OK" (decoded): the printer printed the job. */
export function isPrintedCode(code: string): boolean {
  const trimmed = code.trim();
  return trimmed.toUpperCase() === "OK" || /^2\d\d(\s|$)/.test(trimmed);
}

/**
 * Why a ticket did not print, in the kitchen's words, from the code the printer gave up on it with
 * (Star's CloudPRNT Protocol Guide, CloudPRNT Common Specification, "Printer Status Codes": 51x the
 * ticket's format, 52x its download, 4xx the printer itself). "Didn't print: {these words}".
 */
export function describePrintFailure(code: string | null): string {
  const digits = (code ?? "").trim().slice(0, 3);
  if (digits === "510") return "the printer does not take this kind of ticket";
  if (digits.startsWith("51")) return "the printer could not read the ticket";
  if (digits === "520") return "the ticket took too long to reach the printer";
  if (digits === "521") return "the ticket was too large for the printer";
  if (digits.startsWith("52")) return "the ticket could not reach the printer";
  if (digits === "410") return "the printer ran out of paper";
  if (digits === "411") return "the paper jammed";
  if (digits.startsWith("41")) return "the printer had a paper problem";
  if (digits.startsWith("42")) return "the printer's cover was open";
  if (digits.startsWith("4")) return "the printer had an error";
  return "the printer could not print it";
}
