import { answerMessage, useActionFetcher } from "#app/lib/use-action-fetcher.ts";

type ActionToastOptions = {
  /** Keeps the answer when the button's row goes away (a retried email leaves the Failed filter). */
  key: string;
  /** The success toast's title; its text is the action's own `message`. */
  success: string;
  /**
   * What the error toast says failed: "Failed to {action}" (docs/product/10-errors-and-messages.md §10.1).
   */
  action: string;
};

/** Posts one intent to the route's action and says how it went in a toast titled `success`. */
export function useActionToast({ key, success, action }: ActionToastOptions) {
  const { submitForm, isBusy, fetcher } = useActionFetcher({
    key,
    action,
    // An email saved but not sent is never titled as sent: the answer's own words are the title.
    successToast: (answer) =>
      answer.emailNotSetUp === true
        ? { title: answerMessage(answer) ?? success }
        : { title: success, description: answerMessage(answer) },
  });
  return { submit: submitForm, isBusy, busyFields: fetcher.formData };
}
