import { useId } from "react";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
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
  // The select shows the saved choice itself: only a refusal is said in a toast.
  const { fetcher, submitForm } = useActionFetcher({ key: fetcherKey, action, successToast: "none" });
  const pending = fetcher.formData?.get(field);
  const shown = typeof pending === "string" ? pending : value;
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
          onValueChange={(next) => submitForm({ intent: field, [field]: next })}
        />
      </div>
    </div>
  );
}
