import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { failedActionMessage, readActionError } from "#app/lib/admin/action-result.ts";
import { notify } from "#app/lib/notify.tsx";

type ActionToastOptions = {
  /** Keeps the answer when the button's row goes away (a retried email leaves the Failed filter). */
  key: string;
  /** The success toast's title; its text is the action's own `message`. */
  success: string;
  /** What the error toast says failed: "Failed to {action}" (spec point 8). */
  action: string;
};

function messageOf(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : undefined;
}

/** Posts one intent to the route's action and says how it went in a toast. */
export function useActionToast({ key, success, action }: ActionToastOptions) {
  const fetcher = useFetcher<unknown>({ key });
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || reported.current === fetcher.data) return;
    reported.current = fetcher.data;
    const error = readActionError(fetcher.data);
    if (error) notify.error("Error", { description: failedActionMessage(error, action) });
    else notify.success(success, { description: messageOf(fetcher.data) });
  }, [fetcher.state, fetcher.data, success, action]);
  const submit = useCallback(
    (fields: Record<string, string>) => void fetcher.submit(fields, { method: "post" }),
    [fetcher],
  );
  return { submit, isBusy: fetcher.state !== "idle", busyFields: fetcher.formData };
}
