import {
  INQUIRY_PRIORITIES,
  INQUIRY_PRIORITY_LABELS,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
} from "#domain/validation/admin-inquiries.ts";
import { SavedSelect } from "#app/components/admin/saved-select.tsx";

export function InquiryControls({ status, priority }: { status: string; priority: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SavedSelect
        fetcherKey="inquiry-status"
        field="status"
        label="Status"
        value={status}
        action="update the status"
        options={INQUIRY_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] ?? value }))}
      />
      <SavedSelect
        fetcherKey="inquiry-priority"
        field="priority"
        label="Priority"
        value={priority}
        action="update the priority"
        options={INQUIRY_PRIORITIES.map((value) => ({
          value,
          label: INQUIRY_PRIORITY_LABELS[value] ?? value,
        }))}
      />
    </div>
  );
}
