import { useId, useState } from "react";
import { Form, Link } from "react-router";
import { SlidersHorizontal } from "lucide-react";
import { ORDER_STAGE_FILTER_LABELS } from "#domain/kitchen-flow.ts";
import {
  ORDER_STATUS_FILTERS,
  ORDER_TYPE_FILTERS,
  type OrderFilters,
} from "#domain/validation/admin-orders.ts";
import { buttonClass } from "#app/components/ui/admin/button.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { orderTypeLabel } from "./order-badges.tsx";

const FILTER_KEYS = ["q", "type", "status", "from", "to"] as const;

/** How many of the search and filters narrow the board now (the view is not counted). */
export function countActiveFilters(filters: OrderFilters): number {
  return FILTER_KEYS.filter((key) => Boolean(filters[key])).length;
}

/**
 * The board's search and filters. On a phone they wait behind one "Filter" button, so the orders
 * come first on the screen; from a tablet up they stay in view.
 */
export function OrderFiltersPanel({ filters }: { filters: OrderFilters }) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const active = countActiveFilters(filters);
  return (
    <div className="space-y-3">
      <button
        type="button"
        aria-label={active > 0 ? `Filter, ${active} active` : undefined}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
        className={buttonClass("secondary", "md:hidden")}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filter
        {active > 0 ? (
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
            {active}
          </span>
        ) : null}
      </button>
      <Form
        id={panelId}
        method="get"
        className={`${isOpen ? "grid" : "hidden"} grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-3 md:grid md:border-0 md:bg-transparent md:p-0 lg:grid-cols-6 lg:items-end`}
      >
        <input type="hidden" name="view" value={filters.view} />
        <TextField
          className="col-span-2"
          label="Search by order number, name, email or phone"
          type="search"
          name="q"
          defaultValue={filters.q ?? ""}
        />
        <SelectField
          label="Type"
          name="type"
          defaultValue={filters.type ?? ""}
          options={[
            { value: "", label: "All types" },
            ...ORDER_TYPE_FILTERS.map((type) => ({ value: type, label: orderTypeLabel(type) })),
          ]}
        />
        <SelectField
          label="Status"
          name="status"
          defaultValue={filters.status ?? ""}
          options={[
            { value: "", label: "All statuses" },
            ...ORDER_STATUS_FILTERS.map((status) => ({
              value: status,
              label: ORDER_STAGE_FILTER_LABELS[status],
            })),
          ]}
        />
        <TextField label="From" type="date" name="from" defaultValue={filters.from ?? ""} />
        <TextField label="To" type="date" name="to" defaultValue={filters.to ?? ""} />
        <div className="col-span-2 flex gap-2 lg:col-span-6">
          <button type="submit" className={buttonClass("primary")}>
            Apply
          </button>
          <Link to={`/admin/orders?view=${filters.view}`} className={buttonClass("ghost")}>
            Clear
          </Link>
        </div>
      </Form>
    </div>
  );
}
