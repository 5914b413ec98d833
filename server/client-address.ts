import { isIP, isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { TrustProxy } from "./config.ts";

/** Longest header accepted as X-Forwarded-For; a longer one is ignored (no trusted proxy writes one). */
const MAX_FORWARDED_LENGTH = 2048;

function normalise(address: string | undefined): string | undefined {
  const trimmed = address?.trim().replace(/^\[(.*)\]$/, "$1");
  return trimmed && isIP(trimmed) ? trimmed : undefined;
}

/**
 * The client's address as the nearest trusted proxy saw it. X-Forwarded-For grows to the right (each
 * proxy appends the address it got the request from), so only its right-most entries, written by the
 * trusted proxies, are believed; whatever the client wrote to the left is never used. Without trust
 * (or when no valid address is found) the socket's peer is the client. Only a valid IP is returned.
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
  if (trust === false || trust === 0 || !forwardedFor || forwardedFor.length > MAX_FORWARDED_LENGTH) {
    return peer;
  }
  // [peer, the entry the nearest proxy wrote, the one before it, ...]
  const chain = [peer, ...forwardedFor.split(",").reverse()];
  let current = peer;
  for (let hop = 1; hop < chain.length; hop += 1) {
    const trusted =
      typeof trust === "number" ? hop <= trust : current !== undefined && trust.includes(current);
    if (!trusted) break;
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
