import { describe, expect, it } from "vitest";
import {
  cartServings,
  checkEventTiming,
  describeServings,
  earliestEvent,
  parseMinNoticeHours,
  parseServes,
  quoteRequestSchema,
} from "./catering.ts";

const zone = "America/New_York";
// 2026-11-23 15:00 in New York.
const now = new Date("2026-11-23T20:00:00Z");

describe("the event's earliest date", () => {
  it("is today without a minimum notice", () => {
    const rules = { timeZone: zone, minNoticeHours: null };
    expect(earliestEvent(rules, now)).toEqual({ dateKey: "2026-11-23", time: null });
    expect(checkEventTiming({ eventDate: "2026-11-23", eventTime: "08:00" }, rules, now)).toBeNull();
    expect(checkEventTiming({ eventDate: "2026-11-22", eventTime: "18:00" }, rules, now)).toBe(
      "Event date cannot be earlier than today",
    );
  });

  it("is the notice's hours ahead, in the business time zone, when the owner sets one", () => {
    const rules = { timeZone: zone, minNoticeHours: 48 };
    expect(earliestEvent(rules, now)).toEqual({ dateKey: "2026-11-25", time: "15:00" });
    expect(checkEventTiming({ eventDate: "2026-11-25", eventTime: "14:30" }, rules, now)).toMatch(
      /48 hours' notice/,
    );
    expect(checkEventTiming({ eventDate: "2026-11-25", eventTime: "15:00" }, rules, now)).toBeNull();
    expect(checkEventTiming({ eventDate: "2026-11-24", eventTime: "23:00" }, rules, now)).toMatch(/notice/);
  });

  it("reads the setting as whole positive hours, else unset", () => {
    expect(parseMinNoticeHours("48")).toBe(48);
    for (const value of [null, "", "0", "-3", "1.5", "soon"]) expect(parseMinNoticeHours(value)).toBeNull();
  });
});

describe("the servings meter", () => {
  it("adds up each tier's servings times its quantity", () => {
    expect(parseServes("10-12")).toEqual({ min: 10, max: 12 });
    expect(parseServes("25")).toEqual({ min: 25, max: 25 });
    expect(parseServes("a crowd")).toBeNull();
    const servings = cartServings([
      { serves: "20-25", quantity: 2 },
      { serves: "10-12", quantity: 1 },
      { serves: "", quantity: 4 },
    ]);
    expect(servings).toEqual({ min: 50, max: 62 });
    expect(describeServings(servings!, 50)).toBe("serves 50-62 of your 50 guests");
    expect(describeServings({ min: 40, max: 40 }, 50)).toBe("serves 40 of your 50 guests");
    expect(cartServings([{ serves: "", quantity: 1 }])).toBeNull();
  });
});

describe("the quote request schema", () => {
  const valid = {
    customerName: "Grace",
    email: "grace@example.com",
    phone: "4045550177",
    eventDate: "2026-12-01",
    eventTime: "18:30",
    guestCount: "40",
    eventType: "Wedding",
    deliveryOption: "pickup",
  };

  it("takes the form's text and gives a whole guest count; special requests are optional", () => {
    const parsed = quoteRequestSchema.parse(valid);
    expect(parsed.guestCount).toBe(40);
    expect(parsed.specialRequests).toBeUndefined();
  });

  it.each([
    ["guestCount", "", "Guest count is required"],
    ["guestCount", "0", "Guest count must be at least 1"],
    ["guestCount", "2.5", "Guest count must be a whole number"],
    ["eventType", "", "Event type is required"],
    ["deliveryOption", "boat", "Unknown delivery option"],
    ["eventDate", "2026-02-30", "Event date is invalid"],
    ["eventTime", "25:00", "Event time is invalid"],
  ])("gives %s = %j the message %s", (field, value, message) => {
    const result = quoteRequestSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});
