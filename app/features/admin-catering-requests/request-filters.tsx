import { Form, Link } from "react-router";
import {
  CATERING_REQUEST_STATUSES,
  CATERING_REQUEST_STATUS_LABELS,
  type CateringRequestFilters,
} from "#domain/validation/admin-catering-requests.ts";
import { Button, buttonClass } from "#app/components/ui/admin/button.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";

/** Status and event-date filters, in the address so a filtered list can be bookmarked or shared. */
export function CateringRequestFiltersForm({ filters }: { filters: CateringRequestFilters }) {
  const filtered = filters.status !== null || filters.from !== null || filters.to !== null;
  return (
    <Form
      method="get"
      // A new filter is a new list: the key remounts the fields with the address's values.
      key={`${filters.status}-${filters.from}-${filters.to}`}
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      aria-label="Filter catering requests"
    >
      <SelectField
        id="catering-status"
        label="Status"
        name="status"
        defaultValue={filters.status ?? ""}
        options={[
          { value: "", label: "All statuses" },
          ...CATERING_REQUEST_STATUSES.map((status) => ({
            value: status,
            label: CATERING_REQUEST_STATUS_LABELS[status] ?? status,
          })),
        ]}
      />
      <TextField
        id="catering-from"
        label="Event from"
        type="date"
        name="from"
        defaultValue={filters.from ?? ""}
      />
      <TextField id="catering-to" label="Event to" type="date" name="to" defaultValue={filters.to ?? ""} />
      <div className="flex gap-2">
        <Button type="submit">Apply</Button>
        {filtered ? (
          <Link to="/admin/catering" className={buttonClass("secondary")}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
