import { useCallback, useEffect, useRef } from "react";
import { useFetcher, type SubmitTarget } from "react-router";
import { isApiErrorBody } from "#domain/api-error.ts";
import { EMAIL_SETUP_PATH } from "#domain/mail-answer.ts";
import { toApiError, type ApiError } from "#app/lib/api-error.ts";
import { notify } from "#app/lib/notify.tsx";

// Public pages post through this hook too: it imports nothing of the admin's, so the public
// bundles stay within their budget, and the toast library still loads with the first toast.

/** A route action's successful answer. */
export type ActionAnswer = Record<string, unknown>;

export type SuccessToast = { title: string; description?: string; tone?: "success" | "info" };

export type ErrorToast = { title: string; description: string };

export type ActionFetcherOptions = {
  /**
   * What the error toast says failed: "Failed to {action}" when the server sent no message
   * (docs/product/10-errors-and-messages.md §10.1).
   */
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
   * an error about none of them toasts; "never" when the page shows every error itself. A function
   * picks the toast from the error: a public form's own title, and its own words for a post that got
   * no answer (`error.isFromServer` is false) or for what the server said.
   */
  errorToast?: "always" | "without-fields" | "never" | ((error: ApiError) => ErrorToast | null);
  /**
   * When an answer is handled. "reread" (the default): once the fetcher is idle, so the action has
   * answered and the page's data has been read again, and a callback sees the page as it now is.
   * "answer": as soon as the action answers (React Router 7 hands the fetcher its data while the page's
   * data is still being reread): a public form says how it went without waiting for the page, whose new
   * data may no longer hold the component (a cancelled order has no cancel dialog). In this mode only answers
   * that arrive after the component mounted count, and one post is out at a time (a double click
   * sends one message).
   */
  handleOn?: "reread" | "answer";
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

function showSuccess(toast: SuccessToast | null, answer: ActionAnswer): void {
  if (!toast) return;
  // An answer that saved an email it could not send links to where email is set up (docs/product/07-emails.md
  // §7).
  const setUp =
    answer.emailNotSetUp === true
      ? { action: { label: "Set up email", onClick: () => window.location.assign(EMAIL_SETUP_PATH) } }
      : {};
  const options =
    toast.description === undefined && !("action" in setUp)
      ? undefined
      : { ...(toast.description === undefined ? {} : { description: toast.description }), ...setUp };
  if (toast.tone === "info") notify.info(toast.title, options);
  else notify.success(toast.title, options);
}

/** A route action's answer: an error of ours, or null for success. */
function readActionError(data: unknown): ApiError | null {
  return isApiErrorBody(data) ? toApiError(data) : null;
}

/**
 * The generic failed action (docs/product/10-errors-and-messages.md §10.1): the error's message, or Failed to
 * {action}.
 */
function failedActionMessage(error: ApiError, action: string): string {
  return error.isFromServer && error.message ? error.message : `Failed to ${action}`;
}

function pickErrorToast(error: ApiError, options: ActionFetcherOptions): ErrorToast | null {
  const choice = options.errorToast;
  if (typeof choice === "function") return choice(error);
  if (choice === "never") return null;
  if (choice === "without-fields" && Object.keys(error.fields).length > 0) return null;
  return { title: options.errorTitle ?? "Error", description: failedActionMessage(error, options.action) };
}

/**
 * The one way a page posts to a route action and hears back (docs/decisions/110): it wraps React
 * Router's fetcher and, once per answer, shows the toast (the answer's message, or "Error" with the
 * server's message or "Failed to {action}", unless the caller picks its own) and calls `onSuccess` /
 * `onError`. Flat forms and toggles post form data (`submitForm`, or the fetcher's `Form`), nested
 * values post JSON (`submitJson`).
 */
export function useActionFetcher(options: ActionFetcherOptions) {
  const { key, route } = options;
  const onAnswer = options.handleOn === "answer";
  const fetcher = useFetcher<unknown>(key ? { key } : undefined);
  // The latest options, read when an answer arrives: callers pass fresh closures every render.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // The answer already handled (a keyed fetcher may hold an older one when this component mounts).
  const handled = useRef<unknown>(onAnswer ? fetcher.data : null);
  // A post of this component's still waiting for its answer.
  const isPosting = useRef(false);

  useEffect(() => {
    if (onAnswer ? fetcher.state === "submitting" : fetcher.state !== "idle") return;
    isPosting.current = false;
    if (fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const current = latest.current;
    const error = readActionError(fetcher.data);
    if (error) {
      const toast = pickErrorToast(error, current);
      if (toast) notify.error(toast.title, { description: toast.description });
      current.onError?.(error);
      return;
    }
    const answer = (
      typeof fetcher.data === "object" && fetcher.data !== null ? fetcher.data : {}
    ) as ActionAnswer;
    showSuccess(pickSuccessToast(answer, current.successToast), answer);
    current.onSuccess?.(answer);
  }, [fetcher.state, fetcher.data, onAnswer]);

  const post = fetcher.submit;
  const send = useCallback(
    (target: SubmitTarget, encType?: "application/json") => {
      if (onAnswer && isPosting.current) return;
      isPosting.current = true;
      void post(target, {
        method: "post",
        ...(encType ? { encType } : {}),
        ...(route ? { action: route } : {}),
      });
    },
    [post, route, onAnswer],
  );
  /** Posts form data: a form element, FormData, or flat string fields. */
  const submitForm = useCallback(
    (target: HTMLFormElement | FormData | Record<string, string>) => send(target as SubmitTarget),
    [send],
  );
  /** Posts a JSON body (lists and nested values a form field cannot hold). */
  const submitJson = useCallback(
    (body: Record<string, unknown>) => send(body as SubmitTarget, "application/json"),
    [send],
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
