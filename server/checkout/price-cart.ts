// Reprices a cart from the database's menu: the browser's prices, names and adjustments are never
// read. Each line's options must be active options of active groups linked to that item, within
// the groups' limits (domain/modifiers.ts).
import type { CheckoutLine } from "#domain/checkout.ts";
import { unitPriceCents } from "#domain/money.ts";
import { describeModifiers } from "#domain/order-lines.ts";
import { isSoldOut } from "#domain/sold-out.ts";
import { validateSelections, type ModifierGroupView } from "#domain/modifiers.ts";
import type { SelectedModifier } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";

export type CatalogItem = {
  id: string;
  title: string;
  /** integer cents */
  price: number;
  available: boolean;
  available_direct: boolean;
  show_add_to_cart: boolean;
  /** ISO text from the snapshot's json; null when never marked. */
  sold_out_until: string | null;
  /** Active groups with their active options, in display order. */
  groups: ModifierGroupView[];
};

export type PricedLine = {
  menuItemId: string;
  title: string;
  quantity: number;
  /** integer cents: base price plus the options' adjustments */
  unitPriceCents: number;
  specialInstructions: string | null;
  selectedModifiers: SelectedModifier[];
};

function refuse(code: "VALIDATION" | "CONFLICT", index: number, message: string): never {
  throw new AppError(code, message, { fields: { [`cartItems.${index}`]: message } });
}

function soldOutMessage(title: string): string {
  return `${title} is sold out today.`;
}

function priceLine(line: CheckoutLine, index: number, item: CatalogItem | undefined, now: Date): PricedLine {
  if (!item) {
    refuse(
      "CONFLICT",
      index,
      "One of the items in your cart is no longer on our menu. Please remove it and try again.",
    );
  }
  if (!item.available || !item.available_direct || !item.show_add_to_cart) {
    refuse(
      "CONFLICT",
      index,
      `${item.title} is not available for online ordering right now. Please remove it from your cart.`,
    );
  }
  if (isSoldOut(item, now)) refuse("CONFLICT", index, soldOutMessage(item.title));

  const groupsById = new Map(item.groups.map((group) => [group.id, group]));
  const chosen = new Map<string, Set<string>>();
  for (const cartGroup of line.modifiers) {
    const group = groupsById.get(cartGroup.groupId);
    if (!group) {
      refuse(
        "VALIDATION",
        index,
        `One of the option groups chosen for ${item.title} is not available. Please customize it again.`,
      );
    }
    const ids = chosen.get(group.id) ?? new Set<string>();
    for (const option of cartGroup.selectedOptions) {
      const modifier = group.modifiers.find((candidate) => candidate.id === option.id);
      if (!modifier) {
        refuse(
          "VALIDATION",
          index,
          `One of the options chosen for ${item.title} is not available. Please customize it again.`,
        );
      }
      if (isSoldOut({ sold_out_until: modifier.sold_out_until ?? null }, now)) {
        refuse("CONFLICT", index, soldOutMessage(modifier.name));
      }
      if (ids.has(option.id)) {
        refuse("VALIDATION", index, `Each option of ${item.title} can be chosen only once.`);
      }
      ids.add(option.id);
    }
    chosen.set(group.id, ids);
  }

  const selections = Object.fromEntries([...chosen].map(([groupId, ids]) => [groupId, [...ids]]));
  const problem = validateSelections(item.groups, selections);
  if (problem) refuse("VALIDATION", index, `${problem.message} for ${item.title}.`);

  // Names and adjustments come from the database, in the groups' and options' display order.
  const selectedModifiers: SelectedModifier[] = [];
  for (const group of item.groups) {
    const ids = chosen.get(group.id);
    if (!ids || ids.size === 0) continue;
    selectedModifiers.push({
      groupName: group.name,
      selectedOptions: group.modifiers
        .filter((modifier) => ids.has(modifier.id))
        .map((modifier) => ({ name: modifier.name, priceAdjustment: modifier.price_adjustment })),
    });
  }
  const unit = unitPriceCents(item.price, selectedModifiers);
  if (unit < 0)
    refuse("CONFLICT", index, `${item.title} cannot be ordered with these options. Please contact us.`);

  return {
    menuItemId: item.id,
    title: item.title,
    quantity: line.quantity,
    unitPriceCents: unit,
    specialInstructions: line.specialInstructions ? line.specialInstructions : null,
    selectedModifiers,
  };
}

export function priceCart(
  lines: readonly CheckoutLine[],
  catalog: ReadonlyMap<string, CatalogItem>,
  now: Date = new Date(),
): PricedLine[] {
  return lines.map((line, index) => priceLine(line, index, catalog.get(line.itemId), now));
}

/** "Choose Your Side: Rice & Peas; Spice Level: Mild. Note: no onions" — for the hosted page. */
export function describeLine(
  line: Pick<PricedLine, "selectedModifiers" | "specialInstructions">,
): string | null {
  const options = describeModifiers(line.selectedModifiers).join("; ");
  const note = line.specialInstructions ? `Note: ${line.specialInstructions}` : "";
  const text = [options, note].filter(Boolean).join(". ");
  return text ? text.slice(0, 500) : null;
}
