import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Bell, BellRing, VolumeX } from "lucide-react";
import { Button } from "#app/components/ui/admin/button.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import { createOrderAlarm, type OrderAlarm } from "./alarm.ts";
import { playAlarmSound, readSoundPreference, storeSoundPreference, unlockAudio } from "./alarm-sound.ts";
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
 * On the orders pages and the dashboard: a banner for every paid order nobody has confirmed or
 * acknowledged, their count in the tab's title, the sound every 30 seconds (once enabled on this
 * device), and a browser notification when allowed.
 */
export function NewOrderAlarm({ orders }: { orders: WaitingOrder[] }) {
  const alarmRef = useRef<OrderAlarm | null>(null);
  const ordersRef = useRef(orders);
  const [soundOn, setSoundOn] = useState(false);
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
    alarm.setSound(on);
    if (typeof Notification !== "undefined") setPermission(Notification.permission);
    return () => {
      alarm.dispose();
      alarmRef.current = null;
    };
  }, []);

  useEffect(() => {
    alarmRef.current?.update(ids ? ids.split(",") : []);
    document.documentElement.dataset.alarmWaiting = String(ids ? ids.split(",").length : 0);
  }, [ids]);

  // The count in the tab's title, kept after every navigation (each page sets its own title).
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, "");
    document.title = orders.length > 0 ? `(${orders.length}) ${base}` : base;
  }, [orders.length, location.key]);

  const toggleSound = () => {
    const next = !soundOn;
    if (next) unlockAudio();
    storeSoundPreference(next);
    setSoundOn(next);
    alarmRef.current?.setSound(next);
  };

  const askPermission = () => {
    if (typeof Notification === "undefined") return;
    void Notification.requestPermission().then(setPermission);
  };

  return (
    <div className="mb-4 space-y-3 sm:mb-6">
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
      <div className="flex items-center gap-2 sm:gap-3">
        {soundOn ? (
          <Button variant="secondary" onClick={toggleSound} aria-pressed="true">
            Sound on: turn off
          </Button>
        ) : (
          <>
            <p
              role="status"
              className="flex min-w-0 flex-1 items-center gap-2 rounded-lg bg-amber-100 px-3 py-1.5 text-xs font-semibold text-amber-950 sm:flex-none sm:py-2 sm:text-sm"
            >
              <VolumeX aria-hidden="true" className="size-4 shrink-0" />
              Sound is off: new orders will not ring on this device.
            </p>
            <Button onClick={toggleSound} className="shrink-0">
              Enable sound
            </Button>
          </>
        )}
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
    </div>
  );
}
