import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/admin/button.tsx";

type ActivityFiltersProps = {
  filters: { entity?: string; action?: string; actor?: string; from?: string; to?: string };
  facets: { entities: string[]; actions: string[] };
  admins: { userId: string; name: string }[];
};

const FIELD = "mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base";

/** The filters live in the address (a GET form), so a filtered view can be reloaded or shared. */
export function ActivityFilters({ filters, facets, admins }: ActivityFiltersProps) {
  return (
    <Form
      method="get"
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <label className="text-sm font-semibold text-stone-800">
        Table
        <select name="entity" defaultValue={filters.entity ?? ""} className={FIELD}>
          <option value="">All tables</option>
          {facets.entities.map((entity) => (
            <option key={entity} value={entity}>
              {entity}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold text-stone-800">
        Change
        <select name="action" defaultValue={filters.action ?? ""} className={FIELD}>
          <option value="">All changes</option>
          {facets.actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold text-stone-800">
        Admin
        <select name="actor" defaultValue={filters.actor ?? ""} className={FIELD}>
          <option value="">Everyone</option>
          {admins.map((admin) => (
            <option key={admin.userId} value={admin.userId}>
              {admin.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold text-stone-800">
        From
        <input type="date" name="from" defaultValue={filters.from ?? ""} className={FIELD} />
      </label>
      <label className="text-sm font-semibold text-stone-800">
        To
        <input type="date" name="to" defaultValue={filters.to ?? ""} className={FIELD} />
      </label>
      <div className="flex items-end">
        <button type="submit" className={buttonClass("primary", "w-full")}>
          Filter
        </button>
      </div>
    </Form>
  );
}
