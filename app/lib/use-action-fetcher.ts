import { useCallback, useEffect, useRef } from "react";
import { useFetcher, type SubmitTarget } from "react-router";
import type { ApiError } from "#app/lib/api-error.ts";
import { notify } from "#app/lib/notify.tsx";
import { failedActionMessage, readActionError } from "./action-result.ts";

/** A route action's successful answer, as the admin pages read it. */
export type ActionAnswer = Record<string, unknown>;

export type SuccessToast = { title: string; description?: string; tone?: "success" | "info" };

export type ActionFetcherOptions = {
  /** What the error toast says failed: "Failed to {action}" when the server sent no message (docs/product.md). */
  action: string;
  /** A fetcher key, when the answer must outlive the component that sent it (a deleted row). */
  key?: string;
  /** The route whose action is posted to; the page's own by default. */
  route?: string;
  /**
   * The success toast. "message" (the default): the answer's `message` as its title, none when the
   * answer has no message or says `toast: false`. "none": never. A function picks it from the answer.
   */
  successToast?: "message" | "none" | ((answer: ActionAnswer) => SuccessToast | null);
  /** The error toast's title. */
  errorTitle?: string;
  /**
   * "always" (the default); "without-fields" when the form shows field errors on its fields and only
   * an error about none of them toasts; "never" when the page shows every error itself.
   */
  errorToast?: "always" | "without-fields" | "never";
  /** Runs once per successful answer, after its toast. */
  onSuccess?: (answer: ActionAnswer) => void;
  /** Runs once per error answer, after its toast (a form puts the field errors on its fields). */
  onError?: (error: ApiError) => void;
};

/** The default success toast: the answer's own message, unless the server said not to show one. */
export function messageToast(answer: ActionAnswer): SuccessToast | null {
  if (answer.toast === false || typeof answer.message !== "string" || !answer.message) return null;
  return { title: answer.message };
}

/** The answer's `message`, when it has one. */
export function answerMessage(answer: ActionAnswer): string | undefined {
  return typeof answer.message === "string" ? answer.message : undefined;
}

function pickSuccessToast(answer: ActionAnswer, choice: ActionFetcherOptions["successToast"]) {
  if (choice === "none") return null;
  if (typeof choice === "function") return choice(answer);
  return messageToast(answer);
}

function showSuccess(toast: SuccessToast | null): void {
  if (!toast) return;
  const options = toast.description === undefined ? undefined : { description: toast.description };
  if (toast.tone === "info") notify.info(toast.title, options);
  else notify.success(toast.title, options);
}

function showsErrorToast(error: ApiError, choice: ActionFetcherOptions["errorToast"]): boolean {
  if (choice === "never") return false;
  if (choice === "without-fields") return Object.keys(error.fields).length === 0;
  return true;
}

/**
 * The one way an admin page posts to a route action and hears back (docs/decisions/110): it wraps
 * React Router's fetcher and, once per answer, shows the toast (the answer's message, or "Error" with
 * the server's message or "Failed to {action}") and calls `onSuccess` / `onError`. Flat forms and
 * toggles post form data (`submitForm`, or the fetcher's `Form`), nested values post JSON (`submitJson`).
 */
export function useActionFetcher(options: ActionFetcherOptions) {
  const { key, route } = options;
  const fetcher = useFetcher<unknown>(key ? { key } : undefined);
  // The latest options, read when an answer arrives: callers pass fresh closures every render.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const handled = useRef<unknown>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const current = latest.current;
    const error = readActionError(fetcher.data);
    if (error) {
      if (showsErrorToast(error, current.errorToast)) {
        notify.error(current.errorTitle ?? "Error", {
          description: failedActionMessage(error, current.action),
        });
      }
      current.onError?.(error);
      return;
    }
    const answer = (
      typeof fetcher.data === "object" && fetcher.data !== null ? fetcher.data : {}
    ) as ActionAnswer;
    showSuccess(pickSuccessToast(answer, current.successToast));
    current.onSuccess?.(answer);
  }, [fetcher.state, fetcher.data]);

  const post = fetcher.submit;
  /** Posts form data: a form element, FormData, or flat string fields. */
  const submitForm = useCallback(
    (target: HTMLFormElement | FormData | Record<string, string>) =>
      void post(target as SubmitTarget, { method: "post", ...(route ? { action: route } : {}) }),
    [post, route],
  );
  /** Posts a JSON body (lists and nested values a form field cannot hold). */
  const submitJson = useCallback(
    (body: Record<string, unknown>) =>
      void post(body as SubmitTarget, {
        method: "post",
        encType: "application/json",
        ...(route ? { action: route } : {}),
      }),
    [post, route],
  );

  const error = fetcher.state === "idle" ? readActionError(fetcher.data) : null;
  const hasFieldErrors = error !== null && Object.keys(error.fields).length > 0;
  return {
    fetcher,
    submitForm,
    submitJson,
    isBusy: fetcher.state !== "idle",
    /** The last answer's error, while no post is in flight. */
    error,
    fieldErrors: error?.fields ?? {},
    /** The last error when it was not about one field (a form shows it above its fields). */
    formError: error && !hasFieldErrors ? error.message : null,
  };
}
