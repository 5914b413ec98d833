import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  QUOTE_FIELDS,
  checkEventTiming,
  quoteRequestSchema,
  type CateringTimingRules,
  type QuoteField,
} from "#domain/catering.ts";
import { fieldErrorsOf, pickFieldErrors } from "#domain/validation/field-errors.ts";
import { toApiError } from "#app/lib/api-error.ts";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";

export type QuoteValues = Record<QuoteField, string>;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

/** What the catering page's action answers: `{ ok: true }`, or the error with the typed values. */
export type QuoteActionData =
  { ok: true; id: string } | { error: unknown; values?: Partial<Record<string, string>> };

export const EMPTY_QUOTE: QuoteValues = {
  customerName: "",
  email: "",
  phone: "",
  eventDate: "",
  eventTime: "",
  guestCount: "",
  eventType: "",
  deliveryOption: "",
  specialRequests: "",
};

// Word for word as docs/product.md §4.4 quotes them.
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

function isSuccess(data: QuoteActionData | undefined): data is { ok: true; id: string } {
  return Boolean(data && "ok" in data && data.ok);
}

function initialState(data: QuoteActionData | undefined): { values: QuoteValues; errors: QuoteErrors } {
  if (!data || isSuccess(data)) return { values: EMPTY_QUOTE, errors: {} };
  const typed = data.values ?? {};
  const values = { ...EMPTY_QUOTE };
  for (const field of QUOTE_FIELDS) values[field] = typed[field] ?? "";
  return { values, errors: pick(toApiError(data).fields) };
}

/**
 * The quote request form's state: it posts to the catering page's action (also without
 * JavaScript); with JavaScript the shared schema checks it first and the outcome is a toast. The
 * form is cleared on success and keeps what was typed on failure.
 */
export function useQuoteForm(rules: CateringTimingRules, pageActionData?: QuoteActionData) {
  const [state] = useState(() => initialState(pageActionData));
  const [values, setValues] = useState<QuoteValues>(state.values);
  const [errors, setErrors] = useState<QuoteErrors>(state.errors);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstErrorRef = useRef(false);
  const poster = useActionFetcher({
    action: "submit the request",
    handleOn: "answer",
    successToast: () => ({ title: QUOTE_TEXT.successTitle, description: QUOTE_TEXT.successDescription }),
    // The server's own words when it answered; the page's sentence when the post got no answer.
    errorToast: (error) =>
      error.isFromServer
        ? { title: QUOTE_TEXT.failedTitle, description: error.message }
        : { title: QUOTE_TEXT.errorTitle, description: QUOTE_TEXT.errorDescription },
    onSuccess: () => setValues(EMPTY_QUOTE),
    onError: (error) => {
      if (error.code === "VALIDATION") showErrors(pick(error.fields));
    },
  });

  function onFieldChange(field: QuoteField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) {
      const result = validateQuote(next, rules);
      setErrors((current) => ({ ...current, [field]: result[field] }));
    }
  }

  function showErrors(next: QuoteErrors) {
    focusFirstErrorRef.current = true;
    setErrors(next);
  }

  useEffect(() => {
    if (!focusFirstErrorRef.current) return;
    focusFirstErrorRef.current = false;
    const first = QUOTE_FIELDS.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateQuote(values, rules);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    poster.submitForm(event.currentTarget);
  }

  return {
    fetcher: poster.fetcher,
    formRef,
    values,
    errors,
    isSending: poster.isBusy,
    pageOutcome: pageActionData
      ? isSuccess(pageActionData)
        ? ("sent" as const)
        : ("failed" as const)
      : null,
    onFieldChange,
    onSubmit,
  };
}
