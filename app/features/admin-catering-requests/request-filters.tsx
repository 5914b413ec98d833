import { Form, Link } from "react-router";
import {
  CATERING_REQUEST_STATUSES,
  CATERING_REQUEST_STATUS_LABELS,
  type CateringRequestFilters,
} from "#domain/validation/admin-catering-requests.ts";
import { Button, buttonClass } from "#app/components/ui/admin/button.tsx";

const FIELD =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

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
      <div>
        <label htmlFor="catering-status" className="block text-sm font-semibold text-stone-800">
          Status
        </label>
        <select id="catering-status" name="status" defaultValue={filters.status ?? ""} className={FIELD}>
          <option value="">All statuses</option>
          {CATERING_REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CATERING_REQUEST_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="catering-from" className="block text-sm font-semibold text-stone-800">
          Event from
        </label>
        <input
          id="catering-from"
          type="date"
          name="from"
          defaultValue={filters.from ?? ""}
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor="catering-to" className="block text-sm font-semibold text-stone-800">
          Event to
        </label>
        <input id="catering-to" type="date" name="to" defaultValue={filters.to ?? ""} className={FIELD} />
      </div>
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
