import { Printer } from "lucide-react";
import { formatDateTimeUS } from "#domain/format.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";

export type OrderPrinter = {
  id: string;
  name: string;
  /** When this printer last printed the order; null when it has not. */
  printedAt: string | null;
  /** A ticket for this order waits on this printer. */
  waiting: boolean;
  /** Its last ticket on this printer did not print: why, in the kitchen's words. */
  failure: string | null;
};

function printedWords(printer: OrderPrinter, timeZone: string): string {
  if (printer.waiting) return "Waiting for the printer";
  if (printer.failure) return `Didn't print: ${printer.failure}`;
  return printer.printedAt
    ? `Printed ${formatDateTimeUS(new Date(printer.printedAt), timeZone)}`
    : "Not printed";
}

/**
 * "Print again" on the order page (docs/product/06-admin.md §6.22): the kitchen copy once more on one printer
 * or on every printer that takes this order. Each printer prints it at its next poll.
 */
export function PrintAgain({ printers, timeZone }: { printers: OrderPrinter[]; timeZone: string }) {
  const { submitForm, isBusy } = useActionFetcher({ key: "print-again", action: "print the order again" });
  if (printers.length === 0) {
    return (
      <p className="text-sm text-stone-700">
        No kitchen printer takes this kind of order. Printers are set up under Settings → Printers.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-2">
        {printers.map((printer) => (
          <li key={printer.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0">
              <span className="block font-semibold text-ink">{printer.name}</span>
              <span
                className={`block text-sm ${printer.failure && !printer.waiting ? "font-semibold text-red-800" : "text-stone-700"}`}
                data-testid="print-state"
              >
                {printedWords(printer, timeZone)}
              </span>
            </span>
            <Button
              variant="secondary"
              disabled={isBusy}
              aria-label={`Print again on ${printer.name}`}
              onClick={() => submitForm({ intent: "reprint", printer: printer.id })}
            >
              <Printer aria-hidden="true" className="size-4" />
              Print again
            </Button>
          </li>
        ))}
      </ul>
      {printers.length > 1 ? (
        <Button disabled={isBusy} onClick={() => submitForm({ intent: "reprint", printer: "all" })}>
          <Printer aria-hidden="true" className="size-4" />
          Print again on every printer
        </Button>
      ) : null}
    </div>
  );
}
