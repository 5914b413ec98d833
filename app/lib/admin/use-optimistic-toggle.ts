import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";

type ToggleOptions = {
  /** The stored value, as the page's loader read it. */
  checked: boolean;
  /** The form's `intent` on the route action. */
  intent: string;
  /** What the toast says failed: "Failed to {action}" (docs/product/10-errors-and-messages.md §10.1). */
  action: string;
  /** Extra fields the action needs (the row's id). */
  fields?: Record<string, string>;
};

/**
 * A switch that shows its new state at once and posts it (form data) to the route's action. While the
 * post is in flight the page shows what was asked; afterwards it shows what the loader reads back, so
 * a refused change rolls back by itself, with the toast "Error / Failed to {action}". A change that
 * went through needs no toast: the switch shows it.
 */
export function useOptimisticToggle({ checked, intent, action, fields = {} }: ToggleOptions) {
  const { fetcher, submitForm, isBusy } = useActionFetcher({ action, successToast: "none" });
  const pending = fetcher.formData?.get("value");
  const shown = typeof pending === "string" ? pending === "true" : checked;
  const toggle = (next: boolean) => submitForm({ ...fields, intent, value: String(next) });
  return { checked: shown, toggle, isPending: isBusy };
}
