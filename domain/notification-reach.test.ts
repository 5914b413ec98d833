import { describe, expect, it } from "vitest";
import { describeMissingNotifications, describeNotificationReach } from "./notification-reach.ts";

describe("where the business's emails go", () => {
  it("names the address when notifications are on", () => {
    const reach = { adminEmail: "owner@example.com", isEnabled: true };
    expect(describeMissingNotifications(reach)).toBeNull();
    expect(describeNotificationReach(reach)).toBe("Order and catering emails go to owner@example.com.");
  });

  it("says nothing is sent without an address, or with notifications off", () => {
    expect(describeNotificationReach({ adminEmail: " ", isEnabled: true })).toBe(
      "No kitchen email is saved, so order and catering emails are not sent.",
    );
    expect(describeNotificationReach({ adminEmail: "owner@example.com", isEnabled: false })).toBe(
      "Email notifications are off, so order and catering emails are not sent.",
    );
  });
});
