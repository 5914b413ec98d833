import {
  QUOTE_FIELDS,
  checkEventTiming,
  quoteRequestSchema,
  type CateringTimingRules,
  type QuoteField,
} from "#domain/catering.ts";
import { fieldErrorsOf, pickFieldErrors } from "#domain/validation/field-errors.ts";
import { usePageForm } from "#app/lib/use-page-form.ts";

export type QuoteValues = Record<QuoteField, string>;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

/** What the catering page's action answers: `{ ok: true }`, or the error with the typed values. */
export type QuoteActionData =
  { ok: true; id: string } | { error: unknown; values?: Partial<Record<string, string>> };

// Word for word as docs/product/04-catering.md §4.4 quotes them.
export const QUOTE_TEXT = {
  successTitle: "Request Submitted!",
  successDescription: "Thank you for your catering inquiry. We'll be in touch within 24 hours!",
  failedTitle: "Submission Failed",
  errorTitle: "Submission Error",
  errorDescription: "An unexpected error occurred. Please try again.",
} as const;

function pick(fields: Record<string, string>): QuoteErrors {
  return pickFieldErrors(fields, QUOTE_FIELDS);
}

/** The form's own check: the shared schema, then the event's earliest date. */
export function validateQuote(
  values: QuoteValues,
  rules: CateringTimingRules,
  now = new Date(),
): QuoteErrors {
  const parsed = quoteRequestSchema.safeParse(values);
  if (!parsed.success) return pick(fieldErrorsOf(parsed.error.issues));
  const timing = checkEventTiming(parsed.data, rules, now);
  return timing ? { eventDate: timing } : {};
}

/**
 * The quote request form's state (docs/product/04-catering.md §4.4): the shared schema and the event's
 * earliest date check it first.
 */
export function useQuoteForm(rules: CateringTimingRules, pageActionData?: QuoteActionData) {
  return usePageForm({
    fields: QUOTE_FIELDS,
    validate: (values) => validateQuote(values, rules),
    pageActionData,
    post: {
      action: "submit the request",
      successToast: () => ({ title: QUOTE_TEXT.successTitle, description: QUOTE_TEXT.successDescription }),
      // The server's own words when it answered; the page's sentence when the post got no answer.
      errorToast: (error) =>
        error.isFromServer
          ? { title: QUOTE_TEXT.failedTitle, description: error.message }
          : { title: QUOTE_TEXT.errorTitle, description: QUOTE_TEXT.errorDescription },
    },
  });
}
