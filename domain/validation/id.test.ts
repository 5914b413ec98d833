import { describe, expect, it } from "vitest";
import { idField, isUuid } from "./id.ts";

const ID = "0b7c4a8e-3f1d-4c2a-9e5b-6d8f0a1b2c3d";

describe("isUuid", () => {
  it("accepts a uuid in either case and nothing else", () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
    expect(isUuid(`${ID}0`)).toBe(false);
    expect(isUuid("------------------------------------")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});

describe("idField", () => {
  it("passes a uuid through and answers its message for anything else", () => {
    const field = idField("Unknown expense");
    expect(field.safeParse(ID)).toEqual({ success: true, data: ID });
    for (const value of ["nope", undefined, 7]) {
      const parsed = field.safeParse(value);
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe("Unknown expense");
    }
  });
});
