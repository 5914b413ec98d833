import { Pencil, Plus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { Form } from "react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { centsToInput, formatUsd } from "#domain/money.ts";
import {
  DESCRIPTION_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  VENDOR_MAX_LENGTH,
  expenseSchema,
} from "#domain/validation/admin-expenses.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { DataTable } from "#app/components/ui/admin/data-table.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { MoneyField, TextField } from "#app/components/ui/admin/text-field.tsx";
import { FormSheet } from "#app/components/admin/form-sheet.tsx";
import { ImageField } from "#app/components/admin/image-field.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import { useJsonForm } from "#app/lib/admin/use-json-form.ts";
import type {
  ExpenseCategoryRow as ExpenseCategory,
  ExpenseRow as Expense,
  ExpenseTotals as Totals,
} from "#server/expenses/admin-service.ts";
import { DeleteButton } from "#app/components/admin/delete-button.tsx";

type ExpensesAdminProps = {
  expenses: Expense[];
  totals: Totals;
  categories: ExpenseCategory[];
  filters: { month: string; categoryId: string | null };
  today: string;
  /** Other views' address parameters (the profit range), kept when the filters change. */
  keepParams?: Record<string, string>;
};

function monthLabel(month: string): string {
  const [year, index] = month.split("-").map(Number);
  return new Date(Date.UTC(year!, index! - 1, 1)).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

function ExpenseSheet({
  open,
  onOpenChange,
  expense,
  categories,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  expense: Expense | null;
  categories: ExpenseCategory[];
  today: string;
}) {
  const offered = categories.filter((category) => category.isActive || category.id === expense?.categoryId);
  const { form, submitWith, isSubmitting } = useJsonForm(expenseSchema, {
    action: expense ? "save the expense" : "add the expense",
    defaultValues: {
      expense_date: expense?.expenseDate ?? today,
      category_id: expense?.categoryId ?? offered[0]?.id ?? "",
      amount: expense ? centsToInput(expense.amount) : "",
      vendor: expense?.vendor ?? "",
      description: expense?.description ?? "",
      payment_method: expense?.paymentMethod ?? "",
      receipt_url: expense?.receiptUrl ?? "",
      notes: expense?.notes ?? "",
    },
    onSuccess: () => onOpenChange(false),
  });
  const { errors } = form.formState;
  const { register } = form;
  return (
    <FormSheet
      open={open}
      title={expense ? "Edit expense" : "Add an expense"}
      onClose={() => onOpenChange(false)}
      onSubmit={submitWith(expense ? { intent: "update", id: expense.id } : { intent: "create" })}
      isSubmitting={isSubmitting}
      submitLabel={expense ? "Save Expense" : "Add Expense"}
    >
      <TextField
        label="Date"
        type="date"
        error={errors.expense_date?.message}
        {...register("expense_date")}
      />
      <SelectField
        label="Category"
        error={errors.category_id?.message}
        options={[
          { value: "", label: "Choose a category" },
          ...offered.map((category) => ({ value: category.id, label: category.name })),
        ]}
        {...register("category_id")}
      />
      <MoneyField label="Amount ($)" error={errors.amount?.message} {...register("amount")} />
      <TextField
        label="Description"
        maxLength={DESCRIPTION_MAX_LENGTH}
        error={errors.description?.message}
        {...register("description")}
      />
      <TextField
        label="Vendor"
        maxLength={VENDOR_MAX_LENGTH}
        error={errors.vendor?.message}
        {...register("vendor")}
      />
      <SelectField
        label="Payment method"
        error={errors.payment_method?.message}
        options={[
          { value: "", label: "Not recorded" },
          ...PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method]! })),
        ]}
        {...register("payment_method")}
      />
      <Controller
        control={form.control}
        name="receipt_url"
        render={({ field }) => (
          <ImageField
            label="Receipt (optional)"
            value={field.value ?? ""}
            onChange={field.onChange}
            error={errors.receipt_url?.message}
            previewAlt="The receipt"
          />
        )}
      />
      <TextAreaField
        label="Notes"
        rows={3}
        maxLength={NOTES_MAX_LENGTH}
        error={errors.notes?.message}
        {...register("notes")}
      />
    </FormSheet>
  );
}

function RowActions({ expense, onEdit }: { expense: Expense; onEdit: () => void }) {
  const remove = useActionFetcher({ action: "delete the expense", key: `delete-expense-${expense.id}` });
  return (
    <div className="flex gap-1">
      <Button variant="ghost" onClick={onEdit} aria-label={`Edit ${expense.description}`}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <DeleteButton
        name={expense.description}
        description={`The expense of ${formatUsd(expense.amount)} on ${expense.expenseDate} is removed for good.`}
        busy={remove.isBusy}
        onConfirm={() => remove.submitForm({ intent: "delete", id: expense.id })}
      />
    </div>
  );
}

/** The month's expenses: filters in the address, the totals above, the list, and the add/edit sheet. */
export function ExpensesAdmin({
  expenses,
  totals,
  categories,
  filters,
  today,
  keepParams = {},
}: ExpensesAdminProps) {
  const [sheet, setSheet] = useState<{ open: boolean; expense: Expense | null; key: number }>({
    open: false,
    expense: null,
    key: 0,
  });
  const openSheet = useCallback(
    (expense: Expense | null) => setSheet((current) => ({ open: true, expense, key: current.key + 1 })),
    [],
  );
  // Stable columns: a new cell renderer on each render would remount every row's buttons.
  const columns = useMemo<ColumnDef<Expense, unknown>[]>(
    () => [
      { accessorKey: "expenseDate", header: "Date" },
      { accessorKey: "description", header: "Description" },
      { id: "category", accessorFn: (row) => row.categoryName ?? "No category", header: "Category" },
      { id: "vendor", accessorFn: (row) => row.vendor ?? "", header: "Vendor" },
      {
        accessorKey: "amount",
        header: "Amount",
        cell: ({ row }) => formatUsd(row.original.amount),
      },
      {
        id: "actions",
        header: "Actions",
        enableSorting: false,
        cell: ({ row }) => <RowActions expense={row.original} onEdit={() => openSheet(row.original)} />,
      },
    ],
    [openSheet],
  );
  return (
    <div className="space-y-6">
      <Form
        method="get"
        preventScrollReset
        className="flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-4"
      >
        {Object.entries(keepParams).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <TextField label="Month" type="month" name="month" defaultValue={filters.month} key={filters.month} />
        <SelectField
          label="Category"
          name="category"
          defaultValue={filters.categoryId ?? ""}
          key={filters.categoryId ?? "all"}
          options={[
            { value: "", label: "All categories" },
            ...categories.map((category) => ({ value: category.id, label: category.name })),
          ]}
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
        <Button onClick={() => openSheet(null)} className="sm:ml-auto" disabled={categories.length === 0}>
          <Plus aria-hidden="true" className="size-4" />
          Add Expense
        </Button>
      </Form>

      <section
        aria-labelledby="expense-totals-heading"
        className="rounded-xl border border-stone-200 bg-white p-4"
      >
        <h2 id="expense-totals-heading" className="font-display text-xl font-bold text-ink">
          {monthLabel(filters.month)}: <span data-testid="month-total">{formatUsd(totals.total)}</span>
        </h2>
        {totals.byCategory.length === 0 ? (
          <p className="mt-2 text-stone-700">No expenses this month.</p>
        ) : (
          <ul aria-label="Totals by category" className="mt-3 flex flex-wrap gap-2">
            {totals.byCategory.map((row) => (
              <li
                key={row.categoryId ?? "none"}
                className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-ink"
              >
                {row.name}: <span className="font-semibold">{formatUsd(row.total)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <DataTable
        caption={`Expenses in ${monthLabel(filters.month)}`}
        data={expenses}
        columns={columns}
        getRowId={(row) => row.id}
        searchLabel="Search expenses"
        emptyTitle="No expenses"
        emptyHint="Nothing was spent in this month and category, or nothing was recorded yet."
        renderCard={(row) => (
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-ink">{row.description}</p>
              <p className="text-sm text-stone-700">
                {row.expenseDate} · {row.categoryName ?? "No category"}
                {row.vendor ? ` · ${row.vendor}` : ""}
              </p>
              <p className="mt-1 font-semibold text-ink">{formatUsd(row.amount)}</p>
            </div>
            <RowActions expense={row} onEdit={() => openSheet(row)} />
          </div>
        )}
      />
      <ExpenseSheet
        key={sheet.key}
        open={sheet.open}
        onOpenChange={(open) => setSheet((current) => ({ ...current, open }))}
        expense={sheet.expense}
        categories={categories}
        today={today}
      />
    </div>
  );
}
