import type { ReactNode } from "react";
import { Button } from "#app/components/ui/admin/button.tsx";
import { ConfirmDialog } from "#app/components/ui/admin/confirm-dialog.tsx";
import { useActionToast } from "./use-action-toast.ts";

/** A connection set on the server's environment (mail server, Stripe keys): shown, never changed here. */
export function ServerConnection({
  headingId,
  title,
  note,
  children,
}: {
  headingId: string;
  title: string;
  /** Why the page cannot change it. */
  note: string;
  /** Its values, read-only. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="font-semibold text-ink">
        {title}
      </h2>
      <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
        {note}
      </p>
      {children}
    </section>
  );
}

type RemoveConnectionProps = {
  /** The fetcher's key and the action's words for its error toast ("remove the mail server"). */
  fetcherKey: string;
  action: string;
  headingId: string;
  title: string;
  /** What removing it means, under the title. */
  text: string;
  buttonLabel: string;
  confirmTitle: string;
  confirmText: string;
};

/** Forgets a connection saved in the admin, behind a confirmation: the site goes back to its fallback. */
export function RemoveConnection({
  fetcherKey,
  action,
  headingId,
  title,
  text,
  buttonLabel,
  confirmTitle,
  confirmText,
}: RemoveConnectionProps) {
  const { submit, isBusy } = useActionToast({ key: fetcherKey, success: "Removed", action });
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="font-semibold text-ink">
        {title}
      </h2>
      <p className="text-sm text-stone-700">{text}</p>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" disabled={isBusy}>
            {buttonLabel}
          </Button>
        }
        title={confirmTitle}
        description={confirmText}
        confirmLabel={buttonLabel}
        busy={isBusy}
        onConfirm={() => submit({ intent: "remove" })}
      />
    </section>
  );
}
