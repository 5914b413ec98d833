// Settings → Notifications → Phone alerts (docs/product/08-text-messages.md §8, Phone alerts), as the page's
// loader and action use
// it: the public key a browser subscribes with, the devices on the list, and the three actions.
import { createHash } from "node:crypto";
import type { Executor } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { isLoopbackUrl } from "#server/config.ts";
import { checkOutboundHost, OutboundAddressError, type ResolveHost } from "#server/outbound/addresses.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { formatDateUS } from "#domain/format.ts";
import { deviceLabel } from "#domain/push-alerts.ts";
import { loadVapidKeys } from "./keys.ts";
import { queueTestAlert } from "./outbox.ts";
import {
  BAD_SUBSCRIPTION,
  checkSubscription,
  listDevices,
  removeDevice,
  saveSubscription,
} from "./subscriptions.ts";

export type PhoneAlertDevice = {
  id: string;
  label: string;
  adminName: string;
  isMine: boolean;
  addedOn: string;
  /** A digest of the device's push address: the page tells "This device" by it, the address stays here. */
  endpointHash: string;
};

export type PhoneAlertsView = { publicKey: string; devices: PhoneAlertDevice[] };

/** The same digest the page computes from its own subscription (SHA-256, base64url). */
export function endpointHash(endpoint: string): string {
  return createHash("sha256").update(endpoint).digest("base64url");
}

export async function loadPhoneAlerts(db: Executor, viewerUserId: string): Promise<PhoneAlertsView> {
  const [keys, devices, settings] = await Promise.all([
    loadVapidKeys(db),
    listDevices(db, viewerUserId),
    listPublicSettings(db),
  ]);
  const timeZone = readBusinessRules(settings).timeZone;
  return {
    publicKey: keys.publicKey,
    devices: devices.map((device) => ({
      id: device.id,
      label: device.label,
      adminName: device.adminName,
      isMine: device.isMine,
      addedOn: formatDateUS(device.createdAt, timeZone),
      endpointHash: endpointHash(device.endpoint),
    })),
  };
}

type PhoneAlertAnswer = { ok: true; message: string; subscriptionId?: string };

/** The card's actions: "push-subscribe", "push-remove" and "push-test"; null for any other intent. */
export async function changePhoneAlerts(
  db: Executor,
  input: {
    actorUserId: string;
    publicUrl: string;
    userAgent: string | null;
    fields: Record<string, unknown>;
    /** Resolves the endpoint's host; the machine's resolver by default. */
    resolveHost?: ResolveHost;
  },
): Promise<PhoneAlertAnswer | null> {
  const { fields } = input;
  if (fields.intent === "push-subscribe") {
    // http on loopback only while the site itself runs there (tests): a live site posts only over https
    const onLoopback = isLoopbackUrl(input.publicUrl);
    const subscription = checkSubscription(fields, { allowLoopbackHttp: onLoopback });
    // what the name resolves to now: a push service is on the internet, never on a private network
    try {
      await checkOutboundHost(
        new URL(subscription.endpoint).hostname,
        onLoopback ? "public-or-loopback" : "public",
        input.resolveHost,
      );
    } catch (error) {
      if (error instanceof OutboundAddressError) throw new AppError("VALIDATION", BAD_SUBSCRIPTION);
      throw error;
    }
    const label = deviceLabel(input.userAgent);
    const { id } = await saveSubscription(db, input.actorUserId, { ...subscription, label });
    return { ok: true, message: `Alerts are on for ${label}`, subscriptionId: id };
  }
  if (fields.intent === "push-remove") {
    if (typeof fields.id !== "string") throw new AppError("BAD_REQUEST", "Which device?");
    const { label } = await removeDevice(db, input.actorUserId, fields.id);
    return { ok: true, message: `${label} no longer gets alerts` };
  }
  if (fields.intent === "push-test") {
    const { count } = await queueTestAlert(db, input.actorUserId);
    return {
      ok: true,
      message: count === 1 ? "Test alert queued for 1 device" : `Test alert queued for ${count} devices`,
    };
  }
  return null;
}
