// The new-order alarm's rules, apart from the page and the speaker so they can be tested with fake
// timers: it rings at once when a new paid order arrives, then every 30 seconds while any order is
// still waiting, and stops when every one has been confirmed or acknowledged. It only ever hears of
// the server's waiting orders (paid, not confirmed, not acknowledged): an unpaid checkout never
// reaches it. With the sound off it keeps count but stays silent.

export const ALARM_REPEAT_MS = 30_000;

export type AlarmDeps = {
  /** Makes the sound once. */
  ring: () => void;
  /** Tells the browser (a notification) about orders that just arrived. */
  announce?: (newIds: string[]) => void;
  setInterval?: (handler: () => void, ms: number) => unknown;
  clearInterval?: (timer: unknown) => void;
  repeatMs?: number;
};

export type OrderAlarm = {
  /** The orders waiting now, as the server says; call on every fresh read. */
  update: (waitingIds: string[]) => void;
  setSound: (on: boolean) => void;
  readonly isRinging: boolean;
  dispose: () => void;
};

export function createOrderAlarm(deps: AlarmDeps): OrderAlarm {
  const repeatMs = deps.repeatMs ?? ALARM_REPEAT_MS;
  const startTimer = deps.setInterval ?? ((handler, ms) => globalThis.setInterval(handler, ms));
  const stopTimer =
    deps.clearInterval ?? ((timer) => globalThis.clearInterval(timer as ReturnType<typeof setInterval>));
  let waiting = new Set<string>();
  let seen = new Set<string>();
  let sound = false;
  let timer: unknown = null;

  const ring = () => {
    if (sound && waiting.size > 0) deps.ring();
  };
  const stop = () => {
    if (timer !== null) stopTimer(timer);
    timer = null;
  };
  const restart = () => {
    stop();
    ring();
    timer = startTimer(ring, repeatMs);
  };

  return {
    update(waitingIds) {
      const fresh = waitingIds.filter((id) => !seen.has(id));
      waiting = new Set(waitingIds);
      for (const id of fresh) seen.add(id);
      // Forget orders that are done, so a list that only shrinks never rings again.
      seen = new Set([...seen].filter((id) => waiting.has(id)));
      if (waiting.size === 0) {
        stop();
        return;
      }
      if (fresh.length > 0) {
        deps.announce?.(fresh);
        restart();
      } else if (timer === null) {
        timer = startTimer(ring, repeatMs);
      }
    },
    setSound(on) {
      const was = sound;
      sound = on;
      // Turning the sound on while an order waits rings at once: the staff hear that it works.
      if (on && !was && waiting.size > 0) restart();
    },
    get isRinging() {
      return sound && waiting.size > 0 && timer !== null;
    },
    dispose: stop,
  };
}
