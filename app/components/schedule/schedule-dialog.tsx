import { useEffect, useId, useState, type FormEvent } from "react";
import { CalendarClock, LoaderCircle, TriangleAlert } from "lucide-react";
import { notify } from "#app/lib/notify.tsx";
import type { OrderType } from "#domain/checkout.ts";
import { formatTime12h } from "#domain/business-time.ts";
import { ModalDialog } from "#app/components/ui/modal-dialog.tsx";
import type { ScheduleDetails } from "#app/lib/cart/cart-store.ts";
import { DateCalendar } from "#app/components/ui/date-calendar.tsx";
import {
  defaultOrderType,
  isDateSelectable,
  listOpenSlots,
  longDateLabel,
  SCHEDULE_HINT_DAYS,
  todayKey,
} from "#domain/schedule.ts";
import { resolveSlotInstant } from "#domain/store-hours.ts";
import { isSlotDuringPause } from "#domain/ordering-pause.ts";
import { useOrderingPause } from "#app/lib/ordering-pause.ts";
import { useScheduleData } from "./use-schedule-data.ts";

// Word for word as docs/product/03-ordering.md §3.6 and docs/product/10-errors-and-messages.md §10.3 quote
// them.
export const SCHEDULE_TEXT = {
  title: "Schedule Your Order",
  missingTitle: "Missing Information",
  missingDate: "Please select a date for your order.",
  missingTime: "Please select a time for your order.",
  closedDay: "We're closed on this day. Please select another date.",
  unavailable: "Order scheduling is currently unavailable. Please contact us directly to place an order.",
} as const;

/**
 * The choices go back to their defaults this long after the dialog closes (docs/product/03-ordering.md §3.6).
 */
export const RESET_DELAY_MS = 300;
const CLOCK_TICK_MS = 30_000;

export type ScheduleDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called with the choice; the dialog closes once it has finished. */
  onConfirm: (details: ScheduleDetails) => void | Promise<void>;
  /** A schedule already chosen (the cart's), offered again. */
  initial?: ScheduleDetails | null;
  confirmLabel?: string;
};

const LABEL = "block text-sm font-semibold text-stone-800";

export default function ScheduleDialog({
  open,
  onClose,
  onConfirm,
  initial = null,
  confirmLabel = "Schedule Order",
}: ScheduleDialogProps) {
  const id = useId();
  const { hours, orderTypes, timeZone, isLoading, fullSlots, isEverySlotFull } = useScheduleData(open);
  const pause = useOrderingPause();
  const [now, setNow] = useState(() => new Date());
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [chosenType, setChosenType] = useState<OrderType | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  // While open the clock moves on, so today's slots that pass drop out.
  useEffect(() => {
    if (!open) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [open]);

  // Opening offers the cart's schedule again; closing resets to the defaults after 300 ms.
  useEffect(() => {
    if (open) {
      if (initial) {
        setDate(initial.scheduledDate);
        setTime(initial.scheduledTime);
        setChosenType(initial.orderType);
      }
      return;
    }
    const timer = setTimeout(() => {
      setDate("");
      setTime("");
      setChosenType(null);
      setIsSubmitting(false);
    }, RESET_DELAY_MS);
    return () => clearTimeout(timer);
    // The initial schedule is read when the dialog opens, not on every change of the cart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const today = todayKey(now, timeZone);
  const slots = date ? listOpenSlots(hours, date, now, timeZone) : [];
  const isClosedDay = Boolean(date) && slots.length === 0;
  // Why a slot can't be chosen: the kitchen has its fill of orders then, or ordering is paused then.
  const slotNote = (slot: string): string | null => {
    const start = resolveSlotInstant(hours, date, slot, timeZone);
    if (!start) return null;
    if (isEverySlotFull || fullSlots.has(start.toISOString())) return "Full";
    return isSlotDuringPause(pause, start) ? "Paused" : null;
  };
  const slotNotes = new Map(slots.map((slot) => [slot, slotNote(slot)]));
  // A chosen time that is no longer one of the day's open slots is cleared.
  const validTime = slots.includes(time) && !slotNotes.get(time) ? time : "";
  useEffect(() => {
    if (time && !validTime && !isLoading) setTime("");
  }, [time, validTime, isLoading]);

  const fallbackType = defaultOrderType(orderTypes);
  const orderType = chosenType && orderTypes[chosenType] ? chosenType : fallbackType;
  const isUnavailable = fallbackType === null;
  const isBlocked = isSubmitting || !date || !validTime || isClosedDay || isUnavailable;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    if (!date) {
      notify.error(SCHEDULE_TEXT.missingTitle, { description: SCHEDULE_TEXT.missingDate });
      return;
    }
    if (!validTime) {
      notify.error(SCHEDULE_TEXT.missingTitle, { description: SCHEDULE_TEXT.missingTime });
      return;
    }
    if (isClosedDay || !orderType) return;
    setIsSubmitting(true);
    try {
      await onConfirm({ scheduledDate: date, scheduledTime: validTime, orderType });
      onClose();
    } finally {
      setIsSubmitting(false);
    }
  }

  const formId = `${id}-form`;
  const dateLabelId = `${id}-date`;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={SCHEDULE_TEXT.title}
      description={`Choose a date when we're open, up to ${SCHEDULE_HINT_DAYS} days ahead, and a time for your order.`}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-stone-300 bg-white px-5 font-semibold text-stone-800 transition-colors hover:bg-stone-100"
          >
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            aria-disabled={isBlocked || undefined}
            className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 font-semibold text-white shadow-sm transition-colors ${
              isBlocked ? "cursor-not-allowed bg-stone-500" : "bg-brand-600 hover:bg-brand-700"
            }`}
          >
            {isSubmitting ? (
              <LoaderCircle className="h-5 w-5 motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <CalendarClock className="h-5 w-5" aria-hidden="true" />
            )}
            {confirmLabel}
          </button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {isUnavailable ? (
          <p
            role="alert"
            className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
          >
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {SCHEDULE_TEXT.unavailable}
          </p>
        ) : null}

        <div>
          <p id={dateLabelId} className={LABEL}>
            Date
          </p>
          <div className="mt-1.5">
            <DateCalendar
              today={today}
              selected={date}
              labelledBy={dateLabelId}
              isSelectable={(key) => isDateSelectable(hours, key, now, timeZone)}
              onSelect={setDate}
            />
          </div>
          <p className="mt-2 text-sm text-stone-700" aria-live="polite">
            {date ? (
              <>
                Selected: <span className="font-semibold">{longDateLabel(date)}</span>
              </>
            ) : (
              "No date selected yet."
            )}
          </p>
          {isClosedDay ? (
            <p role="alert" className="mt-2 flex gap-2 text-sm font-medium text-red-800">
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {SCHEDULE_TEXT.closedDay}
            </p>
          ) : null}
        </div>

        <div>
          <label htmlFor={`${id}-time`} className={LABEL}>
            Time
          </label>
          <select
            id={`${id}-time`}
            value={validTime}
            onChange={(event) => setTime(event.target.value)}
            disabled={!date || isClosedDay}
            className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-stone-100 disabled:text-stone-600"
          >
            <option value="">{date ? "Select a time" : "Select a date first"}</option>
            {slots.map((slot) => {
              const note = slotNotes.get(slot);
              return (
                <option key={slot} value={slot} disabled={Boolean(note)}>
                  {note ? `${formatTime12h(slot)} (${note})` : formatTime12h(slot)}
                </option>
              );
            })}
          </select>
        </div>

        <fieldset>
          <legend className={LABEL}>Order Type</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-3">
            {(["pickup", "delivery"] as const).map((type) => {
              const isEnabled = orderTypes[type];
              return (
                <label
                  key={type}
                  className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 ${
                    !isEnabled
                      ? "cursor-not-allowed border-stone-200 bg-stone-50 text-stone-600"
                      : orderType === type
                        ? "cursor-pointer border-brand-600 bg-brand-50"
                        : "cursor-pointer border-stone-300 hover:border-stone-400"
                  }`}
                >
                  <input
                    type="radio"
                    name={`${id}-order-type`}
                    value={type}
                    checked={orderType === type}
                    disabled={!isEnabled}
                    onChange={() => setChosenType(type)}
                    className="h-5 w-5 accent-brand-600"
                  />
                  <span className="flex flex-col leading-tight">
                    <span className="font-medium">{type === "pickup" ? "Pickup" : "Delivery"}</span>
                    {!isEnabled ? <span className="text-xs">Unavailable</span> : null}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      </form>
    </ModalDialog>
  );
}
