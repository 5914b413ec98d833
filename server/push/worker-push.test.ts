import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { PUSH_WORKER_HANDLERS } from "./worker-push.ts";

type Listener = (event: Record<string, unknown>) => void;

/** Runs the worker source against a stand-in `self` and answers what it did. */
function loadWorker(windows: { url: string; focused: boolean }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: "https://shop.test" },
    addEventListener: (name: string, listener: Listener) => listeners.set(name, listener),
    registration: {
      showNotification: (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      matchAll: () =>
        Promise.resolve(
          windows.map((window) => ({
            url: window.url,
            focus: () => {
              window.focused = true;
              return Promise.resolve();
            },
          })),
        ),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
  runInNewContext(PUSH_WORKER_HANDLERS, { self, URL });
  const dispatch = async (name: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(name)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { dispatch, shown, opened };
}

function pushEvent(payload: unknown) {
  return { data: { json: (): unknown => payload } };
}

describe("the worker's phone alert handlers", () => {
  it("shows the order's alert and a tap opens the order", async () => {
    const worker = loadWorker();
    await worker.dispatch(
      "push",
      pushEvent({
        title: "New order #A1B2, $42.10",
        body: "Tap",
        url: "/admin/orders/abc",
        tag: "order-abc",
      }),
    );
    expect(worker.shown).toHaveLength(1);
    expect(worker.shown[0]!.title).toBe("New order #A1B2, $42.10");
    expect(worker.shown[0]!.options).toMatchObject({
      body: "Tap",
      tag: "order-abc",
      data: { url: "/admin/orders/abc" },
    });
    let closed = false;
    await worker.dispatch("notificationclick", {
      notification: { data: worker.shown[0]!.options.data, close: () => (closed = true) },
    });
    expect(closed).toBe(true);
    expect(worker.opened).toEqual(["https://shop.test/admin/orders/abc"]);
  });

  it("focuses a window already on the order instead of opening another", async () => {
    const windows = [{ url: "https://shop.test/admin/orders/abc", focused: false }];
    const worker = loadWorker(windows);
    await worker.dispatch("notificationclick", {
      notification: { data: { url: "/admin/orders/abc" }, close: () => undefined },
    });
    expect(windows[0]!.focused).toBe(true);
    expect(worker.opened).toEqual([]);
  });

  it("never opens an address outside the admin, and shows something for an unreadable push", async () => {
    const worker = loadWorker();
    await worker.dispatch("push", { data: { json: (): unknown => JSON.parse("not json") as unknown } });
    expect(worker.shown[0]).toMatchObject({
      title: "New order",
      options: { data: { url: "/admin/orders" } },
    });
    await worker.dispatch("push", pushEvent({ title: "x", url: "https://evil.example/" }));
    expect(worker.shown[1]!.options.data).toEqual({ url: "/admin/orders" });
    await worker.dispatch("notificationclick", {
      notification: { data: { url: "//evil.example/admin" }, close: () => undefined },
    });
    expect(worker.opened).toEqual(["https://shop.test/admin/orders"]);
  });
});
