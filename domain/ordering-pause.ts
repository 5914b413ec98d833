// Pausing online ordering: the kitchen stops taking orders for now for a while (or until it resumes),
// while orders scheduled for after the pause stay possible. The pause lives in one site setting
// (ordering_paused_until) so every server instance and open page reads the same state, and a timed
// pause ends by itself when its end has passed: nothing has to run to lift it.
import { formatTime12h, getZonedParts } from "./business-time.ts";

export const ORDERING_PAUSED_UNTIL_KEY = "ordering_paused_until";
/** The setting's value for a pause without an end. */
export const UNTIL_RESUMED = "until-resumed";
/**
 * The setting's value for the automatic pause (docs/product/08-text-messages.md §8): until someone resumes,
 * with the notice that the kitchen is not answering.
 */
export const KITCHEN_NOT_ANSWERING = "kitchen-not-answering";

/** The owner's choices, in minutes, plus "until resumed". */
export const PAUSE_DURATIONS = ["15", "30", "60", UNTIL_RESUMED] as const;
export type PauseDuration = (typeof PAUSE_DURATIONS)[number];

export const PAUSE_DURATION_LABELS: Record<PauseDuration, string> = {
  "15": "15 minutes",
  "30": "30 minutes",
  "60": "60 minutes",
  [UNTIL_RESUMED]: "Until resumed",
};

export type OrderingPause =
  | { isPaused: false }
  /** `until` is null for a pause that lasts until someone resumes ordering. */
  | { isPaused: true; until: Date | null; kitchenNotAnswering?: boolean };

/** The pause as it stands at `now`, read from the setting's value (empty, an instant or until-resumed). */
export function readOrderingPause(value: string | null | undefined, now: Date): OrderingPause {
  const text = value?.trim() ?? "";
  if (text === "") return { isPaused: false };
  if (text === UNTIL_RESUMED) return { isPaused: true, until: null };
  if (text === KITCHEN_NOT_ANSWERING) return { isPaused: true, until: null, kitchenNotAnswering: true };
  const until = new Date(text);
  if (Number.isNaN(until.getTime()) || until.getTime() <= now.getTime()) return { isPaused: false };
  return { isPaused: true, until };
}

/** The setting's value for a pause chosen at `now`. */
export function pauseSettingValue(duration: PauseDuration, now: Date): string {
  if (duration === UNTIL_RESUMED) return UNTIL_RESUMED;
  return new Date(now.getTime() + Number(duration) * 60_000).toISOString();
}

/** Whole minutes left, rounded up (a pause with 10 seconds left still says 1 minute). */
export function minutesLeft(until: Date, now: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/** "7:45 PM" in the business time zone. */
export function formatPauseEnd(until: Date, timeZone: string): string {
  const { minutes } = getZonedParts(until, timeZone);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return formatTime12h(`${hh}:${mm}`);
}

/** The public notice of the automatic pause (docs/product/08-text-messages.md §8). */
export const KITCHEN_NOT_ANSWERING_MESSAGE =
  "We're not taking online orders right now: the kitchen isn't answering. Please call us.";

export const PAUSED_TITLE = "Online ordering is paused";

/** What the visitor is told while ordering is paused, by the site and by the server alike. */
export function pausedOrderingMessage(pause: OrderingPause, timeZone: string): string {
  if (pause.isPaused && pause.kitchenNotAnswering) return KITCHEN_NOT_ANSWERING_MESSAGE;
  const resumes =
    pause.isPaused && pause.until ? ` We take orders again at ${formatPauseEnd(pause.until, timeZone)}.` : "";
  return `We're not taking orders for right now. Please schedule your order for a later time.${resumes}`;
}

/** A scheduled slot is bookable during a pause only when it starts once the pause is over. */
export function isSlotDuringPause(pause: OrderingPause, slotStart: Date): boolean {
  return pause.isPaused && pause.until !== null && slotStart.getTime() < pause.until.getTime();
}
