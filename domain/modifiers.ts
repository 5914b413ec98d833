// Modifier selection rules of docs/product/03-ordering.md §3.3, shared by the customisation dialog and the
// checkout.

/** One choice of a group; `price_adjustment` is integer cents and may be negative. */
export type ModifierOptionView = {
  id: string;
  name: string;
  price_adjustment: number;
  /** Present when the option was marked sold out (domain/sold-out.ts); ISO text. */
  sold_out_until?: string;
};

/** An active group of an item with its active options, as GET /api/menu/modifiers answers it. */
export type ModifierGroupView = {
  id: string;
  name: string;
  description: string | null;
  is_required: boolean;
  min_selections: number;
  /** null: any number may be chosen; 1: pick one. */
  max_selections: number | null;
  modifiers: ModifierOptionView[];
};

/**
 * The groups a customer can choose from: a group without an active option is hidden
 * (docs/product/03-ordering.md §3.3).
 */
export function offeredGroups(groups: readonly ModifierGroupView[]): ModifierGroupView[] {
  return groups.filter((group) => group.modifiers.length > 0);
}

export type ModifierGroupRule = Pick<
  ModifierGroupView,
  "id" | "name" | "is_required" | "min_selections" | "max_selections"
>;

/** The option ids chosen per group id. */
export type ModifierSelections = Readonly<Record<string, readonly string[]>>;

/** What the dialog shows as a toast (title and description); null when the choice is fine. */
export type SelectionProblem = { title: string; message: string };

/**
 * How many options a group needs. An optional group may always be left empty; a required one
 * needs at least its min_selections, and at least one even when that is set to 0.
 */
export function minimumSelections(group: Pick<ModifierGroupRule, "is_required" | "min_selections">): number {
  return group.is_required ? Math.max(1, group.min_selections) : 0;
}

/** Null when any number may be chosen. */
export function maximumSelections(group: Pick<ModifierGroupRule, "max_selections">): number | null {
  return group.max_selections ?? null;
}

/** "Required, select 1 item(s)" or "Optional, select up to 2 item(s)" (docs/product/03-ordering.md §3.3). */
export function describeSelectionRule(
  group: Pick<ModifierGroupRule, "is_required" | "min_selections" | "max_selections">,
): string {
  if (group.is_required) return `Required, select ${minimumSelections(group)} item(s)`;
  const max = maximumSelections(group);
  return `Optional, select up to ${max === null ? "any number of" : max} item(s)`;
}

export function missingSelectionProblem(group: ModifierGroupRule): SelectionProblem {
  return {
    title: "Required selection missing",
    message: `Please select at least ${minimumSelections(group)} option(s) from ${group.name}`,
  };
}

export function selectionLimitProblem(group: ModifierGroupRule): SelectionProblem {
  return {
    title: "Selection limit reached",
    message: `You can only select ${group.max_selections} options from ${group.name}`,
  };
}

function countDistinct(ids: readonly string[] | undefined): number {
  return ids ? new Set(ids).size : 0;
}

/**
 * The first problem with the chosen options, checking the groups in the order given (their
 * display order): too few in a required group, or more than a group allows. Options of groups
 * not listed are not judged here: the server refuses them separately.
 */
export function validateSelections(
  groups: readonly ModifierGroupRule[],
  selections: ModifierSelections,
): SelectionProblem | null {
  for (const group of groups) {
    const count = countDistinct(selections[group.id]);
    if (count < minimumSelections(group)) return missingSelectionProblem(group);
    const max = maximumSelections(group);
    if (max !== null && count > max) return selectionLimitProblem(group);
  }
  return null;
}
