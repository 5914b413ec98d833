import { z } from "../../../domain/validation/zod";
import type { ContactFieldErrors, ContactMessageInput } from "../../../domain/validation/contact";

export type SendContactResult =
  | { ok: true }
  | { ok: false; reason: "validation"; fields: ContactFieldErrors }
  | { ok: false; reason: "rate-limited"; message: string }
  | { ok: false; reason: "failed" };

const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** Posts a checked message to the contact API and says how it went; it never throws. */
export async function sendContactMessage(message: ContactMessageInput): Promise<SendContactResult> {
  let response: Response;
  try {
    response = await fetch("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(message),
    });
  } catch {
    return { ok: false, reason: "failed" };
  }
  if (response.ok) return { ok: true };

  const body = errorBodySchema.safeParse(await response.json().catch(() => null));
  if (!body.success) return { ok: false, reason: "failed" };
  const { code, message: text, fields } = body.data.error;
  if (code === "VALIDATION" && fields) return { ok: false, reason: "validation", fields };
  if (code === "RATE_LIMITED") return { ok: false, reason: "rate-limited", message: text };
  return { ok: false, reason: "failed" };
}
