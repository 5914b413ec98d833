import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type * as z from "#domain/validation/zod.ts";
import { useActionFetcher, type ActionFetcherOptions } from "#app/lib/use-action-fetcher.ts";
import { setServerFieldErrors } from "./action-result.ts";

type AdminFormOptions<Values extends FieldValues> = {
  defaultValues: DefaultValues<Values>;
  /** Sent as `intent` when a page has several forms on one action (docs/decisions/006). */
  intent?: string;
  /** Runs once the action answered without an error. */
  onSuccess?: (data: unknown) => void;
} & Partial<Pick<ActionFetcherOptions, "action" | "route" | "successToast" | "errorToast">>;

/**
 * One admin form: react-hook-form checks the fields with the same zod schema the route action
 * parses with, then the form posts to the action through a fetcher. Field errors the server finds
 * (an email already taken) land on their fields; anything else is the form's error. The page shows
 * those itself, so by default this form shows no toast (its `onSuccess` may).
 */
export function useAdminForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  options: AdminFormOptions<z.input<Schema>>,
) {
  type Values = z.input<Schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: options.defaultValues,
    mode: "onTouched",
  });
  const { fetcher, submitForm, isBusy, formError } = useActionFetcher({
    action: options.action ?? "save",
    route: options.route,
    successToast: options.successToast ?? "none",
    errorToast: options.errorToast ?? "never",
    onSuccess: options.onSuccess,
    onError: (error) => setServerFieldErrors(form, error.fields),
  });

  const onSubmit = form.handleSubmit((values) => {
    const body: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) {
      if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
        body[key] = String(value);
    }
    if (options.intent) body.intent = options.intent;
    submitForm(body);
  });

  return {
    form,
    fetcher,
    submitForm,
    onSubmit,
    isSubmitting: isBusy,
    /** The action's error when it was not about one field. */
    formError,
  };
}
