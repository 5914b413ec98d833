import { Link2, Pencil, Plus } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { centsToInput, formatUsd } from "#domain/money.ts";
import { describeSelectionRule, type ModifierGroupView } from "#domain/modifiers.ts";
import { isSoldOut } from "#domain/sold-out.ts";
import {
  modifierGroupSchema,
  modifierSchema,
  readSelectionLimits,
  type ModifierGroupInput,
  type ModifierInput,
} from "#domain/validation/admin-catalogue.ts";
import { ModifierGroupFieldset } from "#app/components/ordering/modifier-group-fieldset.tsx";
import { Button } from "#app/components/ui/admin/button.tsx";
import { MoneyField, TextField } from "#app/components/ui/admin/text-field.tsx";
import { CheckboxField } from "#app/components/ui/admin/form-parts.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { SortableList } from "#app/components/ui/admin/sortable-list.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import { useJsonForm } from "#app/lib/admin/use-json-form.ts";
import type { AdminMenuItem } from "#server/menu/admin-service.ts";
import type {
  AdminModifier as ModifierRow,
  AdminModifierGroup as ModifierGroupRow,
} from "#server/modifiers/admin-service.ts";
import { AddButton, PageHeader } from "#app/components/admin/page-header.tsx";
import { ActiveSwitch } from "#app/components/admin/active-switch.tsx";
import { FormSheet } from "#app/components/admin/form-sheet.tsx";
import { DeleteButton } from "#app/components/admin/delete-button.tsx";

/** A menu item a group can be linked to: the route sends only these fields of it. */
type ItemChoice = Pick<AdminMenuItem, "id" | "title" | "category">;

/** The group as the customisation dialog will show it, from the form's current values. */
function GroupPreview({ values, modifiers }: { values: ModifierGroupInput; modifiers: ModifierRow[] }) {
  const idPrefix = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const limits = readSelectionLimits({
    min_selections: /^\d+$/.test(values.min_selections) ? values.min_selections : "",
    max_selections: /^\d+$/.test(values.max_selections) ? values.max_selections : "",
  });
  const shownModifiers = modifiers.filter((option) => option.is_active);
  const sample =
    shownModifiers.length > 0
      ? shownModifiers
      : [{ id: "sample", name: "A choice", price_adjustment: 0, is_active: true }];
  const group: ModifierGroupView = {
    id: "preview",
    name: values.name.trim() || "Group name",
    description: values.description?.trim() ? values.description.trim() : null,
    is_required: values.is_required,
    ...limits,
    modifiers: sample.map((option) => ({
      id: option.id,
      name: option.name,
      price_adjustment: option.price_adjustment,
    })),
  };
  const choose = (optionId: string, checked: boolean) => {
    if (!checked) setChosen(chosen.filter((existing) => existing !== optionId));
    else if (group.max_selections === 1) setChosen([optionId]);
    else if (group.max_selections === null || chosen.length < group.max_selections)
      setChosen([...chosen, optionId]);
  };
  return (
    <section aria-label="Preview" className="rounded-xl bg-stone-50 p-3">
      <p className="mb-2 text-sm font-semibold text-stone-800">Preview: as customers see it</p>
      <ModifierGroupFieldset group={group} idPrefix={idPrefix} chosen={chosen} onChoose={choose} />
    </section>
  );
}

function groupDefaults(group: ModifierGroupRow | null): ModifierGroupInput {
  return {
    name: group?.name ?? "",
    description: group?.description ?? "",
    is_required: group?.is_required ?? false,
    min_selections: String(group?.min_selections ?? 0),
    max_selections: group ? (group.max_selections === null ? "" : String(group.max_selections)) : "1",
    is_active: group?.is_active ?? true,
  };
}

function GroupSheet({ group, onClose }: { group: ModifierGroupRow | null; onClose: () => void }) {
  const onSuccess = useCallback(() => onClose(), [onClose]);
  const { form, submitWith, isSubmitting } = useJsonForm(modifierGroupSchema, {
    defaultValues: groupDefaults(group),
    action: group ? "save the group" : "add the group",
    onSuccess,
  });
  const { register, formState, control } = form;
  const { errors } = formState;
  const values = useWatch({ control }) as ModifierGroupInput;
  return (
    <FormSheet
      title={group ? `Edit ${group.name}` : "Add a modifier group"}
      onClose={onClose}
      onSubmit={
        group ? submitWith({ intent: "group-update", id: group.id }) : submitWith({ intent: "group-create" })
      }
      isSubmitting={isSubmitting}
      submitLabel={group ? "Save Group" : "Add Group"}
    >
      <TextField label="Name" error={errors.name?.message} {...register("name")} />
      <TextAreaField label="Description" error={errors.description?.message} {...register("description")} />
      <CheckboxField
        label="Required (customers must choose)"
        {...register("is_required", { deps: ["min_selections"] })}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Minimum choices"
          inputMode="numeric"
          error={errors.min_selections?.message}
          {...register("min_selections", { deps: ["max_selections"] })}
        />
        <TextField
          label="Maximum choices"
          inputMode="numeric"
          hint="1 means pick one; empty means any number."
          error={errors.max_selections?.message}
          {...register("max_selections", { deps: ["min_selections"] })}
        />
      </div>
      <CheckboxField label="Active (shown to customers)" {...register("is_active")} />
      <GroupPreview values={{ ...groupDefaults(group), ...values }} modifiers={group?.modifiers ?? []} />
    </FormSheet>
  );
}

function ModifierForm({
  groupId,
  modifier,
  onDone,
}: {
  groupId: string;
  modifier: ModifierRow | null;
  onDone: () => void;
}) {
  const defaults: ModifierInput = {
    name: modifier?.name ?? "",
    price_adjustment: modifier ? centsToInput(modifier.price_adjustment) : "0.00",
    is_active: modifier?.is_active ?? true,
  };
  const onSuccess = useCallback(() => onDone(), [onDone]);
  const { form, submitWith, isSubmitting } = useJsonForm(modifierSchema, {
    defaultValues: defaults,
    action: modifier ? "save the modifier" : "add the modifier",
    onSuccess,
  });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <form
      noValidate
      onSubmit={
        modifier
          ? submitWith({ intent: "modifier-update", id: modifier.id })
          : submitWith({ intent: "modifier-create", id: groupId })
      }
      className="space-y-3 rounded-lg border border-stone-200 p-3"
    >
      <TextField
        label={modifier ? `Name of ${modifier.name}` : "New choice name"}
        error={errors.name?.message}
        {...register("name")}
      />
      <MoneyField
        label="Price adjustment (dollars)"
        error={errors.price_adjustment?.message}
        {...register("price_adjustment")}
      />
      <CheckboxField label="Active" {...register("is_active")} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {modifier ? "Save Choice" : "Add Choice"}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ModifierLine({ groupId, modifier }: { groupId: string; modifier: ModifierRow }) {
  const [editing, setEditing] = useState(false);
  const remove = useActionFetcher({ action: "delete the modifier", key: `delete-modifier-${modifier.id}` });
  const done = useCallback(() => setEditing(false), []);
  if (editing) return <ModifierForm groupId={groupId} modifier={modifier} onDone={done} />;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="min-w-0 flex-1">
        <span className="font-medium text-ink">{modifier.name}</span>{" "}
        <span className="text-sm text-stone-700">
          {modifier.price_adjustment === 0
            ? "no charge"
            : `${modifier.price_adjustment > 0 ? "+" : "-"}${formatUsd(Math.abs(modifier.price_adjustment))}`}
        </span>
      </span>
      <ActiveSwitch
        id={modifier.id}
        checked={modifier.is_active}
        intent="modifier-active"
        action="change it"
        label={`Active: ${modifier.name}`}
      />
      <span className="inline-flex items-center text-sm text-stone-800">
        Sold out today
        <ActiveSwitch
          id={modifier.id}
          checked={isSoldOut(modifier, new Date())}
          intent="modifier-sold-out"
          action="change sold out"
          label={`Sold out today: ${modifier.name}`}
        />
      </span>
      <Button variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit ${modifier.name}`}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <DeleteButton
        name={modifier.name}
        description="Past orders keep it; new orders can no longer choose it."
        onConfirm={() => remove.submitForm({ intent: "modifier-delete", id: modifier.id })}
      />
    </div>
  );
}

function GroupItemsSheet({
  group,
  items,
  onClose,
}: {
  group: ModifierGroupRow;
  items: ItemChoice[];
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<string[]>(group.item_ids);
  const save = useActionFetcher({ action: "save the items", onSuccess: onClose });
  return (
    <FormSheet
      title={`Items using ${group.name}`}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        save.submitJson({ intent: "group-items", id: group.id, item_ids: chosen });
      }}
      isSubmitting={save.isBusy}
      submitLabel="Save Items"
    >
      <fieldset>
        <legend className="font-semibold text-ink">Menu items</legend>
        {items.map((item) => (
          <CheckboxField
            key={item.id}
            label={`${item.title} (${item.category})`}
            checked={chosen.includes(item.id)}
            onChange={(event) =>
              setChosen(event.target.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))
            }
          />
        ))}
      </fieldset>
    </FormSheet>
  );
}

type GroupCardProps = {
  group: ModifierGroupRow;
  items: ItemChoice[];
  onEdit: (group: ModifierGroupRow) => void;
  onLinkItems: (group: ModifierGroupRow) => void;
};

function GroupCard({ group, items, onEdit, onLinkItems }: GroupCardProps) {
  const [adding, setAdding] = useState(false);
  const remove = useActionFetcher({ action: "delete the group", key: `delete-group-${group.id}` });
  const reorder = useActionFetcher({ action: "reorder the choices" });
  const doneAdding = useCallback(() => setAdding(false), []);
  const usedBy = items.filter((item) => group.item_ids.includes(item.id));
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 sm:flex-1">
          <h2 className="font-display text-lg font-bold text-ink">{group.name}</h2>
          <p className="text-sm text-stone-700">{describeSelectionRule(group)}</p>
          <p className="text-sm text-stone-700">
            Used by: {usedBy.length > 0 ? usedBy.map((item) => item.title).join(", ") : "no items yet"}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ActiveSwitch
            id={group.id}
            checked={group.is_active}
            intent="group-active"
            action="change it"
            label={`Active: ${group.name}`}
          />
          <Button variant="secondary" onClick={() => onEdit(group)} aria-label={`Edit ${group.name}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button
            variant="secondary"
            onClick={() => onLinkItems(group)}
            aria-label={`Choose items using ${group.name}`}
          >
            <Link2 aria-hidden="true" className="size-4" />
            Items
          </Button>
          <DeleteButton
            name={group.name}
            description="Its choices go with it, and the items using it no longer offer it."
            onConfirm={() => remove.submitForm({ intent: "group-delete", id: group.id })}
            variant="secondary"
          />
        </div>
      </div>
      {group.modifiers.length > 0 ? (
        <SortableList
          label={`Choices of ${group.name}`}
          rows={group.modifiers}
          getId={(modifier) => modifier.id}
          getLabel={(modifier) => modifier.name}
          onReorder={(ids) => reorder.submitJson({ intent: "modifier-reorder", ids })}
          renderRow={(modifier) => <ModifierLine groupId={group.id} modifier={modifier} />}
        />
      ) : (
        <p className="text-sm text-stone-700">No choices yet: customers will not see this group.</p>
      )}
      {adding ? (
        <ModifierForm groupId={group.id} modifier={null} onDone={doneAdding} />
      ) : (
        <Button
          variant="secondary"
          onClick={() => setAdding(true)}
          aria-label={`Add a choice to ${group.name}`}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add Choice
        </Button>
      )}
    </div>
  );
}

/** /admin/modifiers: groups with their rules, choices, order, and the items that use them. */
export function ModifiersAdmin({ groups, items }: { groups: ModifierGroupRow[]; items: ItemChoice[] }) {
  const [editing, setEditing] = useState<ModifierGroupRow | "new" | null>(null);
  const [linking, setLinking] = useState<ModifierGroupRow | null>(null);
  const reorder = useActionFetcher({ action: "reorder the groups" });
  const close = useCallback(() => setEditing(null), []);
  const closeLinking = useCallback(() => setLinking(null), []);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Options"
        description="Choices and extras offered with dishes."
        actions={<AddButton label="Add Group" onClick={() => setEditing("new")} />}
      />
      {groups.length === 0 ? (
        <p className="text-stone-700">No modifier groups yet.</p>
      ) : (
        <SortableList
          label="Order of modifier groups"
          rows={groups}
          getId={(group) => group.id}
          getLabel={(group) => group.name}
          onReorder={(ids) => reorder.submitJson({ intent: "group-reorder", ids })}
          renderRow={(group) => (
            <GroupCard group={group} items={items} onEdit={setEditing} onLinkItems={setLinking} />
          )}
        />
      )}
      {editing ? <GroupSheet group={editing === "new" ? null : editing} onClose={close} /> : null}
      {linking ? <GroupItemsSheet group={linking} items={items} onClose={closeLinking} /> : null}
    </div>
  );
}
