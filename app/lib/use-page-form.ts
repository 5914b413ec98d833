import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { pickFieldErrors } from "#domain/validation/field-errors.ts";
import { toApiError } from "#app/lib/api-error.ts";
import { useActionFetcher, type ActionFetcherOptions } from "#app/lib/use-action-fetcher.ts";

/** What a public form's page action answers: `{ ok: true }`, or the error with the typed values. */
export type PageFormActionData = { ok: true } | { error: unknown; values?: Partial<Record<string, string>> };

export type PageFormOptions<Field extends string> = {
  fields: readonly Field[];
  /** The form's own check before sending: a message per wrong field, none when it may be sent. */
  validate: (values: Record<Field, string>) => Partial<Record<Field, string>>;
  /** The page's action answer, when the page was rendered from it (the form posted without JavaScript). */
  pageActionData?: PageFormActionData;
  /** How the post is reported: what failed, and the form's own toasts. */
  post: Pick<ActionFetcherOptions, "action" | "successToast" | "errorToast">;
};

function isSuccess(data: PageFormActionData | undefined): data is { ok: true } {
  return Boolean(data && "ok" in data && data.ok);
}

function emptyValues<Field extends string>(fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, ""])) as Record<Field, string>;
}

/** The values and errors a page rendered from the action's answer starts with (no JavaScript). */
function initialState<Field extends string>(fields: readonly Field[], data: PageFormActionData | undefined) {
  const values = emptyValues(fields);
  if (!data || isSuccess(data)) return { values, errors: {} };
  const typed = data.values ?? {};
  for (const field of fields) values[field] = typed[field] ?? "";
  return { values, errors: pickFieldErrors(toApiError(data).fields, fields) };
}

/**
 * What the form's fields hold in the browser, where it differs from `values`; null when nothing does.
 * A public page is shown before its scripts start (docs/product/02-public-pages.md §2.14): what the visitor
 * typed or
 * chose meanwhile is in the fields, which React keeps as they are when it takes them over, but not in
 * the form's state, so the next render would put the state's empty values back.
 */
function typedBeforeTakeOver<Field extends string>(
  form: HTMLFormElement | null,
  fields: readonly Field[],
  values: Record<Field, string>,
): Record<Field, string> | null {
  if (!form) return null;
  const inForm = new FormData(form);
  let typed: Record<Field, string> | null = null;
  for (const field of fields) {
    const value = inForm.get(field);
    if (typeof value !== "string" || value === values[field]) continue;
    typed ??= { ...values };
    typed[field] = value;
  }
  return typed;
}

/**
 * A public page's form (contact, quote request): it posts to the page's action, which works without
 * JavaScript too; with JavaScript the form's own check runs first, the post goes through the action
 * fetcher (docs/decisions/110) as soon as it answers, and the outcome is a toast. What was typed
 * before the page took over is kept and counts. Typed text is kept on any failure and cleared on
 * success; the first wrong field gets focus.
 */
export function usePageForm<Field extends string>({
  fields,
  validate,
  pageActionData,
  post,
}: PageFormOptions<Field>) {
  const [state] = useState(() => initialState(fields, pageActionData));
  const [values, setValues] = useState<Record<Field, string>>(state.values);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(state.errors);
  const formRef = useRef<HTMLFormElement>(null);
  // Once React has the fields (the commit that took them over, before any later render resets them),
  // the form's state takes what the browser holds.
  useLayoutEffect(() => {
    const typed = typedBeforeTakeOver(formRef.current, fields, state.values);
    if (typed) setValues(typed);
  }, [fields, state]);
  const poster = useActionFetcher({
    ...post,
    handleOn: "answer",
    onSuccess: () => setValues(emptyValues(fields)),
    onError: (error) => {
      if (error.code === "VALIDATION") showErrors(pickFieldErrors(error.fields, fields));
    },
  });

  function onFieldChange(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field already marked wrong is re-checked as the visitor fixes it; others wait for submit.
    if (errors[field]) {
      const found = validate(next);
      setErrors((current) => ({ ...current, [field]: found[field] }));
    }
  }

  // The first wrong field gets focus after the render that marks it, so it is announced with its error.
  const focusFirstErrorRef = useRef(false);
  function showErrors(next: Partial<Record<Field, string>>) {
    focusFirstErrorRef.current = true;
    setErrors(next);
  }
  useEffect(() => {
    if (!focusFirstErrorRef.current) return;
    focusFirstErrorRef.current = false;
    const first = fields.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors, fields]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    poster.submitForm(event.currentTarget);
  }

  return {
    fetcher: poster.fetcher,
    formRef,
    values,
    errors,
    isSending: poster.isBusy,
    /** The page was rendered from the action's answer (JavaScript off): say how it went in the page. */
    pageOutcome: pageActionData
      ? isSuccess(pageActionData)
        ? ("sent" as const)
        : ("failed" as const)
      : null,
    onFieldChange,
    onSubmit,
  };
}
