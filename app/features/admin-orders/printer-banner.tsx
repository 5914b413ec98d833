import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { Printer } from "lucide-react";
import { Button } from "#app/components/ui/admin/button.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";

export type PrinterProblem = { id: string; name: string; words: string };

/** A ticket a printer gave up on (server/printers/admin-service.ts). */
export type PrintFailure = {
  orderId: string;
  orderNumber: string;
  printerId: string;
  printerName: string;
  reason: string;
  failedAt: string;
};

/** A printer's state changes no order, so the board reads it again each minute while it is shown. */
const RECHECK_MS = 60_000;

function useRecheckPrinters(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void revalidate();
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [revalidate]);
}

/** "Kitchen printer" (a printer already called "… printer" is not called so twice). */
function printerWho(name: string): string {
  return /printer$/i.test(name.trim()) ? name.trim() : `${name.trim()} printer`;
}

/** "Kitchen printer: out of paper". */
export function problemSentence(problem: PrinterProblem): string {
  return `${printerWho(problem.name)}: ${problem.words.charAt(0).toLowerCase()}${problem.words.slice(1)}`;
}

/**
 * A kitchen printer that needs a hand (out of paper, cover open, gone quiet), above the board in the
 * owner's words: "Kitchen printer: out of paper". Nothing when every printer is fine.
 */
export function PrinterProblems({ problems }: { problems: PrinterProblem[] }) {
  useRecheckPrinters();
  if (problems.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-xl border border-red-300 bg-red-50 p-3 text-red-900"
      data-testid="printer-problems"
    >
      <ul className="space-y-1">
        {problems.map((problem) => (
          <li key={problem.id} className="flex items-center gap-2 font-semibold">
            <Printer aria-hidden="true" className="size-4 shrink-0" />
            <span>{problemSentence(problem)}</span>
          </li>
        ))}
      </ul>
      <Link
        to="/admin/settings/printers"
        className="mt-1 inline-flex min-h-11 items-center text-sm underline"
      >
        Printer settings
      </Link>
    </div>
  );
}

/** One ticket that did not print, with Print again on the printer that gave up on it. */
function PrintFailureRow({ failure }: { failure: PrintFailure }) {
  const { fetcher, isBusy } = useActionFetcher({
    key: `print-again-${failure.orderId}-${failure.printerId}`,
    action: "print the order again",
    // Said at once: once the page is read again the ticket waits and this row is gone.
    handleOn: "answer",
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <p className="min-w-0">
        <Link to={`/admin/orders/${failure.orderId}`} className="font-semibold underline underline-offset-2">
          Order #{failure.orderNumber}
        </Link>{" "}
        on the {printerWho(failure.printerName)}
        <span className="block text-sm">Didn't print: {failure.reason}</span>
      </p>
      <fetcher.Form method="post" action={`/admin/orders/${failure.orderId}`}>
        <input type="hidden" name="intent" value="reprint" />
        <input type="hidden" name="printer" value={failure.printerId} />
        <Button
          type="submit"
          variant="secondary"
          disabled={isBusy}
          aria-label={`Print again: order #${failure.orderNumber} on ${failure.printerName}`}
        >
          <Printer aria-hidden="true" className="size-4" />
          Print again
        </Button>
      </fetcher.Form>
    </li>
  );
}

/**
 * Tickets a printer gave up on (a format it cannot print, data it could not read, a download that
 * kept timing out), above the board: each with its reason and Print again, until it is printed or
 * asked again, or the order leaves the kitchen. Nothing when every ticket printed.
 */
export function PrintFailures({ failures }: { failures: PrintFailure[] }) {
  if (failures.length === 0) return null;
  return (
    <section
      aria-labelledby="print-failures-title"
      className="rounded-xl border border-red-300 bg-red-50 p-3 text-red-900"
      data-testid="print-failures"
    >
      <h2 id="print-failures-title" className="flex items-center gap-2 font-semibold">
        <Printer aria-hidden="true" className="size-4 shrink-0" />
        {failures.length === 1 ? "A ticket didn't print" : `${failures.length} tickets didn't print`}
      </h2>
      <ul className="mt-2 space-y-3">
        {failures.map((failure) => (
          <PrintFailureRow key={`${failure.orderId}-${failure.printerId}`} failure={failure} />
        ))}
      </ul>
    </section>
  );
}
