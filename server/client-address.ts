import { BlockList, isIP, isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { TrustProxy } from "./config.ts";

/** Longest header accepted as X-Forwarded-For; a longer one is ignored (no trusted proxy writes one). */
const MAX_FORWARDED_LENGTH = 2048;

function normalise(address: string | undefined): string | undefined {
  const trimmed = address?.trim().replace(/^\[(.*)\]$/, "$1");
  if (!trimmed || !isIP(trimmed)) return undefined;
  // an IPv4 client of a server listening on IPv6 (::ffff:203.0.113.7) is that IPv4 address
  return /^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

/** True for this machine's own addresses (127.0.0.0/8, ::1, and 127.x mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const normal = normalise(address);
  return normal !== undefined && (normal === "::1" || /^127(\.\d{1,3}){3}$/.test(normal));
}

const proxyLists = new WeakMap<TrustProxy, BlockList>();

/** Whether an address is one of the trusted proxies' (TRUST_PROXY's networks). */
function isTrustedProxy(address: string, trust: TrustProxy): boolean {
  let list = proxyLists.get(trust);
  if (!list) {
    list = new BlockList();
    for (const network of trust) {
      const [base = "", prefix = ""] = network.split("/");
      list.addSubnet(base, Number(prefix), isIPv6(base) ? "ipv6" : "ipv4");
    }
    proxyLists.set(trust, list);
  }
  return list.check(address, isIPv6(address) ? "ipv6" : "ipv4");
}

/**
 * The client's address. X-Forwarded-For is believed only on a request whose socket peer is one of
 * the trusted proxies (TRUST_PROXY), so a client that reaches the app's port directly cannot name
 * itself. The header grows to the right (each proxy appends the address it got the request from):
 * it is read from the right, past the trusted proxies, and the first address that is not one of
 * them is the client; whatever a client wrote further left is never used. Without trust (or when no
 * valid address is found) the socket's peer is the client. Only a valid IP is returned.
 */
export function readClientAddress(c: Context, trust: TrustProxy): string | undefined {
  let peer: string | undefined;
  try {
    peer = normalise(getConnInfo(c).remote.address);
  } catch {
    // No Node socket behind this request (the app was called in-process, e.g. app.request).
    peer = undefined;
  }
  return resolveClientAddress(peer, c.req.header("X-Forwarded-For"), trust);
}

/** The pure part of readClientAddress: the peer's address, the header, and whom to trust. */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string | undefined {
  if (trust.length === 0 || !forwardedFor || forwardedFor.length > MAX_FORWARDED_LENGTH) return peer;
  // [peer, the entry the nearest proxy wrote, the one before it, ...]
  const chain = [peer, ...forwardedFor.split(",").reverse()];
  let current = peer;
  for (let hop = 1; hop < chain.length; hop += 1) {
    // only what a trusted proxy wrote is believed: the walk stops at the first address that is not one
    if (current === undefined || !isTrustedProxy(current, trust)) break;
    const next = normalise(chain[hop]);
    // A trusted proxy that wrote no valid address leaves the last one it vouched for.
    if (!next) break;
    current = next;
  }
  return current;
}

/**
 * The part of an address that identifies one client: IPv4 as is (also when mapped into IPv6),
 * IPv6 by its /64 prefix, since one subscriber usually holds a whole /64 and could rotate inside it.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address || isIP(address) === 0) return "unknown";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = "", tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}
