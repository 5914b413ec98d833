import { escapeHtml } from "#server/notifications/order-emails.ts";

export type InviteEmail = { subject: string; html: string; text: string };

/** The email that carries a new admin's set-password link. */
export function buildAdminInviteEmail(input: {
  name: string;
  link: string;
  businessName: string;
  hours: number;
}): InviteEmail {
  const subject = `Your ${input.businessName} admin account`;
  const text = [
    `Hello ${input.name},`,
    "",
    `An administrator of ${input.businessName} added you to the admin area.`,
    `Choose your password within ${input.hours} hours with this link:`,
    input.link,
    "",
    "If you did not expect this, you can ignore this email.",
  ].join("\n");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937"><p>Hello ${escapeHtml(input.name)},</p><p>An administrator of ${escapeHtml(input.businessName)} added you to the admin area. Choose your password within ${input.hours} hours:</p><p><a href="${escapeHtml(input.link)}">Choose my password</a></p><p style="color:#4b5563">If you did not expect this, you can ignore this email.</p></body></html>`;
  return { subject, html, text };
}
