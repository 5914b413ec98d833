// The kitchen copy as a CloudPRNT printer prints it (docs/product/06-admin.md §6.22): the same content as the
// kitchen ticket of the order page (app/features/admin-orders/kitchen-ticket.tsx), no prices, for
// 80 mm paper: 48 columns in the printer's standard font, every line wrapped to fit. StarPRNT commands
// (large order number, bold lines, a cut) or a picture of the ticket for printers that take them, and
// plain text for any printer.
import { formatDateTimeUS, formatPhoneDisplay } from "#domain/format.ts";
import { describeOrderTiming, orderLineRows } from "#domain/order-lines.ts";
import type { OrderDetail } from "#server/orders/admin-service.ts";
import { encodeStarPrnt, inCodePage1252 } from "./starprnt.ts";

export const TICKET_COLUMNS = 48;

export const MEDIA_TEXT = "text/plain";
export const MEDIA_STARPRNT = "application/vnd.star.starprnt";
export const MEDIA_PNG = "image/png";
/**
 * What the server makes, best first: StarPRNT commands (mC-Print2/3, TSP100IV, mC-Label3 take them),
 * a picture of the ticket (every CloudPRNT printer takes PNG, the HI01X interface cards too), plain
 * text last. No CloudPRNT printer takes Star Document Markup (Star's CloudPRNT Protocol Guide,
 * CloudPRNT Common Specification, "Content Media Types"), so it is not offered.
 */
export const TICKET_MEDIA_TYPES = [MEDIA_STARPRNT, MEDIA_PNG, MEDIA_TEXT] as const;
export type TicketMediaType = (typeof TICKET_MEDIA_TYPES)[number];

export type TicketLine = {
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

/** A character beyond the code page, or a typographic mark, the way a kitchen ticket spells it. */
function replacement(char: string): string | undefined {
  return PLAIN_REPLACEMENTS[char];
}

/**
 * The text with only the characters `prints` allows: control characters as spaces, a character it
 * lacks spelled plainly ("×" → "x"), else without its accent ("ő" → "o"), else "?".
 */
function printableWith(value: string, prints: (char: string) => boolean): string {
  let out = "";
  for (const char of value.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (char === "\n" || char === "\r" || char === "\t") out += " ";
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += " ";
    else if (prints(char)) out += char;
    else {
      const plain = replacement(char);
      if (plain !== undefined && [...plain].every(prints)) {
        out += plain;
        continue;
      }
      const stripped = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += stripped && [...stripped].every(prints) ? stripped : "?";
    }
  }
  return out;
}

const isAscii = (char: string) => {
  const code = char.codePointAt(0)!;
  return code >= 0x20 && code < 0x7f;
};

/**
 * Text the printer's standard code page prints: accents dropped ("Jalapeño" → "Jalapeno"), typographic
 * marks made plain, anything else beyond ASCII shown as "?", control characters as spaces.
 */
export function toPrintableAscii(value: string): string {
  return printableWith(value, isAscii);
}

/**
 * Text code page 1252 prints (StarPRNT tickets and the picture of the ticket): accents and the euro
 * kept ("Jalapeño", "Crème brûlée"), other characters spelled plainly or shown as "?".
 */
export function toCodePage1252(value: string): string {
  return printableWith(value, inCodePage1252);
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

/** The line wrapped to its width (halved for large print), indented, in the characters `printable` keeps. */
function layout(line: TicketLine, printable: (value: string) => string): string[] {
  const size = line.size ?? 1;
  const indent = line.indent ?? 0;
  const width = Math.floor(TICKET_COLUMNS / size) - indent;
  return wrapText(printable(line.text), width).map((part) => " ".repeat(indent) + part);
}

/** One printed row of the ticket: its text as it fits the paper, and how it is printed. */
export type PrintedRow = { text: string; align: "left" | "centre"; size: 1 | 2; bold: boolean };

/** The ticket's rows as a printer that has large print and bold lays them out (code page 1252). */
export function ticketRows(lines: TicketLine[]): PrintedRow[] {
  const rows: PrintedRow[] = [];
  for (const line of lines) {
    const parts = line === RULE ? [RULE.text] : layout(line, toCodePage1252);
    for (const text of parts) {
      rows.push({
        text,
        align: line.align === "centre" ? "centre" : "left",
        size: line.size === 2 ? 2 : 1,
        bold: line.bold === true,
      });
    }
  }
  return rows;
}

/** Plain text: centred by spaces, large lines in capitals, every line at most 48 columns. */
export function renderTicketText(lines: TicketLine[]): string {
  const out: string[] = [];
  for (const line of lines) {
    for (const part of line === RULE ? [RULE.text] : layout({ ...line, size: 1 }, toPrintableAscii)) {
      const text = line.size === 2 ? part.toUpperCase() : part;
      const pad = line.align === "centre" ? Math.floor((TICKET_COLUMNS - text.length) / 2) : 0;
      out.push(" ".repeat(Math.max(0, pad)) + text);
    }
  }
  return `${out.join("\n")}\n\n\n`;
}

/** StarPRNT commands: the order number and type twice as wide and tall, bold lines, a partial cut. */
export function renderTicketStarPrnt(lines: TicketLine[]): Uint8Array<ArrayBuffer> {
  return encodeStarPrnt(ticketRows(lines));
}
