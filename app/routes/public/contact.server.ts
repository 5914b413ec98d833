import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { formFields, readFormBody } from "#server/form-body.ts";
import { createInquiry } from "#server/inquiries/service.ts";
import { validateContactMessage } from "#domain/validation/contact.ts";
import { runAction } from "#app/lib/action.server.ts";

export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The contact form's action: counted against the sender's limit first (refused posts count too, so
 * nobody probes without limit), checked with the form's own schema, stored as an inquiry with its
 * first message. Answers `{ ok: true }` or the error with the typed values, so a page rendered
 * without JavaScript can show them again.
 */
export async function sendContactMessage(context: RequestContext, request: Request) {
  let values: Record<string, string> = {};
  return runAction(
    async () => {
      await context.rateLimit("contact");
      values = formFields(
        await readFormBody(request, {
          maxBytes: CONTACT_BODY_LIMIT_BYTES,
          tooLargeMessage: "The message is too large to send.",
        }),
      );
      const checked = validateContactMessage(values);
      if (!checked.ok) {
        throw new AppError("VALIDATION", "Please check the form for errors.", { fields: checked.fields });
      }
      await createInquiry(context.db, checked.value);
      return { ok: true as const };
    },
    () => ({ values }),
  );
}
