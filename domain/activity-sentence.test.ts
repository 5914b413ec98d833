import { describe, expect, it } from "vitest";
import {
  activitySentence,
  changeLabel,
  pickName,
  thingLabel,
  type ActivityEntry,
} from "./activity-sentence.ts";

const maria = { actorUserId: "u1", actorName: "Maria" };

function sentence(entry: Partial<ActivityEntry> & Pick<ActivityEntry, "action" | "entity">): string {
  return activitySentence({ ...maria, before: null, after: null, ...entry });
}

describe("activitySentence", () => {
  it("says a price change with both prices as money", () => {
    expect(
      sentence({
        action: "update",
        entity: "menu_items",
        before: { title: "Oxtail Stew", price: 1895, updated_at: "a" },
        after: { title: "Oxtail Stew", price: 1995, updated_at: "b" },
      }),
    ).toBe("Maria changed the price of Oxtail Stew from $18.95 to $19.95");
  });

  it("names what was added and deleted", () => {
    expect(
      sentence({ action: "create", entity: "menu_items", after: { id: "x", title: "Jerk Chicken" } }),
    ).toBe("Maria added the dish Jerk Chicken");
    expect(
      sentence({ action: "delete", entity: "modifier_groups", before: { id: "x", name: "Sides" } }),
    ).toBe("Maria deleted the option group Sides");
    expect(
      sentence({ action: "delete", entity: "hero_slides", before: { heading_text: "Taste the island" } }),
    ).toBe("Maria deleted the homepage banner Taste the island");
  });

  it("uses the name kept with the change before the recorded values", () => {
    expect(
      sentence({
        action: "update",
        entity: "menu_items",
        name: "Curry Goat",
        before: { available: true },
        after: { available: false },
      }),
    ).toBe("Maria took the dish Curry Goat off the menu");
  });

  it("says a refund's amount on the order's number", () => {
    expect(
      sentence({
        action: "refund",
        entity: "orders",
        name: "#A1B2",
        before: { status: "confirmed", refund_amount: 0 },
        after: { status: "confirmed", refund_amount: 500, refund_id: "re_1" },
      }),
    ).toBe("Maria refunded $5.00 on order #A1B2");
    expect(
      sentence({
        action: "refund",
        entity: "orders",
        name: "#A1B2",
        before: { refund_amount: 500 },
        after: { refund_amount: 1250 },
      }),
    ).toBe("Maria refunded $7.50 on order #A1B2");
  });

  it("says what the site did on its own", () => {
    expect(
      activitySentence({
        actorUserId: null,
        actorName: null,
        action: "refund",
        entity: "orders",
        name: "#Z9",
        before: { status: "cancelled", payment_status: "paid" },
        after: { status: "refunded", refund_amount: 2400 },
      }),
    ).toBe("The site refunded $24.00 on order #Z9");
  });

  it("falls back without the name on entries written before names were kept, never with an id", () => {
    const text = sentence({
      action: "update",
      entity: "menu_items",
      before: { featured: false },
      after: { featured: true },
    });
    expect(text).toBe("Maria featured a dish on the homepage");
    expect(
      sentence({ action: "update", entity: "orders", before: { status: "x" }, after: { status: "y" } }),
    ).toBe("Maria changed an order");
  });

  it("says an option's extra price and a rename", () => {
    expect(
      sentence({
        action: "update",
        entity: "modifiers",
        before: { name: "Extra plantain", price_adjustment: 150 },
        after: { name: "Extra plantain", price_adjustment: 200 },
      }),
    ).toBe("Maria changed the extra price of Extra plantain from $1.50 to $2.00");
    expect(
      sentence({
        action: "update",
        entity: "menu_items",
        before: { title: "Jerk Chiken" },
        after: { title: "Jerk Chicken" },
      }),
    ).toBe("Maria renamed the dish Jerk Chiken to Jerk Chicken");
  });

  it("lists several changes together, money with its values, unknown fields as other details", () => {
    expect(
      sentence({
        action: "update",
        entity: "menu_items",
        before: { title: "Oxtail Stew", price: 1895, description: "a", image_url: "/a.jpg", some_flag: 1 },
        after: { title: "Oxtail Stew", price: 1995, description: "b", image_url: "/b.jpg", some_flag: 2 },
      }),
    ).toBe(
      "Maria changed the dish Oxtail Stew: price from $18.95 to $19.95, description, photo and other details",
    );
  });

  it("says sold out today and its return", () => {
    expect(
      sentence({
        action: "update",
        entity: "menu_items",
        before: { title: "Festival", sold_out_until: null },
        after: { title: "Festival", sold_out_until: "2026-11-26T15:00:00.000Z" },
      }),
    ).toBe("Maria marked the dish Festival sold out today");
    expect(
      sentence({
        action: "update",
        entity: "modifiers",
        before: { name: "Rice", sold_out_until: "2026-11-26T15:00:00.000Z" },
        after: { name: "Rice", sold_out_until: null },
      }),
    ).toBe("Maria brought back the option Rice after it sold out");
  });

  it("says the order's kitchen steps, payment and cancellation", () => {
    const order = { action: "update", entity: "orders", name: "#42" } as const;
    expect(
      sentence({ ...order, before: { kitchen_status: "new" }, after: { kitchen_status: "preparing" } }),
    ).toBe("Maria moved order #42 to Preparing");
    expect(
      sentence({ ...order, before: { payment_status: "unpaid" }, after: { payment_status: "paid" } }),
    ).toBe("Maria marked order #42 paid");
    expect(
      sentence({
        ...order,
        before: { status: "confirmed" },
        after: { status: "cancelled", reason: "No answer" },
      }),
    ).toBe("Maria cancelled order #42: No answer");
  });

  it("names a phone order by its number, never by a customer's name as the order's", () => {
    expect(
      sentence({
        action: "create",
        entity: "orders",
        name: "#A7",
        after: { source: "phone", customer_name: "Ann", payment_method: "cash" },
      }),
    ).toBe("Maria took a phone order (order #A7) for Ann");
  });

  it("names replies after what they answer, not after their subject", () => {
    expect(
      sentence({ action: "create", entity: "order_events", after: { order_id: "x", subject: "Your food" } }),
    ).toBe("Maria wrote to the customer of an order");
    expect(
      sentence({ action: "create", entity: "order_events", name: "#B3", after: { subject: "Your food" } }),
    ).toBe("Maria wrote to the customer of order #B3");
    expect(sentence({ action: "create", entity: "inquiry_messages", name: "Tom Lee", after: {} })).toBe(
      "Maria replied to a message from Tom Lee",
    );
  });

  it("says settings, hours, passwords and sign-ins plainly", () => {
    expect(
      sentence({
        action: "update",
        entity: "notification_settings",
        before: { admin_email: "a@example.com" },
        after: { admin_email: "b@example.com" },
      }),
    ).toBe("Maria changed the kitchen email address from a@example.com to b@example.com");
    expect(
      sentence({
        action: "update",
        entity: "site_settings",
        before: { business_name: "A", phone: "1" },
        after: { business_name: "B", phone: "2" },
      }),
    ).toBe("Maria changed the settings: business name and phone");
    expect(
      sentence({
        action: "update",
        entity: "store_hours",
        before: { day_of_week: "monday", open_time: "11:00" },
        after: { day_of_week: "monday", open_time: "12:00" },
      }),
    ).toBe("Maria changed the opening time for Monday from 11:00 to 12:00");
    expect(sentence({ action: "update", entity: "account", name: "Maria", after: { password: "x" } })).toBe(
      "Maria changed their password",
    );
    expect(sentence({ action: "sign-in", entity: "session" })).toBe("Maria signed in");
    expect(sentence({ action: "pause-ordering", entity: "site_settings" })).toBe(
      "Maria paused online ordering",
    );
    expect(sentence({ action: "reorder", entity: "hero_slides", after: { ids: ["a", "b"] } })).toBe(
      "Maria changed the order of the homepage banners",
    );
  });

  it("gives a plain sentence for kinds of change it does not know", () => {
    expect(sentence({ action: "archive", entity: "menu_items", name: "Soup" })).toBe(
      "Maria made a change to the dish Soup",
    );
    expect(sentence({ action: "archive", entity: "some_new_table" })).toBe("Maria made a change");
    expect(sentence({ action: "create", entity: "some_new_table", after: { id: "123" } })).toBe(
      "Maria added an item",
    );
  });

  it("never shows a table name, a column name or an id", () => {
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const texts = [
      sentence({ action: "create", entity: "menu_items", after: { id } }),
      sentence({ action: "update", entity: "menu_items", before: { id, is_x: 1 }, after: { id, is_x: 2 } }),
      sentence({ action: "delete", entity: "expenses", before: { id } }),
      sentence({ action: "update", entity: "orders", before: { id }, after: { id } }),
    ];
    for (const text of texts) expect(text).not.toMatch(/_|0f8fad5b|menu_items|orders\b/);
  });

  it("says who is gone when the admin was removed", () => {
    expect(
      activitySentence({
        actorUserId: "gone",
        actorName: null,
        action: "delete",
        entity: "alerts",
        before: { title: "Closed Monday" },
        after: null,
      }),
    ).toBe("Someone no longer an admin deleted the alert Closed Monday");
  });
});

describe("the connections, texts, promo codes and reminders", () => {
  it("names the Stripe keys and the mail server, never their record", () => {
    expect(sentence({ action: "create", entity: "connection_settings", entityId: "email" })).toBe(
      "Maria connected the mail server",
    );
    expect(sentence({ action: "update", entity: "connection_settings", entityId: "payments" })).toBe(
      "Maria changed the Stripe keys",
    );
    expect(sentence({ action: "delete", entity: "connection_settings", entityId: "payments" })).toBe(
      "Maria removed the Stripe keys",
    );
  });

  it("says a test text, a promo code by its code, and the site's reminder about an order", () => {
    expect(sentence({ action: "create", entity: "sms_outbox", after: { kind: "test" } })).toBe(
      "Maria sent a test text",
    );
    expect(sentence({ action: "create", entity: "promo_codes", after: { code: "SAVE10" } })).toBe(
      "Maria added the promo code SAVE10",
    );
    expect(
      activitySentence({
        actorUserId: null,
        actorName: null,
        action: "escalate",
        entity: "orders",
        name: "#A1B2",
        before: null,
        after: { step: "text", minutes: 3 },
      }),
    ).toBe("The site reminded the owner about order #A1B2, which nobody had answered");
    expect(
      activitySentence({
        actorUserId: null,
        actorName: null,
        action: "escalate",
        entity: "orders",
        name: "#A1B2",
        before: null,
        after: { step: "pause", minutes: 12 },
      }),
    ).toBe("The site paused online ordering because nobody had answered order #A1B2");
    expect(changeLabel("escalate")).toBe("Reminders about unanswered orders");
  });
});

describe("pickName", () => {
  it("reads a thing's name and an order's number, not a customer's name as an order's", () => {
    expect(pickName({ title: "Jerk Chicken" })).toBe("Jerk Chicken");
    expect(pickName({ order_number: "A1B2", customer_name: "Ann" }, "orders")).toBe("#A1B2");
    expect(pickName({ customer_name: "Ann" }, "orders")).toBeNull();
    expect(pickName({ subject: "Hi" }, "order_events")).toBeNull();
    expect(pickName(null)).toBeNull();
  });
});

describe("filter words", () => {
  it("names kinds of things and changes in plain words", () => {
    expect(thingLabel("modifier_groups")).toBe("Option groups");
    expect(thingLabel("hero_slides")).toBe("Homepage banners");
    expect(thingLabel("whatever_table")).toBe("Items");
    expect(changeLabel("update")).toBe("Changed");
    expect(changeLabel("odd")).toBe("Other changes");
  });
});
