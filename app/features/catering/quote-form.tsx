import { Send } from "lucide-react";
import {
  FormField,
  FormInput,
  FormTextArea,
  PERSON_FIELDS,
  bindFields,
} from "#app/components/ui/form-field.tsx";
import { FormOutcome } from "#app/components/ui/form-outcome.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import {
  CATERING_LIMITS,
  DELIVERY_LABELS,
  DELIVERY_OPTIONS,
  EVENT_TYPES,
  MAX_GUEST_COUNT,
  earliestEvent,
  latestEventDate,
  type CateringTimingRules,
} from "#domain/catering.ts";
import { formatTime12h } from "#domain/business-time.ts";
import { QUOTE_TEXT, useQuoteForm, type QuoteActionData } from "./use-quote-form.ts";

export const QUOTE_FORM_ID = "catering-form";

/** The earliest event the form offers, as a hint under the date field; null without a notice. */
export function noticeHint(rules: CateringTimingRules, now = new Date()): string | null {
  if (rules.minNoticeHours === null) return null;
  const earliest = earliestEvent(rules, now);
  const [year, month, day] = earliest.dateKey.split("-");
  const time = earliest.time ? ` at ${formatTime12h(earliest.time)}` : "";
  return `Catering needs ${rules.minNoticeHours} hours' notice: the earliest event is ${month}/${day}/${year}${time}.`;
}

/**
 * The quote request form (docs/product/04-catering.md §4.4): every field but special requests required,
 * guests at least
 * 1, the event types and pickup or delivery from their lists. It posts to the catering page's action.
 */
export function QuoteForm({
  rules,
  pageActionData,
}: {
  rules: CateringTimingRules;
  pageActionData?: QuoteActionData;
}) {
  const { fetcher, formRef, values, errors, isSending, pageOutcome, onFieldChange, onSubmit } = useQuoteForm(
    rules,
    pageActionData,
  );
  const field = bindFields({ idPrefix: "quote", values, errors, onChange: onFieldChange });
  // The date field's bounds are computed where the page renders; the server checks again.
  const today = earliestEvent(rules, new Date()).dateKey;
  const hint = noticeHint(rules);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5 sm:grid-cols-2"
      aria-label="Request a catering quote"
    >
      {pageOutcome === "sent" ? (
        <FormOutcome
          outcome="sent"
          title={QUOTE_TEXT.successTitle}
          description={QUOTE_TEXT.successDescription}
        />
      ) : pageOutcome === "failed" ? (
        <FormOutcome outcome="failed" title={QUOTE_TEXT.failedTitle} />
      ) : null}
      <FormInput {...field("customerName")} {...PERSON_FIELDS.name} maxLength={CATERING_LIMITS.name} />
      <FormInput {...field("email")} {...PERSON_FIELDS.email} maxLength={CATERING_LIMITS.email} />
      <FormInput {...field("phone")} {...PERSON_FIELDS.phone} maxLength={CATERING_LIMITS.phone} />
      <FormInput
        {...field("guestCount")}
        label="Number of Guests"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_GUEST_COUNT}
        step={1}
        required
      />
      <FormField idPrefix="quote" field="eventDate" label="Event Date" error={errors.eventDate}>
        {(props) => (
          <>
            <input
              {...props}
              type="date"
              required
              min={today}
              max={latestEventDate(rules, new Date())}
              value={values.eventDate}
              onChange={field("eventDate").onChange}
              suppressHydrationWarning
            />
            {hint ? <p className="mt-1.5 text-sm text-stone-600">{hint}</p> : null}
          </>
        )}
      </FormField>
      <FormInput {...field("eventTime")} label="Event Time" type="time" required />
      <FormField idPrefix="quote" field="eventType" label="Event Type" error={errors.eventType}>
        {(props) => (
          <select {...props} required value={values.eventType} onChange={field("eventType").onChange}>
            <option value="">Select an event type</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        idPrefix="quote"
        field="deliveryOption"
        label="Pickup or Delivery"
        error={errors.deliveryOption}
      >
        {(props) => (
          <select
            {...props}
            required
            value={values.deliveryOption}
            onChange={field("deliveryOption").onChange}
          >
            <option value="">Select pickup or delivery</option>
            {DELIVERY_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {DELIVERY_LABELS[option]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormTextArea
        {...field("specialRequests")}
        label="Special Requests"
        isOptional
        className="sm:col-span-2"
        rows={4}
        maxLength={CATERING_LIMITS.specialRequests}
        placeholder="Dietary needs, favourite dishes, set-up, budget..."
      />
      <SubmitButton
        isBusy={isSending}
        icon={<Send className="h-5 w-5" aria-hidden="true" />}
        busyLabel="Submitting..."
        label="Submit Request"
      />
    </fetcher.Form>
  );
}
