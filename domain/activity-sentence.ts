// The activity log in the owner's words (docs/product/06-admin.md §6.18): each recorded change becomes one
// sentence with the names of people and things and money as money, never a table, a column or an id. Entries
// written before the thing's name was kept fall back to a sentence without the name.
import { formatUsd } from "./money.ts";

/** What one audit row holds, as the activity page reads it. */
export type ActivityEntry = {
  actorUserId: string | null;
  actorName: string | null;
  action: string;
  entity: string;
  /** Which one: for the connections, "payments" or "email"; never shown. */
  entityId?: string | null;
  /** The thing's name when it is known: kept with the change, or read from the thing as it is now. */
  name?: string | null;
  before: unknown;
  after: unknown;
};

type Thing = { noun: string; plural: string };

/** What each kind of record is called on screen. */
const THINGS: Record<string, Thing> = {
  menu_items: { noun: "dish", plural: "dishes" },
  menu_item_category: { noun: "menu category", plural: "menu categories" },
  menu_item_modifier_groups: { noun: "dish's option groups", plural: "dishes' option groups" },
  modifier_groups: { noun: "option group", plural: "option groups" },
  modifiers: { noun: "option", plural: "options" },
  catering_menu_items: { noun: "catering dish", plural: "catering dishes" },
  catering_categories: { noun: "catering category", plural: "catering categories" },
  catering_requests: { noun: "catering request", plural: "catering requests" },
  catering_request_messages: { noun: "reply to a catering request", plural: "replies to catering requests" },
  hero_slides: { noun: "homepage banner", plural: "homepage banners" },
  benefits: { noun: "reason to choose us", plural: "reasons to choose us" },
  testimonials: { noun: "customer review", plural: "customer reviews" },
  alerts: { noun: "alert", plural: "alerts" },
  site_sections: { noun: "text section", plural: "text sections" },
  expenses: { noun: "expense", plural: "expenses" },
  expense_categories: { noun: "expense category", plural: "expense categories" },
  admin_users: { noun: "admin", plural: "admins" },
  account: { noun: "password", plural: "passwords" },
  store_hours: { noun: "opening hours", plural: "opening hours" },
  store_closures: { noun: "closed day", plural: "closed days" },
  site_settings: { noun: "settings", plural: "settings" },
  notification_settings: { noun: "notification settings", plural: "notification settings" },
  orders: { noun: "order", plural: "orders" },
  order_events: { noun: "message to a customer", plural: "messages to customers" },
  inquiries: { noun: "message", plural: "messages" },
  inquiry_messages: { noun: "reply to a message", plural: "replies to messages" },
  mail_outbox: { noun: "email", plural: "emails" },
  sms_outbox: { noun: "text message", plural: "text messages" },
  push_subscriptions: { noun: "device for phone alerts", plural: "devices for phone alerts" },
  push_outbox: { noun: "phone alert", plural: "phone alerts" },
  promo_codes: { noun: "promo code", plural: "promo codes" },
  printers: { noun: "kitchen printer", plural: "kitchen printers" },
  connection_settings: { noun: "connection", plural: "payment and email connections" },
  session: { noun: "sign-in", plural: "sign-ins" },
};

const UNKNOWN_THING: Thing = { noun: "item", plural: "items" };

/** The word for a kind of record, for the page's filter ("Dishes", "Options"). */
export function thingLabel(entity: string): string {
  const plural = (THINGS[entity] ?? UNKNOWN_THING).plural;
  return plural.charAt(0).toUpperCase() + plural.slice(1);
}

/** The word for a kind of change, for the page's filter. */
export function changeLabel(action: string): string {
  return CHANGE_LABELS[action] ?? "Other changes";
}

const CHANGE_LABELS: Record<string, string> = {
  create: "Added",
  update: "Changed",
  delete: "Deleted",
  reorder: "Put in a new order",
  refund: "Refunds",
  "sign-in": "Signed in",
  "sign-out": "Signed out",
  retry: "Emails tried again",
  "pause-ordering": "Ordering paused",
  escalate: "Reminders about unanswered orders",
  "resume-ordering": "Ordering resumed",
  reprint: "Tickets asked to print again",
};

/** Records that answer another (a reply, a message to a customer): named after what they answer. */
const ANSWERS = new Set(["order_events", "inquiry_messages", "catering_request_messages"]);

/** The fields that name a thing, in the order they are tried. */
const NAME_FIELDS = [
  "title",
  "name",
  "heading_text",
  "label",
  "customer_name",
  "subject",
  "description",
  "code",
];

/** A thing's name from what was recorded of it, if any (a dish's title, an option's name). */
export function pickName(values: unknown, entity?: string): string | null {
  if (!isRecord(values)) return null;
  if (typeof values.order_number === "string" && values.order_number) return `#${values.order_number}`;
  // An order is named by its number only, never by its customer.
  if (entity === "orders" || (entity && ANSWERS.has(entity))) return null;
  for (const field of NAME_FIELDS) {
    const value = values[field];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return null;
}

type FieldWords = { label: string; money?: boolean; short?: boolean };

/** How a changed field is named in a sentence; fields not listed are counted as "other details". */
const FIELDS: Record<string, FieldWords> = {
  price: { label: "price", money: true },
  price_adjustment: { label: "extra price", money: true },
  amount: { label: "amount", money: true },
  title: { label: "name", short: true },
  name: { label: "name", short: true },
  heading_text: { label: "heading", short: true },
  heading_highlight: { label: "highlighted words", short: true },
  badge_text: { label: "label above the heading", short: true },
  subtitle: { label: "subtitle" },
  cta_text: { label: "button text", short: true },
  cta_link: { label: "button link" },
  description: { label: "description" },
  message: { label: "message" },
  text: { label: "review" },
  content: { label: "text" },
  location: { label: "place", short: true },
  rating: { label: "stars", short: true },
  image_url: { label: "photo" },
  receipt_url: { label: "receipt" },
  category: { label: "category" },
  category_id: { label: "category" },
  allergens: { label: "allergens" },
  external_links: { label: "delivery app links" },
  price_tiers: { label: "serving sizes and prices" },
  color: { label: "colour" },
  background_color: { label: "background colour" },
  text_color: { label: "text colour" },
  icon_name: { label: "icon" },
  alert_type: { label: "kind" },
  start_date: { label: "start date", short: true },
  end_date: { label: "end date", short: true },
  open_time: { label: "opening time", short: true },
  close_time: { label: "closing time", short: true },
  is_closed: { label: "closed or open" },
  expense_date: { label: "date", short: true },
  vendor: { label: "vendor", short: true },
  payment_method: { label: "payment method" },
  notes: { label: "notes" },
  internal_notes: { label: "private notes" },
  admin_email: { label: "kitchen email address", short: true },
  email_notifications_enabled: { label: "order emails" },
  min_selections: { label: "fewest choices", short: true },
  max_selections: { label: "most choices", short: true },
  is_required: { label: "must choose" },
  modifier_group_ids: { label: "option groups" },
  is_dismissible: { label: "can be closed" },
  show_add_to_cart: { label: "order button" },
  available_direct: { label: "where it is sold" },
  available_doordash: { label: "where it is sold" },
  available_ubereats: { label: "where it is sold" },
  password: { label: "password" },
  mac_address: { label: "MAC address", short: true },
  takes: { label: "orders it prints", short: true },
  address: { label: "printer address" },
};

/** Fields that change with every save and say nothing to the owner. */
const IGNORED = new Set(["id", "created_at", "updated_at", "display_order", "created_by", "reason"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function listWords(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

function quoted(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string" || !value.trim() || value.length > 60) return null;
  return value.trim();
}

/** "the dish Jerk Chicken", or "a dish" when the name was not kept. */
function thingPhrase(entity: string, name: string | null): string {
  const { noun } = THINGS[entity] ?? UNKNOWN_THING;
  if (entity === "orders") return name ? `order ${name}` : "an order";
  if (entity === "store_hours") return name ? `the opening hours for ${name}` : "the opening hours";
  if (entity === "site_settings" || entity === "notification_settings") {
    return `the ${noun}`;
  }
  if (name) return `the ${noun} ${name}`;
  return `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
}

/** " of Jerk Chicken" (" of a dish" when the name was not kept), " for Monday", or nothing for the settings. */
function ofThing(entity: string, name: string | null): string {
  if (entity === "orders") return ` of ${thingPhrase(entity, name)}`;
  if (entity === "store_hours") return name ? ` for ${name}` : "";
  if (entity === "site_settings" || entity === "notification_settings") return "";
  return ` of ${name ?? thingPhrase(entity, null)}`;
}

/** "Business name" from a setting's key, for the settings, whose keys are the owner's own fields. */
function settingWords(key: string): string {
  return key.replaceAll("_", " ").replace(/\burl\b/g, "link");
}

const KITCHEN_STEPS: Record<string, string> = {
  new: "New",
  preparing: "Preparing",
  ready: "Ready",
  out_for_delivery: "Out for delivery",
  completed: "Done",
  picked_up: "Picked up",
};

function orderUpdate(
  actor: string,
  thing: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  if (after.status === "cancelled" && before.status !== "cancelled") {
    const reason = quoted(after.reason);
    return `${actor} cancelled ${thing}${reason ? `: ${reason}` : ""}`;
  }
  if (typeof after.kitchen_status === "string" && after.kitchen_status !== before.kitchen_status) {
    const step = KITCHEN_STEPS[after.kitchen_status] ?? null;
    return step ? `${actor} moved ${thing} to ${step}` : `${actor} moved ${thing} to its next step`;
  }
  if (after.payment_status === "paid" && before.payment_status !== "paid") {
    return `${actor} marked ${thing} paid`;
  }
  if ("acknowledged_at" in after && !before.acknowledged_at) return `${actor} opened new ${thing}`;
  return `${actor} changed ${thing}`;
}

function switchSentence(
  actor: string,
  field: string,
  value: unknown,
  entity: string,
  name: string | null,
): string | null {
  const thing = thingPhrase(entity, name);
  if (field === "sold_out_until") {
    return value
      ? `${actor} marked ${thing} sold out today`
      : `${actor} brought back ${thing} after it sold out`;
  }
  if (typeof value !== "boolean") return null;
  switch (field) {
    case "is_active":
      if (entity === "alerts" || entity === "site_sections" || entity === "hero_slides") {
        return value ? `${actor} showed ${thing} on the website` : `${actor} hid ${thing} from the website`;
      }
      return value ? `${actor} switched on ${thing}` : `${actor} switched off ${thing}`;
    case "available":
      return value ? `${actor} put ${thing} back on the menu` : `${actor} took ${thing} off the menu`;
    case "featured":
      return value ? `${actor} featured ${thing} on the homepage` : `${actor} stopped featuring ${thing}`;
    case "email_notifications_enabled":
      return value ? `${actor} turned order emails on` : `${actor} turned order emails off`;
    default:
      return null;
  }
}

function updateSentence(actor: string, entry: ActivityEntry, name: string | null): string {
  const before = isRecord(entry.before) ? entry.before : {};
  const after = isRecord(entry.after) ? entry.after : {};
  const thing = thingPhrase(entry.entity, name);
  if (entry.entity === "orders") return orderUpdate(actor, thing, before, after);
  if (entry.entity === "account") {
    if (entry.actorUserId === null) return `A new password was set for ${name ?? "an admin"} on the server`;
    if (name && name === actor) return `${actor} changed their password`;
    return name ? `${actor} set a new password for ${name}` : `${actor} changed a password`;
  }
  if (after.reason === "SOFT_DELETE_PERFORMED") {
    return `${actor} took ${thing} off the menu (kept, as past orders include it)`;
  }
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !IGNORED.has(key) && !same(before[key], after[key]),
  );
  if (entry.entity === "site_settings") {
    if (changed.length === 0) return `${actor} saved the settings`;
    return `${actor} changed the settings: ${listWords(changed.map(settingWords))}`;
  }
  if (changed.length === 1) {
    const [field] = changed as [string];
    const toggled = switchSentence(actor, field, after[field], entry.entity, name);
    if (toggled) return toggled;
    const words = FIELDS[field];
    const of = ofThing(entry.entity, name);
    if (words?.money && typeof before[field] === "number" && typeof after[field] === "number") {
      return `${actor} changed the ${words.label}${of} from ${formatUsd(before[field])} to ${formatUsd(after[field])}`;
    }
    if (words?.short && (field === "title" || field === "name")) {
      const from = quoted(before[field]);
      const to = quoted(after[field]);
      if (from && to)
        return `${actor} renamed the ${(THINGS[entry.entity] ?? UNKNOWN_THING).noun} ${from} to ${to}`;
    }
    if (words?.short) {
      const from = quoted(before[field]);
      const to = quoted(after[field]);
      if (from && to) return `${actor} changed the ${words.label}${of} from ${from} to ${to}`;
    }
    if (words) return `${actor} changed the ${words.label}${of}`;
  }
  const parts: string[] = [];
  let others = false;
  for (const field of changed) {
    const words = FIELDS[field];
    if (!words) {
      others = true;
      continue;
    }
    const part =
      words.money && typeof before[field] === "number" && typeof after[field] === "number"
        ? `${words.label} from ${formatUsd(before[field])} to ${formatUsd(after[field])}`
        : words.label;
    if (!parts.includes(part)) parts.push(part);
  }
  if (others) parts.push(parts.length > 0 ? "other details" : "its details");
  if (parts.length === 0) return `${actor} saved ${thing} without changes`;
  return `${actor} changed ${thing}: ${listWords(parts)}`;
}

function refundSentence(actor: string, entry: ActivityEntry, name: string | null): string {
  const before = isRecord(entry.before) ? entry.before : {};
  const after = isRecord(entry.after) ? entry.after : {};
  const thing = thingPhrase("orders", name);
  const total = typeof after.refund_amount === "number" ? after.refund_amount : null;
  const earlier = typeof before.refund_amount === "number" ? before.refund_amount : 0;
  const amount = typeof after.amount === "number" ? after.amount : total === null ? null : total - earlier;
  return amount !== null && amount > 0
    ? `${actor} refunded ${formatUsd(amount)} on ${thing}`
    : `${actor} refunded ${thing}`;
}

function createSentence(actor: string, entry: ActivityEntry, name: string | null): string {
  const after = isRecord(entry.after) ? entry.after : {};
  switch (entry.entity) {
    case "orders":
      return `${actor} took ${after.source === "phone" ? "a phone order" : "an order"}${name ? ` (${thingPhrase("orders", name)})` : ""}${
        typeof after.customer_name === "string" && after.customer_name ? ` for ${after.customer_name}` : ""
      }`;
    case "order_events":
      return `${actor} wrote to the customer of ${thingPhrase("orders", name)}`;
    case "inquiry_messages":
      return `${actor} replied to a message${name ? ` from ${name}` : ""}`;
    case "catering_request_messages":
      return `${actor} replied to a catering request${name ? ` from ${name}` : ""}`;
    case "mail_outbox":
      return after.kind === "test" ? `${actor} wrote a test email` : `${actor} wrote an email`;
    case "sms_outbox":
      return after.kind === "test" ? `${actor} sent a test text` : `${actor} wrote a text message`;
    case "push_subscriptions":
      return `${actor} turned on phone alerts on ${name ?? "a device"}`;
    case "push_outbox":
      return `${actor} sent a test phone alert`;
    case "admin_users":
      return `${actor} added ${name ? `${name} as an admin` : "an admin"}`;
    case "store_hours":
      return `${actor} set ${thingPhrase(entry.entity, name)}`;
    default:
      return `${actor} added ${thingPhrase(entry.entity, name)}`;
  }
}

/** "Monday" from a day's stored key ("monday"). */
function weekday(values: unknown): string | null {
  if (!isRecord(values) || typeof values.day_of_week !== "string" || !values.day_of_week) return null;
  return values.day_of_week.charAt(0).toUpperCase() + values.day_of_week.slice(1);
}

/** The person who made the change, or the site itself for what it did on its own. */
export function actorWords(entry: Pick<ActivityEntry, "actorUserId" | "actorName">): string {
  if (entry.actorName?.trim()) return entry.actorName.trim();
  return entry.actorUserId === null ? "The site" : "Someone no longer an admin";
}

/**
 * The Stripe keys or the mail server, saved, changed or removed under Settings (docs/product/06-admin.md
 * §6.21).
 */
function connectionSentence(actor: string, entry: ActivityEntry): string {
  const thing = entry.entityId === "payments" ? "the Stripe keys" : "the mail server";
  if (entry.action === "create")
    return entry.entityId === "payments" ? `${actor} saved ${thing}` : `${actor} connected ${thing}`;
  if (entry.action === "delete") return `${actor} removed ${thing}`;
  return `${actor} changed ${thing}`;
}

/** One sentence for one recorded change: "Maria changed the price of Oxtail Stew from $18.95 to $19.95". */
export function activitySentence(entry: ActivityEntry): string {
  const actor = actorWords(entry);
  if (entry.entity === "connection_settings") return connectionSentence(actor, entry);
  const name =
    entry.name?.trim() ||
    (entry.entity === "store_hours" ? (weekday(entry.after) ?? weekday(entry.before)) : null) ||
    pickName(entry.after, entry.entity) ||
    pickName(entry.before, entry.entity);
  switch (entry.action) {
    case "create":
      return createSentence(actor, entry, name);
    case "update":
      return updateSentence(actor, entry, name);
    case "delete":
      if (entry.entity === "admin_users")
        return `${actor} removed ${name ? `${name} as an admin` : "an admin"}`;
      if (entry.entity === "push_subscriptions")
        return `${actor} turned off phone alerts on ${name ?? "a device"}`;
      return `${actor} deleted ${thingPhrase(entry.entity, name)}`;
    case "reorder":
      return `${actor} changed the order of the ${(THINGS[entry.entity] ?? UNKNOWN_THING).plural}`;
    case "refund":
      return refundSentence(actor, entry, name);
    case "reprint":
      return `${actor} asked for the kitchen ticket of ${thingPhrase("orders", name)} to print again`;
    case "sign-in":
      return `${actor} signed in`;
    case "sign-out":
      return `${actor} signed out`;
    case "retry":
      return `${actor} asked to try ${name ? `the email “${name}”` : "an email"} again`;
    case "escalate":
      // the automatic pause of docs/product/08-text-messages.md §8 is an escalation step too
      if (isRecord(entry.after) && entry.after.step === "pause")
        return `${actor} paused online ordering because nobody had answered ${thingPhrase("orders", name)}`;
      return `${actor} reminded the owner about ${thingPhrase("orders", name)}, which nobody had answered`;
    case "pause-ordering":
      return `${actor} paused online ordering`;
    case "promo-over-limit": {
      // the payment's re-check of a promo code (docs/decisions/135)
      const code =
        isRecord(entry.after) && typeof entry.after.promo_code === "string" ? entry.after.promo_code : null;
      const withCode = `${actor} took the payment for ${thingPhrase("orders", name)} with ${
        code ? `promo code ${code}` : "a promo code"
      }`;
      if (isRecord(entry.after) && entry.after.rule === "first-order")
        return `${withCode}, for first orders only, though the same customer had paid for an order before; the order kept its discount`;
      return `${withCode} after its last use had gone to another order; the order kept its discount`;
    }
    case "resume-ordering":
      return `${actor} started online ordering again`;
    default:
      return THINGS[entry.entity]
        ? `${actor} made a change to ${thingPhrase(entry.entity, name)}`
        : `${actor} made a change`;
  }
}
