import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { notify } from "#app/lib/notify.tsx";
import { failedActionMessage, readActionError } from "./action-result.ts";

type ToggleOptions = {
  /** The stored value, as the page's loader read it. */
  checked: boolean;
  /** The form's `intent` on the route action. */
  intent: string;
  /** What the toast says failed: "Failed to {action}" (spec point 8). */
  action: string;
  /** Extra fields the action needs (the row's id). */
  fields?: Record<string, string>;
};

/**
 * A switch that shows its new state at once and posts it to the route's action. While the post is
 * in flight the page shows what was asked; afterwards it shows what the loader reads back, so a
 * refused change rolls back by itself, with the spec's toast "Error / Failed to {action}".
 */
export function useOptimisticToggle({ checked, intent, action, fields = {} }: ToggleOptions) {
  const fetcher = useFetcher<unknown>();
  const pending = fetcher.formData?.get("value");
  const shown = typeof pending === "string" ? pending === "true" : checked;
  const reported = useRef<unknown>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || reported.current === fetcher.data) return;
    reported.current = fetcher.data;
    const error = readActionError(fetcher.data);
    if (error) notify.error("Error", { description: failedActionMessage(error, action) });
  }, [fetcher.state, fetcher.data, action]);

  const toggle = (next: boolean) => {
    void fetcher.submit({ ...fields, intent, value: String(next) }, { method: "post" });
  };
  return { checked: shown, toggle, isPending: fetcher.state !== "idle" };
}
