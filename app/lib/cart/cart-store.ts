import { useSyncExternalStore } from "react";
import { MAX_LINE_QUANTITY } from "#domain/cart-limits.ts";
import type { CartModifier, OrderType } from "#domain/checkout.ts";
import { getCartStorage } from "./cart-storage.ts";
import type * as StoredCart from "./stored-cart.ts";
import type { StoredCartLine, StoredCateringLine } from "./stored-cart.ts";
import {
  CART_UPDATED_EVENT,
  CATERING_CART_KEY,
  CATERING_CART_UPDATED_EVENT,
  REGULAR_CART_KEY,
} from "./cart-keys.ts";

// The regular cart (docs/product/03-ordering.md §3.4): lines in local storage under REGULAR_CART_KEY, a
// cart-updated event after every change. Prices are integer cents.

export type ScheduleDetails = { scheduledDate: string; scheduledTime: string; orderType: OrderType };

export type CartLine = {
  /** This line's own key: the same dish with other choices is another line. */
  lineId: string;
  itemId: string;
  /** = itemId (docs/product/03-ordering.md §3.4 keeps both names). */
  id: string;
  title: string;
  /** = title */
  name: string;
  /** Unit price in cents, modifiers included. */
  price: number;
  basePrice: number;
  quantity: number;
  image: string | null;
  modifiers: CartModifier[];
  /** The chosen option names, flattened, for short displays. */
  options: string[];
  specialInstructions: string;
  scheduled: boolean;
  scheduledDate?: string;
  scheduledTime?: string;
  orderType?: OrderType;
  scheduledDetails?: ScheduleDetails;
};

export type CateringCartLine = {
  id: string;
  itemId: string;
  title: string;
  /** cents */
  price: number;
  tier: string;
  serves: string;
  quantity: number;
  category: string;
  isCateringItem: true;
};

export type NewCartLine = {
  itemId: string;
  title: string;
  basePrice: number;
  quantity: number;
  image: string | null;
  modifiers: CartModifier[];
  specialInstructions?: string;
  schedule?: ScheduleDetails | null;
};

/** Local storage refused the write (full, or gone since the page opened). */
export class CartStorageError extends Error {
  constructor(cause: unknown) {
    super("The cart could not be saved", { cause });
    this.name = "CartStorageError";
  }
}

/** A change to a cart whose stored lines are still being read (the reader's code is loading). */
export class CartNotReadyError extends CartStorageError {
  constructor() {
    super(new Error("The stored cart is still being read"));
    this.name = "CartNotReadyError";
  }
}

// ---- the reader ----------------------------------------------------------------------------

// Stored lines are checked with zod schemas (stored-cart.ts), which weigh more than the rest of the
// cart. A visitor with nothing stored (most first visits) never needs them, so they load the first
// time a stored cart is read; until then a stored cart reads as null ("still loading"), as it does
// while the page hydrates, and the carts' subscribers hear an update once it can be read.
type CartReader = typeof StoredCart;

let reader: CartReader | null = null;
let readerLoad: Promise<CartReader> | null = null;
let readerFailed = false;

/** The stored-cart reader, loaded once; every cart subscriber hears when it arrives. */
export function loadCartReader(): Promise<CartReader> {
  readerLoad ??= import("./stored-cart.ts").then(
    (module) => {
      reader = module;
      announceBoth();
      return module;
    },
    (error: unknown) => {
      // Offline, or a new release replaced the file: the cart says it could not be loaded, and
      // the next page load tries again (not every render, which would retry in a loop).
      readerFailed = true;
      announceBoth();
      throw error;
    },
  );
  return readerLoad;
}

/** The reader when it is here; otherwise starts loading it and answers null. */
function currentReader(): CartReader | null {
  if (!reader && !readerFailed) void loadCartReader().catch(() => undefined);
  return reader;
}

function announceBoth(): void {
  announce(CART_UPDATED_EVENT);
  announce(CATERING_CART_UPDATED_EVENT);
}

// ---- reading -------------------------------------------------------------------------------

function toModifiers(groups: StoredCartLine["modifiers"]): CartModifier[] {
  const modifiers: CartModifier[] = [];
  for (const group of groups) {
    if (!group) continue;
    const selectedOptions: CartModifier["selectedOptions"] = [];
    for (const option of group.selectedOptions) if (option) selectedOptions.push(option);
    modifiers.push({ groupId: group.groupId, groupName: group.groupName, selectedOptions });
  }
  return modifiers;
}

function toScheduleDetails(line: StoredCartLine): ScheduleDetails | undefined {
  const details = line.scheduledDetails ?? line;
  const { scheduledDate, scheduledTime, orderType } = details;
  return scheduledDate && scheduledTime ? { scheduledDate, scheduledTime, orderType } : undefined;
}

/** A stored line as the cart uses it; null for anything that is not a usable line. */
export function toCartLine(value: unknown, index = 0): CartLine | null {
  if (!reader) throw new CartNotReadyError();
  const parsed = reader.storedCartLineSchema.safeParse(value);
  return parsed.success ? fromStoredLine(parsed.data, index) : null;
}

function fromStoredLine(stored: StoredCartLine, index: number): CartLine | null {
  const itemId = stored.itemId || stored.id;
  const title = stored.title || stored.name;
  if (!itemId || !title) return null;
  const modifiers = toModifiers(stored.modifiers);
  const details = stored.scheduled ? toScheduleDetails(stored) : undefined;
  return withSchedule(
    {
      lineId: stored.lineId || `${itemId}-${index}`,
      itemId,
      id: itemId,
      title,
      name: title,
      price: stored.price,
      basePrice: stored.basePrice ?? stored.price,
      quantity: Math.min(stored.quantity, MAX_LINE_QUANTITY),
      image: stored.image || null,
      modifiers,
      options: flattenOptions(modifiers),
      specialInstructions: stored.specialInstructions,
      scheduled: false,
    },
    stored.scheduled ? (details ?? null) : undefined,
  );
}

export type CartSnapshot = { lines: CartLine[]; loadError: boolean };

const EMPTY: CartSnapshot = { lines: [], loadError: false };

const FAILED: CartSnapshot = { lines: [], loadError: true };

let regularCache: { raw: string; snapshot: CartSnapshot } | null = null;

function parseCart({ parseStoredLines, storedCartLineSchema }: CartReader, raw: string): CartSnapshot {
  try {
    const stored = parseStoredLines(JSON.parse(raw), storedCartLineSchema);
    if (!stored) return { lines: [], loadError: true };
    const lines = stored
      .map((line, index) => fromStoredLine(line, index))
      .filter((line): line is CartLine => line !== null);
    return { lines, loadError: false };
  } catch {
    return { lines: [], loadError: true };
  }
}

function readRaw(key: string): string | null {
  try {
    return getCartStorage().getItem(key);
  } catch {
    return null;
  }
}

/**
 * The regular cart as stored now; the same object while nothing changed (for React). Null while
 * a stored cart waits for its reader.
 */
export function readCart(): CartSnapshot | null {
  const raw = readRaw(REGULAR_CART_KEY);
  if (!raw) return EMPTY;
  if (regularCache?.raw === raw) return regularCache.snapshot;
  const cartReader = currentReader();
  if (!cartReader) return readerFailed ? FAILED : null;
  regularCache = { raw, snapshot: parseCart(cartReader, raw) };
  return regularCache.snapshot;
}

/** The lines to change or send; throws CartNotReadyError while the stored cart is being read. */
export function readCartLines(): CartLine[] {
  const cart = readCart();
  if (!cart) throw new CartNotReadyError();
  return cart.lines;
}

// ---- writing -------------------------------------------------------------------------------

/** Stores a cart's lines (none: the key goes); the stored text, or null when nothing is left. */
function writeRaw(key: string, lines: readonly object[]): string | null {
  try {
    const storage = getCartStorage();
    if (lines.length === 0) {
      storage.removeItem(key);
      return null;
    }
    const raw = JSON.stringify(lines);
    storage.setItem(key, raw);
    return raw;
  } catch (error) {
    throw new CartStorageError(error);
  }
}

// A write also remembers its lines as the cart's reading: the page that changed the cart shows
// the change at once, without waiting for the reader to check lines it wrote itself.
function writeLines(lines: CartLine[]): void {
  const raw = writeRaw(REGULAR_CART_KEY, lines);
  regularCache = raw === null ? null : { raw, snapshot: { lines, loadError: false } };
  announce(CART_UPDATED_EVENT);
}

function announce(eventName: string): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(eventName));
}

function flattenOptions(modifiers: CartModifier[]): string[] {
  return modifiers.flatMap((group) => group.selectedOptions.map((option) => option.name));
}

function withSchedule(line: CartLine, details: ScheduleDetails | null | undefined): CartLine {
  const { scheduledDate: _d, scheduledTime: _t, orderType: _o, scheduledDetails: _s, ...rest } = line;
  if (details === undefined) return { ...rest, scheduled: false };
  if (details === null) return { ...rest, scheduled: true };
  return { ...rest, scheduled: true, ...details, scheduledDetails: { ...details } };
}

/** Same dish, same choices, same instructions: one more of the same line. */
function choicesKey(modifiers: CartModifier[]): string {
  return modifiers
    .filter((group) => group.selectedOptions.length > 0)
    .map(
      (group) =>
        `${group.groupId}:${group.selectedOptions
          .map((option) => option.id)
          .sort()
          .join(",")}`,
    )
    .sort()
    .join("|");
}

function isSameLine(
  line: CartLine,
  other: { itemId: string; modifiers: CartModifier[]; specialInstructions: string; scheduled: boolean },
): boolean {
  return (
    line.itemId === other.itemId &&
    line.scheduled === other.scheduled &&
    line.specialInstructions.trim() === other.specialInstructions.trim() &&
    choicesKey(line.modifiers) === choicesKey(other.modifiers)
  );
}

function newLineId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.round(quantity)));
}

export function computeUnitPrice(basePrice: number, modifiers: CartModifier[]): number {
  return modifiers.reduce(
    (sum, group) =>
      sum + group.selectedOptions.reduce((groupSum, option) => groupSum + option.priceAdjustment, 0),
    basePrice,
  );
}

/**
 * Adds a dish, or raises the quantity of an identical line with the same scheduled flag.
 * A scheduled dish brings its date, time and type to every scheduled line: one order, one time.
 */
export function addCartLine(input: NewCartLine): { line: CartLine; merged: boolean } {
  const lines = readCartLines();
  const scheduled = Boolean(input.schedule);
  const specialInstructions = input.specialInstructions?.trim() ?? "";
  const candidate = { itemId: input.itemId, modifiers: input.modifiers, specialInstructions, scheduled };
  const rescheduled = input.schedule
    ? lines.map((line) => (line.scheduled ? withSchedule(line, input.schedule) : line))
    : lines;
  const index = rescheduled.findIndex((line) => isSameLine(line, candidate));
  let line: CartLine;
  let next: CartLine[];
  if (index >= 0) {
    const existing = rescheduled[index]!;
    line = { ...existing, quantity: clampQuantity(existing.quantity + input.quantity) };
    next = rescheduled.map((entry, position) => (position === index ? line : entry));
  } else {
    line = withSchedule(
      {
        lineId: newLineId(),
        itemId: input.itemId,
        id: input.itemId,
        title: input.title,
        name: input.title,
        price: computeUnitPrice(input.basePrice, input.modifiers),
        basePrice: input.basePrice,
        quantity: clampQuantity(input.quantity),
        image: input.image,
        modifiers: input.modifiers,
        options: flattenOptions(input.modifiers),
        specialInstructions,
        scheduled: false,
      },
      input.schedule ?? undefined,
    );
    next = [...rescheduled, line];
  }
  writeLines(next);
  return { line, merged: index >= 0 };
}

/** Quantity of one line, kept between 1 and the checkout's maximum. */
export function setLineQuantity(lineId: string, quantity: number): void {
  writeLines(
    readCartLines().map((line) =>
      line.lineId === lineId ? { ...line, quantity: clampQuantity(quantity) } : line,
    ),
  );
}

export function removeCartLine(lineId: string): void {
  writeLines(readCartLines().filter((line) => line.lineId !== lineId));
}

export function clearCart(): void {
  writeLines([]);
}

/** Every line scheduled for the same date, time and type; lines that become identical merge. */
export function scheduleAllLines(details: ScheduleDetails): CartLine[] {
  const merged: CartLine[] = [];
  for (const line of readCartLines().map((entry) => withSchedule(entry, details))) {
    const same = merged.findIndex((entry) => isSameLine(entry, line));
    if (same >= 0) {
      const existing = merged[same]!;
      merged[same] = { ...existing, quantity: clampQuantity(existing.quantity + line.quantity) };
    } else {
      merged.push(line);
    }
  }
  writeLines(merged);
  return merged;
}

// ---- the catering cart (written by the catering pages; read here) ---------------------------

// loadError: the stored text could not be read as a catering cart (the cart then counts as empty).
let cateringCache: { raw: string; lines: CateringCartLine[]; loadError: boolean } | null = null;

function toCateringLine(stored: StoredCateringLine): CateringCartLine | null {
  const id = stored.id || stored.itemId;
  if (!id) return null;
  return { ...stored, id, itemId: stored.itemId || id, isCateringItem: true };
}

const NO_LINES: CateringCartLine[] = [];

/** The catering cart as stored now (the same array while nothing changed); null while being read. */
export function readCateringCart(): CateringCartLine[] | null {
  const raw = readRaw(CATERING_CART_KEY);
  if (!raw) return NO_LINES;
  if (cateringCache?.raw === raw) return cateringCache.lines;
  const cartReader = currentReader();
  if (!cartReader) return readerFailed ? NO_LINES : null;
  let lines: CateringCartLine[] = [];
  let loadError = false;
  try {
    const { parseStoredLines, storedCateringLineSchema } = cartReader;
    const stored = parseStoredLines(JSON.parse(raw), storedCateringLineSchema);
    loadError = stored === null;
    lines = (stored ?? []).map(toCateringLine).filter((line) => line !== null);
  } catch {
    loadError = true;
  }
  cateringCache = { raw, lines, loadError };
  return lines;
}

/**
 * True when a stored catering cart could not be read (unreadable text, or the reader's code failed to
 * load): the cart counts as empty and the catering page says so (docs/product/04-catering.md §4.3).
 */
export function readCateringLoadError(): boolean {
  const lines = readCateringCart();
  if (lines === null || lines === NO_LINES) return readerFailed && readRaw(CATERING_CART_KEY) !== null;
  return cateringCache?.lines === lines && cateringCache.loadError;
}

/** Stores the catering cart's lines (written by catering-cart.ts), with its update event. */
export function writeCateringLines(lines: CateringCartLine[]): void {
  const raw = writeRaw(CATERING_CART_KEY, lines);
  cateringCache = raw === null ? null : { raw, lines, loadError: false };
  announce(CATERING_CART_UPDATED_EVENT);
}

/** The catering lines to change; throws CartNotReadyError while the stored cart is being read. */
export function readCateringLines(): CateringCartLine[] {
  const lines = readCateringCart();
  if (!lines) throw new CartNotReadyError();
  return lines;
}

/** After a paid order both carts start again (docs/product/03-ordering.md §3.4). */
export function clearAllCarts(): void {
  try {
    getCartStorage().removeItem(CATERING_CART_KEY);
  } catch {
    // Nothing more to do: the catering pages read whatever is left.
  }
  announce(CATERING_CART_UPDATED_EVENT);
  try {
    clearCart();
  } catch {
    // A storage that refuses even removals keeps its lines; the confirmation still shows.
  }
}

// ---- React ---------------------------------------------------------------------------------

function subscribe(onChange: () => void): () => void {
  const events = [CART_UPDATED_EVENT, CATERING_CART_UPDATED_EVENT, "storage"];
  for (const name of events) window.addEventListener(name, onChange);
  return () => {
    for (const name of events) window.removeEventListener(name, onChange);
  };
}

/** Null while rendering on the server and hydrating: the cart lives only in the browser. */
export function useCart(): CartSnapshot | null {
  return useSyncExternalStore(subscribe, readCart, () => null);
}

const emptyOnServer = () => EMPTY;

/**
 * The cart for what shows an unknown cart as an empty one (a dish card's In Cart): the server's
 * page has the empty cart, so with an empty cart in the browser too the page's cards take over
 * without rendering all over again.
 */
export function useCartOrEmpty(): CartSnapshot | null {
  return useSyncExternalStore(subscribe, readCart, emptyOnServer);
}

export function useCateringCart(): CateringCartLine[] | null {
  return useSyncExternalStore(subscribe, readCateringCart, () => null);
}

export function useCateringCartLoadError(): boolean {
  return useSyncExternalStore(subscribe, readCateringLoadError, () => false);
}

export function subscribeToCarts(onChange: () => void): () => void {
  return subscribe(onChange);
}
