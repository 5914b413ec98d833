import { describe, expect, it } from "vitest";
import {
  isSlotDuringPause,
  KITCHEN_NOT_ANSWERING,
  minutesLeft,
  pausedOrderingMessage,
  pauseSettingValue,
  readOrderingPause,
  UNTIL_RESUMED,
} from "./ordering-pause.ts";

const NOW = new Date("2026-11-23T19:00:00Z");

describe("the pause of online ordering", () => {
  it("lasts the chosen minutes and ends by itself", () => {
    const value = pauseSettingValue("30", NOW);
    expect(value).toBe("2026-11-23T19:30:00.000Z");
    expect(readOrderingPause(value, NOW)).toEqual({ isPaused: true, until: new Date(value) });
    expect(readOrderingPause(value, new Date("2026-11-23T19:30:00Z"))).toEqual({ isPaused: false });
  });

  it("until resumed has no end; empty or unreadable is not paused", () => {
    expect(readOrderingPause(pauseSettingValue(UNTIL_RESUMED, NOW), NOW)).toEqual({
      isPaused: true,
      until: null,
    });
    for (const value of ["", null, undefined, "soon"])
      expect(readOrderingPause(value, NOW).isPaused).toBe(false);
  });

  it("the automatic pause lasts until resumed and tells visitors the kitchen is not answering", () => {
    const pause = readOrderingPause(KITCHEN_NOT_ANSWERING, NOW);
    expect(pause).toEqual({ isPaused: true, until: null, kitchenNotAnswering: true });
    expect(pausedOrderingMessage(pause, "America/New_York")).toBe(
      "We're not taking online orders right now: the kitchen isn't answering. Please call us.",
    );
    expect(pausedOrderingMessage(readOrderingPause(UNTIL_RESUMED, NOW), "America/New_York")).not.toMatch(
      /kitchen/,
    );
  });

  it("says when ordering resumes in the business time zone, and which slots fall in the pause", () => {
    const pause = readOrderingPause("2026-11-23T19:45:00Z", NOW);
    expect(pausedOrderingMessage(pause, "America/New_York")).toBe(
      "We're not taking orders for right now. Please schedule your order for a later time. We take orders again at 2:45 PM.",
    );
    expect(minutesLeft(new Date("2026-11-23T19:45:00Z"), new Date("2026-11-23T19:00:10Z"))).toBe(45);
    expect(isSlotDuringPause(pause, new Date("2026-11-23T19:30:00Z"))).toBe(true);
    expect(isSlotDuringPause(pause, new Date("2026-11-23T19:45:00Z"))).toBe(false);
    expect(isSlotDuringPause(readOrderingPause(UNTIL_RESUMED, NOW), new Date("2026-11-23T19:30:00Z"))).toBe(
      false,
    );
  });
});
