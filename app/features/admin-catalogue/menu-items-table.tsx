import { createColumnHelper } from "@tanstack/react-table";
import { useEffect, useMemo, useRef } from "react";
import { formatUsd } from "#domain/money.ts";
import { DataTable } from "#app/components/ui/admin/data-table.tsx";
import { RowActions } from "./row-actions.tsx";
import { previewSrc } from "#app/components/admin/image-field.tsx";
import { ActiveSwitch } from "#app/components/admin/active-switch.tsx";
import type { AdminMenuItem as MenuItemRow } from "#server/menu/admin-service.ts";
import { isSoldOut } from "#domain/sold-out.ts";

function FlagSwitch({ item, flag }: { item: MenuItemRow; flag: "featured" | "available" }) {
  return (
    <ActiveSwitch
      id={item.id}
      checked={item[flag]}
      intent={flag}
      action={flag === "featured" ? "toggle featured" : "toggle available"}
      label={`${flag === "featured" ? "Featured" : "Available"}: ${item.title}`}
    />
  );
}

/** On until the next opening, when the dish comes back by itself; off is "Back in stock". */
function SoldOutSwitch({ item }: { item: MenuItemRow }) {
  return (
    <ActiveSwitch
      id={item.id}
      checked={isSoldOut(item, new Date())}
      intent="sold-out"
      action="change sold out"
      label={`Sold out today: ${item.title}`}
    />
  );
}

function Thumbnail({ item }: { item: MenuItemRow }) {
  return item.image_url ? (
    <img
      src={previewSrc(item.image_url)}
      alt=""
      width={56}
      height={42}
      loading="lazy"
      className="h-[42px] w-14 rounded-md object-cover"
    />
  ) : (
    <span className="block h-[42px] w-14 rounded-md bg-stone-100" />
  );
}

function channelsOf(item: MenuItemRow): string {
  const channels = [
    item.available_direct ? "Your website" : null,
    item.available_doordash ? "DoorDash" : null,
    item.available_ubereats ? "Uber Eats" : null,
  ].filter(Boolean);
  return channels.length > 0 ? channels.join(", ") : "None";
}

const DELETE_DESCRIPTION = "If it was ever ordered it is kept for those orders and only marked unavailable.";

const column = createColumnHelper<MenuItemRow>();

type MenuItemsTableProps = {
  caption: string;
  items: MenuItemRow[];
  categories: string[];
  onEdit: (item: MenuItemRow) => void;
  onDelete: (item: MenuItemRow) => void;
  emptyTitle: string;
};

/** The items table: search, a category filter, toggles, edit and delete; cards on a phone. */
export function MenuItemsTable({
  caption,
  items,
  categories,
  onEdit,
  onDelete,
  emptyTitle,
}: MenuItemsTableProps) {
  // The table renders each cell function as a component: columns made once keep open dialogs open.
  const handlers = useRef({ onEdit, onDelete });
  useEffect(() => {
    handlers.current = { onEdit, onDelete };
  });
  const columns = useMemo(
    () => [
      column.display({
        id: "image",
        header: () => <span className="sr-only">Photo</span>,
        cell: (info) => <Thumbnail item={info.row.original} />,
      }),
      column.accessor("title", { header: "Title" }),
      column.accessor("category", { header: "Category", filterFn: "equalsString" }),
      column.accessor("price", {
        header: "Price",
        cell: (info) => formatUsd(info.getValue()),
        enableGlobalFilter: false,
      }),
      column.accessor("featured", {
        header: "Featured",
        cell: (info) => <FlagSwitch item={info.row.original} flag="featured" />,
        enableGlobalFilter: false,
      }),
      column.accessor("available", {
        header: "Available",
        cell: (info) => <FlagSwitch item={info.row.original} flag="available" />,
        enableGlobalFilter: false,
      }),
      column.display({
        id: "soldOut",
        header: "Sold out today",
        cell: (info) => <SoldOutSwitch item={info.row.original} />,
      }),
      column.display({ id: "channels", header: "Sold on", cell: (info) => channelsOf(info.row.original) }),
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
  return (
    <DataTable
      caption={caption}
      data={items}
      columns={columns}
      getRowId={(row) => row.id}
      searchLabel={`Search ${caption.toLowerCase()}`}
      filters={[
        {
          columnId: "category",
          label: "Category",
          options: categories.map((name) => ({ value: name, label: name })),
        },
      ]}
      emptyTitle={emptyTitle}
      renderCard={(item) => (
        <div className="space-y-3">
          <div className="flex items-center gap-3">
            <Thumbnail item={item} />
            <div className="min-w-0">
              <p className="truncate font-semibold text-ink">{item.title}</p>
              <p className="text-sm text-stone-700">
                {item.category} · {formatUsd(item.price)}
              </p>
              <p className="text-sm text-stone-700">Sold on: {channelsOf(item)}</p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-4 text-sm text-stone-800">
            <span className="inline-flex items-center">
              Featured <FlagSwitch item={item} flag="featured" />
            </span>
            <span className="inline-flex items-center">
              Available <FlagSwitch item={item} flag="available" />
            </span>
            <span className="inline-flex items-center">
              Sold out today <SoldOutSwitch item={item} />
            </span>
          </div>
          <RowActions
            deleteDescription={DELETE_DESCRIPTION}
            item={item}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </div>
      )}
    />
  );
}
