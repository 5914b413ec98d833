import { useId, useState } from "react";
import { Tag, X } from "lucide-react";
import { readApiError } from "#app/lib/api-error.ts";
import { PROMO_CODE_MAX_LENGTH, type PromoPreview } from "#domain/promo-codes.ts";

// The cart's tip choices live in components/ordering/tip-chooser.tsx, shared with the catering
// checkout and the phone order page.
export { TipChooser, tipChoiceOf, tipFor, type TipPick } from "#app/components/ordering/tip-chooser.tsx";

type PromoCodeFieldProps = {
  applied: PromoPreview | null;
  /** A refusal from the checkout, shown under the field. */
  serverError: string | null;
  /** The cart as it is; who orders is not sent: the checkout applies the per-customer rules. */
  request: { orderType: string; subtotalCents: number };
  onApplied: (promo: PromoPreview | null) => void;
};

/** "Add promo code": the code is checked by the server on Apply and again at checkout. */
export function PromoCodeField({ applied, serverError, request, onApplied }: PromoCodeFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shownError = error ?? serverError;

  async function apply() {
    const trimmed = code.trim();
    if (!trimmed) {
      setError("Please enter a promo code.");
      return;
    }
    setBusy(true);
    try {
      const response = await fetch("/api/checkout/promo-code", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...request, promoCode: trimmed }),
      });
      if (!response.ok) {
        const problem = await readApiError(response);
        setError(problem.isFromServer ? (problem.fields.promoCode ?? problem.message) : "Please try again.");
        return;
      }
      setError(null);
      onApplied((await response.json()) as PromoPreview);
    } catch {
      setError("Network error occurred. Please try again in a moment.");
    } finally {
      setBusy(false);
    }
  }

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-leaf-600/40 bg-green-50 px-3 py-2 text-green-950">
        <p className="flex items-center gap-2 text-sm" data-testid="promo-applied">
          <Tag className="h-4 w-4" aria-hidden="true" />
          <span>
            <span className="font-semibold">{applied.code}</span> applied
          </span>
        </p>
        <button
          type="button"
          onClick={() => {
            onApplied(null);
            setCode("");
          }}
          className="inline-flex min-h-10 items-center gap-1 rounded-full px-3 text-sm font-semibold text-green-900 hover:bg-green-100"
        >
          <X className="h-4 w-4" aria-hidden="true" />
          Remove<span className="sr-only"> promo code {applied.code}</span>
        </button>
      </div>
    );
  }
  if (!open && !shownError) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <Tag className="h-4 w-4" aria-hidden="true" />
        Add promo code
      </button>
    );
  }
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
        Promo code
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={inputId}
          name="promoCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={PROMO_CODE_MAX_LENGTH}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void apply();
            }
          }}
          aria-invalid={Boolean(shownError)}
          aria-describedby={shownError ? errorId : undefined}
          className={`block w-full min-w-0 rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${
            shownError ? "border-red-700" : "border-stone-300"
          }`}
        />
        <button
          type="button"
          onClick={() => void apply()}
          disabled={busy}
          className="inline-flex min-h-11 shrink-0 items-center rounded-full border-2 border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait"
        >
          Apply
        </button>
      </div>
      {shownError ? (
        <p
          id={errorId}
          role="alert"
          className="mt-1.5 text-sm font-medium text-red-700"
          data-testid="promo-error"
        >
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
