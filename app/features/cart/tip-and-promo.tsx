import { useId, useState } from "react";
import { Tag, X } from "lucide-react";
import { readApiError } from "#app/lib/api-error.ts";
import { dollarsToCents, formatUsd } from "#domain/money.ts";
import { PROMO_CODE_MAX_LENGTH, type PromoPreview } from "#domain/promo-codes.ts";
import { computeTip, percentOfCents, TIP_MESSAGES, type TipChoice, type TipSettings } from "#domain/tips.ts";

// The cart's tip choices and promo code (docs/product.md §3.15, §3.16). The amounts shown here are
// the server's own rules run in the browser; the checkout computes them again.

export type TipPick =
  { kind: "none" } | { kind: "percent"; percent: number } | { kind: "custom"; text: string };

/** The choice as the checkout request carries it, or a field message for a custom amount. */
export function tipChoiceOf(pick: TipPick): { choice: TipChoice; error: string | null } {
  if (pick.kind === "none") return { choice: {}, error: null };
  if (pick.kind === "percent") return { choice: { tipPercent: pick.percent }, error: null };
  const text = pick.text.trim().replace(/^\$/, "");
  if (text === "") return { choice: {}, error: null };
  if (!/^-?\d*(\.\d*)?$/.test(text) || text === "." || text === "-") {
    return { choice: {}, error: TIP_MESSAGES.notWholeCents };
  }
  if (/\.\d{3,}$/.test(text)) return { choice: {}, error: TIP_MESSAGES.notWholeCents };
  const cents = dollarsToCents(text);
  if (cents < 0) return { choice: {}, error: TIP_MESSAGES.negative };
  return { choice: { tipCents: cents }, error: null };
}

/** The tip in cents the pick makes on this subtotal, and its message when it cannot be taken. */
export function tipFor(
  pick: TipPick,
  subtotalCents: number,
  settings: TipSettings,
  orderType: string,
): { cents: number; error: string | null } {
  const { choice, error } = tipChoiceOf(pick);
  if (error) return { cents: 0, error };
  const result = computeTip(choice, subtotalCents, settings, orderType);
  return result.ok ? { cents: result.tipCents, error: null } : { cents: 0, error: result.message };
}

const OPTION =
  "flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border px-2 py-1.5 text-center has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40";

type TipChooserProps = {
  settings: TipSettings;
  subtotalCents: number;
  pick: TipPick;
  error: string | null;
  onPick: (pick: TipPick) => void;
};

export function TipChooser({ settings, subtotalCents, pick, error, onPick }: TipChooserProps) {
  const customId = useId();
  const errorId = `${customId}-error`;
  const choices: { key: string; label: string; amount: string | null; pick: TipPick }[] = [
    { key: "none", label: "No tip", amount: null, pick: { kind: "none" } },
    ...settings.presets.map((percent) => ({
      key: `p${percent}`,
      label: `${percent}%`,
      amount: formatUsd(percentOfCents(subtotalCents, percent)),
      pick: { kind: "percent" as const, percent },
    })),
  ];
  const isChosen = (candidate: TipPick) =>
    candidate.kind === pick.kind &&
    (candidate.kind !== "percent" || (pick.kind === "percent" && pick.percent === candidate.percent));
  return (
    <fieldset data-testid="tip-chooser">
      <legend className="text-sm font-semibold text-stone-800">Add a tip</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {choices.map((choice) => (
          <label
            key={choice.key}
            className={`${OPTION} ${
              isChosen(choice.pick)
                ? "border-brand-600 bg-brand-50"
                : "border-stone-300 hover:border-stone-400"
            }`}
          >
            <input
              type="radio"
              name="tip"
              className="sr-only"
              checked={isChosen(choice.pick)}
              onChange={() => onPick(choice.pick)}
            />
            <span className="font-semibold">{choice.label}</span>
            {choice.amount ? (
              <span className="text-sm tabular-nums text-stone-700">{choice.amount}</span>
            ) : null}
          </label>
        ))}
        {settings.customAllowed ? (
          <label
            className={`${OPTION} ${
              pick.kind === "custom"
                ? "border-brand-600 bg-brand-50"
                : "border-stone-300 hover:border-stone-400"
            }`}
          >
            <input
              type="radio"
              name="tip"
              className="sr-only"
              checked={pick.kind === "custom"}
              onChange={() => onPick({ kind: "custom", text: pick.kind === "custom" ? pick.text : "" })}
            />
            <span className="font-semibold">Custom</span>
          </label>
        ) : null}
      </div>
      {pick.kind === "custom" ? (
        <div className="mt-3">
          <label htmlFor={customId} className="block text-sm font-semibold text-stone-800">
            Tip amount ($)
          </label>
          <input
            id={customId}
            name="tipCents"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={pick.text}
            onChange={(event) => onPick({ kind: "custom", text: event.target.value })}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            placeholder="0.00"
            className={`mt-1.5 block w-40 rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${
              error ? "border-red-700" : "border-stone-300"
            }`}
          />
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type PromoCodeFieldProps = {
  applied: PromoPreview | null;
  /** A refusal from the checkout, shown under the field. */
  serverError: string | null;
  request: { orderType: string; subtotalCents: number; customerEmail: string };
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
        body: JSON.stringify({
          ...request,
          customerEmail: request.customerEmail || undefined,
          promoCode: trimmed,
        }),
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
