import type { ReactNode } from "react";
import { formatUsd } from "#domain/money.ts";

export type TotalsLine = { label: ReactNode; cents: number; testId?: string };

type TotalsListProps = {
  subtotal: TotalsLine;
  /** Shown, with a minus sign, only when above zero. */
  discount?: TotalsLine;
  tax?: TotalsLine;
  /** Shown only when above zero. */
  tip?: TotalsLine;
  total: TotalsLine;
  /** The list's place on its page: spacing, a rule above it, text size and colour. */
  className: string;
  /** A receipt sets the total apart with a rule; a compact sheet only makes it bold. */
  totalClassName?: string;
};

/**
 * Subtotal, discount, tax, tip and total in one order, as the cart, the receipts and the phone order
 * show them; the figures are the caller's, computed once in domain/ or sent by the server.
 */
export function TotalsList({
  subtotal,
  discount,
  tax,
  tip,
  total,
  className,
  totalClassName = "border-t border-stone-200 pt-3 text-lg font-bold text-ink",
}: TotalsListProps) {
  return (
    <dl className={className}>
      <TotalsRow line={subtotal} />
      {discount && discount.cents > 0 ? (
        <TotalsRow line={discount} sign="-" className="text-leaf-700" />
      ) : null}
      {tax ? <TotalsRow line={tax} /> : null}
      {tip && tip.cents > 0 ? <TotalsRow line={tip} /> : null}
      <TotalsRow line={total} className={totalClassName} />
    </dl>
  );
}

function TotalsRow({ line, sign, className }: { line: TotalsLine; sign?: "-"; className?: string }) {
  return (
    <div className={className ? `flex justify-between gap-4 ${className}` : "flex justify-between gap-4"}>
      <dt>{line.label}</dt>
      <dd className="tabular-nums" data-testid={line.testId}>
        {sign}
        {formatUsd(line.cents)}
      </dd>
    </div>
  );
}
