import { useCallback, useState } from "react";
import { Plus } from "lucide-react";
import { formatDateTimeUS } from "#domain/format.ts";
import {
  describePrinterStatus,
  PRINTER_TAKES_LABELS,
  PRINTER_TAKES_OPTIONS,
  type PrinterHealth,
  type PrinterTakes,
} from "#domain/printers.ts";
import { printerSchema, type PrinterValues } from "#domain/validation/admin-printers.ts";
import { FormSheet } from "#app/components/admin/form-sheet.tsx";
import { Button } from "#app/components/ui/admin/button.tsx";
import { ConfirmDialog } from "#app/components/ui/admin/confirm-dialog.tsx";
import { CopyField } from "#app/components/ui/admin/copy-field.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { EmptyState } from "#app/components/ui/admin/states.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import type { AdminPrinter } from "#server/printers/admin-service.ts";

const TAKES_OPTIONS = PRINTER_TAKES_OPTIONS.map((value) => ({ value, label: PRINTER_TAKES_LABELS[value] }));

const HEALTH_CLASS: Record<PrinterHealth, string> = {
  ok: "bg-green-100 text-green-900",
  warning: "bg-amber-100 text-amber-900",
  error: "bg-red-100 text-red-900",
  offline: "bg-red-100 text-red-900",
  never: "bg-stone-100 text-stone-800",
};

type Editing = { mode: "create" } | { mode: "edit"; printer: AdminPrinter } | null;

function PrinterSheet({ editing, onClose }: { editing: NonNullable<Editing>; onClose: () => void }) {
  const printer = editing.mode === "edit" ? editing.printer : null;
  const { form, isSubmitting, formError, submitForm } = useAdminForm(printerSchema, {
    defaultValues: {
      name: printer?.name ?? "",
      mac_address: printer?.macAddress ?? "",
      takes: (printer?.takes as PrinterTakes | undefined) ?? "all",
    },
    action: printer ? "save the printer" : "add the printer",
    successToast: "message",
    onSuccess: onClose,
  });
  const { errors } = form.formState;
  const submit = printer
    ? form.handleSubmit((values: PrinterValues) =>
        submitForm({ ...values, intent: "update", id: printer.id }),
      )
    : form.handleSubmit((values: PrinterValues) => submitForm({ ...values, intent: "create" }));
  return (
    <FormSheet
      title={printer ? `Edit ${printer.name}` : "Add a printer"}
      onClose={onClose}
      onSubmit={submit}
      isSubmitting={isSubmitting}
      submitLabel={printer ? "Save printer" : "Add printer"}
    >
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <TextField
        label="Name"
        hint="Where it stands, like Kitchen or Expo."
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        label="MAC address"
        hint="Printed on the printer's self-test page (hold the feed button while switching it on)."
        autoComplete="off"
        spellCheck={false}
        error={errors.mac_address?.message}
        {...form.register("mac_address")}
      />
      <SelectField
        label="Orders it prints"
        options={TAKES_OPTIONS}
        error={errors.takes?.message}
        {...form.register("takes")}
      />
    </FormSheet>
  );
}

/** One action on one printer (a new address, removal) whose answer outlives the removed card. */
function usePrinterAction(key: string, action: string) {
  const { submitForm, isBusy } = useActionFetcher({ key, action, successToast: "message" });
  const run = useCallback(
    (printer: AdminPrinter, intent: string) => submitForm({ intent, id: printer.id }),
    [submitForm],
  );
  return { run, isBusy };
}

type PrinterAction = ReturnType<typeof usePrinterAction>;

function PrinterCard({
  printer,
  now,
  timeZone,
  onEdit,
  remove,
  renew,
}: {
  printer: AdminPrinter;
  now: Date;
  timeZone: string;
  onEdit: (printer: AdminPrinter) => void;
  remove: PrinterAction;
  renew: PrinterAction;
}) {
  const status = describePrinterStatus(
    printer.lastStatus,
    printer.lastSeenAt,
    now,
    printer.pollIntervalSeconds,
  );
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink">{printer.name}</h2>
          <p className="text-sm text-stone-700">
            {PRINTER_TAKES_LABELS[printer.takes as PrinterTakes] ?? printer.takes} ·{" "}
            <span className="font-mono">{printer.macAddress}</span>
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${HEALTH_CLASS[status.health]}`}
          data-testid="printer-status"
        >
          {status.words}
        </span>
      </div>
      <p className="mt-2 text-sm text-stone-700">
        {printer.lastSeenAt
          ? `Last heard from ${formatDateTimeUS(new Date(printer.lastSeenAt), timeZone)}`
          : "It has not asked for tickets yet."}
        {printer.lastSeenAt && printer.pollIntervalSeconds
          ? ` · asks every ${printer.pollIntervalSeconds} ${printer.pollIntervalSeconds === 1 ? "second" : "seconds"}`
          : ""}
      </p>
      <div className="mt-3">
        {printer.url ? (
          <CopyField
            label={`Address for ${printer.name}`}
            value={printer.url}
            hint="Enter it as the Server URL in the printer's CloudPRNT settings. Keep it private: it lets the printer in."
          />
        ) : (
          <p className="text-sm text-red-800">
            This printer's address can no longer be shown. Make a new address and enter it in the printer.
          </p>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => onEdit(printer)}>
          Edit
        </Button>
        <ConfirmDialog
          title={`Make a new address for ${printer.name}?`}
          description="The address the printer uses now stops working at once. Enter the new one in the printer's CloudPRNT settings."
          confirmLabel="Make a new address"
          busy={renew.isBusy}
          onConfirm={() => renew.run(printer, "renew")}
          trigger={<Button variant="secondary">New address</Button>}
        />
        <ConfirmDialog
          title={`Remove ${printer.name}?`}
          description="It stops printing orders. Tickets it has not printed yet are dropped."
          confirmLabel="Remove"
          busy={remove.isBusy}
          onConfirm={() => remove.run(printer, "delete")}
          trigger={<Button variant="secondary">Remove</Button>}
        />
      </div>
    </li>
  );
}

/** Settings → Printers: the kitchen's CloudPRNT printers, each with the address to enter in it. */
export function PrintersAdmin({
  printers,
  now,
  timeZone,
}: {
  printers: AdminPrinter[];
  now: string;
  timeZone: string;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  // held here, not in the card: a removed printer's card is gone when the answer comes back
  const remove = usePrinterAction("remove-printer", "remove the printer");
  const renew = usePrinterAction("renew-printer", "make a new address");
  const close = useCallback(() => setEditing(null), []);
  const nowDate = new Date(now);
  return (
    <div className="space-y-6">
      <div>
        <Button onClick={() => setEditing({ mode: "create" })}>
          <Plus aria-hidden="true" className="size-4" />
          Add printer
        </Button>
      </div>
      {printers.length === 0 ? (
        <EmptyState title="No printers yet">
          Add a Star printer with CloudPRNT (an mC-Print3, a TSP100IV, or one with a CloudPRNT interface card)
          and every confirmed order prints in the kitchen by itself.
        </EmptyState>
      ) : (
        <ul className="space-y-4" aria-label="Printers">
          {printers.map((printer) => (
            <PrinterCard
              key={printer.id}
              printer={printer}
              now={nowDate}
              timeZone={timeZone}
              remove={remove}
              renew={renew}
              onEdit={(chosen) => setEditing({ mode: "edit", printer: chosen })}
            />
          ))}
        </ul>
      )}
      <section aria-labelledby="printer-setup" className="rounded-2xl border border-stone-200 bg-white p-4">
        <h2 id="printer-setup" className="font-semibold text-ink">
          Setting up a printer
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-stone-800">
          <li>Connect the printer to the restaurant's network and print its self-test page.</li>
          <li>Add it here with the MAC address from that page, then copy its address.</li>
          <li>
            Open the printer's settings page (its IP address in a browser), turn CloudPRNT on, paste the
            address as the Server URL and set the polling interval to 5 seconds.
          </li>
          <li>Save and let the printer restart. Its state here turns to Ready within a minute.</li>
        </ol>
        <p className="mt-2 text-sm text-stone-700">
          Each confirmed order prints once on every printer that takes it. To print one again, use Print again
          on the order's page.
        </p>
      </section>
      {editing ? (
        <PrinterSheet
          key={editing.mode === "edit" ? editing.printer.id : "new"}
          editing={editing}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
