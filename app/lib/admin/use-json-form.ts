import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import type * as z from "#domain/validation/zod.ts";
import { readActionError } from "./action-result.ts";
import { useJsonAction, type JsonBody } from "./use-json-action.ts";

type JsonFormOptions<Values extends FieldValues> = {
  defaultValues: DefaultValues<Values>;
  /** What the toast says failed: "Failed to {action}". */
  action: string;
  onSuccess?: (data: Record<string, unknown>) => void;
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
  const { submit, fetcher, isBusy } = useJsonAction({
    action: options.action,
    onSuccess: options.onSuccess,
  });
  const handled = useRef<unknown>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const error = readActionError(fetcher.data);
    if (!error) return;
    for (const [field, message] of Object.entries(error.fields)) {
      form.setError(field as Path<Values>, { type: "server", message });
    }
  }, [fetcher.state, fetcher.data, form]);

  const submitWith = (extra: JsonBody) => form.handleSubmit((values) => submit({ ...extra, item: values }));

  return { form, submitWith, isSubmitting: isBusy };
}
