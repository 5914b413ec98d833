import { describe, expect, it } from "vitest";
import {
  describeOrderStage,
  describePayment,
  estimateReadyAt,
  kitchenStepLabel,
  orderStage,
} from "./kitchen-flow.ts";

describe("describeOrderStage", () => {
  const line = (status: string, kitchenStatus: string, orderType = "pickup") =>
    describeOrderStage({ status, kitchenStatus, orderType });

  it("reads a pickup as New → Preparing → Ready → Picked up", () => {
    expect(line("pending", "new")).toBe("New");
    expect(line("confirmed", "preparing")).toBe("Preparing");
    expect(line("confirmed", "ready")).toBe("Ready");
    expect(line("confirmed", "completed")).toBe("Picked up");
  });

  it("reads a delivery's ready step as Out for delivery and its end as Done", () => {
    expect(line("confirmed", "ready", "delivery")).toBe("Out for delivery");
    expect(line("confirmed", "completed", "delivery")).toBe("Done");
    expect(line("confirmed", "completed", "catering")).toBe("Done");
  });

  it("says Cancelled or Refunded whatever the kitchen had reached", () => {
    expect(line("cancelled", "preparing")).toBe("Cancelled");
    expect(line("refunded", "completed")).toBe("Refunded");
    expect(orderStage({ status: "refunded", kitchenStatus: "new" })).toBe("refunded");
  });
});

describe("kitchenStepLabel", () => {
  it("names one button per stage in the kitchen's words", () => {
    expect(kitchenStepLabel("confirm", "pickup", null)).toBe("Start preparing");
    expect(kitchenStepLabel("confirm", "pickup", "11:00 AM")).toBe("Confirm for 11:00 AM");
    expect(kitchenStepLabel("ready", "pickup", null)).toBe("Mark ready");
    expect(kitchenStepLabel("ready", "delivery", null)).toBe("Out for delivery");
    expect(kitchenStepLabel("complete", "pickup", null)).toBe("Picked up");
    expect(kitchenStepLabel("complete", "delivery", null)).toBe("Done");
  });
});

describe("describePayment", () => {
  const pay = (paymentStatus: string, paymentMethod = "card", refundAmount: number | null = null) =>
    describePayment({ paymentStatus, paymentMethod, refundAmount });

  it("says the payment on its own", () => {
    expect(pay("paid")).toBe("Paid");
    expect(pay("unpaid")).toBe("Not paid");
    expect(pay("unpaid", "in_person")).toBe("Pay in person");
    expect(pay("paid", "in_person")).toBe("Paid in person");
    expect(pay("unpaid", "payment_link")).toBe("Payment link sent");
    expect(pay("paid", "card", 500)).toBe("Partially refunded $5.00");
    expect(pay("refunded", "card", 2000)).toBe("Refunded");
    expect(pay("expired")).toBe("Checkout expired");
  });
});

describe("estimateReadyAt", () => {
  const now = new Date("2026-11-25T10:00:00Z");
  const promisedAt = new Date("2026-11-25T16:00:00Z");

  it("adds the chosen minutes to now for an order placed for now", () => {
    expect(estimateReadyAt({ now, readyInMinutes: 15, promisedAt: null })).toEqual(
      new Date("2026-11-25T10:15:00Z"),
    );
    expect(estimateReadyAt({ now, promisedAt: null })).toEqual(new Date("2026-11-25T10:20:00Z"));
  });

  it("never promises a scheduled order before its time", () => {
    expect(estimateReadyAt({ now, promisedAt })).toEqual(promisedAt);
    expect(estimateReadyAt({ now, readyInMinutes: 15, promisedAt })).toEqual(promisedAt);
  });

  it("moves a scheduled order later when the kitchen needs longer than is left", () => {
    const late = new Date("2026-11-25T15:50:00Z");
    expect(estimateReadyAt({ now: late, readyInMinutes: 30, promisedAt })).toEqual(
      new Date("2026-11-25T16:20:00Z"),
    );
  });
});
