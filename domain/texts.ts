// The text messages the site sends (docs/product/08-text-messages.md §8), as pure functions: every template
// fits one 160-character GSM-7 segment, whatever the business's name and the order's number.
import { formatUsd } from "./money.ts";

/** The GSM 03.38 basic character set; a text of these alone is sent as GSM-7. */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** Extension characters: each takes two septets. */
const GSM_EXTENDED = "^{}\\[~]|€\f";

export const SEGMENT_SEPTETS = 160;

/** How many septets the text takes as GSM-7, or null when it holds a character GSM-7 lacks. */
export function gsm7Length(text: string): number | null {
  let length = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) length += 1;
    else if (GSM_EXTENDED.includes(char)) length += 2;
    else return null;
  }
  return length;
}

/** True when the text goes out as one GSM-7 segment (no costlier Unicode encoding, no split). */
export function fitsOneSegment(text: string): boolean {
  const length = gsm7Length(text);
  return length !== null && length <= SEGMENT_SEPTETS;
}

/**
 * A name as a text may carry it: accents the GSM alphabet lacks dropped, curly quotes and dashes
 * made plain, anything else left out, and at most `max` characters.
 */
export function toGsmText(value: string, max: number): string {
  const plain = value.replace(/[‘’ʼ]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, "-").replace(/…/g, "...");
  let out = "";
  for (const char of plain) {
    if (gsm7Length(char) !== null && !GSM_EXTENDED.includes(char) && char !== "\n" && char !== "\r") {
      out += char;
      continue;
    }
    const stripped = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    if (stripped && gsm7Length(stripped) !== null && !GSM_EXTENDED.includes(stripped)) out += stripped;
  }
  out = out.replace(/\s+/g, " ").trim();
  return out.length > max ? `${out.slice(0, max - 1).trimEnd()}.` : out;
}

/** The business name as texts show it: 30 characters at most. */
export const TEXT_NAME_MAX = 30;
/** An order number as texts show it: 12 characters at most (IS-1001 and far beyond). */
export const TEXT_NUMBER_MAX = 12;

export type TextOrder = {
  number: string;
  total: number;
  orderType: string;
  /** "ASAP" or the scheduled time as the business reads it, e.g. "Tue 11/24 6:30 PM". */
  when: string;
};

function number(value: string): string {
  return `#${toGsmText(value, TEXT_NUMBER_MAX)}`;
}

function serviceWord(orderType: string): string {
  if (orderType === "delivery") return "delivery";
  if (orderType === "catering") return "catering";
  return "pickup";
}

const STOP_HINT = "Reply STOP to opt out.";

export const ownerTexts = {
  /** "New order #A1B2, $42.10, pickup ASAP" */
  newOrder: (order: TextOrder): string =>
    `New order ${number(order.number)}, ${formatUsd(order.total)}, ${serviceWord(order.orderType)} ${toGsmText(order.when, 24)}`,
  reminder: (order: TextOrder, minutes: number): string =>
    `Order ${number(order.number)} (${formatUsd(order.total)}) is still not acknowledged after ${minutes} min. Open the order board.`,
  /** Read out by a voice call: the number spaced so each character is spoken. */
  call: (order: TextOrder): string =>
    `New order ${toGsmText(order.number, TEXT_NUMBER_MAX).split("").join(" ")} is waiting. Please open the order board.`,
  paused: (order: TextOrder, minutes: number): string =>
    `Online ordering is paused: order ${number(order.number)} was not answered for ${minutes} min. Resume it in the admin.`,
  boardOffline: (since: string): string =>
    `Your order board has been offline since ${toGsmText(since, 12)}: new orders will not ring`,
  boardBack: (): string => "Your order board is back online.",
  test: (businessName: string): string =>
    `Test text from ${toGsmText(businessName, TEXT_NAME_MAX)}: new order texts reach this number.`,
};

export const customerTexts = {
  confirmed: (business: string, order: TextOrder, readyAt: string): string =>
    `${toGsmText(business, TEXT_NAME_MAX)}: order ${number(order.number)} is confirmed, ${serviceWord(order.orderType) === "delivery" ? "on its way about" : "ready about"} ${toGsmText(readyAt, 24)}. ${STOP_HINT}`,
  ready: (business: string, order: TextOrder): string =>
    `${toGsmText(business, TEXT_NAME_MAX)}: order ${number(order.number)} is ${order.orderType === "delivery" ? "out for delivery" : "ready for pickup"}. ${STOP_HINT}`,
  refund: (business: string, order: TextOrder, amount: number): string =>
    `${toGsmText(business, TEXT_NAME_MAX)}: we refunded ${formatUsd(amount)} on order ${number(order.number)}. It may take 5-10 days to show. ${STOP_HINT}`,
  cancelled: (business: string, order: TextOrder): string =>
    `${toGsmText(business, TEXT_NAME_MAX)}: order ${number(order.number)} was cancelled. ${STOP_HINT}`,
};

/**
 * Inbound keywords (docs/product/08-text-messages.md §8), as Twilio handles them by default on a long code,
 * so our list
 * of opted-out numbers agrees with Twilio's own block: the opt-out words of "Customize users' opt-in
 * and opt-out experience with Advanced Opt-Out" (twilio.com/docs/messaging/tutorials/advanced-opt-out)
 * and the opt-in words of "Twilio support for opt-out keywords (SMS STOP filtering)"
 * (help.twilio.com/articles/223134027). Only a text of the word alone counts.
 */
export const OPT_OUT_WORDS = [
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "REVOKE",
  "OPTOUT",
] as const;
export const OPT_IN_WORDS = ["START", "YES", "UNSTOP"] as const;

/** What an inbound text asks: "out", "in", or null for anything else. */
export function readKeyword(body: string): "out" | "in" | null {
  const word = body
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, "");
  if ((OPT_OUT_WORDS as readonly string[]).includes(word)) return "out";
  if ((OPT_IN_WORDS as readonly string[]).includes(word)) return "in";
  return null;
}
