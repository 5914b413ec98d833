import { INQUIRY_PRIORITY_LABELS, INQUIRY_STATUS_LABELS } from "#domain/validation/admin-inquiries.ts";

const STATUS_STYLES: Record<string, string> = {
  new: "bg-brand-100 text-brand-800",
  in_progress: "bg-amber-100 text-amber-900",
  resolved: "bg-emerald-100 text-emerald-900",
  closed: "bg-stone-200 text-stone-800",
};

const PRIORITY_STYLES: Record<string, string> = {
  low: "text-stone-700",
  medium: "text-ink",
  high: "font-semibold text-red-800",
  urgent: "font-semibold text-red-800",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[status] ?? STATUS_STYLES.closed}`}
    >
      {INQUIRY_STATUS_LABELS[status] ?? status}
    </span>
  );
}

export function PriorityLabel({ priority }: { priority: string }) {
  return (
    <span className={`text-sm ${PRIORITY_STYLES[priority] ?? ""}`}>
      {INQUIRY_PRIORITY_LABELS[priority] ?? priority}
    </span>
  );
}
