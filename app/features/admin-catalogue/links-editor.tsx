import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { Button } from "#app/components/ui/admin/button.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { CheckboxField } from "#app/components/ui/admin/form-parts.tsx";
import { externalLinksToInput, type ExternalLinksFormValues } from "#domain/validation/admin-catalogue.ts";

export type LinksFormValues = { external_links: ExternalLinksFormValues };

/** A row's stored links as the editor's values (a missing switch reads as on). */
export const linksToInput = externalLinksToInput;

function newLinkId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `link-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The external_links editor: delivery-service links, their switches, and custom buttons. */
export function LinksEditor({ form }: { form: UseFormReturn<LinksFormValues> }) {
  const { register, control, formState } = form;
  const errors = formState.errors.external_links;
  const custom = useFieldArray({ control, name: "external_links.customLinks", keyName: "key" });
  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 font-semibold text-ink">Links to delivery services</legend>
      <TextField
        label="DoorDash link"
        type="url"
        placeholder="https://"
        error={errors?.doordashUrl?.message}
        {...register("external_links.doordashUrl")}
      />
      <TextField
        label="Uber Eats link"
        type="url"
        placeholder="https://"
        error={errors?.uberEatsUrl?.message}
        {...register("external_links.uberEatsUrl")}
      />
      <CheckboxField label="Show the DoorDash button" {...register("external_links.showDoordash")} />
      <CheckboxField label="Show the Uber Eats button" {...register("external_links.showUberEats")} />
      <CheckboxField
        label="Show the external buttons at all"
        {...register("external_links.showExternalButtons")}
      />
      <div className="space-y-3">
        <p className="text-sm font-semibold text-stone-800">Custom links</p>
        {custom.fields.map((field, index) => (
          <div key={field.key} className="space-y-2 rounded-lg bg-stone-50 p-3">
            <TextField
              label={`Link ${index + 1} name`}
              error={errors?.customLinks?.[index]?.name?.message}
              {...register(`external_links.customLinks.${index}.name`)}
            />
            <TextField
              label={`Link ${index + 1} address`}
              type="url"
              placeholder="https://"
              error={errors?.customLinks?.[index]?.url?.message}
              {...register(`external_links.customLinks.${index}.url`)}
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CheckboxField
                label="Show as a button"
                {...register(`external_links.customLinks.${index}.showButton`)}
              />
              <Button variant="ghost" onClick={() => custom.remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove link {index + 1}
              </Button>
            </div>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => custom.append({ id: newLinkId(), name: "", url: "", showButton: true })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a custom link
        </Button>
      </div>
    </fieldset>
  );
}
