import { describe, expect, it } from "vitest";
import {
  describeLineHeading,
  describeModifiers,
  describeOptions,
  describeOrderTiming,
  describeScheduledAt,
  formatPriceAdjustment,
  orderLineRows,
} from "./order-lines.ts";

const TZ = "America/New_York";

const spice = { groupName: "Spice", selectedOptions: [{ name: "Hot", priceAdjustment: 0 }] };
const sides = {
  groupName: "Sides",
  selectedOptions: [
    { name: "Rice", priceAdjustment: 0 },
    { name: "Plantain", priceAdjustment: 150 },
    { name: "No sauce", priceAdjustment: -25 },
  ],
};

describe("formatPriceAdjustment", () => {
  it("signs the change and says nothing for a free option", () => {
    expect(formatPriceAdjustment(100)).toBe("+$1.00");
    expect(formatPriceAdjustment(-50)).toBe("-$0.50");
    expect(formatPriceAdjustment(0)).toBe("");
  });
});

describe("describeModifiers", () => {
  it("writes one line per group with the option names", () => {
    expect(describeModifiers([spice, sides])).toEqual(["Spice: Hot", "Sides: Rice, Plantain, No sauce"]);
  });

  it("adds each option's price change when asked", () => {
    expect(describeModifiers([spice, sides], { withPrices: true })).toEqual([
      "Spice: Hot",
      "Sides: Rice, Plantain (+$1.50), No sauce (-$0.25)",
    ]);
    expect(describeOptions(sides, { withPrices: true })).toBe("Rice, Plantain (+$1.50), No sauce (-$0.25)");
  });
});

describe("describeOrderTiming", () => {
  const scheduled = { scheduled: true, scheduledDate: "2026-11-24", scheduledTime: "18:30", eventDate: null };
  const event = { scheduled: false, scheduledDate: null, scheduledTime: null, eventDate: "2026-12-05" };
  const now = { scheduled: false, scheduledDate: null, scheduledTime: null };

  it("reads as the order board shows it", () => {
    expect(describeOrderTiming(scheduled, TZ)).toBe("11/24/2026 at 6:30 PM");
    expect(describeOrderTiming(event, TZ)).toBe("Event 12/05/2026");
    expect(describeOrderTiming(now, TZ)).toBe("As soon as possible");
  });

  it("reads as the printed ticket shows it", () => {
    expect(describeOrderTiming(scheduled, TZ, "ticket")).toBe("FOR 11/24/2026 6:30 PM");
    expect(describeOrderTiming(event, TZ, "ticket")).toBe("EVENT 12/05/2026");
    expect(describeOrderTiming(now, TZ, "ticket")).toBe("ASAP");
  });

  it("treats a scheduled flag without its date and time as an order for now", () => {
    expect(describeOrderTiming({ ...scheduled, scheduledTime: null }, TZ)).toBe("As soon as possible");
    expect(describeScheduledAt("2026-11-24", "09:05", TZ)).toBe("11/24/2026 at 9:05 AM");
  });
});

describe("orderLineRows", () => {
  it("heads each line with its quantity, title and tier, and totals it", () => {
    const rows = orderLineRows([
      {
        id: "a",
        title: "Jerk Chicken Plate",
        quantity: 2,
        price: 1450,
        tierName: null,
        specialInstructions: "No onions please",
        modifiers: [spice],
      },
      {
        id: "b",
        title: "Rice tray",
        quantity: 1,
        price: 6000,
        tierName: "Large",
        specialInstructions: "",
        modifiers: [],
      },
    ]);
    expect(rows).toEqual([
      {
        id: "a",
        heading: "2 × Jerk Chicken Plate",
        modifiers: ["Spice: Hot"],
        note: "No onions please",
        totalCents: 2900,
      },
      { id: "b", heading: "1 × Rice tray (Large)", modifiers: [], note: null, totalCents: 6000 },
    ]);
  });
});

describe("describeLineHeading", () => {
  it("names the catering tier after the title", () => {
    expect(describeLineHeading({ quantity: 3, title: "Jerk chicken", tierName: "Half tray" })).toBe(
      "3 × Jerk chicken (Half tray)",
    );
    expect(describeLineHeading({ quantity: 1, title: "Oxtail", tierName: null })).toBe("1 × Oxtail");
  });
});
