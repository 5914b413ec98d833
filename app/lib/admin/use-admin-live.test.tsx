/** @vitest-environment happy-dom */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, renderHook } from "@testing-library/react";
import { STALE_STREAM_MS, useAdminLive } from "./use-admin-live.ts";
import { onReconnected, useLiveStatus } from "./live-status.ts";

/** Stands in for the browser's EventSource: the test plays the server's part. */
class FakeSource {
  static all: FakeSource[] = [];
  listeners = new Map<string, (() => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(name: string) {
    for (const listener of this.listeners.get(name) ?? []) listener();
  }
  static latest(): FakeSource {
    return FakeSource.all.at(-1)!;
  }
}

function mount() {
  const changes: string[] = [];
  const reconnections: number[] = [];
  const stop = onReconnected(() => reconnections.push(Date.now()));
  const view = renderHook(() => {
    useAdminLive((what) => changes.push(what));
    return useLiveStatus();
  });
  return { changes, reconnections, view, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.all = [];
  vi.stubGlobal("EventSource", FakeSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the admin's live stream", () => {
  it("stays live while heartbeats come, and takes a silent stream for lost before 20 s", () => {
    const { view, changes, reconnections, stop } = mount();
    act(() => FakeSource.latest().send("ready"));
    expect(view.result.current.offlineSince).toBeNull();
    // heartbeats every 10 s keep it live
    for (let beat = 0; beat < 6; beat++) {
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      act(() => FakeSource.latest().send("heartbeat"));
    }
    expect(FakeSource.all).toHaveLength(1);
    expect(view.result.current.offlineSince).toBeNull();

    // then silence: lost within 20 s of the last word, and the time it was noticed is kept
    const lastWord = Date.now();
    act(() => {
      vi.advanceTimersByTime(STALE_STREAM_MS + 1000);
    });
    expect(STALE_STREAM_MS + 1000).toBeLessThanOrEqual(20_000);
    expect(view.result.current.offlineSince).not.toBeNull();
    expect(view.result.current.offlineSince! - lastWord).toBeLessThanOrEqual(20_000);
    expect(FakeSource.all[0]!.closed).toBe(true);

    // the first retry comes 1 s later; when it connects, the page re-reads and the board is told
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(FakeSource.all).toHaveLength(2);
    act(() => FakeSource.latest().send("ready"));
    expect(view.result.current.offlineSince).toBeNull();
    expect(changes).toEqual(["reconnected"]);
    expect(reconnections).toHaveLength(1);
    stop();
  });

  it("backs off to at most 10 s between tries, and tries at once when the browser is online again", () => {
    const { view, stop } = mount();
    act(() => FakeSource.latest().send("ready"));
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(view.result.current.offlineSince).not.toBeNull();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const before = FakeSource.all.length;
      let waited = 0;
      while (FakeSource.all.length === before && waited < 60_000) {
        act(() => {
          vi.advanceTimersByTime(500);
        });
        waited += 500;
      }
      waits.push(waited);
      act(() => FakeSource.latest().onerror?.());
    }
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);

    const tries = FakeSource.all.length;
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(FakeSource.all).toHaveLength(tries + 1);
    act(() => FakeSource.latest().send("ready"));
    expect(view.result.current.offlineSince).toBeNull();
    stop();
  });

  it("a page opened offline re-reads and asks for what it missed once its first connection comes", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { view, changes, reconnections, stop } = mount();
    expect(view.result.current.offlineSince).not.toBeNull();
    act(() => FakeSource.latest().onerror?.());
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    act(() => FakeSource.latest().send("ready"));
    expect(view.result.current.offlineSince).toBeNull();
    expect(changes).toEqual(["reconnected"]);
    expect(reconnections).toHaveLength(1);
    vi.restoreAllMocks();
    stop();
  });

  it("changes keep the stream live like heartbeats and are passed on by name", () => {
    const { view, changes, stop } = mount();
    act(() => FakeSource.latest().send("ready"));
    for (let step = 0; step < 3; step++) {
      act(() => {
        vi.advanceTimersByTime(15_000);
      });
      act(() => FakeSource.latest().send("orders"));
    }
    expect(view.result.current.offlineSince).toBeNull();
    expect(changes).toEqual(["orders", "orders", "orders"]);
    view.unmount();
    expect(FakeSource.latest().closed).toBe(true);
    stop();
  });
});
