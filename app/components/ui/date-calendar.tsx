import { useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { addDaysToDateKey } from "#domain/business-time.ts";
import {
  buildMonthGrid,
  CALENDAR_MONTHS_AHEAD,
  longDateLabel,
  monthLabel,
  shiftMonth,
} from "#domain/schedule.ts";

type DateCalendarProps = {
  /** Today in the business time zone. */
  today: string;
  selected: string;
  isSelectable: (dateKey: string) => boolean;
  onSelect: (dateKey: string) => void;
  labelledBy: string;
};

const WEEKDAYS = [
  ["Su", "Sunday"],
  ["Mo", "Monday"],
  ["Tu", "Tuesday"],
  ["We", "Wednesday"],
  ["Th", "Thursday"],
  ["Fr", "Friday"],
  ["Sa", "Saturday"],
] as const;

function monthOf(dateKey: string): { year: number; month: number } {
  return { year: Number(dateKey.slice(0, 4)), month: Number(dateKey.slice(5, 7)) };
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month of days; past and closed days are disabled but stay reachable with the arrow keys, so
 * a keyboard user hears why a day cannot be picked. One day is in the tab order at a time.
 */
export function DateCalendar({ today, selected, isSelectable, onSelect, labelledBy }: DateCalendarProps) {
  const [visible, setVisible] = useState(() => monthOf(selected || today));
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  // The day the keyboard moved to, focused in the commit that shows it: a key pressed straight after
  // (a held arrow key) then starts from that day, not from the one it left.
  const pendingFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const dateKey = pendingFocus.current;
    if (!dateKey) return;
    pendingFocus.current = null;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${dateKey}"]`)?.focus();
  });

  const first = monthOf(today);
  const last = shiftMonth(first.year, first.month, CALENDAR_MONTHS_AHEAD);
  const index = (value: { year: number; month: number }) => value.year * 12 + value.month;
  const canGoBack = index(visible) > index(first);
  const canGoForward = index(visible) < index(last);
  const cells = buildMonthGrid(visible.year, visible.month);
  const inMonth = cells.filter((cell): cell is string => cell !== null);
  const tabbable =
    (focusKey && inMonth.includes(focusKey) ? focusKey : null) ??
    (inMonth.includes(selected) ? selected : null) ??
    inMonth.find((key) => isSelectable(key)) ??
    inMonth.find((key) => key >= today) ??
    inMonth[0];

  function moveFocus(dateKey: string) {
    const target = monthOf(dateKey);
    if (index(target) < index(first) || index(target) > index(last)) return;
    pendingFocus.current = dateKey;
    setVisible(target);
    setFocusKey(dateKey);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, dateKey: string) {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      moveFocus(addDaysToDateKey(dateKey, step));
    }
  }

  const navButton =
    "inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-700 transition-colors hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent";

  return (
    <div className="rounded-xl border border-stone-200 p-3">
      <div className="flex items-center justify-between">
        <button
          type="button"
          className={navButton}
          disabled={!canGoBack}
          onClick={() => setVisible(shiftMonth(visible.year, visible.month, -1))}
          aria-label="Previous month"
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <p className="font-semibold text-ink" aria-live="polite">
          {monthLabel(visible.year, visible.month)}
        </p>
        <button
          type="button"
          className={navButton}
          disabled={!canGoForward}
          onClick={() => setVisible(shiftMonth(visible.year, visible.month, 1))}
          aria-label="Next month"
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <div
        className="mt-2 grid grid-cols-7 text-center text-xs font-semibold uppercase text-stone-500"
        aria-hidden="true"
      >
        {WEEKDAYS.map(([short, long]) => (
          <span key={long} className="py-1">
            {short}
          </span>
        ))}
      </div>
      <div ref={gridRef} role="group" aria-labelledby={labelledBy} className="grid grid-cols-7 gap-1">
        {cells.map((dateKey, position) => {
          if (!dateKey) return <span key={`blank-${position}`} aria-hidden="true" />;
          const isSelected = dateKey === selected;
          const isDisabled = !isSelectable(dateKey);
          const isToday = dateKey === today;
          return (
            <button
              key={dateKey}
              type="button"
              data-date={dateKey}
              tabIndex={dateKey === tabbable ? 0 : -1}
              aria-label={`${longDateLabel(dateKey)}${isToday ? " (today)" : ""}`}
              aria-pressed={isSelected}
              aria-disabled={isDisabled || undefined}
              onClick={() => {
                setFocusKey(dateKey);
                if (!isDisabled) onSelect(dateKey);
              }}
              onKeyDown={(event) => onKeyDown(event, dateKey)}
              className={`relative flex h-10 items-center justify-center rounded-lg text-sm tabular-nums transition-colors ${
                isSelected
                  ? "bg-brand-600 font-bold text-white"
                  : isDisabled
                    ? "cursor-not-allowed text-stone-400 line-through decoration-stone-300"
                    : "font-semibold text-ink hover:bg-brand-50"
              } ${isToday && !isSelected ? "ring-1 ring-inset ring-brand-300" : ""}`}
            >
              {Number(dateKey.slice(8))}
            </button>
          );
        })}
      </div>
    </div>
  );
}
