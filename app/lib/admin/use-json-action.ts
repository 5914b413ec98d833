import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { failedActionMessage, readActionError } from "./action-result.ts";
import { notify } from "#app/lib/notify.tsx";

type ActionOptions = {
  /** What the toast says failed: "Failed to {action}" (spec point 8). */
  action: string;
  /** Runs once the action answered without an error. */
  onSuccess?: (data: Record<string, unknown>) => void;
  /** A fetcher key, when the answer must outlive the row that sent it (a deleted row). */
  key?: string;
};

export type JsonBody = Record<string, unknown>;

/**
 * Posts a JSON body to the page's route action (lists and nested values a form field cannot hold)
 * and reports the outcome: the action's message as a toast, or "Error" with its message.
 */
export function useJsonAction({ action, onSuccess, key }: ActionOptions) {
  const fetcher = useFetcher<unknown>(key ? { key } : undefined);
  const reported = useRef<unknown>(null);
  const successRef = useRef(onSuccess);
  useEffect(() => {
    successRef.current = onSuccess;
  });

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || reported.current === fetcher.data) return;
    reported.current = fetcher.data;
    const error = readActionError(fetcher.data);
    if (error) {
      notify.error("Error", { description: failedActionMessage(error, action) });
      return;
    }
    const data = (fetcher.data ?? {}) as Record<string, unknown>;
    if (typeof data.message === "string" && data.outcome !== "soft-deleted") notify.success(data.message);
    successRef.current?.(data);
  }, [fetcher.state, fetcher.data, action]);

  const post = fetcher.submit;
  const submit = useCallback(
    (body: JsonBody) => {
      // The values are plain JSON: React Router posts them as application/json.
      void post(body as never, { method: "post", encType: "application/json" });
    },
    [post],
  );
  const error = fetcher.state === "idle" ? readActionError(fetcher.data) : null;
  return { submit, fetcher, isBusy: fetcher.state !== "idle", error };
}
