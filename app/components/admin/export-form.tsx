import { useId } from "react";
import { Download } from "lucide-react";
import { TextField } from "#app/components/ui/admin/text-field.tsx";

/**
 * A CSV download for a date range: a plain GET form, so the browser saves the file the server
 * sends (and a bad range shows the server's reason).
 */
export function ExportForm({
  action,
  title,
  fromLabel,
  toLabel,
  from,
  to,
}: {
  action: string;
  title: string;
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
}) {
  const id = useId();
  return (
    <form
      method="get"
      action={action}
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <h2 id={`${id}-title`} className="font-semibold text-ink sm:col-span-3">
        {title}
      </h2>
      <TextField label={fromLabel} type="date" name="from" required defaultValue={from} />
      <TextField label={toLabel} type="date" name="to" required defaultValue={to} />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-semibold text-ink hover:bg-stone-50"
      >
        <Download aria-hidden="true" className="size-4" />
        Download CSV
      </button>
    </form>
  );
}
