import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { useFetcher } from "react-router";
import type * as z from "#domain/validation/zod.ts";
import { readActionError } from "./action-result.ts";

type AdminFormOptions<Values extends FieldValues> = {
  defaultValues: DefaultValues<Values>;
  /** Sent as `intent` when a page has several forms on one action (docs/decisions/006). */
  intent?: string;
  /** Runs once the action answered without an error. */
  onSuccess?: (data: unknown) => void;
};

/**
 * One admin form: react-hook-form checks the fields with the same zod schema the route action
 * parses with, then the form posts to the action through a fetcher. Field errors the server finds
 * (an email already taken) land on their fields; anything else is the form's error.
 */
export function useAdminForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  options: AdminFormOptions<z.input<Schema>>,
) {
  type Values = z.input<Schema>;
  const fetcher = useFetcher<unknown>();
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: options.defaultValues,
    mode: "onTouched",
  });
  const handled = useRef<unknown>(null);
  const { onSuccess } = options;

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const error = readActionError(fetcher.data);
    if (!error) {
      onSuccess?.(fetcher.data);
      return;
    }
    for (const [field, message] of Object.entries(error.fields)) {
      form.setError(field as Path<Values>, { type: "server", message });
    }
  }, [fetcher.state, fetcher.data, form, onSuccess]);

  const onSubmit = form.handleSubmit((values) => {
    const body: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) {
      if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
        body[key] = String(value);
    }
    if (options.intent) body.intent = options.intent;
    void fetcher.submit(body, { method: "post" });
  });

  const serverError = readActionError(fetcher.state === "idle" ? fetcher.data : undefined);
  return {
    form,
    fetcher,
    onSubmit,
    isSubmitting: fetcher.state !== "idle",
    /** The action's error when it was not about one field. */
    formError: serverError && Object.keys(serverError.fields).length === 0 ? serverError.message : null,
  };
}
