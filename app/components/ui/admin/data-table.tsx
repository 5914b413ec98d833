import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type SortingState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Pager } from "./pager.tsx";
import { SelectField, type SelectFieldOption } from "./select-field.tsx";
import { TextField } from "./text-field.tsx";
import { EmptyState } from "./states.tsx";

export type TableFilter = { columnId: string; label: string; options: SelectFieldOption[] };

type DataTableProps<Row> = {
  /** Names the table for screen readers (and the card list on phones). */
  caption: string;
  data: Row[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tanstack's column value types vary per column
  columns: ColumnDef<Row, any>[];
  getRowId: (row: Row) => string;
  /** A phone shows each row as a card instead of a table row (admin principles: phone first). */
  renderCard: (row: Row) => ReactNode;
  searchLabel?: string;
  filters?: TableFilter[];
  pageSize?: number;
  emptyTitle: string;
  emptyHint?: ReactNode;
};

/** The admin's one list: sort, search, filter and pages, a table on a desk and cards on a phone. */
export function DataTable<Row>({
  caption,
  data,
  columns,
  getRowId,
  renderCard,
  searchLabel = "Search",
  filters = [],
  pageSize = 20,
  emptyTitle,
  emptyHint,
}: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState("");
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting, globalFilter, columnFilters },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onColumnFiltersChange: setColumnFilters,
    globalFilterFn: "includesString",
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageSize } },
  });
  const rows = table.getRowModel().rows;
  const filteredCount = table.getFilteredRowModel().rows.length;
  const { pageIndex } = table.getState().pagination;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          label={searchLabel}
          type="search"
          value={globalFilter}
          onChange={(event) => setGlobalFilter(event.target.value)}
        />
        {filters.map((filter) => (
          <SelectField
            key={filter.columnId}
            className="sm:w-48"
            label={filter.label}
            value={(table.getColumn(filter.columnId)?.getFilterValue() as string | undefined) ?? ""}
            onChange={(event) =>
              table.getColumn(filter.columnId)?.setFilterValue(event.target.value || undefined)
            }
            options={[{ value: "", label: "All" }, ...filter.options]}
          />
        ))}
      </div>

      {filteredCount === 0 ? (
        <EmptyState title={emptyTitle}>{emptyHint}</EmptyState>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-stone-50 text-stone-700">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      const label = flexRender(header.column.columnDef.header, header.getContext());
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          className="px-4 py-2 font-semibold"
                          aria-sort={
                            sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined
                          }
                        >
                          {header.column.getCanSort() ? (
                            <button
                              type="button"
                              onClick={header.column.getToggleSortingHandler()}
                              className="inline-flex min-h-11 items-center gap-1"
                            >
                              {label}
                              {sorted === "asc" ? (
                                <ArrowUp aria-hidden="true" className="size-4" />
                              ) : sorted === "desc" ? (
                                <ArrowDown aria-hidden="true" className="size-4" />
                              ) : (
                                <ArrowUpDown aria-hidden="true" className="size-4 text-stone-500" />
                              )}
                            </button>
                          ) : (
                            label
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-t border-stone-200">
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className="px-4 py-2 align-middle">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul aria-label={caption} className="space-y-3 md:hidden">
            {rows.map((row) => (
              <li key={row.id} className="rounded-xl border border-stone-200 bg-white p-4">
                {renderCard(row.original)}
              </li>
            ))}
          </ul>
          <Pager
            label={`${caption} pages`}
            page={pageIndex + 1}
            pageSize={pageSize}
            total={filteredCount}
            onChange={(page) => table.setPageIndex(page - 1)}
          />
        </>
      )}
    </div>
  );
}
