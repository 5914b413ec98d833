// The order emails: confirmation to the customer, notification to the kitchen, and cancellation
// notices. Every customer- or admin-written text is escaped in the HTML part.
import { displayOrderNumber, formatDateTimeUS, formatPhoneDisplay } from "#domain/format.ts";
import { formatUsd } from "#domain/money.ts";
import { describeModifiers, describeScheduledAt } from "#domain/order-lines.ts";
import type { SelectedModifier } from "#server/db/schema/index.ts";

export type OrderEmailOrder = {
  id: string;
  order_number: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  subtotal: number;
  tax: number;
  /** cents (docs/product/03-ordering.md §3.15, §3.16); absent on older callers */
  tip?: number;
  discount?: number;
  promo_code?: string | null;
  total: number;
  refund_amount: number | null;
  order_type: string;
  scheduled: boolean;
  scheduled_date: string | null;
  scheduled_time: string | null;
  special_instructions: string | null;
  cancellation_reason: string | null;
  created_at: Date;
  access_token: string;
  /** taken through the payment sandbox: no money moved */
  is_test: boolean;
  /** when the kitchen said the order would be ready (set on Confirm) */
  estimated_ready_at?: Date | null;
  /** the ready time quoted at checkout for an order placed for now (docs/product/03-ordering.md §3.14) */
  quoted_ready_at?: Date | null;
};

export type OrderEmailItem = {
  title: string;
  quantity: number;
  /** unit price in cents, options included */
  price: number;
  special_instructions: string | null;
  selected_modifiers: SelectedModifier[];
};

export type OrderEmailContext = {
  businessName: string;
  timeZone: string;
  publicUrl: string;
  order: OrderEmailOrder;
  items: OrderEmailItem[];
  /** For a refund email: this refund's amount (cents) and the reason given. */
  refund?: { amount: number; reason: string | null };
  /** For a phone order's payment-link email: the payment page's address. */
  paymentLink?: string;
};

export type EmailContent = { subject: string; html: string; text: string };

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function orderTypeLabel(orderType: string): string {
  if (orderType === "catering") return "Catering";
  return orderType === "delivery" ? "Delivery" : "Pickup";
}

/** "Pickup as soon as possible" or "Scheduled pickup on 11/24/2026 at 6:30 PM". */
export function describeTiming(order: OrderEmailOrder, timeZone: string): string {
  const type = orderTypeLabel(order.order_type);
  if (order.scheduled && order.scheduled_date && order.scheduled_time) {
    return `Scheduled ${type.toLowerCase()} on ${describeScheduledAt(order.scheduled_date, order.scheduled_time, timeZone)}`;
  }
  if (order.quoted_ready_at) {
    const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(
      order.quoted_ready_at,
    );
    return `${type} as soon as possible, ready at about ${time}`;
  }
  return `${type} as soon as possible`;
}

function optionsText(modifiers: SelectedModifier[]): string[] {
  return describeModifiers(modifiers, { withPrices: true });
}

function linesText(items: OrderEmailItem[]): string {
  return items
    .map((item) => {
      const details = [...optionsText(item.selected_modifiers)];
      if (item.special_instructions) details.push(`Note: ${item.special_instructions}`);
      const head = `${item.quantity} x ${item.title} - ${formatUsd(item.price * item.quantity)}`;
      return [head, ...details.map((line) => `    ${line}`)].join("\n");
    })
    .join("\n");
}

const cell = "padding:8px 0;border-bottom:1px solid #e5e7eb;vertical-align:top";

function linesHtml(items: OrderEmailItem[]): string {
  const rows = items
    .map((item) => {
      const details = optionsText(item.selected_modifiers).map(
        (line) => `<br><span style="color:#4b5563;font-size:14px">${escapeHtml(line)}</span>`,
      );
      if (item.special_instructions) {
        details.push(
          `<br><span style="color:#4b5563;font-size:14px">Note: ${escapeHtml(item.special_instructions)}</span>`,
        );
      }
      return `<tr><td style="${cell}">${item.quantity} &times; ${escapeHtml(item.title)}${details.join("")}</td><td style="${cell};text-align:right;white-space:nowrap">${formatUsd(item.price * item.quantity)}</td></tr>`;
    })
    .join("");
  return `<table role="presentation" style="width:100%;border-collapse:collapse">${rows}</table>`;
}

/** Subtotal, the discount and the tip when there are any, tax and total. */
function totalsRows(order: OrderEmailOrder): [string, string][] {
  const rows: [string, string][] = [["Subtotal", formatUsd(order.subtotal)]];
  if (order.discount) {
    rows.push([
      order.promo_code ? `Discount (${order.promo_code})` : "Discount",
      `-${formatUsd(order.discount)}`,
    ]);
  }
  rows.push(["Tax", formatUsd(order.tax)]);
  if (order.tip) rows.push(["Tip", formatUsd(order.tip)]);
  rows.push(["Total", formatUsd(order.total)]);
  return rows;
}

function totalsText(order: OrderEmailOrder): string {
  return totalsRows(order)
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
}

function totalsHtml(order: OrderEmailOrder): string {
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 0${strong ? ";font-weight:bold" : ""}">${label}</td><td style="padding:4px 0;text-align:right${strong ? ";font-weight:bold" : ""}">${value}</td></tr>`;
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin-top:8px">${totalsRows(
    order,
  )
    .map(([label, value]) => row(escapeHtml(label), value, label === "Total"))
    .join("")}</table>`;
}

function layout(businessName: string, heading: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head><body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#1f2937"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px"><p style="margin:0 0 8px;color:#9a3412;font-weight:bold">${escapeHtml(businessName)}</p><h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>${body}</div></body></html>`;
}

function paragraph(text: string): string {
  return `<p style="margin:0 0 12px;line-height:1.5">${text}</p>`;
}

export const TEST_ORDER_NOTICE = "Test order: the payment was simulated in demo mode and no money was taken.";

/** Marks an email about a sandbox order as a test, in its subject and at the top of both parts. */
export function markTestOrder(content: EmailContent): EmailContent {
  return {
    subject: `[TEST] ${content.subject}`,
    text: `${TEST_ORDER_NOTICE}\n\n${content.text}`,
    html: content.html.replace(
      /(<h1 [^>]*>.*?<\/h1>)/,
      `$1<p style="margin:0 0 12px;padding:8px 12px;border-radius:6px;background:#fef3c7;color:#451a03;font-weight:bold">${escapeHtml(TEST_ORDER_NOTICE)}</p>`,
    ),
  };
}

export function orderPageUrl(publicUrl: string, accessToken: string): string {
  return `${publicUrl}/order-confirmation?token=${encodeURIComponent(accessToken)}`;
}

/**
 * Fills the cart with the order's lines at today's prices, without an account (docs/product/03-ordering.md
 * §3.10.1).
 */
export function orderAgainUrl(publicUrl: string, accessToken: string): string {
  return `${publicUrl}/order-again?token=${encodeURIComponent(accessToken)}`;
}

export function buildCustomerConfirmationEmail(context: OrderEmailContext): EmailContent {
  const { order, items, businessName, timeZone, publicUrl } = context;
  const number = displayOrderNumber(order);
  const timing = describeTiming(order, timeZone);
  const link = orderPageUrl(publicUrl, order.access_token);
  const heading = `Thank you for your order, ${order.customer_name}!`;
  const text = [
    heading,
    "",
    `Order ${number} is paid and waiting for the kitchen to confirm it.`,
    timing,
    order.special_instructions ? `Instructions: ${order.special_instructions}` : "",
    "",
    linesText(items),
    "",
    totalsText(order),
    "",
    `View your order: ${link}`,
    "You can cancel it there within 30 minutes, until the kitchen confirms it.",
    `Order again: ${orderAgainUrl(publicUrl, order.access_token)}`,
    "",
    businessName,
  ]
    .filter((line, index, all) => line !== "" || all[index - 1] !== "")
    .join("\n");
  const html = layout(
    businessName,
    heading,
    [
      paragraph(
        `Order <strong>${escapeHtml(number)}</strong> is paid and waiting for the kitchen to confirm it.`,
      ),
      paragraph(escapeHtml(timing)),
      order.special_instructions ? paragraph(`Instructions: ${escapeHtml(order.special_instructions)}`) : "",
      linesHtml(items),
      totalsHtml(order),
      paragraph(
        `<a href="${escapeHtml(link)}" style="color:#9a3412">View your order</a>. You can cancel it there within 30 minutes, until the kitchen confirms it.`,
      ),
      paragraph(
        `<a href="${escapeHtml(orderAgainUrl(publicUrl, order.access_token))}" style="color:#9a3412">Order again</a>`,
      ),
    ].join(""),
  );
  return { subject: `Your order ${number} from ${businessName}`, html, text };
}

export function buildAdminNotificationEmail(context: OrderEmailContext): EmailContent {
  const { order, items, businessName, timeZone, publicUrl } = context;
  const number = displayOrderNumber(order);
  const timing = describeTiming(order, timeZone);
  const placed = formatDateTimeUS(order.created_at, timeZone);
  const phone = order.customer_phone ? formatPhoneDisplay(order.customer_phone) : "";
  const adminLink = `${publicUrl}/admin/orders`;
  const customer = [order.customer_name, order.customer_email, phone].filter(Boolean).join(", ");
  const text = [
    `New paid order ${number} (${formatUsd(order.total)})`,
    timing,
    `Placed: ${placed}`,
    `Customer: ${customer}`,
    order.special_instructions ? `Instructions: ${order.special_instructions}` : "",
    "",
    linesText(items),
    "",
    totalsText(order),
    "",
    `Confirm it in the admin area: ${adminLink}`,
  ]
    .filter((line, index, all) => line !== "" || all[index - 1] !== "")
    .join("\n");
  const html = layout(
    businessName,
    `New order ${number}`,
    [
      paragraph(`<strong>${escapeHtml(timing)}</strong>`),
      paragraph(`Placed: ${escapeHtml(placed)}<br>Customer: ${escapeHtml(customer)}`),
      order.special_instructions ? paragraph(`Instructions: ${escapeHtml(order.special_instructions)}`) : "",
      linesHtml(items),
      totalsHtml(order),
      paragraph(`<a href="${escapeHtml(adminLink)}" style="color:#9a3412">Confirm it in the admin area</a>`),
    ].join(""),
  );
  return { subject: `New order ${number}: ${formatUsd(order.total)}, ${timing}`, html, text };
}

function refundSentence(order: OrderEmailOrder): string {
  return order.refund_amount
    ? `We have refunded ${formatUsd(order.refund_amount)} to your card; it may take 5 to 10 business days to appear.`
    : "You have not been charged.";
}

export function buildCancellationEmail(context: OrderEmailContext): EmailContent {
  const { order, items, businessName, publicUrl } = context;
  const number = displayOrderNumber(order);
  const heading = `Your order ${number} has been cancelled`;
  const refund = refundSentence(order);
  const text = [
    heading,
    "",
    refund,
    "",
    linesText(items),
    "",
    totalsText(order),
    "",
    `Order again: ${publicUrl}/menu`,
    "",
    businessName,
  ].join("\n");
  const html = layout(
    businessName,
    heading,
    [
      paragraph(escapeHtml(refund)),
      linesHtml(items),
      totalsHtml(order),
      paragraph(`<a href="${escapeHtml(`${publicUrl}/menu`)}" style="color:#9a3412">Order again</a>`),
    ].join(""),
  );
  return { subject: `Order ${number} cancelled - ${businessName}`, html, text };
}

export function buildAdminCancellationEmail(context: OrderEmailContext): EmailContent {
  const { order, items, businessName, timeZone } = context;
  const number = displayOrderNumber(order);
  const refund = order.refund_amount
    ? `Refunded ${formatUsd(order.refund_amount)}.`
    : "It was not paid; nothing to refund.";
  const reason = order.cancellation_reason ? `Reason: ${order.cancellation_reason}` : "No reason given.";
  const timing = describeTiming(order, timeZone);
  const text = [
    `Order ${number} was cancelled by the customer.`,
    refund,
    reason,
    timing,
    "",
    linesText(items),
  ].join("\n");
  const html = layout(
    businessName,
    `Order ${number} was cancelled`,
    [
      paragraph(escapeHtml(`Cancelled by the customer. ${refund}`)),
      paragraph(escapeHtml(reason)),
      paragraph(escapeHtml(timing)),
      linesHtml(items),
    ].join(""),
  );
  return { subject: `Cancelled: order ${number}`, html, text };
}

/** "about 6:45 PM" in the business time zone. */
function readyTimeText(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(instant);
}

/**
 * When the kitchen says the order will be ready. A scheduled order is ready on its day at its time
 * (the estimate is never before it), so the day is said too: "11/26/2026, 11:00 AM".
 */
function describeReadyTime(order: OrderEmailOrder, timeZone: string): string {
  const readyAt = order.estimated_ready_at;
  if (!readyAt) return "The kitchen is preparing it now.";
  if (order.scheduled) return `The kitchen will have it ready at ${formatDateTimeUS(readyAt, timeZone)}.`;
  return `The kitchen expects it to be ready at about ${readyTimeText(readyAt, timeZone)}.`;
}

/** The kitchen confirmed the order: when it will be ready. */
export function buildKitchenConfirmedEmail(context: OrderEmailContext): EmailContent {
  const { order, items, businessName, timeZone, publicUrl } = context;
  const number = displayOrderNumber(order);
  const heading = `Order ${number} is confirmed`;
  const timing = describeTiming(order, timeZone);
  const when = describeReadyTime(order, timeZone);
  const link = orderPageUrl(publicUrl, order.access_token);
  const text = [
    heading,
    "",
    when,
    timing,
    "",
    linesText(items),
    "",
    `Follow your order: ${link}`,
    "",
    businessName,
  ].join("\n");
  const html = layout(
    businessName,
    heading,
    [
      paragraph(escapeHtml(when)),
      paragraph(escapeHtml(timing)),
      linesHtml(items),
      paragraph(`<a href="${escapeHtml(link)}" style="color:#9a3412">Follow your order</a>`),
    ].join(""),
  );
  return { subject: `Order ${number} confirmed - ${businessName}`, html, text };
}

/** The order is ready for pickup, or out for delivery. */
export function buildKitchenReadyEmail(context: OrderEmailContext): EmailContent {
  const { order, businessName, publicUrl } = context;
  const number = displayOrderNumber(order);
  const delivery = order.order_type === "delivery";
  const heading = delivery ? `Order ${number} is out for delivery` : `Order ${number} is ready for pickup`;
  const body = delivery
    ? "Your order has left the kitchen and is on its way to you."
    : "Your order is ready. Come and pick it up at the counter.";
  const link = orderPageUrl(publicUrl, order.access_token);
  const text = [heading, "", body, "", `Your order: ${link}`, "", businessName].join("\n");
  const html = layout(
    businessName,
    heading,
    [
      paragraph(escapeHtml(body)),
      paragraph(`<a href="${escapeHtml(link)}" style="color:#9a3412">Your order</a>`),
    ].join(""),
  );
  return {
    subject: delivery ? `Out for delivery: order ${number}` : `Ready for pickup: order ${number}`,
    html,
    text,
  };
}

/** A refund (part or all of the order): the amount of this refund and what is refunded in all. */
export function buildRefundEmail(context: OrderEmailContext): EmailContent {
  const { order, businessName, publicUrl } = context;
  const number = displayOrderNumber(order);
  const amount = context.refund?.amount ?? order.refund_amount ?? 0;
  const total = order.refund_amount ?? amount;
  const full = total >= order.total;
  const heading = `We refunded ${formatUsd(amount)} for order ${number}`;
  const lines = [
    `We have refunded ${formatUsd(amount)} to your card; it may take 5 to 10 business days to appear.`,
    full
      ? `The order's full amount of ${formatUsd(order.total)} has now been refunded.`
      : `Refunded so far: ${formatUsd(total)} of ${formatUsd(order.total)}.`,
    context.refund?.reason ? `Reason: ${context.refund.reason}` : "",
  ].filter(Boolean);
  const link = orderPageUrl(publicUrl, order.access_token);
  const text = [heading, "", ...lines, "", `Your order: ${link}`, "", businessName].join("\n");
  const html = layout(
    businessName,
    heading,
    [
      ...lines.map((line) => paragraph(escapeHtml(line))),
      paragraph(`<a href="${escapeHtml(link)}" style="color:#9a3412">Your order</a>`),
    ].join(""),
  );
  return { subject: `Refund of ${formatUsd(amount)} for order ${number} - ${businessName}`, html, text };
}

/** A phone order to be paid online: the lines, the total and the payment page's link. */
export function buildPaymentLinkEmail(context: OrderEmailContext): EmailContent {
  const { order, items, businessName, timeZone } = context;
  const number = displayOrderNumber(order);
  const link = context.paymentLink ?? "";
  const heading = `Your order from ${businessName}: pay online`;
  const timing = describeTiming(order, timeZone);
  const intro = `Thank you for ordering by phone, ${order.customer_name}. Order ${number} is waiting for your payment.`;
  const after = "Once it is paid, the kitchen starts on it and we email you a confirmation.";
  const text = [
    heading,
    "",
    intro,
    timing,
    order.special_instructions ? `Instructions: ${order.special_instructions}` : "",
    "",
    linesText(items),
    "",
    totalsText(order),
    "",
    `Pay online: ${link}`,
    after,
    "",
    businessName,
  ]
    .filter((line, index, all) => line !== "" || all[index - 1] !== "")
    .join("\n");
  const html = layout(
    businessName,
    heading,
    [
      paragraph(escapeHtml(intro)),
      paragraph(escapeHtml(timing)),
      order.special_instructions ? paragraph(`Instructions: ${escapeHtml(order.special_instructions)}`) : "",
      linesHtml(items),
      totalsHtml(order),
      paragraph(
        `<a href="${escapeHtml(link)}" style="color:#9a3412;font-weight:bold">Pay online (${formatUsd(order.total)})</a>`,
      ),
      paragraph(escapeHtml(after)),
    ].join(""),
  );
  return { subject: `Your order ${number} from ${businessName}: pay online`, html, text };
}
