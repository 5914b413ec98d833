// How an order's lines and timing read wherever they are printed: the kitchen ticket, the admin's
// order page and board, the phone order form, the cart, the confirmation page and the emails.
import { formatTime12h } from "./business-time.ts";
import { formatDateUS } from "./format.ts";
import { formatUsd, type ModifierSelection } from "./money.ts";

/** "+$1.00", "-$0.50", or nothing for an option that costs nothing extra. */
export function formatPriceAdjustment(cents: number): string {
  if (cents === 0) return "";
  return cents > 0 ? `+${formatUsd(cents)}` : `-${formatUsd(-cents)}`;
}

export type ModifierTextOptions = {
  /** Each option's price change after its name: "Extra rice (+$1.00)". */
  withPrices?: boolean;
};

/** A group's chosen options: "Hot, Extra rice" or, with prices, "Hot, Extra rice (+$1.00)". */
export function describeOptions(group: ModifierSelection, options: ModifierTextOptions = {}): string {
  return group.selectedOptions
    .map((option) => {
      const adjustment = options.withPrices ? formatPriceAdjustment(option.priceAdjustment) : "";
      return adjustment ? `${option.name} (${adjustment})` : option.name;
    })
    .join(", ");
}

/** One line per group: "Spice: Hot", "Sides: Rice, Plantain (+$2.00)". */
export function describeModifiers(
  modifiers: readonly ModifierSelection[],
  options: ModifierTextOptions = {},
): string[] {
  return modifiers.map((group) => `${group.groupName}: ${describeOptions(group, options)}`);
}

export type OrderTimingFields = {
  scheduled: boolean;
  scheduledDate: string | null;
  scheduledTime: string | null;
  eventDate?: string | null;
};

/** "11/24/2026 at 6:30 PM": a scheduled order's date and time in the business time zone. */
export function describeScheduledAt(date: string, time: string, timeZone: string): string {
  return `${formatDateUS(date, timeZone)} at ${formatTime12h(time)}`;
}

/**
 * When an order is wanted. The board reads "11/24/2026 at 6:30 PM", "Event 11/24/2026" or
 * "As soon as possible"; the printed ticket, in capitals to read at a glance, "FOR 11/24/2026 6:30 PM",
 * "EVENT 11/24/2026" or "ASAP".
 */
export function describeOrderTiming(
  order: OrderTimingFields,
  timeZone: string,
  style: "board" | "ticket" = "board",
): string {
  const ticket = style === "ticket";
  if (order.scheduled && order.scheduledDate && order.scheduledTime) {
    if (!ticket) return describeScheduledAt(order.scheduledDate, order.scheduledTime, timeZone);
    return `FOR ${formatDateUS(order.scheduledDate, timeZone)} ${formatTime12h(order.scheduledTime)}`;
  }
  if (order.eventDate) return `${ticket ? "EVENT" : "Event"} ${formatDateUS(order.eventDate, timeZone)}`;
  return ticket ? "ASAP" : "As soon as possible";
}

export type OrderLine = {
  id: string;
  title: string;
  quantity: number;
  /** One unit's price in cents, its options included. */
  price: number;
  tierName: string | null;
  specialInstructions: string | null;
  modifiers: ModifierSelection[];
};

export type OrderLineRow = {
  id: string;
  /** "2 × Pad Thai (Large)" */
  heading: string;
  /** One text per modifier group, without prices: "Spice: Hot". */
  modifiers: string[];
  note: string | null;
  totalCents: number;
};

/** "2 × Pad Thai", or with a catering tier "1 × Rice tray (Large)". */
export function describeLineHeading(line: Pick<OrderLine, "quantity" | "title" | "tierName">): string {
  return `${line.quantity} × ${line.title}${line.tierName ? ` (${line.tierName})` : ""}`;
}

/** An order's lines as the ticket and the order page list them. */
export function orderLineRows(items: readonly OrderLine[]): OrderLineRow[] {
  return items.map((line) => ({
    id: line.id,
    heading: describeLineHeading(line),
    modifiers: describeModifiers(line.modifiers),
    note: line.specialInstructions || null,
    totalCents: line.price * line.quantity,
  }));
}
