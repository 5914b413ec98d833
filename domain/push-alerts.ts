// The phone alerts the site pushes to the admins' devices (docs/product/08-text-messages.md §8, Phone
// alerts), as pure functions: the words on the lock screen and the admin page a tap opens.
import { formatUsd } from "./money.ts";

/** What a push carries to the admin's service worker. */
export type PushAlert = { title: string; body: string; url: string; tag: string };

/** The longest a push's title or body may be: lock screens cut longer text anyway. */
const MAX_TEXT = 120;

function clip(text: string): string {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length > MAX_TEXT ? `${plain.slice(0, MAX_TEXT - 1).trimEnd()}…` : plain;
}

/** "New order #A1B2, $42.10": the order number and total as the order board shows them. */
export function newOrderAlert(
  order: { id: string; number: string; total: number; isTest: boolean },
  businessName: string,
): PushAlert {
  return {
    title: clip(`${order.isTest ? "TEST " : ""}New order #${order.number}, ${formatUsd(order.total)}`),
    body: clip(`${businessName}: tap to open the order.`),
    url: `/admin/orders/${order.id}`,
    tag: `order-${order.id}`,
  };
}

/** The alert "Send a test alert" pushes to every device of the admin who asked. */
export function testAlert(businessName: string): PushAlert {
  return {
    title: clip(`Test alert from ${businessName}`),
    body: "Phone alerts work on this device. New orders will show like this.",
    url: "/admin/orders",
    tag: "test-alert",
  };
}

/**
 * "Chrome on Android", "Safari on iPhone": a device as the list of subscribed devices names it,
 * from the browser's own description of itself. Never more than 60 characters.
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? "").slice(0, 512);
  const browser = /Edg(A|iOS)?\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /SamsungBrowser\//.test(ua)
        ? "Samsung Internet"
        : /Firefox\/|FxiOS\//.test(ua)
          ? "Firefox"
          : /Chrome\/|CriOS\//.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua)
              ? "Safari"
              : null;
  const device = /iPhone/.test(ua)
    ? "iPhone"
    : /iPad/.test(ua)
      ? "iPad"
      : /Android/.test(ua)
        ? "Android"
        : /Windows/.test(ua)
          ? "Windows"
          : /Mac OS X|Macintosh/.test(ua)
            ? "Mac"
            : /CrOS/.test(ua)
              ? "Chromebook"
              : /Linux/.test(ua)
                ? "Linux"
                : null;
  if (browser && device) return `${browser} on ${device}`;
  return browser ?? device ?? "A browser";
}
