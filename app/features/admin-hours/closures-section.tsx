import { useCallback, useState } from "react";
import { Link } from "react-router";
import { Pencil, Plus, Trash2, TriangleAlert } from "lucide-react";
import { formatTime12h } from "#domain/business-time.ts";
import type { StoreClosure } from "#domain/store-hours.ts";
import {
  CLOSURE_LABEL_MAX_LENGTH,
  closureDatesLabel,
  closureSchema,
  closureToForm,
  emptyClosureForm,
  scheduledOrdersWarning,
  type ClosureForm,
} from "#domain/validation/admin-closures.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { ConfirmDialog } from "#app/components/ui/admin/confirm-dialog.tsx";
import { Dialog, DialogContent } from "#app/components/ui/admin/dialog.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import { notify } from "#app/lib/notify.tsx";
import type { StoreClosureRecord } from "#server/hours/closures.ts";
import { fieldProps } from "#app/lib/admin/field-props.ts";

/** A closure as the page lists it; upcoming ones say how many orders are booked on their dates. */
export type ClosureRecord = StoreClosureRecord & { scheduledOrders?: number };

/** "Closed" or "Special hours 10:00 AM - 2:00 PM". */
function describeClosure(closure: StoreClosure): string {
  if (closure.kind !== "special" || !closure.open_time || !closure.close_time) return "Closed";
  if (closure.open_time === "00:00" && closure.close_time === "00:00") return "Special hours: open 24 hours";
  return `Special hours ${formatTime12h(closure.open_time)} - ${formatTime12h(closure.close_time)}`;
}

function ClosureFormDialog({
  closure,
  today,
  open,
  onOpenChange,
}: {
  closure: ClosureRecord | null;
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const onSaved = useCallback(
    (data: unknown) => {
      const { message = "Saved.", warning } = data as { message?: string; warning?: string };
      if (warning) notify.info(message, { description: warning });
      else notify.success(message, { description: "Open pages update within seconds." });
      onOpenChange(false);
    },
    [onOpenChange],
  );
  const defaults: ClosureForm = closure
    ? { ...closureToForm(closure), id: closure.id }
    : emptyClosureForm(today);
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(closureSchema, {
    defaultValues: defaults,
    intent: closure ? "closure-update" : "closure-create",
    onSuccess: onSaved,
  });
  const kind = form.watch("kind");
  const errors = form.formState.errors;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={closure ? "Edit closure" : "Add closure"}
        description="A holiday closes the store on these dates; special hours replace the week's hours for them."
      >
        <fetcher.Form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
          {formError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {formError}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Start date" type="date" {...fieldProps(form, "start_date")} />
            <TextField label="End date" type="date" {...fieldProps(form, "end_date")} />
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-stone-800">On these dates</legend>
            <div className="mt-1 flex flex-wrap gap-x-6">
              <label className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  value="closed"
                  className="size-4 accent-brand-600"
                  {...form.register("kind")}
                />
                Closed
              </label>
              <label className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  value="special"
                  className="size-4 accent-brand-600"
                  {...form.register("kind")}
                />
                Special hours
              </label>
            </div>
            {errors.kind?.message ? (
              <p className="mt-1.5 text-sm font-medium text-red-700">{errors.kind.message}</p>
            ) : null}
          </fieldset>
          {kind === "special" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Opens" type="time" {...fieldProps(form, "open_time")} />
              <TextField
                label="Closes"
                type="time"
                hint="Before the opening time means past midnight."
                {...fieldProps(form, "close_time")}
              />
            </div>
          ) : null}
          <TextField
            label="Label (optional)"
            placeholder="Christmas"
            maxLength={CLOSURE_LABEL_MAX_LENGTH}
            autoComplete="off"
            {...fieldProps(form, "label")}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving…" : closure ? "Save closure" : "Add closure"}
            </Button>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

type ClosureRowProps = {
  closure: ClosureRecord;
  onEdit: () => void;
  onRemove: () => void;
  isRemoving: boolean;
};

function ClosureRow({ closure, onEdit, onRemove, isRemoving }: ClosureRowProps) {
  const dates = closureDatesLabel(closure);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {dates}
          {closure.label ? <span className="font-normal text-stone-700"> ({closure.label})</span> : null}
        </p>
        <p className="text-sm text-stone-700">{describeClosure(closure)}</p>
        {closure.scheduledOrders ? (
          <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-amber-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {scheduledOrdersWarning(closure.scheduledOrders)}{" "}
              <Link
                to="/admin/orders?view=upcoming"
                className="font-semibold underline underline-offset-2 hover:text-amber-950"
              >
                See upcoming orders
              </Link>
            </span>
          </p>
        ) : null}
      </div>
      <div className="flex gap-1">
        <Button variant="ghost" onClick={onEdit} aria-label={`Edit the closure of ${dates}`}>
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
        <ConfirmDialog
          title={`Remove the closure of ${dates}?`}
          description="The week's hours apply again on these dates."
          confirmLabel="Remove"
          busy={isRemoving}
          onConfirm={onRemove}
          trigger={
            <Button variant="ghost" aria-label={`Remove the closure of ${dates}`}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          }
        />
      </div>
    </li>
  );
}

/** Settings → Hours → Closures: holidays and special hours, upcoming first, past ones folded away. */
export function ClosuresSection({ closures, today }: { closures: ClosureRecord[]; today: string }) {
  const [dialog, setDialog] = useState<{ open: boolean; closure: ClosureRecord | null; key: number }>({
    open: false,
    closure: null,
    key: 0,
  });
  const openDialog = (closure: ClosureRecord | null) =>
    setDialog((current) => ({ open: true, closure, key: current.key + 1 }));
  // Here, not in the row: the row is gone once the action answers, and the toast must still show.
  const remove = useActionFetcher({ action: "remove the closure", key: "delete-closure" });
  const rowProps = (closure: ClosureRecord) => ({
    closure,
    onEdit: () => openDialog(closure),
    onRemove: () => remove.submitForm({ intent: "closure-delete", id: closure.id }),
    isRemoving: remove.isBusy,
  });
  const setOpen = useCallback((open: boolean) => setDialog((current) => ({ ...current, open })), []);
  const upcoming = closures
    .filter((closure) => closure.end_date >= today)
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
  const past = closures.filter((closure) => closure.end_date < today);
  return (
    <section
      aria-labelledby="closures-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="closures-heading" className="font-display text-xl font-bold text-ink">
            Closures
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            Holidays and special hours. They replace the week&apos;s hours on their dates everywhere: the open
            status, the times customers can choose, and the checkout.
          </p>
        </div>
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden="true" className="size-4" />
          Add closure
        </Button>
      </div>
      {upcoming.length === 0 ? (
        <p className="mt-4 text-sm text-stone-700">No upcoming closures.</p>
      ) : (
        <ul aria-label="Upcoming closures" className="mt-2 divide-y divide-stone-200">
          {upcoming.map((closure) => (
            <ClosureRow key={closure.id} {...rowProps(closure)} />
          ))}
        </ul>
      )}
      {past.length > 0 ? (
        <details className="mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-ink">
            Past closures ({past.length})
          </summary>
          <ul aria-label="Past closures" className="divide-y divide-stone-200">
            {past.map((closure) => (
              <ClosureRow key={closure.id} {...rowProps(closure)} />
            ))}
          </ul>
        </details>
      ) : null}
      <ClosureFormDialog
        key={dialog.key}
        closure={dialog.closure}
        today={today}
        open={dialog.open}
        onOpenChange={setOpen}
      />
    </section>
  );
}
