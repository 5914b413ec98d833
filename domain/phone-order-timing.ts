// When a phone order is for (docs/decisions/100): while the kitchen is closed, staff schedule the
// order, so the page starts on the next open slot and "As soon as possible" is refused in staff's
// words (the website's "We're closed right now" speaks to a customer). A pause does not count:
// staff may take an order for now while online ordering is paused.
import { findNextOpenSlot, type OpenSlot, type SlotFullness } from "./next-open-slot.ts";
import { getStoreStatus, type HoursSource } from "./store-hours.ts";

export type PhoneOrderTiming = {
  isOpenNow: boolean;
  /** "Tomorrow at 11:00 AM"; empty while open, or when no opening is near. */
  nextOpeningText: string;
  /** The first slot still free, the page's default time while closed. */
  nextOpenSlot: OpenSlot | null;
};

export function readPhoneOrderTiming(
  hours: HoursSource,
  now: Date,
  timeZone: string,
  options: SlotFullness & { maxDaysAhead: number },
): PhoneOrderTiming {
  const status = getStoreStatus(hours, now, timeZone);
  return {
    isOpenNow: status.isOpen,
    nextOpeningText: status.nextOpenText,
    nextOpenSlot: status.isOpen ? null : findNextOpenSlot(hours, now, timeZone, options),
  };
}

/** What staff read on the When field when they pick "As soon as possible" while closed. */
export function describeClosedKitchen(nextOpeningText: string): string {
  return nextOpeningText
    ? `The kitchen is closed now: choose a time, the next opening is ${nextOpeningText}.`
    : "The kitchen is closed now: choose a time.";
}

/** The staff's words while closed at `now`, or null while open. */
export function refuseAsapWhenClosed(hours: HoursSource, now: Date, timeZone: string): string | null {
  const status = getStoreStatus(hours, now, timeZone);
  return status.isOpen ? null : describeClosedKitchen(status.nextOpenText);
}
