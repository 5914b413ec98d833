import { useCallback } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { menuItemSchema, type MenuItemInput } from "#domain/validation/admin-catalogue.ts";
import { MoneyField, TextField } from "#app/components/ui/admin/text-field.tsx";
import { CheckboxField, firstError, TagInput } from "#app/components/ui/admin/form-parts.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { FormImageField } from "#app/components/admin/form-fields.tsx";
import { FormSheet } from "#app/components/admin/form-sheet.tsx";
import { LinksEditor, linksToInput, type LinksFormValues } from "./links-editor.tsx";
import { centsToInput } from "#domain/money.ts";
import type {
  AdminMenuCategory as MenuCategoryRow,
  AdminMenuItem as MenuItemRow,
} from "#server/menu/admin-service.ts";
import type { ModifierGroupChoice as GroupChoice } from "#server/modifiers/admin-service.ts";
import { useJsonForm } from "#app/lib/admin/use-json-form.ts";
import { fieldProps } from "#app/lib/admin/field-props.ts";

function defaultsOf(item: MenuItemRow | null, categories: MenuCategoryRow[]): MenuItemInput {
  if (!item) {
    return {
      title: "",
      description: "",
      price: "",
      category: categories[0]?.name ?? "",
      image_url: "",
      featured: false,
      available: true,
      available_direct: true,
      available_doordash: false,
      available_ubereats: false,
      show_add_to_cart: true,
      allergens: [],
      external_links: linksToInput(null),
      modifier_group_ids: [],
      display_order: "",
    };
  }
  return {
    title: item.title,
    description: item.description,
    price: centsToInput(item.price),
    category: item.category,
    image_url: item.image_url ?? "",
    featured: item.featured,
    available: item.available,
    available_direct: item.available_direct,
    available_doordash: item.available_doordash,
    available_ubereats: item.available_ubereats,
    show_add_to_cart: item.show_add_to_cart,
    allergens: item.allergens,
    external_links: linksToInput(item.external_links),
    modifier_group_ids: item.modifier_group_ids,
    display_order: String(item.display_order),
  };
}

type MenuItemSheetProps = {
  /** The item to edit, or null to add one. */
  item: MenuItemRow | null;
  categories: MenuCategoryRow[];
  groups: GroupChoice[];
  onClose: () => void;
};

/** Add or edit a menu item: every field of docs/product/09-data.md §9 in one form. */
export function MenuItemSheet({ item, categories, groups, onClose }: MenuItemSheetProps) {
  const onSuccess = useCallback(() => onClose(), [onClose]);
  const { form, submitWith, isSubmitting } = useJsonForm(menuItemSchema, {
    defaultValues: defaultsOf(item, categories),
    action: item ? "save the item" : "add the item",
    onSuccess,
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const categoryOptions = categories.map((category) => ({
    value: category.name,
    label: category.is_active ? category.name : `${category.name} (hidden)`,
  }));
  if (item && !categories.some((category) => category.name === item.category)) {
    categoryOptions.push({ value: item.category, label: item.category });
  }

  return (
    <FormSheet
      title={item ? `Edit ${item.title}` : "Add a menu item"}
      onClose={onClose}
      onSubmit={item ? submitWith({ intent: "update", id: item.id }) : submitWith({ intent: "create" })}
      isSubmitting={isSubmitting}
      submitLabel={item ? "Save Item" : "Add Item"}
    >
      <TextField label="Title" {...fieldProps(form, "title")} />
      <TextAreaField label="Description" {...fieldProps(form, "description")} />
      <MoneyField label="Price (dollars)" placeholder="12.50" {...fieldProps(form, "price")} />
      <SelectField label="Category" options={categoryOptions} {...fieldProps(form, "category")} />
      <FormImageField control={control} name="image_url" label="Photo" />
      <fieldset className="rounded-xl border border-stone-200 p-4">
        <legend className="px-1 font-semibold text-ink">Where it shows</legend>
        <CheckboxField label="Featured on the home page" {...register("featured")} />
        <CheckboxField label="Available (shown on the menu)" {...register("available")} />
        <CheckboxField label="Can be ordered here directly" {...register("available_direct")} />
        <CheckboxField label="On DoorDash" {...register("available_doordash")} />
        <CheckboxField label="On Uber Eats" {...register("available_ubereats")} />
        <CheckboxField label="Show the Add to Cart button" {...register("show_add_to_cart")} />
      </fieldset>
      <Controller
        control={control}
        name="allergens"
        render={({ field, fieldState }) => (
          <TagInput
            label="Allergens"
            value={field.value}
            onChange={field.onChange}
            error={firstError(fieldState.error)}
          />
        )}
      />
      <fieldset className="rounded-xl border border-stone-200 p-4">
        <legend className="px-1 font-semibold text-ink">Modifier groups</legend>
        {groups.length === 0 ? (
          <p className="text-sm text-stone-700">No modifier groups yet. Add them on the Modifiers page.</p>
        ) : (
          groups.map((group) => (
            <CheckboxField
              key={group.id}
              value={group.id}
              label={group.is_active ? group.name : `${group.name} (hidden)`}
              {...register("modifier_group_ids")}
            />
          ))
        )}
        {errors.modifier_group_ids ? (
          <p className="mt-1 text-sm font-medium text-red-700">{firstError(errors.modifier_group_ids)}</p>
        ) : null}
      </fieldset>
      <LinksEditor form={form as unknown as UseFormReturn<LinksFormValues>} />
      <TextField
        label="Place in the list"
        inputMode="numeric"
        hint="Leave empty to put it after the last item of its category."
        {...fieldProps(form, "display_order")}
      />
    </FormSheet>
  );
}
