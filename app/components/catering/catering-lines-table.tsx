import type { ReactNode } from "react";
import { formatUsd } from "#domain/money.ts";
import type { CateringCartLine } from "#app/lib/cart/cart-store.ts";

type CateringLinesTableProps = {
  lines: readonly CateringCartLine[];
  className: string;
  caption?: string;
  /** Where the cart can be changed: each line's quantity control and its remove button. */
  controls?: {
    quantity: (line: CateringCartLine) => ReactNode;
    remove: (line: CateringCartLine) => ReactNode;
  };
};

/** The catering cart's lines: item, size and servings, price, quantity and the line's total. */
export function CateringLinesTable({ lines, className, caption, controls }: CateringLinesTableProps) {
  const quantityAlign = controls ? "text-center" : "text-right";
  // The last column carries no right padding: the total's, unless the remove buttons follow it.
  const totalPad = controls ? "pr-3 " : "";
  return (
    <table className={className}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="border-b border-stone-200 text-stone-600">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Item
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Size
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            Price
          </th>
          <th scope="col" className={`py-2 pr-3 ${quantityAlign} font-semibold`}>
            Quantity
          </th>
          <th scope="col" className={`py-2 ${totalPad}text-right font-semibold`}>
            Total
          </th>
          {controls ? (
            <th scope="col" className="py-2 text-right font-semibold">
              <span className="sr-only">Remove</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {lines.map((line) => (
          <tr key={`${line.itemId}-${line.tier}`}>
            <td className="py-3 pr-3 font-semibold text-ink">{line.title}</td>
            <td className="py-3 pr-3 text-stone-700">
              {line.tier}
              {line.serves ? (
                <span className="block text-xs text-stone-600">Serves {line.serves}</span>
              ) : null}
            </td>
            <td className="py-3 pr-3 text-right tabular-nums">{formatUsd(line.price)}</td>
            {controls ? (
              <td className="py-3 pr-3 text-center">{controls.quantity(line)}</td>
            ) : (
              <td className="py-3 pr-3 text-right tabular-nums">{line.quantity}</td>
            )}
            <td className={`py-3 ${totalPad}text-right font-semibold tabular-nums`}>
              {formatUsd(line.price * line.quantity)}
            </td>
            {controls ? <td className="py-3 text-right">{controls.remove(line)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
