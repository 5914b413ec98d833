import { useCallback, useEffect, useState } from "react";
import { Button } from "#app/components/ui/admin/button.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import { notify } from "#app/lib/notify.tsx";
import { ADMIN_WORKER_PATH } from "#domain/admin-app.ts";

export type PhoneAlertDeviceView = {
  id: string;
  label: string;
  adminName: string;
  isMine: boolean;
  addedOn: string;
  endpointHash: string;
};

/** What this browser can do about alerts, once it has been asked (never during the server's render). */
type DeviceState =
  | { kind: "checking" }
  | { kind: "unsupported"; isApple: boolean }
  | { kind: "blocked" }
  | { kind: "ready"; subscribedHash: string | null };

const ADMIN_SCOPE = "/admin";

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The same digest the server shows for each device (SHA-256 of the push address, base64url). */
async function hashEndpoint(endpoint: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(endpoint)));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function canPush(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window &&
    window.isSecureContext
  );
}

/**
 * The admin's service worker when one is registered, or the alerts-only worker
 * (docs/product/08-text-messages.md §8, Phone alerts).
 */
async function alertsWorker(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration(ADMIN_SCOPE);
  if (!existing) await navigator.serviceWorker.register(ADMIN_WORKER_PATH, { scope: ADMIN_SCOPE });
  return navigator.serviceWorker.ready;
}

async function readDeviceState(): Promise<DeviceState> {
  if (!canPush()) return { kind: "unsupported", isApple: /iPhone|iPad/.test(navigator.userAgent) };
  if (Notification.permission === "denied") return { kind: "blocked" };
  const registration = await navigator.serviceWorker.getRegistration(ADMIN_SCOPE);
  const subscription = await registration?.pushManager.getSubscription();
  return { kind: "ready", subscribedHash: subscription ? await hashEndpoint(subscription.endpoint) : null };
}

/**
 * Settings → Notifications → Phone alerts (docs/product/08-text-messages.md §8, Phone alerts): turns alerts
 * on for this device
 * (the browser asks for permission, then subscribes with the site's public key), lists every device
 * that gets alerts with a Remove button, and sends a test alert to the admin's own devices.
 */
export function PhoneAlertsCard({
  publicKey,
  devices,
}: {
  publicKey: string;
  devices: PhoneAlertDeviceView[];
}) {
  const [state, setState] = useState<DeviceState>({ kind: "checking" });
  const [isTurningOn, setTurningOn] = useState(false);
  const refresh = useCallback(() => {
    readDeviceState()
      .then(setState)
      .catch(() => setState({ kind: "ready", subscribedHash: null }));
  }, []);
  useEffect(refresh, [refresh]);

  const subscribe = useActionFetcher({ key: "push-subscribe", action: "turn on alerts", onSuccess: refresh });
  const test = useActionFetcher({ key: "push-test", action: "send the test alert" });
  const remove = useActionFetcher({ key: "push-remove", action: "remove the device", onSuccess: refresh });

  const thisDevice =
    state.kind === "ready" && state.subscribedHash
      ? devices.find((device) => device.endpointHash === state.subscribedHash)
      : undefined;

  const turnOn = async () => {
    setTurningOn(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        if (permission === "denied") setState({ kind: "blocked" });
        notify.error("Alerts are not on", {
          description: "The browser was not allowed to show notifications for this site.",
        });
        return;
      }
      const registration = await alertsWorker();
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      const json = subscription.toJSON();
      subscribe.submitForm({
        intent: "push-subscribe",
        endpoint: json.endpoint ?? subscription.endpoint,
        p256dh: json.keys?.p256dh ?? "",
        auth: json.keys?.auth ?? "",
      });
    } catch {
      notify.error("Alerts are not on", {
        description:
          "This browser could not turn alerts on. Try again, or use Chrome, Edge, Firefox or Safari.",
      });
    } finally {
      setTurningOn(false);
    }
  };

  const removeDevice = async (device: PhoneAlertDeviceView) => {
    // this device: the browser stops listening too, so nothing arrives after Remove
    if (device.endpointHash === thisDevice?.endpointHash) {
      const registration = await navigator.serviceWorker.getRegistration(ADMIN_SCOPE).catch(() => undefined);
      await (await registration?.pushManager.getSubscription())?.unsubscribe().catch(() => false);
    }
    remove.submitForm({ intent: "push-remove", id: device.id });
  };

  const hasMine = devices.some((device) => device.isMine);
  return (
    <section aria-labelledby="phone-alerts-heading" className="space-y-4">
      <div>
        <h2 id="phone-alerts-heading" className="text-lg font-semibold text-ink">
          Phone alerts
        </h2>
        <p className="text-sm text-stone-700">
          An alert on your phone or tablet for every new paid order, even with the browser closed. Tap it to
          open the order.
        </p>
      </div>
      <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
        <p className="font-semibold text-ink">This device</p>
        <DeviceStatus state={state} isOn={thisDevice !== undefined} />
        {state.kind === "ready" && thisDevice === undefined ? (
          <Button onClick={() => void turnOn()} disabled={isTurningOn || subscribe.isBusy}>
            Turn on alerts on this device
          </Button>
        ) : null}
      </div>
      <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
        <p className="font-semibold text-ink">Devices that get alerts</p>
        {devices.length === 0 ? (
          <p className="text-sm text-stone-700">No device yet.</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {devices.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink">
                    {device.label}
                    {device.endpointHash === thisDevice?.endpointHash ? (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                        This device
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-stone-700">
                    {device.adminName}, added {device.addedOn}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={`Remove ${device.label} (${device.adminName})`}
                  disabled={remove.isBusy}
                  onClick={() => void removeDevice(device)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
        <div>
          <p className="font-semibold text-ink">Test alert</p>
          <p className="text-sm text-stone-700">
            {hasMine
              ? "Sends a short alert to each of your devices on the list."
              : "Turn on alerts on a device first, then send a test alert to it."}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={!hasMine || test.isBusy}
          onClick={() => test.submitForm({ intent: "push-test" })}
        >
          Send a test alert
        </Button>
      </div>
    </section>
  );
}

function DeviceStatus({ state, isOn }: { state: DeviceState; isOn: boolean }) {
  const text =
    state.kind === "checking"
      ? "Checking this browser…"
      : state.kind === "unsupported"
        ? state.isApple
          ? "On an iPhone or iPad, first add this site to the Home Screen (Share → Add to Home Screen), then open it from there and come back to this page."
          : "This browser cannot show alerts from this site."
        : state.kind === "blocked"
          ? "Notifications are blocked for this site. Allow them in the browser's site settings, then come back to this page."
          : isOn
            ? "Alerts are on for this device."
            : "Alerts are off for this device.";
  return (
    <p role="status" className="text-sm text-stone-700">
      {text}
    </p>
  );
}
