// The two emails of a catering quote request: the kitchen's notification with every field, and the
// acknowledgement to the address the visitor typed, with the 24-hour promise (docs/product/07-emails.md
// §7.2). Anyone can type any address into the form, so the acknowledgement carries nothing the visitor wrote:
// the business's own words and the request's reference only, or the business's mail server would
// relay a stranger's text in its name. Every text the visitor typed is escaped in the kitchen's HTML.
import { formatTime12h } from "#domain/business-time.ts";
import { DELIVERY_LABELS, type QuoteRequestInput } from "#domain/catering.ts";
import { formatDateUS } from "#domain/format.ts";
import { escapeHtml, type EmailContent } from "#server/notifications/order-emails.ts";

export type QuoteEmailContext = {
  businessName: string;
  timeZone: string;
  publicUrl: string;
  requestId: string;
  request: QuoteRequestInput;
};

function layout(businessName: string, heading: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head><body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#1f2937"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px"><p style="margin:0 0 8px;color:#9a3412;font-weight:bold">${escapeHtml(businessName)}</p><h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>${body}</div></body></html>`;
}

function eventRows(context: QuoteEmailContext): [string, string][] {
  const { request, timeZone } = context;
  return [
    ["Name", request.customerName],
    ["Email", request.email],
    ["Phone", request.phone],
    ["Event date", formatDateUS(request.eventDate, timeZone)],
    ["Event time", formatTime12h(request.eventTime)],
    ["Event type", request.eventType],
    ["Guests", String(request.guestCount)],
    ["Pickup or delivery", DELIVERY_LABELS[request.deliveryOption]],
    ["Special requests", request.specialRequests ? request.specialRequests : "None"],
  ];
}

/** The request's reference as both emails show it: "CR-" and the first eight characters of its id. */
export function quoteReference(requestId: string): string {
  return `CR-${requestId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

function rowsHtml(rows: [string, string][]): string {
  return `<table style="border-collapse:collapse;width:100%">${rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`;
}

function rowsText(rows: [string, string][]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join("\n");
}

/** To notification_settings.admin_email: every field of the request. */
export function buildQuoteNotificationEmail(context: QuoteEmailContext): EmailContent {
  const { request, businessName } = context;
  const rows = eventRows(context);
  const heading = "New catering request";
  const html = layout(
    businessName,
    heading,
    `<p>${escapeHtml(request.customerName)} asked for a catering quote. Please reply within 24 hours.</p>${rowsHtml(rows)}<p style="color:#6b7280;font-size:12px">Reference ${escapeHtml(quoteReference(context.requestId))} (request ${escapeHtml(context.requestId)})</p>`,
  );
  const text = `${heading}\n\n${request.customerName} asked for a catering quote. Please reply within 24 hours.\n\n${rowsText(rows)}\n\nReference ${quoteReference(context.requestId)} (request ${context.requestId})\n`;
  return {
    subject: `Catering request: ${request.eventType}, ${request.guestCount} guests, ${formatDateUS(request.eventDate, context.timeZone)}`,
    html,
    text,
  };
}

/**
 * To the address the visitor typed: we have a request, we'll reply within 24 hours. A fixed message in
 * the business's words with the request's reference; no name, phone, request or any other field the
 * visitor wrote (docs/product/07-emails.md §7.2).
 */
export function buildQuoteAcknowledgementEmail(
  context: Pick<QuoteEmailContext, "businessName" | "publicUrl" | "requestId">,
): EmailContent {
  const { businessName, publicUrl } = context;
  const reference = quoteReference(context.requestId);
  const heading = "We received your catering request";
  const intro = `Thank you for your catering inquiry. We'll be in touch within 24 hours!`;
  const note = `Your request's reference is ${reference}. If you did not send a catering request to ${businessName}, you can ignore this email.`;
  const menu = `${publicUrl}/catering`;
  const html = layout(
    businessName,
    heading,
    `<p>${escapeHtml(intro)}</p><p>${escapeHtml(note)}</p><p>Browse our catering menu any time: <a href="${escapeHtml(menu)}">${escapeHtml(menu)}</a></p>`,
  );
  const text = `${heading}\n\n${intro}\n\n${note}\n\nOur catering menu: ${menu}\n`;
  return { subject: `Your catering request to ${businessName} (${reference})`, html, text };
}
