import { describe, expect, it } from "vitest";
import {
  buildAdminNotificationEmail,
  buildCancellationEmail,
  buildCustomerConfirmationEmail,
  type OrderEmailContext,
} from "./order-emails.ts";

const context: OrderEmailContext = {
  businessName: "Island Spice Kitchen",
  timeZone: "America/New_York",
  publicUrl: "https://islandspice.example",
  order: {
    id: "0b9f4a4e-3b7e-4d7c-9a4c-1f4f7f0e9a11",
    order_number: "IS-1042",
    customer_name: "Ana <script>alert(1)</script>",
    customer_email: "ana@example.com",
    customer_phone: "4045550100",
    subtotal: 3889,
    tax: 321,
    total: 4210,
    refund_amount: null,
    order_type: "pickup",
    scheduled: true,
    scheduled_date: "2026-11-24",
    scheduled_time: "18:30",
    special_instructions: "Knock <loudly> & wait",
    cancellation_reason: null,
    created_at: new Date("2026-11-21T23:05:00Z"),
    access_token: "tok_abc-123_xyz",
    is_test: false,
  },
  items: [
    {
      title: "Jerk Chicken Plate",
      quantity: 2,
      price: 1445,
      special_instructions: "No <onions>",
      selected_modifiers: [
        { groupName: "Choose Your Side", selectedOptions: [{ name: "Mac & Cheese", priceAdjustment: 150 }] },
        { groupName: "Spice Level", selectedOptions: [{ name: "Mild", priceAdjustment: 0 }] },
      ],
    },
  ],
};

describe("order emails", () => {
  it("confirms to the customer with lines, totals, schedule and the token link, escaping their text", () => {
    const email = buildCustomerConfirmationEmail(context);
    expect(email.subject).toBe("Your order IS-1042 from Island Spice Kitchen");
    expect(email.text).toContain("Scheduled pickup on 11/24/2026 at 6:30 PM");
    expect(email.text).toContain("2 x Jerk Chicken Plate - $28.90");
    expect(email.text).toContain("    Choose Your Side: Mac & Cheese (+$1.50)");
    expect(email.text).toContain("    Note: No <onions>");
    expect(email.text).toContain("Subtotal: $38.89\nTax: $3.21\nTotal: $42.10");
    expect(email.text).toContain("https://islandspice.example/order-confirmation?token=tok_abc-123_xyz");
    // Order again works from the email alone (docs/product/03-ordering.md §3.10.1)
    expect(email.text).toContain(
      "Order again: https://islandspice.example/order-again?token=tok_abc-123_xyz",
    );
    expect(email.html).toContain('href="https://islandspice.example/order-again?token=tok_abc-123_xyz"');
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("Ana &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(email.html).toContain("Knock &lt;loudly&gt; &amp; wait");
    expect(email.html).toContain("No &lt;onions&gt;");
    expect(email.html).toContain("Mac &amp; Cheese (+$1.50)");
    expect(email.html).toContain(
      'href="https://islandspice.example/order-confirmation?token=tok_abc-123_xyz"',
    );
  });

  it("tells the kitchen who ordered what for when", () => {
    const email = buildAdminNotificationEmail({ ...context, order: { ...context.order, scheduled: false } });
    expect(email.subject).toBe("New order IS-1042: $42.10, Pickup as soon as possible");
    expect(email.text).toContain("Placed: 11/21/2026, 6:05 PM");
    expect(email.text).toContain("Customer: Ana <script>alert(1)</script>, ana@example.com, (404) 555-0100");
    expect(email.html).not.toContain("<script>");
  });

  it("says whether a cancelled order was refunded", () => {
    expect(buildCancellationEmail(context).text).toContain("You have not been charged.");
    const refunded = buildCancellationEmail({ ...context, order: { ...context.order, refund_amount: 4210 } });
    expect(refunded.text).toContain("We have refunded $42.10 to your card");
    expect(refunded.subject).toBe("Order IS-1042 cancelled - Island Spice Kitchen");
  });
});
