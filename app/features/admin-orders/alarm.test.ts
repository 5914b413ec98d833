import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ALARM_REPEAT_MS, createOrderAlarm } from "./alarm.ts";

describe("the new-order alarm", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp() {
    const ring = vi.fn();
    const announce = vi.fn();
    const alarm = createOrderAlarm({ ring, announce });
    alarm.setSound(true);
    return { ring, announce, alarm };
  }

  it("rings at once for a new order, then every 30 seconds until it is acknowledged", () => {
    const { ring, announce, alarm } = setUp();
    alarm.update(["a"]);
    expect(ring).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith(["a"]);
    vi.advanceTimersByTime(ALARM_REPEAT_MS - 1);
    expect(ring).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(ring).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(ALARM_REPEAT_MS * 3);
    expect(ring).toHaveBeenCalledTimes(5);
    // the server reads the order as acknowledged (or confirmed): silence
    alarm.update([]);
    vi.advanceTimersByTime(ALARM_REPEAT_MS * 10);
    expect(ring).toHaveBeenCalledTimes(5);
    expect(alarm.isRinging).toBe(false);
  });

  it("keeps ringing while any order waits, and rings at once for each newcomer", () => {
    const { ring, announce, alarm } = setUp();
    alarm.update(["a"]);
    vi.advanceTimersByTime(10_000);
    alarm.update(["a", "b"]);
    expect(ring).toHaveBeenCalledTimes(2);
    expect(announce).toHaveBeenLastCalledWith(["b"]);
    // the same list read again (another live event) does not ring again
    alarm.update(["a", "b"]);
    expect(ring).toHaveBeenCalledTimes(2);
    alarm.update(["b"]);
    vi.advanceTimersByTime(ALARM_REPEAT_MS);
    expect(ring).toHaveBeenCalledTimes(3);
  });

  it("never rings without a waiting order", () => {
    const { ring, alarm } = setUp();
    alarm.update([]);
    vi.advanceTimersByTime(ALARM_REPEAT_MS * 5);
    expect(ring).not.toHaveBeenCalled();
  });

  it("stays silent with the sound off, and rings once it is turned on", () => {
    const ring = vi.fn();
    const alarm = createOrderAlarm({ ring });
    alarm.update(["a"]);
    vi.advanceTimersByTime(ALARM_REPEAT_MS * 2);
    expect(ring).not.toHaveBeenCalled();
    alarm.setSound(true);
    expect(ring).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ALARM_REPEAT_MS);
    expect(ring).toHaveBeenCalledTimes(2);
    alarm.setSound(false);
    vi.advanceTimersByTime(ALARM_REPEAT_MS * 2);
    expect(ring).toHaveBeenCalledTimes(2);
  });

  it("stops when disposed", () => {
    const { ring, alarm } = setUp();
    alarm.update(["a"]);
    alarm.dispose();
    vi.advanceTimersByTime(ALARM_REPEAT_MS * 3);
    expect(ring).toHaveBeenCalledTimes(1);
  });
});
