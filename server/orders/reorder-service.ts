// "Order again" from a past order's access token (docs/product/03-ordering.md §3.10.1): its lines rebuilt
// from today's menu, priced by the server as a checkout would, without what is no longer available.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { CartModifier } from "#domain/checkout.ts";
import type { LeftOutLine, Reorder, ReorderLine } from "#domain/reorder.ts";
import { isSoldOut } from "#domain/sold-out.ts";
import type { Executor } from "#server/db/client.ts";
import { menuItems, orderItems, orders, type SelectedModifier } from "#server/db/schema/index.ts";
import { AppError, isAppError } from "#server/errors.ts";
import { priceCart, type CatalogItem } from "#server/checkout/price-cart.ts";
import { listModifierGroupsForItems } from "#server/modifiers/service.ts";

export const REORDER_NOT_FOUND_MESSAGE = "We could not find that order.";

const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

/** The chosen options found again among today's groups by their names; null when one is gone. */
function findChoices(item: CatalogItem, chosen: readonly SelectedModifier[]): CartModifier[] | null {
  const result: CartModifier[] = [];
  for (const pastGroup of chosen) {
    if (pastGroup.selectedOptions.length === 0) continue;
    const group = item.groups.find((candidate) => candidate.name === pastGroup.groupName);
    if (!group) return null;
    const selectedOptions: CartModifier["selectedOptions"] = [];
    for (const pastOption of pastGroup.selectedOptions) {
      const option = group.modifiers.find((candidate) => candidate.name === pastOption.name);
      if (!option) return null;
      selectedOptions.push({ id: option.id, name: option.name, priceAdjustment: option.price_adjustment });
    }
    result.push({ groupId: group.id, groupName: group.name, selectedOptions });
  }
  return result;
}

/**
 * The order's regular lines as cart lines at today's prices, and the lines left out: a dish deleted
 * or switched off, not sold online, sold out today, or with an option (or its group) gone or sold
 * out. An unknown or malformed token is NOT_FOUND.
 */
export async function rebuildOrder(db: Executor, token: string, now: Date = new Date()): Promise<Reorder> {
  if (!TOKEN.test(token)) throw new AppError("NOT_FOUND", REORDER_NOT_FOUND_MESSAGE);
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.access_token, token))
    .limit(1);
  if (!order) throw new AppError("NOT_FOUND", REORDER_NOT_FOUND_MESSAGE);

  const past = await db
    .select({
      menuItemId: orderItems.menu_item_id,
      title: orderItems.title,
      quantity: orderItems.quantity,
      specialInstructions: orderItems.special_instructions,
      selectedModifiers: orderItems.selected_modifiers,
    })
    .from(orderItems)
    .where(and(eq(orderItems.order_id, order.id), eq(orderItems.item_type, "regular")))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id));

  const ids = [...new Set(past.flatMap((line) => (line.menuItemId ? [line.menuItemId] : [])))];
  const rows = ids.length
    ? await db
        .select({
          id: menuItems.id,
          title: menuItems.title,
          price: menuItems.price,
          image: menuItems.image_url,
          available: menuItems.available,
          available_direct: menuItems.available_direct,
          show_add_to_cart: menuItems.show_add_to_cart,
          sold_out_until: menuItems.sold_out_until,
        })
        .from(menuItems)
        .where(inArray(menuItems.id, ids))
    : [];
  const groups = await listModifierGroupsForItems(db, ids);
  const catalog = new Map<string, CatalogItem & { image: string | null }>(
    rows.map((row) => [
      row.id,
      {
        ...row,
        sold_out_until: row.sold_out_until ? row.sold_out_until.toISOString() : null,
        groups: groups[row.id] ?? [],
      },
    ]),
  );

  const lines: ReorderLine[] = [];
  const leftOut: LeftOutLine[] = [];
  for (const line of past) {
    const item = line.menuItemId ? catalog.get(line.menuItemId) : undefined;
    if (!item) {
      leftOut.push({ title: line.title, reason: "gone" });
      continue;
    }
    if (!item.available) {
      // a deleted dish that orders name is kept switched off (docs/product/06-admin.md §6.7)
      leftOut.push({ title: item.title, reason: "gone" });
      continue;
    }
    if (!item.available_direct || !item.show_add_to_cart) {
      leftOut.push({ title: item.title, reason: "unavailable" });
      continue;
    }
    if (isSoldOut(item, now)) {
      leftOut.push({ title: item.title, reason: "sold-out" });
      continue;
    }
    const modifiers = findChoices(item, line.selectedModifiers);
    if (!modifiers) {
      leftOut.push({ title: item.title, reason: "option-gone" });
      continue;
    }
    const specialInstructions = line.specialInstructions ?? "";
    try {
      // the checkout's own pricing and checks: an option sold out today, a group's rules changed
      const [priced] = priceCart(
        [{ itemId: item.id, quantity: line.quantity, modifiers, specialInstructions, type: "regular" }],
        catalog,
        now,
      );
      lines.push({
        itemId: item.id,
        title: item.title,
        basePrice: item.price,
        unitPrice: priced!.unitPriceCents,
        quantity: line.quantity,
        image: item.image,
        modifiers,
        specialInstructions,
      });
    } catch (error) {
      if (!isAppError(error)) throw error;
      leftOut.push({
        title: item.title,
        reason: error.message.includes("sold out today") ? "option-sold-out" : "option-gone",
      });
    }
  }
  return { lines, leftOut };
}
