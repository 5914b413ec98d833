import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/admin/button.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { changeLabel, thingLabel } from "#domain/activity-sentence.ts";

type ActivityFiltersProps = {
  filters: { entity?: string; action?: string; actor?: string; from?: string; to?: string };
  facets: { entities: string[]; actions: string[] };
  admins: { userId: string; name: string }[];
};

/** The filters live in the address (a GET form), so a filtered view can be reloaded or shared. */
export function ActivityFilters({ filters, facets, admins }: ActivityFiltersProps) {
  return (
    <Form
      method="get"
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <SelectField
        label="What"
        name="entity"
        defaultValue={filters.entity ?? ""}
        options={[
          { value: "", label: "Everything" },
          ...facets.entities.map((entity) => ({ value: entity, label: thingLabel(entity) })),
        ]}
      />
      <SelectField
        label="Change"
        name="action"
        defaultValue={filters.action ?? ""}
        options={[
          { value: "", label: "All changes" },
          ...facets.actions.map((action) => ({ value: action, label: changeLabel(action) })),
        ]}
      />
      <SelectField
        label="Admin"
        name="actor"
        defaultValue={filters.actor ?? ""}
        options={[
          { value: "", label: "Everyone" },
          ...admins.map((admin) => ({ value: admin.userId, label: admin.name })),
        ]}
      />
      <TextField label="From" type="date" name="from" defaultValue={filters.from ?? ""} />
      <TextField label="To" type="date" name="to" defaultValue={filters.to ?? ""} />
      <div className="flex items-end">
        <button type="submit" className={buttonClass("primary", "w-full")}>
          Filter
        </button>
      </div>
    </Form>
  );
}
