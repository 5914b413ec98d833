import { createColumnHelper } from "@tanstack/react-table";
import { Plus, Trash2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { centsToInput, formatUsd } from "#domain/money.ts";
import { cateringItemSchema, MAX_TIERS, type CateringItemInput } from "#domain/validation/admin-catalogue.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { DataTable } from "#app/components/ui/admin/data-table.tsx";
import { RowActions } from "./row-actions.tsx";
import { MoneyField, TextField } from "#app/components/ui/admin/text-field.tsx";
import { CheckboxField } from "#app/components/ui/admin/form-parts.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { FormImageField } from "#app/components/admin/form-fields.tsx";
import { previewSrc } from "#app/components/admin/image-field.tsx";
import { ActiveSwitch } from "#app/components/admin/active-switch.tsx";
import { FormSheet } from "#app/components/admin/form-sheet.tsx";
import { SortableList } from "#app/components/ui/admin/sortable-list.tsx";
import type {
  AdminCateringCategory as CateringCategoryRow,
  AdminCateringItem as CateringItemRow,
} from "#server/catering/menu-admin-service.ts";
import { useActionFetcher, type ActionAnswer } from "#app/lib/use-action-fetcher.ts";
import { deleteToast, KeptNotice, keptNotice } from "./soft-delete.tsx";
import { useJsonForm } from "#app/lib/admin/use-json-form.ts";
import { AddButton, PageHeader } from "#app/components/admin/page-header.tsx";
import { fieldProps } from "#app/lib/admin/field-props.ts";

function defaultsOf(item: CateringItemRow | null, categories: CateringCategoryRow[]): CateringItemInput {
  return {
    title: item?.title ?? "",
    description: item?.description ?? "",
    category_id: item?.category_id ?? categories[0]?.id ?? "",
    image_url: item?.image_url ?? "",
    is_active: item?.is_active ?? true,
    price_tiers: item
      ? item.price_tiers.map((tier) => ({
          name: tier.name,
          price: centsToInput(tier.price),
          serves: tier.serves,
        }))
      : [{ name: "", price: "", serves: "" }],
    display_order: item ? String(item.display_order) : "",
  };
}

type TiersForm = UseFormReturn<CateringItemInput>;

/** The serving sizes: name, price and how many it serves; at least one, names unique. */
function TiersEditor({ form }: { form: TiersForm }) {
  const { register, control, formState } = form;
  const tiers = useFieldArray({ control, name: "price_tiers" });
  const errors = formState.errors.price_tiers;
  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 font-semibold text-ink">Serving sizes and prices</legend>
      {tiers.fields.map((field, index) => (
        <div key={field.id} className="grid gap-2 rounded-lg bg-stone-50 p-3 sm:grid-cols-3">
          <TextField
            label={`Size ${index + 1} name`}
            error={errors?.[index]?.name?.message}
            {...register(`price_tiers.${index}.name`)}
          />
          <MoneyField
            label={`Size ${index + 1} price (dollars)`}
            error={errors?.[index]?.price?.message}
            {...register(`price_tiers.${index}.price`)}
          />
          <TextField
            label={`Size ${index + 1} serves`}
            error={errors?.[index]?.serves?.message}
            {...register(`price_tiers.${index}.serves`)}
          />
          {tiers.fields.length > 1 ? (
            <Button
              variant="ghost"
              onClick={() => tiers.remove(index)}
              className="sm:col-span-3 sm:justify-self-end"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove size {index + 1}
            </Button>
          ) : null}
        </div>
      ))}
      {errors?.root?.message || errors?.message ? (
        <p className="text-sm font-medium text-red-700">{errors.root?.message ?? errors.message}</p>
      ) : null}
      {tiers.fields.length < MAX_TIERS ? (
        <Button variant="secondary" onClick={() => tiers.append({ name: "", price: "", serves: "" })}>
          <Plus aria-hidden="true" className="size-4" />
          Add a serving size
        </Button>
      ) : null}
    </fieldset>
  );
}

type ItemSheetProps = {
  item: CateringItemRow | null;
  categories: CateringCategoryRow[];
  onClose: () => void;
};

function CateringItemSheet({ item, categories, onClose }: ItemSheetProps) {
  const onSuccess = useCallback(() => onClose(), [onClose]);
  const { form, submitWith, isSubmitting } = useJsonForm(cateringItemSchema, {
    defaultValues: defaultsOf(item, categories),
    action: item ? "save the catering item" : "add the catering item",
    onSuccess,
  });
  const { register, control } = form;
  return (
    <FormSheet
      title={item ? `Edit ${item.title}` : "Add a catering item"}
      onClose={onClose}
      onSubmit={item ? submitWith({ intent: "update", id: item.id }) : submitWith({ intent: "create" })}
      isSubmitting={isSubmitting}
      submitLabel={item ? "Save Item" : "Add Item"}
    >
      <TextField label="Title" {...fieldProps(form, "title")} />
      <TextAreaField label="Description" {...fieldProps(form, "description")} />
      <SelectField
        label="Category"
        options={categories.map((category) => ({
          value: category.id,
          label: category.is_active ? category.name : `${category.name} (hidden)`,
        }))}
        {...fieldProps(form, "category_id")}
      />
      <FormImageField control={control} name="image_url" label="Photo" />
      <CheckboxField label="Active (shown on the catering page)" {...register("is_active")} />
      <TiersEditor form={form} />
      <TextField
        label="Place in the list"
        inputMode="numeric"
        hint="Leave empty to put it after the last item of its category."
        {...fieldProps(form, "display_order")}
      />
    </FormSheet>
  );
}

function ItemSwitch({ item }: { item: CateringItemRow }) {
  return (
    <ActiveSwitch
      id={item.id}
      checked={item.is_active}
      action="change the item"
      label={`Active: ${item.title}`}
    />
  );
}

function tiersText(item: CateringItemRow): string {
  return item.price_tiers.map((tier) => `${tier.name} ${formatUsd(tier.price)}`).join(" · ");
}

const DELETE_DESCRIPTION = "If it was ever ordered it is kept for those orders and only switched off.";

const column = createColumnHelper<CateringItemRow>();

/** /admin/catering-menu: catering dishes with their serving sizes, order and categories. */
export function CateringMenuAdmin({
  items,
  categories,
}: {
  items: CateringItemRow[];
  categories: CateringCategoryRow[];
}) {
  const [editing, setEditing] = useState<CateringItemRow | "new" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [orderCategory, setOrderCategory] = useState(categories[0]?.id ?? "");
  const onDeleted = useCallback((data: ActionAnswer) => setNotice(keptNotice(data)), []);
  const remove = useActionFetcher({
    action: "delete the item",
    key: "delete-catering-item",
    successToast: deleteToast("Kept as inactive"),
    onSuccess: onDeleted,
  });
  const reorder = useActionFetcher({ action: "reorder the items" });
  const removeItem = remove.submitForm;
  const handlers = useRef({
    onEdit: (item: CateringItemRow) => setEditing(item),
    onDelete: (item: CateringItemRow) => removeItem({ intent: "delete", id: item.id }),
  });
  useEffect(() => {
    handlers.current.onDelete = (item) => removeItem({ intent: "delete", id: item.id });
  });
  const close = useCallback(() => setEditing(null), []);
  const columns = useMemo(
    () => [
      column.display({
        id: "image",
        header: () => <span className="sr-only">Photo</span>,
        cell: (info) =>
          info.row.original.image_url ? (
            <img
              src={previewSrc(info.row.original.image_url)}
              alt=""
              width={56}
              height={42}
              className="h-[42px] w-14 rounded-md object-cover"
            />
          ) : (
            <span className="block h-[42px] w-14 rounded-md bg-stone-100" />
          ),
      }),
      column.accessor("title", { header: "Title" }),
      column.accessor("category", { header: "Category", filterFn: "equalsString" }),
      column.display({ id: "tiers", header: "Sizes", cell: (info) => tiersText(info.row.original) }),
      column.accessor("is_active", {
        header: "Active",
        cell: (info) => <ItemSwitch item={info.row.original} />,
        enableGlobalFilter: false,
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: (info) => (
          <RowActions
            deleteDescription={DELETE_DESCRIPTION}
            item={info.row.original}
            onEdit={(item) => handlers.current.onEdit(item)}
            onDelete={(item) => handlers.current.onDelete(item)}
          />
        ),
      }),
    ],
    [],
  );
  const ordered = items.filter((item) => item.category_id === orderCategory);

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader
        title="Catering Menu"
        description="Catering dishes and their serving sizes."
        actions={
          <AddButton label="Add Item" onClick={() => setEditing("new")} disabled={categories.length === 0} />
        }
      />
      <KeptNotice notice={notice} />
      {categories.length === 0 ? (
        <p className="text-stone-700">Add a catering category on the Catering Categories page first.</p>
      ) : null}
      <DataTable
        caption="Catering items"
        data={items}
        columns={columns}
        getRowId={(row) => row.id}
        searchLabel="Search catering items"
        filters={[
          {
            columnId: "category",
            label: "Category",
            options: categories.map((c) => ({ value: c.name, label: c.name })),
          },
        ]}
        emptyTitle="No catering items match"
        renderCard={(item) => (
          <div className="space-y-2">
            <p className="font-semibold text-ink">{item.title}</p>
            <p className="text-sm text-stone-700">{item.category}</p>
            <p className="text-sm text-stone-700">{tiersText(item)}</p>
            <span className="inline-flex items-center text-sm text-stone-800">
              Active <ItemSwitch item={item} />
            </span>
            <RowActions
              deleteDescription={DELETE_DESCRIPTION}
              item={item}
              onEdit={(row) => handlers.current.onEdit(row)}
              onDelete={(row) => handlers.current.onDelete(row)}
            />
          </div>
        )}
      />
      <section
        aria-labelledby="catering-order-heading"
        className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
      >
        <h2 id="catering-order-heading" className="font-display text-xl font-bold text-ink">
          Order on the catering page
        </h2>
        <div className="max-w-xs">
          <SelectField
            label="Category to order"
            value={orderCategory}
            onChange={(event) => setOrderCategory(event.target.value)}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
          />
        </div>
        {ordered.length === 0 ? (
          <p className="text-stone-700">No items in this category.</p>
        ) : (
          <SortableList
            label="Order of catering items"
            rows={ordered}
            getId={(item) => item.id}
            getLabel={(item) => item.title}
            onReorder={(ids) => reorder.submitJson({ intent: "reorder", ids })}
            renderRow={(item) => <span className="font-medium text-ink">{item.title}</span>}
          />
        )}
      </section>
      {editing ? (
        <CateringItemSheet
          item={editing === "new" ? null : editing}
          categories={categories}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
