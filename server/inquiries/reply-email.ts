import { escapeHtml } from "#server/notifications/order-emails.ts";

export type ReplyEmail = { subject: string; html: string; text: string };

/**
 * A staff reply to a customer (a contact message or a catering request): the staff's words, the
 * business's name, how to answer.
 */
export function buildInquiryReplyEmail(input: {
  customerName: string;
  reply: string;
  businessName: string;
  replyTo: string | null;
  /** The line before the reply; by default the thanks for contacting the business. */
  thanks?: string;
  subject?: string;
}): ReplyEmail {
  const subject = input.subject ?? `A reply from ${input.businessName}`;
  const thanks = input.thanks ?? `Thank you for contacting ${input.businessName}.`;
  const answer = input.replyTo
    ? `To answer, reply to this email or write to ${input.replyTo}.`
    : "To answer, reply to this email.";
  const text = [
    `Hello ${input.customerName},`,
    "",
    thanks,
    "",
    input.reply,
    "",
    answer,
    "",
    `${input.businessName}`,
  ].join("\n");
  const paragraphs = input.reply
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937"><p>Hello ${escapeHtml(input.customerName)},</p><p>${escapeHtml(thanks)}</p>${paragraphs}<p style="color:#4b5563">${escapeHtml(answer)}</p><p>${escapeHtml(input.businessName)}</p></body></html>`;
  return { subject, html, text };
}
