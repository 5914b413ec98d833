import { Link } from "react-router";
import { formatUsd } from "../../../domain/money";
import type { CateringCartLine } from "./cart-store";

/**
 * The catering cart as the catering pages left it. Changing it and paying for it happen on the
 * catering page's cart tab, which has the event form the order needs.
 */
export function CateringLines({ lines }: { lines: readonly CateringCartLine[] }) {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return (
    <section
      aria-labelledby="catering-lines-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="catering-lines-heading" className="font-display text-xl font-bold text-ink">
        Catering Items
      </h2>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
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
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Quantity
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {lines.map((line) => (
              <tr key={`${line.id}-${line.tier}`}>
                <td className="py-3 pr-3 font-semibold text-ink">{line.title}</td>
                <td className="py-3 pr-3 text-stone-700">
                  {line.tier}
                  {line.serves ? (
                    <span className="block text-xs text-stone-600">Serves {line.serves}</span>
                  ) : null}
                </td>
                <td className="py-3 pr-3 text-right tabular-nums">{formatUsd(line.price)}</td>
                <td className="py-3 pr-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-3 text-right font-semibold tabular-nums">
                  {formatUsd(line.price * line.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-col gap-4 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-bold text-ink">
          Subtotal <span className="ml-2 tabular-nums">{formatUsd(subtotal)}</span>
        </p>
        <Link
          to="/catering?tab=cart"
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
        >
          Continue to Catering Checkout
        </Link>
      </div>
    </section>
  );
}
