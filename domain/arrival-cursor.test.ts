import { describe, expect, it } from "vitest";
import {
  formatArrivalCursor,
  laterArrivalCursor,
  parseArrivalCursor,
  START_CURSOR,
} from "./arrival-cursor.ts";

const ID_A = "0a1b2c3d-0000-4000-8000-000000000001";
const ID_B = "0a1b2c3d-0000-4000-8000-000000000002";

describe("a board's arrival cursor", () => {
  it("reads back what it writes, and nothing else", () => {
    const cursor = { micros: 1_795_000_000_000_001n, id: ID_A };
    expect(parseArrivalCursor(formatArrivalCursor(cursor))).toEqual(cursor);
    expect(parseArrivalCursor(START_CURSOR)).toEqual({
      micros: 0n,
      id: "00000000-0000-0000-0000-000000000000",
    });
    for (const bad of [
      null,
      undefined,
      "",
      "1_2",
      `x_${ID_A}`,
      `1.5_${ID_A}`,
      `${"9".repeat(19)}_${ID_A}`,
      `1_${ID_A};drop`,
    ]) {
      expect(parseArrivalCursor(bad)).toBeNull();
    }
  });

  it("tells the later of two by time, then by id, whatever their lengths", () => {
    expect(laterArrivalCursor(`9_${ID_B}`, `10_${ID_A}`)).toBe(`10_${ID_A}`);
    expect(laterArrivalCursor(`10_${ID_B}`, `10_${ID_A}`)).toBe(`10_${ID_B}`);
    expect(laterArrivalCursor(START_CURSOR, `5_${ID_A}`)).toBe(`5_${ID_A}`);
    expect(laterArrivalCursor("broken", `5_${ID_A}`)).toBe(`5_${ID_A}`);
    expect(laterArrivalCursor(`5_${ID_A}`, "broken")).toBe(`5_${ID_A}`);
  });
});
