import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type * as z from "#domain/validation/zod.ts";
import { setServerFieldErrors } from "./action-result.ts";
import { useActionFetcher, type ActionAnswer } from "#app/lib/use-action-fetcher.ts";

type JsonFormOptions<Values extends FieldValues> = {
  defaultValues: DefaultValues<Values>;
  /** What the toast says failed: "Failed to {action}". */
  action: string;
  onSuccess?: (data: ActionAnswer) => void;
};

/**
 * An admin form with nested values (lists, links, tiers) or typed values: react-hook-form checks the typed
 * values with the same zod schema the route action parses them with, then posts them as JSON under
 * `item`, with the intent and the row's id. The server's field errors land on their fields.
 */
export function useJsonForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  options: JsonFormOptions<z.input<Schema>>,
) {
  type Values = z.input<Schema>;
  const form = useForm<Values>({
    // raw: the action receives what was typed (dollars) and converts it itself with the same schema.
    resolver: zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<Values>,
    defaultValues: options.defaultValues,
    mode: "onTouched",
  });
  const { submitJson, isBusy } = useActionFetcher({
    action: options.action,
    onSuccess: options.onSuccess,
    onError: (error) => setServerFieldErrors(form, error.fields),
  });

  const submitWith = (extra: Record<string, unknown>) =>
    form.handleSubmit((values) => submitJson({ ...extra, item: values }));

  return { form, submitWith, isSubmitting: isBusy };
}
