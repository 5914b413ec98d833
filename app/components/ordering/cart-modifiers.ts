import type { CartModifier } from "#domain/checkout.ts";
import type { ModifierGroupView } from "#domain/modifiers.ts";

/**
 * The chosen options as cart lines carry them, in the groups' and options' display order. Its own
 * module: the admin's phone order dialog uses it without pulling in the lazily loaded customize dialog.
 */
export function toCartModifiers(
  groups: ModifierGroupView[],
  selections: Readonly<Record<string, readonly string[]>>,
): CartModifier[] {
  return groups
    .map((group) => {
      const chosen = new Set(selections[group.id] ?? []);
      return {
        groupId: group.id,
        groupName: group.name,
        selectedOptions: group.modifiers
          .filter((option) => chosen.has(option.id))
          .map((option) => ({ id: option.id, name: option.name, priceAdjustment: option.price_adjustment })),
      };
    })
    .filter((group) => group.selectedOptions.length > 0);
}
