import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import {
  INQUIRY_PRIORITIES,
  INQUIRY_PRIORITY_LABELS,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
} from "#domain/validation/admin-inquiries.ts";
import { Select } from "#app/components/ui/admin/select.tsx";
import { failedActionMessage, readActionError } from "#app/lib/admin/action-result.ts";
import { notify } from "#app/lib/notify.tsx";

type FieldProps = {
  field: "status" | "priority";
  label: string;
  value: string;
  options: { value: string; label: string }[];
  action: string;
};

/** A select that saves on change: it shows the choice at once and the stored value once answered. */
function SavedSelect({ field, label, value, options, action }: FieldProps) {
  const id = useId();
  const fetcher = useFetcher<unknown>({ key: `inquiry-${field}` });
  const pending = fetcher.formData?.get(field);
  const shown = typeof pending === "string" ? pending : value;
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || reported.current === fetcher.data) return;
    reported.current = fetcher.data;
    const error = readActionError(fetcher.data);
    if (error) notify.error("Error", { description: failedActionMessage(error, action) });
  }, [fetcher.state, fetcher.data, action]);
  // A value the form cannot choose (an older "closed" or "urgent") still shows as itself.
  const choices = options.some((option) => option.value === shown)
    ? options
    : [...options, { value: shown, label: shown }];
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="mt-1">
        <Select
          id={id}
          value={shown}
          options={choices}
          onValueChange={(next) => void fetcher.submit({ intent: field, [field]: next }, { method: "post" })}
        />
      </div>
    </div>
  );
}

export function InquiryControls({ status, priority }: { status: string; priority: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SavedSelect
        field="status"
        label="Status"
        value={status}
        action="update the status"
        options={INQUIRY_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] ?? value }))}
      />
      <SavedSelect
        field="priority"
        label="Priority"
        value={priority}
        action="update the priority"
        options={INQUIRY_PRIORITIES.map((value) => ({
          value,
          label: INQUIRY_PRIORITY_LABELS[value] ?? value,
        }))}
      />
    </div>
  );
}
