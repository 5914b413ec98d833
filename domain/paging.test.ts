import { describe, expect, it } from "vitest";
import { countPages, pageParam, readPageNumber, toPageRequest } from "./paging.ts";
import * as z from "./validation/zod.ts";

describe("paging", () => {
  it("reads the page an address names, and the first for anything else", () => {
    expect(readPageNumber("3")).toBe(3);
    expect(readPageNumber(4)).toBe(4);
    for (const bad of [undefined, null, "", "0", "-2", "1.5", "abc", 0, Number.NaN]) {
      expect(readPageNumber(bad)).toBe(1);
    }
  });

  it("turns a page into the rows a query skips and takes", () => {
    expect(toPageRequest(undefined, 20)).toEqual({ page: 1, pageSize: 20, offset: 0 });
    expect(toPageRequest("3", 20)).toEqual({ page: 3, pageSize: 20, offset: 40 });
    expect(toPageRequest(2, 50)).toEqual({ page: 2, pageSize: 50, offset: 50 });
  });

  it("counts at least one page, and one more for a partial last page", () => {
    expect(countPages(0, 20)).toBe(1);
    expect(countPages(20, 20)).toBe(1);
    expect(countPages(21, 20)).toBe(2);
    expect(countPages(45, 20)).toBe(3);
  });

  it("accepts up to five digits as ?page= in a filter schema", () => {
    const schema = z.object({ page: pageParam });
    expect(schema.safeParse({ page: "12" }).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ page: "123456" }).success).toBe(false);
    expect(schema.safeParse({ page: "two" }).success).toBe(false);
  });
});
