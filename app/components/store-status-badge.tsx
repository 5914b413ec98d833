import { Clock } from "lucide-react";
import { useStoreStatus } from "#app/lib/store-status.tsx";

/** "Open now" / "Closed · Opens Tomorrow at 11:00 AM", live. */
export function StoreStatusBadge({ className = "" }: { className?: string }) {
  const { isOpen, nextOpenText, isLoading } = useStoreStatus();
  if (isLoading) {
    return (
      <span
        className={`inline-flex items-center gap-2 rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-700 ${className}`}
      >
        <Clock className="h-4 w-4" aria-hidden="true" />
        Checking store hours...
      </span>
    );
  }
  return (
    <span
      role="status"
      data-testid="store-status"
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${
        isOpen ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"
      } ${className}`}
    >
      <span
        className={`h-2.5 w-2.5 rounded-full ${isOpen ? "bg-green-600" : "bg-red-600"}`}
        aria-hidden="true"
      />
      {isOpen ? "Open Now" : nextOpenText ? `Closed · Opens ${nextOpenText}` : "Closed"}
    </span>
  );
}
