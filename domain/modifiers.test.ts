import { describe, expect, it } from "vitest";
import {
  offeredGroups,
  describeSelectionRule,
  minimumSelections,
  validateSelections,
  type ModifierGroupRule,
} from "./modifiers.ts";

const side: ModifierGroupRule = {
  id: "side",
  name: "Choose Your Side",
  is_required: true,
  min_selections: 1,
  max_selections: 1,
};
const extras: ModifierGroupRule = {
  id: "extras",
  name: "Add Extras",
  is_required: false,
  min_selections: 0,
  max_selections: 3,
};
const sauces: ModifierGroupRule = {
  id: "sauces",
  name: "Sauces",
  is_required: true,
  min_selections: 2,
  max_selections: null,
};

describe("validateSelections", () => {
  it("accepts a complete choice", () => {
    expect(
      validateSelections([side, extras, sauces], { side: ["a"], extras: [], sauces: ["x", "y", "z"] }),
    ).toBeNull();
  });

  it("asks for a required group's minimum with the product's words", () => {
    expect(validateSelections([side], {})).toEqual({
      title: "Required selection missing",
      message: "Please select at least 1 option(s) from Choose Your Side",
    });
    expect(validateSelections([sauces], { sauces: ["x"] })).toEqual({
      title: "Required selection missing",
      message: "Please select at least 2 option(s) from Sauces",
    });
  });

  it("refuses more options than a group allows", () => {
    expect(validateSelections([extras], { extras: ["a", "b", "c", "d"] })).toEqual({
      title: "Selection limit reached",
      message: "You can only select 3 options from Add Extras",
    });
    expect(validateSelections([side], { side: ["a", "b"] })?.message).toBe(
      "You can only select 1 options from Choose Your Side",
    );
  });

  it("counts an option chosen twice once", () => {
    expect(validateSelections([side], { side: ["a", "a"] })).toBeNull();
  });

  it("lets an optional group stay empty and reports the first problem in group order", () => {
    expect(validateSelections([extras, side, sauces], {})?.message).toContain("Choose Your Side");
  });

  it("treats a required group with min 0 as needing one option", () => {
    const group = { ...side, min_selections: 0 };
    expect(minimumSelections(group)).toBe(1);
    expect(validateSelections([group], {})?.message).toBe(
      "Please select at least 1 option(s) from Choose Your Side",
    );
  });
});

describe("describeSelectionRule", () => {
  it("uses the product's hints", () => {
    expect(describeSelectionRule(side)).toBe("Required, select 1 item(s)");
    expect(describeSelectionRule(extras)).toBe("Optional, select up to 3 item(s)");
    expect(describeSelectionRule({ ...extras, max_selections: null })).toBe(
      "Optional, select up to any number of item(s)",
    );
  });
});

describe("offeredGroups", () => {
  it("hides a group without an option and keeps the others in their order", () => {
    const group = (id: string, options: number) => ({
      id,
      name: id,
      description: null,
      is_required: false,
      min_selections: 0,
      max_selections: null,
      modifiers: Array.from({ length: options }, (_, index) => ({
        id: `${id}-${index}`,
        name: `Option ${index}`,
        price_adjustment: 0,
      })),
    });
    expect(offeredGroups([group("sides", 2), group("empty", 0), group("sauce", 1)]).map((g) => g.id)).toEqual(
      ["sides", "sauce"],
    );
    expect(offeredGroups([])).toEqual([]);
  });
});
