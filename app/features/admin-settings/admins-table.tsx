import { createColumnHelper } from "@tanstack/react-table";
import { useCallback, useMemo, useRef } from "react";
import { formatDateUS } from "#domain/format.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { ConfirmDialog } from "#app/components/ui/admin/confirm-dialog.tsx";
import { DataTable } from "#app/components/ui/admin/data-table.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import type { AdminSummary as AdminRow } from "#server/admins/admin-service.ts";

type RemoveProps = { admin: AdminRow; isSelf: boolean; onRemove: (admin: AdminRow) => void; isBusy: boolean };

function RemoveAdminButton({ admin, isSelf, onRemove, isBusy }: RemoveProps) {
  if (isSelf) return <span className="text-sm text-stone-600">You</span>;
  return (
    <ConfirmDialog
      title={`Remove ${admin.name}?`}
      description={`${admin.email} will be signed out and can no longer sign in to the admin area.`}
      confirmLabel="Remove"
      busy={isBusy}
      onConfirm={() => onRemove(admin)}
      trigger={
        <Button variant="secondary" aria-label={`Remove ${admin.name}`}>
          Remove
        </Button>
      }
    />
  );
}

/** One remover for the table: its answer outlives the removed row, so the toast still shows. */
function useRemoveAdmin() {
  const removing = useRef<AdminRow | null>(null);
  const { submitForm, isBusy } = useActionFetcher({
    key: "remove-admin",
    action: "remove the admin",
    successToast: () => ({
      title: "Admin removed",
      description: `${removing.current?.name ?? "The admin"} can no longer sign in.`,
    }),
  });
  const remove = useCallback(
    (admin: AdminRow) => {
      removing.current = admin;
      submitForm({ intent: "remove", userId: admin.userId });
    },
    [submitForm],
  );
  return { remove, isBusy };
}

const column = createColumnHelper<AdminRow>();

export function AdminsTable({ admins, currentUserId }: { admins: AdminRow[]; currentUserId: string }) {
  const { remove, isBusy } = useRemoveAdmin();
  const columns = useMemo(
    () => [
      column.accessor("name", { header: "Name" }),
      column.accessor("email", { header: "Email" }),
      column.accessor("createdAt", {
        header: "Added",
        cell: (info) => formatDateUS(info.getValue(), "UTC"),
        enableGlobalFilter: false,
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: (info) => (
          <RemoveAdminButton
            admin={info.row.original}
            isSelf={info.row.original.userId === currentUserId}
            onRemove={remove}
            isBusy={isBusy}
          />
        ),
      }),
    ],
    [currentUserId, remove, isBusy],
  );
  return (
    <DataTable
      caption="Administrators"
      data={admins}
      columns={columns}
      getRowId={(row) => row.userId}
      searchLabel="Search admins"
      emptyTitle="No admins match"
      renderCard={(admin) => (
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink">{admin.name}</p>
            <p className="truncate text-sm text-stone-700">{admin.email}</p>
          </div>
          <RemoveAdminButton
            admin={admin}
            isSelf={admin.userId === currentUserId}
            onRemove={remove}
            isBusy={isBusy}
          />
        </div>
      )}
    />
  );
}
