/** The text of the bar every public page shows while payments run through the built-in sandbox. */
export const DEMO_MODE_TEXT = "Demo mode: payments are simulated";

/** Says, on every public page, that no payment taken here is real (the payment sandbox is on). */
export function DemoModeBar() {
  return (
    <aside
      aria-label="Demo mode"
      data-testid="demo-mode-bar"
      className="bg-amber-100 px-4 py-1.5 text-center text-sm font-semibold text-amber-950"
    >
      {/* One line on the narrowest phone; the whole sentence stays in the page for screen readers. */}
      <p className="m-0 truncate">{DEMO_MODE_TEXT}</p>
    </aside>
  );
}
