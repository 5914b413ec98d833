import { useEffect } from "react";
import { useLocation } from "react-router";
import { WifiOff } from "lucide-react";
import { formatTime12h, getZonedParts } from "#domain/business-time.ts";
import { useLiveStatus } from "#app/lib/admin/live-status.ts";

/** "12:04 PM" in the business's time zone, the way the admin writes times. */
export function formatOfflineSince(at: number, timeZone: string): string {
  const parts = getZonedParts(new Date(at), timeZone);
  return formatTime12h(`${String(parts.hour).padStart(2, "0")}:${String(parts.minute).padStart(2, "0")}`);
}

const TITLE_MARK = /Offline since [^|]*\| /;

/**
 * The tab's title with the offline note after the new-order count, so each keeps the other's part:
 * "(2) Offline since 12:04 PM, reconnecting... | Orders | Island Spice Admin".
 */
export function titleWithOfflineNote(title: string, note: string | null): string {
  const bare = title.replace(TITLE_MARK, "");
  if (!note) return bare;
  const count = /^\(\d+\) /.exec(bare)?.[0] ?? "";
  return `${count}${note} | ${bare.slice(count.length)}`;
}

/**
 * A red banner on every admin page while the live stream is lost (docs/product/06-admin.md §6.4), and the
 * same words in the tab's title, so a kitchen that looks at the board, or at its tab, knows that new
 * orders are not arriving until it is back.
 */
export function OfflineBanner({ timeZone }: { timeZone: string }) {
  const { offlineSince } = useLiveStatus();
  const location = useLocation();
  const note =
    offlineSince === null
      ? null
      : `Offline since ${formatOfflineSince(offlineSince, timeZone)}, reconnecting...`;

  useEffect(() => {
    document.title = titleWithOfflineNote(document.title, note);
    document.documentElement.dataset.adminOffline = note ? "true" : "false";
  }, [note, location.key]);

  if (!note) return null;
  return (
    <div
      role="alert"
      data-testid="offline-banner"
      className="mb-4 flex items-center gap-2 rounded-xl bg-red-700 px-4 py-3 font-semibold text-white sm:mb-6"
    >
      <WifiOff aria-hidden="true" className="size-5 shrink-0" />
      <p>{note} New orders will show here as soon as the connection is back.</p>
    </div>
  );
}
