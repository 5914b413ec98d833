import { Suspense, type ReactNode } from "react";

/**
 * A part of a long public page that starts below its first screen (decision 186). React takes it
 * over in slices of its own after the rest of the page (a Suspense boundary around server HTML
 * that is already complete), so starting the page never blocks a tap for long; the browser styles,
 * lays out and paints it only when it comes near the screen (`content-visibility: auto`, its space
 * kept meanwhile). Its text stays in the page for search engines, find-in-page and screen readers.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <div className="paint-when-near">{children}</div>
    </Suspense>
  );
}
