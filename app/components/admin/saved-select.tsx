import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { failedActionMessage, readActionError } from "#app/lib/admin/action-result.ts";
import { notify } from "#app/lib/notify.tsx";
import { Select } from "#app/components/ui/admin/select.tsx";

type SavedSelectProps = {
  /** The fetcher's key: one per select on a page. */
  fetcherKey: string;
  /** The form field posted, also sent as `intent` (docs/decisions/006). */
  field: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  action: string;
};

/** A select that saves on change: it shows the choice at once and the stored value once answered. */
export function SavedSelect({ fetcherKey, field, label, value, options, action }: SavedSelectProps) {
  const id = useId();
  const fetcher = useFetcher<unknown>({ key: fetcherKey });
  const pending = fetcher.formData?.get(field);
  const shown = typeof pending === "string" ? pending : value;
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || reported.current === fetcher.data) return;
    reported.current = fetcher.data;
    const error = readActionError(fetcher.data);
    if (error) notify.error("Error", { description: failedActionMessage(error, action) });
  }, [fetcher.state, fetcher.data, action]);
  // A value the form cannot choose (an older one) still shows as itself.
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
