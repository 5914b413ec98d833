import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_TIMEZONE } from "./business-time.ts";
import {
  CUSTOMER_CANCEL_WINDOW_MINUTES,
  canCustomerCancel,
  displayOrderNumber,
  formatDateTimeUS,
  formatDateUS,
  formatPhoneDisplay,
  isValidEmail,
} from "./format.ts";

const NY = DEFAULT_TIMEZONE;

describe("formatPhoneDisplay", () => {
  it.each([
    ["5551234567", "(555) 123-4567"],
    ["555-123-4567", "(555) 123-4567"],
    ["(555) 123-4567", "(555) 123-4567"],
    ["555.123.4567", "(555) 123-4567"],
    [" 555 123 4567 ", "(555) 123-4567"],
    ["+1 555 123 4567", "+1 555 123 4567"],
    ["15551234567", "15551234567"],
    ["555123456", "555123456"],
    ["555-CALL-NOW", "555-CALL-NOW"],
    ["555/123/4567", "555/123/4567"],
    ["", ""],
  ])("%j -> %j", (input, expected) => {
    expect(formatPhoneDisplay(input)).toBe(expected);
  });
});

describe("formatDateUS", () => {
  it.each<[Date | string, string, string]>([
    [new Date("2026-11-21T20:05:00Z"), NY, "11/21/2026"],
    [new Date("2026-11-22T03:00:00Z"), NY, "11/21/2026"],
    [new Date("2026-11-22T03:00:00Z"), "Asia/Tokyo", "11/22/2026"],
    ["2026-11-22T03:00:00Z", NY, "11/21/2026"],
    ["2026-11-22 03:00:00+00", NY, "11/21/2026"],
    // a bare date is a calendar date: no shift, whatever the zone
    ["2026-11-21", NY, "11/21/2026"],
    ["2026-11-21", "Pacific/Kiritimati", "11/21/2026"],
    ["2026-11-21", "Pacific/Pago_Pago", "11/21/2026"],
    ["2026-01-05", NY, "01/05/2026"],
    // daylight-saving days: midnight moves with the offset
    [new Date("2026-03-08T04:59:00Z"), NY, "03/07/2026"],
    [new Date("2026-03-08T05:00:00Z"), NY, "03/08/2026"],
    [new Date("2026-11-02T04:59:00Z"), NY, "11/01/2026"],
    [new Date("2026-11-02T05:00:00Z"), NY, "11/02/2026"],
    // unreadable text is shown as given
    ["2026-02-30", NY, "2026-02-30"],
    ["next Friday", NY, "next Friday"],
    [new Date(Number.NaN), NY, ""],
  ])("%j in %s -> %s", (value, zone, expected) => {
    expect(formatDateUS(value, zone)).toBe(expected);
  });
});

describe("formatDateTimeUS", () => {
  it.each([
    ["2026-11-21T20:05:00Z", NY, "11/21/2026, 3:05 PM"],
    ["2026-11-21T05:00:00Z", NY, "11/21/2026, 12:00 AM"],
    ["2026-11-21T17:00:00Z", NY, "11/21/2026, 12:00 PM"],
    ["2026-11-21T20:05:00Z", "Asia/Tokyo", "11/22/2026, 5:05 AM"],
    ["2026-03-08T06:59:00Z", NY, "03/08/2026, 1:59 AM"],
    ["2026-03-08T07:00:00Z", NY, "03/08/2026, 3:00 AM"],
    ["2026-11-01T05:30:00Z", NY, "11/01/2026, 1:30 AM"],
    ["2026-11-01T06:30:00Z", NY, "11/01/2026, 1:30 AM"],
    ["2026-11-01T07:00:00Z", NY, "11/01/2026, 2:00 AM"],
  ])("%s in %s -> %s", (iso, zone, expected) => {
    expect(formatDateTimeUS(new Date(iso), zone)).toBe(expected);
  });
});

describe("displayOrderNumber", () => {
  const id = "a1b2c3d4-e5f6-7890-abcd-ef1234567890";
  it.each<[string, { id: string; order_number?: string | null }, string]>([
    ["stored number", { id, order_number: "ORD-1001" }, "ORD-1001"],
    ["null number", { id, order_number: null }, "A1B2C3D4"],
    ["no number", { id }, "A1B2C3D4"],
    ["empty number", { id, order_number: "" }, "A1B2C3D4"],
    ["blank number", { id, order_number: "   " }, "A1B2C3D4"],
    ["short id", { id: "abc" }, "ABC"],
  ])("%s", (_label, order, expected) => {
    expect(displayOrderNumber(order)).toBe(expected);
  });
});

describe("canCustomerCancel", () => {
  const now = new Date("2026-11-21T20:00:00Z");
  it.each<[string, string, Date | string, Date, boolean]>([
    ["just placed", "pending", new Date("2026-11-21T20:00:00Z"), now, true],
    ["exactly 30:00 old", "pending", new Date("2026-11-21T19:30:00Z"), now, true],
    ["30:00.001 old", "pending", new Date("2026-11-21T19:29:59.999Z"), now, false],
    ["an hour old", "pending", new Date("2026-11-21T19:00:00Z"), now, false],
    ["ISO text", "pending", "2026-11-21T19:45:00Z", now, true],
    ["PostgreSQL text", "pending", "2026-11-21 19:45:00+00", now, true],
    ["created in the future (clock skew)", "pending", new Date("2026-11-21T20:05:00Z"), now, true],
    ["confirmed", "confirmed", new Date("2026-11-21T19:59:00Z"), now, false],
    ["cancelled", "cancelled", new Date("2026-11-21T19:59:00Z"), now, false],
    ["refunded", "refunded", new Date("2026-11-21T19:59:00Z"), now, false],
    ["status is case-sensitive", "PENDING", new Date("2026-11-21T19:59:00Z"), now, false],
    ["unreadable created_at", "pending", "garbage", now, false],
    // wall clocks jump on DST days; the window is measured in real elapsed time
    [
      "fall back: 20 min although the wall clock went back",
      "pending",
      "2026-11-01T05:50:00Z",
      new Date("2026-11-01T06:10:00Z"),
      true,
    ],
    [
      "fall back: 35 min although the wall clock shows 25 earlier",
      "pending",
      "2026-11-01T05:35:00Z",
      new Date("2026-11-01T06:10:00Z"),
      false,
    ],
    [
      "spring forward: 25 min although the wall clock moved 85",
      "pending",
      "2026-03-08T06:50:00Z",
      new Date("2026-03-08T07:15:00Z"),
      true,
    ],
  ])("%s", (_label, status, createdAt, at, expected) => {
    expect(canCustomerCancel({ status, created_at: createdAt }, at)).toBe(expected);
  });

  it("uses the product's 30-minute window", () => {
    expect(CUSTOMER_CANCEL_WINDOW_MINUTES).toBe(30);
  });
});

describe("isValidEmail", () => {
  it.each([
    ["a@b.co", true],
    ["first.last+tag@example.com", true],
    ["x@sub.domain.org", true],
    ["", false],
    ["plain", false],
    ["a@b", false],
    ["@b.co", false],
    ["a@.co", false],
    ["a@b.", false],
    ["a b@c.de", false],
    ["a@b c.de", false],
    ["a@@b.co", false],
    ["a@b.co ", false],
  ])("%j -> %s", (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});

describe("independence from the process time zone", () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it.each(["UTC", "Asia/Tokyo", "Pacific/Kiritimati", "Pacific/Pago_Pago"])(
    "same answers in %s",
    (processTz) => {
      process.env.TZ = processTz;
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(processTz);
      expect(formatDateUS("2026-11-21", NY)).toBe("11/21/2026");
      expect(formatDateUS(new Date("2026-11-22T03:00:00Z"), NY)).toBe("11/21/2026");
      expect(formatDateTimeUS(new Date("2026-11-21T20:05:00Z"), NY)).toBe("11/21/2026, 3:05 PM");
      const createdAt = "2026-11-21 19:45:00";
      expect(
        canCustomerCancel({ status: "pending", created_at: createdAt }, new Date("2026-11-21T20:15:00Z")),
      ).toBe(true);
      expect(
        canCustomerCancel({ status: "pending", created_at: createdAt }, new Date("2026-11-21T20:15:01Z")),
      ).toBe(false);
    },
  );
});
