import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Bell, BellRing, VolumeX } from "lucide-react";
import { Button } from "#app/components/ui/admin/button.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import { createOrderAlarm, type OrderAlarm } from "./alarm.ts";
import {
  playAlarmSound,
  readAudioState,
  readSoundPreference,
  storeSoundPreference,
  unlockAudio,
  watchAudioState,
} from "./alarm-sound.ts";
import { soundBarFor, type AudioState, type SoundBar } from "./sound-bar.ts";
import type { AlarmOrder as WaitingOrder } from "#server/orders/admin-service.ts";

function announceInBrowser(orders: WaitingOrder[], newIds: string[]): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  for (const order of orders.filter((candidate) => newIds.includes(candidate.id))) {
    try {
      new Notification(`New order #${order.number}`, { body: order.customerName, tag: `order-${order.id}` });
    } catch {
      // some browsers only notify through a service worker: the banner and the sound remain
    }
  }
}

function AcknowledgeButton({ order }: { order: WaitingOrder }) {
  // The banner leaves once the order is acknowledged: that says it went through, no toast needed.
  const { fetcher, isBusy } = useActionFetcher({
    key: `acknowledge-${order.id}`,
    action: "acknowledge the order",
    successToast: "none",
  });
  return (
    <fetcher.Form method="post" action={`/admin/orders/${order.id}`}>
      <input type="hidden" name="intent" value="acknowledge" />
      <Button type="submit" variant="secondary" disabled={isBusy}>
        Acknowledge #{order.number}
      </Button>
    </fetcher.Form>
  );
}

/**
 * The red bar at the top of the board while new orders would not ring here (sound off, or the
 * browser waiting for a tap before it plays any): one big button, since the tap itself is what
 * lets the page make sound.
 */
function TapToEnableSound({ bar, onTap }: { bar: NonNullable<SoundBar>; onTap: () => void }) {
  return (
    <button
      type="button"
      onClick={onTap}
      data-testid="sound-bar"
      className="flex min-h-12 w-full items-center gap-3 rounded-xl bg-red-700 px-4 py-2 text-left text-white hover:bg-red-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-red-700 sm:min-h-14"
    >
      <VolumeX aria-hidden="true" className="size-6 shrink-0" />
      <span className="flex min-w-0 flex-col">
        <span className="text-base font-bold">Tap to enable sound</span>
        {/* On a phone the first screen is for the orders: the reason is read out, shown from tablet width. */}
        <span className="sr-only sm:not-sr-only sm:text-sm">{bar.message}</span>
      </span>
    </button>
  );
}

/**
 * On the orders pages and the dashboard: a banner for every paid order nobody has confirmed or
 * acknowledged, their count in the tab's title, the sound every 30 seconds (once enabled on this
 * device, and the red Tap to enable sound bar until then), and a browser notification when allowed.
 */
export function NewOrderAlarm({ orders }: { orders: WaitingOrder[] }) {
  const alarmRef = useRef<OrderAlarm | null>(null);
  const ordersRef = useRef(orders);
  const [soundOn, setSoundOn] = useState(false);
  // Unknown until the page runs in the browser: no bar flashes before the device's choice is read.
  const [audio, setAudio] = useState<AudioState | null>(null);
  const [permission, setPermission] = useState<NotificationPermission | "unsupported">("unsupported");
  const location = useLocation();
  const ids = orders.map((order) => order.id).join(",");

  useEffect(() => {
    ordersRef.current = orders;
  });

  useEffect(() => {
    const alarm = createOrderAlarm({
      ring: playAlarmSound,
      announce: (newIds) => announceInBrowser(ordersRef.current, newIds),
    });
    alarmRef.current = alarm;
    const on = readSoundPreference();
    setSoundOn(on);
    if (on) unlockAudio();
    setAudio(readAudioState());
    alarm.setSound(on);
    if (typeof Notification !== "undefined") setPermission(Notification.permission);
    return () => {
      alarm.dispose();
      alarmRef.current = null;
    };
  }, []);

  // With the sound on, the page's audio is followed, and any tap on the page unlocks it.
  useEffect(() => {
    if (!soundOn) return;
    setAudio(readAudioState());
    const stopWatching = watchAudioState(setAudio);
    const unlockOnTap = () => {
      if (readAudioState() === "locked") unlockAudio();
    };
    document.addEventListener("pointerdown", unlockOnTap, true);
    document.addEventListener("keydown", unlockOnTap, true);
    return () => {
      stopWatching();
      document.removeEventListener("pointerdown", unlockOnTap, true);
      document.removeEventListener("keydown", unlockOnTap, true);
    };
  }, [soundOn]);

  useEffect(() => {
    alarmRef.current?.update(ids ? ids.split(",") : []);
    document.documentElement.dataset.alarmWaiting = String(ids ? ids.split(",").length : 0);
  }, [ids]);

  // The count in the tab's title, kept after every navigation (each page sets its own title).
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, "");
    document.title = orders.length > 0 ? `(${orders.length}) ${base}` : base;
  }, [orders.length, location.key]);

  const setSound = (next: boolean) => {
    if (next) unlockAudio();
    storeSoundPreference(next);
    setSoundOn(next);
    setAudio(readAudioState());
    alarmRef.current?.setSound(next);
  };
  const soundBar = audio === null ? null : soundBarFor(soundOn, audio);
  const showsSoundSwitch = soundOn && audio !== null && soundBar === null;

  const askPermission = () => {
    if (typeof Notification === "undefined") return;
    void Notification.requestPermission().then(setPermission);
  };

  return (
    <div className="mb-4 space-y-3 sm:mb-6">
      {soundBar ? <TapToEnableSound bar={soundBar} onTap={() => setSound(true)} /> : null}
      {orders.length > 0 ? (
        <section
          aria-labelledby="new-order-alarm-title"
          className="rounded-xl border-2 border-brand-600 bg-brand-50 p-4"
          data-testid="new-order-banner"
        >
          <h2 id="new-order-alarm-title" className="flex items-center gap-2 text-lg font-bold text-ink">
            <BellRing aria-hidden="true" className="size-5 text-brand-700" />
            {orders.length === 1 ? "1 new order waiting" : `${orders.length} new orders waiting`}
          </h2>
          <ul className="mt-3 space-y-2">
            {orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center gap-3">
                <Link
                  to={`/admin/orders/${order.id}`}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  Order #{order.number}, {order.customerName}
                </Link>
                <AcknowledgeButton order={order} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* One row, even on a phone: the orders below matter more than these switches. */}
      {showsSoundSwitch || permission === "default" ? (
        <div className="flex items-center gap-2 sm:gap-3">
          {showsSoundSwitch ? (
            <Button variant="secondary" onClick={() => setSound(false)} aria-pressed="true">
              Sound on: turn off
            </Button>
          ) : null}
          {permission === "default" ? (
            <Button
              variant="secondary"
              onClick={askPermission}
              aria-label="Allow notifications"
              className="shrink-0"
            >
              <Bell aria-hidden="true" className="size-4" />
              {/* A phone's row has room for the bell only; the name stays for screen readers. */}
              <span className="hidden sm:inline">Allow notifications</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
