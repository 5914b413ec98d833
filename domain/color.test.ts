import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  DARK_TEXT,
  isHexColor,
  LIGHT_TEXT,
  readableTextColor,
  relativeLuminance,
} from "./color.ts";

describe("relativeLuminance", () => {
  it.each([
    ["#000000", 0],
    ["#fff", 1],
    ["#FFFFFF", 1],
    ["not a colour", null],
    ["#12345", null],
  ])("%s → %s", (color, expected) => {
    const value = relativeLuminance(color);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected, 5);
  });
});

describe("contrastRatio", () => {
  it.each([
    ["#000", "#fff", 21],
    ["#fff", "#fff", 1],
    ["#c2410c", "#ffffff", 5.18],
  ])("%s on %s is %s:1", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });
});

describe("readableTextColor", () => {
  it.each([
    ["#F97316", DARK_TEXT], // the default slide orange: white would be 2.8:1
    ["#15803D", LIGHT_TEXT],
    ["#92400E", LIGHT_TEXT],
    ["#fef3c7", DARK_TEXT],
    ["#000000", LIGHT_TEXT],
    ["tomato", DARK_TEXT],
  ])("on %s uses %s", (background, expected) => {
    expect(readableTextColor(background)).toBe(expected);
  });

  // On a mid-tone background the better of the two is about 4.2:1 at worst: still large-text AA.
  it("picks the better of the two on every grey", () => {
    for (let v = 0; v <= 255; v += 5) {
      const hex = `#${v.toString(16).padStart(2, "0").repeat(3)}`;
      const chosen = contrastRatio(hex, readableTextColor(hex))!;
      expect(chosen).toBeGreaterThanOrEqual(
        Math.max(contrastRatio(hex, DARK_TEXT)!, contrastRatio(hex, LIGHT_TEXT)!),
      );
      expect(chosen).toBeGreaterThan(4.1);
    }
  });
});

describe("isHexColor", () => {
  it.each([
    ["#abc", true],
    ["#aabbcc", true],
    ["red", false],
    [null, false],
    ["#ggg", false],
  ])("%s → %s", (value, expected) => expect(isHexColor(value)).toBe(expected));
});
