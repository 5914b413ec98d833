import { useRef, useState } from "react";
import type { CateringCartLine } from "#app/lib/cart/cart-store.ts";
import {
  EMPTY_EVENT_DETAILS,
  buildCateringCheckoutRequest,
  describeCateringCheckoutError,
  rememberCateringOrder,
  startCateringCheckout,
  type CateringEventDetails,
} from "#app/lib/catering/catering-checkout.ts";
import { newIdempotencyKey } from "#app/lib/idempotent-post.ts";
import { notify } from "#app/lib/notify.tsx";
import type { CateringTip } from "./catering-tip.tsx";

export type CateringDetailErrors = Partial<Record<keyof CateringEventDetails, string>>;

/** The server's field names are the form's: only the ones the form shows are kept. */
export function toDetailErrors(fields: Record<string, string>): CateringDetailErrors {
  const errors: CateringDetailErrors = {};
  for (const key of Object.keys(EMPTY_EVENT_DETAILS) as (keyof CateringEventDetails)[]) {
    if (fields[key]) errors[key] = fields[key];
  }
  return errors;
}

/**
 * Sends a checked catering cart to the payment page. A retry of the same cart keeps its idempotency
 * key, so a double click or a lost answer never makes two orders; a refusal lands on the form's
 * fields, the tip and a toast.
 */
export function useCateringCheckout({
  tip,
  onFieldErrors,
}: {
  tip: CateringTip;
  onFieldErrors: (errors: CateringDetailErrors) => void;
}) {
  const [processing, setProcessing] = useState(false);
  const attemptRef = useRef<{ key: string; body: string } | null>(null);

  async function submit(lines: readonly CateringCartLine[], details: CateringEventDetails) {
    setProcessing(true);
    try {
      const request = buildCateringCheckoutRequest(lines, details, tip.choice);
      const body = JSON.stringify(request);
      const key = attemptRef.current?.body === body ? attemptRef.current.key : newIdempotencyKey();
      attemptRef.current = { key, body };
      const answer = await startCateringCheckout(request, key);
      rememberCateringOrder({ ...answer, lines, details });
      window.location.assign(answer.url);
    } catch (error) {
      const problem = describeCateringCheckoutError(error);
      onFieldErrors(toDetailErrors(problem.fields));
      tip.setServerError(problem.fields.tipCents ?? problem.fields.tipPercent ?? null);
      notify.error(problem.title, { description: problem.description });
      setProcessing(false);
    }
  }

  return { processing, setProcessing, submit };
}
