import {
  answerMessage,
  messageToast,
  type ActionAnswer,
  type SuccessToast,
} from "#app/lib/admin/use-action-fetcher.ts";

/**
 * The toast after deleting a dish: one that past orders show is kept and switched off instead
 * (SOFT_DELETE_PERFORMED, docs/product.md), which is said plainly, as information, under `keptTitle`.
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
