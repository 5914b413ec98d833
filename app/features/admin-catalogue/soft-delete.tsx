import {
  answerMessage,
  messageToast,
  type ActionAnswer,
  type SuccessToast,
} from "#app/lib/use-action-fetcher.ts";

/**
 * The toast after deleting a dish: one that past orders show is kept and switched off instead
 * (SOFT_DELETE_PERFORMED, docs/product/06-admin.md §6.7), which is said plainly, as information, under
 * `keptTitle`.
 */
export function deleteToast(keptTitle: string) {
  return (answer: ActionAnswer): SuccessToast | null =>
    answer.outcome === "soft-deleted"
      ? { tone: "info", title: keptTitle, description: answerMessage(answer) }
      : messageToast(answer);
}

/** What the page keeps saying after a delete: why the dish is still there, or nothing. */
export function keptNotice(answer: ActionAnswer): string | null {
  return answer.outcome === "soft-deleted" ? (answerMessage(answer) ?? null) : null;
}

/** Why a deleted dish is still listed, said where a screen reader hears it. */
export function KeptNotice({ notice }: { notice: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {notice ? (
        <p
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
          data-testid="soft-delete-notice"
        >
          {notice}
        </p>
      ) : null}
    </div>
  );
}
