import { useState, type ReactNode } from "react";
import { tipsOfferedFor, type TipChoice } from "#domain/tips.ts";
import { formatUsd } from "#domain/money.ts";
import { useSiteShell } from "#app/lib/site-shell.tsx";
import { TipChooser, tipChoiceOf, tipFor, type TipPick } from "#app/components/ordering/tip-chooser.tsx";

// The catering checkout's tip (docs/product/03-ordering.md §3.15): offered when the owner takes tips on
// catering, with the cart's own choices. The amount shown is the server's rule run here; the
// catering checkout prices it again from the choice.

export type CateringTip = {
  /** False when the owner takes no tip on catering: nothing is shown and nothing is sent. */
  shown: boolean;
  /** The tip in cents this choice makes on the subtotal (0 when none or not valid). */
  cents: number;
  /** The field's message when the custom amount cannot be taken. */
  error: string | null;
  /** What the checkout request carries. */
  choice: TipChoice;
  /** The server's message for the tip, shown on the field. */
  setServerError: (message: string | null) => void;
  chooser: ReactNode;
};

export function useCateringTip(subtotalCents: number): CateringTip {
  const { tips } = useSiteShell();
  const [pick, setPick] = useState<TipPick>({ kind: "none" });
  const [serverError, setServerError] = useState<string | null>(null);
  const shown = tipsOfferedFor(tips, "catering");
  const tip = shown ? tipFor(pick, subtotalCents, tips, "catering") : { cents: 0, error: null };
  const error = tip.error ?? serverError;
  return {
    shown,
    cents: tip.cents,
    error,
    choice: shown ? tipChoiceOf(pick).choice : {},
    setServerError,
    chooser: shown ? (
      <TipChooser
        settings={tips}
        subtotalCents={subtotalCents}
        pick={pick}
        error={error}
        onPick={(next) => {
          setPick(next);
          setServerError(null);
        }}
      />
    ) : null,
  };
}

/** The tip's row and the total with it, under the catering subtotal. */
export function CateringTipTotal({ subtotalCents, tipCents }: { subtotalCents: number; tipCents: number }) {
  if (tipCents <= 0) return null;
  return (
    <>
      <div className="flex justify-between text-stone-800">
        <dt>Tip</dt>
        <dd className="tabular-nums" data-testid="catering-tip">
          {formatUsd(tipCents)}
        </dd>
      </div>
      <div className="flex justify-between text-lg font-bold text-ink">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="catering-total">
          {formatUsd(subtotalCents + tipCents)}
        </dd>
      </div>
    </>
  );
}
