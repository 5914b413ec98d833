import { lazy, Suspense, useState } from "react";
import type { ScheduleDialogProps } from "./schedule-dialog.tsx";

const ScheduleDialog = lazy(() => import("./schedule-dialog.tsx"));

/** Starts loading the dialog's code early (on hover or focus of the button that opens it). */
export function preloadScheduleDialog(): void {
  void import("./schedule-dialog.tsx");
}

/**
 * The schedule dialog, fetched the first time it opens and kept mounted afterwards, so its
 * reset after closing (300 ms) and its focus return behave as in any dialog.
 */
export function LazyScheduleDialog(props: ScheduleDialogProps) {
  const [hasOpened, setHasOpened] = useState(props.open);
  if (props.open && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ScheduleDialog {...props} />
    </Suspense>
  );
}
