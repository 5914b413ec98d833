import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { Printer } from "lucide-react";

export type PrinterProblem = { id: string; name: string; words: string };

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

/** "Kitchen printer: out of paper" (a printer already called "… printer" is not called so twice). */
export function problemSentence(problem: PrinterProblem): string {
  const who = /printer$/i.test(problem.name.trim()) ? problem.name.trim() : `${problem.name.trim()} printer`;
  return `${who}: ${problem.words.charAt(0).toLowerCase()}${problem.words.slice(1)}`;
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
