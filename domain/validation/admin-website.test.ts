import { describe, expect, it } from "vitest";
import {
  alertSchema,
  fromLocalDateTime,
  isSitePathOrHttps,
  splitLocalDateTime,
  toLocalDateTime,
} from "./admin-website.ts";

describe("button links", () => {
  it("are a path on this site or an https address, nothing else", () => {
    for (const good of ["/menu", "/catering?tab=cart", "/", "https://order.example.com/a?b=c"]) {
      expect(isSitePathOrHttps(good), good).toBe(true);
    }
    for (const bad of [
      "menu",
      "//evil.example",
      "/\\evil.example",
      "http://example.com",
      "javascript:alert(1)",
      "data:text/html,hi",
      "https://",
      "/with space",
    ]) {
      expect(isSitePathOrHttps(bad), bad).toBe(false);
    }
  });
});

describe("alert dates on the business's clock", () => {
  it("read a typed wall-clock time in the zone and show an instant back the same way", () => {
    const instant = fromLocalDateTime("2026-07-04T18:30", "America/New_York");
    expect(instant?.toISOString()).toBe("2026-07-04T22:30:00.000Z");
    expect(toLocalDateTime(instant!, "America/New_York")).toBe("2026-07-04T18:30");
    expect(toLocalDateTime(instant!, "Europe/London")).toBe("2026-07-04T23:30");
    expect(fromLocalDateTime("", "America/New_York")).toBeNull();
  });

  it("refuse what is not a real date and time", () => {
    expect(splitLocalDateTime("2026-02-29T10:00")).toBeNull();
    expect(splitLocalDateTime("2026-12-24T24:00")).toBeNull();
    expect(splitLocalDateTime("2026-12-24 10:00")).toBeNull();
    expect(splitLocalDateTime("2028-02-29T10:00")).toEqual({ dateKey: "2028-02-29", time: "10:00" });
  });

  it("let an alert end when it starts, never before", () => {
    const base = {
      message: "Closed early",
      alert_type: "info",
      is_active: true,
      is_dismissible: true,
    };
    expect(
      alertSchema.safeParse({ ...base, start_date: "2026-12-24T09:00", end_date: "2026-12-24T09:00" })
        .success,
    ).toBe(true);
    const reversed = alertSchema.safeParse({
      ...base,
      start_date: "2026-12-24T09:00",
      end_date: "2026-12-23T23:59",
    });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0]).toMatchObject({
      path: ["end_date"],
      message: "End must be after the start",
    });
  });
});
