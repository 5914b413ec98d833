// The kitchen copy as a CloudPRNT printer prints it (docs/product.md §6.22): the same content as the
// kitchen ticket of the order page (app/features/admin-orders/kitchen-ticket.tsx), no prices, for
// 80 mm paper: 48 columns in the printer's standard font, every line wrapped to fit. Plain text for
// any printer, Star Document Markup where the printer takes it (large order number, bold lines).
import { formatDateTimeUS, formatPhoneDisplay } from "#domain/format.ts";
import { describeOrderTiming, orderLineRows } from "#domain/order-lines.ts";
import type { OrderDetail } from "#server/orders/admin-service.ts";

export const TICKET_COLUMNS = 48;

export const MEDIA_TEXT = "text/plain";
export const MEDIA_MARKUP = "text/vnd.star.markup";
/** What the server offers, best first: the printer picks the first it can print. */
export const TICKET_MEDIA_TYPES = [MEDIA_MARKUP, MEDIA_TEXT] as const;

type TicketLine = {
  text: string;
  align?: "left" | "centre";
  /** 2: double width and height (the order number, the order type) */
  size?: 1 | 2;
  bold?: boolean;
  /** columns to indent the line and its continuation lines */
  indent?: number;
};

const RULE: TicketLine = { text: "-".repeat(TICKET_COLUMNS) };
const BLANK: TicketLine = { text: "" };

const PLAIN_REPLACEMENTS: Record<string, string> = {
  "×": "x",
  "·": "-",
  "–": "-",
  "—": "-",
  "‘": "'",
  "’": "'",
  "“": '"',
  "”": '"',
  "…": "...",
  "→": "->",
  "•": "*",
  "\u00a0": " ",
};

/**
 * Text the printer's standard code page prints: accents dropped ("Jalapeño" → "Jalapeno"), typographic
 * marks made plain, anything else beyond ASCII shown as "?", control characters as spaces.
 */
export function toPrintableAscii(value: string): string {
  let out = "";
  for (const char of value.normalize("NFKD")) {
    const code = char.codePointAt(0)!;
    if (code >= 0x300 && code <= 0x36f) continue;
    if (code >= 0x20 && code < 0x7f) out += char;
    else if (char === "\n" || char === "\r" || char === "\t") out += " ";
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += " ";
    else out += PLAIN_REPLACEMENTS[char] ?? "?";
  }
  return out;
}

/** Words filled into lines of at most `width` columns; a word longer than a line is cut. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > width) {
      if (current) {
        lines.push(current);
        current = "";
      }
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (!rest) continue;
    if (!current) current = rest;
    else if (current.length + 1 + rest.length <= width) current += ` ${rest}`;
    else {
      lines.push(current);
      current = rest;
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

function typeWord(orderType: string): string {
  return orderType === "delivery" ? "DELIVERY" : orderType === "catering" ? "CATERING" : "PICKUP";
}

/** The kitchen copy's lines, in the order the order page's kitchen ticket shows them. */
export function kitchenTicketLines(
  order: OrderDetail,
  options: { timeZone: string; reprint?: boolean },
): TicketLine[] {
  const { timeZone } = options;
  const lines: TicketLine[] = [{ text: "KITCHEN COPY", align: "centre", bold: true }];
  if (options.reprint) lines.push({ text: "** PRINTED AGAIN **", align: "centre", bold: true });
  if (order.isTest) lines.push({ text: "** TEST ORDER: NO MONEY TAKEN **", align: "centre", bold: true });
  lines.push(
    { text: `#${order.number}`, align: "centre", size: 2, bold: true },
    { text: typeWord(order.orderType), align: "centre", size: 2, bold: true },
    { text: describeOrderTiming(order, timeZone, "ticket"), align: "centre", bold: true },
    { text: `Placed ${formatDateTimeUS(new Date(order.createdAt), timeZone)}`, align: "centre" },
    RULE,
  );
  for (const row of orderLineRows(order.items)) {
    lines.push({ text: row.heading, bold: true });
    for (const modifier of row.modifiers) lines.push({ text: modifier, indent: 3 });
    if (row.note) lines.push({ text: `** ${row.note}`, indent: 3, bold: true });
  }
  lines.push(RULE);
  if (order.specialInstructions) lines.push({ text: `NOTE: ${order.specialInstructions}`, bold: true });
  if (order.specialRequests) lines.push({ text: `REQUESTS: ${order.specialRequests}`, bold: true });
  if (order.guestCount) lines.push({ text: `Guests: ${order.guestCount}` });
  lines.push({ text: order.customerName, bold: true });
  if (order.customerPhone) lines.push({ text: formatPhoneDisplay(order.customerPhone) });
  lines.push(BLANK);
  return lines;
}

function layout(line: TicketLine): string[] {
  const size = line.size ?? 1;
  const indent = line.indent ?? 0;
  const width = Math.floor(TICKET_COLUMNS / size) - indent;
  return wrapText(toPrintableAscii(line.text), width).map((part) => " ".repeat(indent) + part);
}

/** Plain text: centred by spaces, large lines in capitals, every line at most 48 columns. */
export function renderTicketText(lines: TicketLine[]): string {
  const out: string[] = [];
  for (const line of lines) {
    for (const part of line === RULE ? [RULE.text] : layout({ ...line, size: 1 })) {
      const text = line.size === 2 ? part.toUpperCase() : part;
      const pad = line.align === "centre" ? Math.floor((TICKET_COLUMNS - text.length) / 2) : 0;
      out.push(" ".repeat(Math.max(0, pad)) + text);
    }
  }
  return `${out.join("\n")}\n\n\n`;
}

/** Text inside Star Document Markup: a backslash and an opening bracket are escaped. */
function escapeMarkup(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/\[/g, "\\[");
}

/** Star Document Markup: each line sets its alignment and size, then [plain] puts the styles back. */
export function renderTicketMarkup(lines: TicketLine[]): string {
  const out: string[] = [];
  for (const line of lines) {
    const parts = line === RULE ? [RULE.text] : layout(line);
    for (const part of parts) {
      const tags = [
        `[align: ${line.align === "centre" ? "centre" : "left"}]`,
        line.size === 2 ? "[magnify: width 2; height 2]" : "",
        line.bold ? "[bold: on]" : "",
      ].join("");
      out.push(`${tags}${escapeMarkup(part)}[plain]`);
    }
  }
  out.push("[cut: feed; partial]");
  return `${out.join("\n")}\n`;
}
