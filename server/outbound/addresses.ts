// Outgoing connections to a host someone typed or a browser gave (a mail server saved in the admin, a
// phone's push endpoint): the name is resolved once, every address it resolves to is judged by
// domain/ip-addresses.ts (loopback, private, link-local, CGNAT, unspecified, multicast and cloud
// metadata ranges refused, IPv4 mapped into IPv6 included), and the connection goes to an address
// that was judged, never to a second answer of the name server (DNS rebinding). Tests hand in their
// own resolver: nothing here asks the internet in a test.
import { lookup } from "node:dns/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { addressRange } from "#domain/ip-addresses.ts";

/** The addresses a host name resolves to (every one, IPv4 and IPv6). */
export type ResolveHost = (host: string) => Promise<string[]>;

const LOOKUP_TIMEOUT_MS = 10_000;

/** The machine's own resolver (what connecting by name would ask), given at most ten seconds. */
export const resolveWithSystem: ResolveHost = async (host) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer for ${host}`)), LOOKUP_TIMEOUT_MS);
  });
  try {
    const answers = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    return answers.map((answer) => answer.address);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Which addresses a connection may reach: public ones only (the default), public ones or this
 * machine (push endpoints while the site itself runs on loopback, in tests), or this machine only (a
 * mail relay the owner chose "No encryption (relay on this machine)" for).
 */
export type OutboundPolicy = "public" | "public-or-loopback" | "loopback";

/** A host that is not reached: its name did not resolve, or an address it resolves to is refused. */
export class OutboundAddressError extends Error {
  override name = "OutboundAddressError";
  constructor(
    message: string,
    readonly reason: "unresolved" | "refused",
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A host name and the addresses it resolved to, every one allowed by the policy it was checked for. */
export type CheckedHost = { host: string; addresses: string[] };

function allowed(range: ReturnType<typeof addressRange>, policy: OutboundPolicy): boolean {
  if (range === "public") return policy !== "loopback";
  if (range === "loopback") return policy !== "public";
  return false;
}

/**
 * Resolves `host` (an IP address is taken as it is) and checks every address it resolves to against
 * `policy`; one refused address refuses the host. Throws OutboundAddressError.
 */
export async function checkOutboundHost(
  host: string,
  policy: OutboundPolicy,
  resolve: ResolveHost = resolveWithSystem,
): Promise<CheckedHost> {
  const bare = host.trim().replace(/^\[(.*)\]$/, "$1");
  let addresses: string[];
  if (addressRange(bare) !== null) {
    addresses = [bare];
  } else {
    try {
      addresses = await resolve(bare);
    } catch (error) {
      throw new OutboundAddressError(`${bare} could not be resolved`, "unresolved", { cause: error });
    }
    if (addresses.length === 0) throw new OutboundAddressError(`${bare} has no address`, "unresolved");
  }
  for (const address of addresses) {
    const range = addressRange(address);
    if (!allowed(range, policy)) {
      throw new OutboundAddressError(
        `${bare} resolves to ${address} (${range ?? "not an address"}), which is not reached`,
        "refused",
      );
    }
  }
  return { host: bare, addresses };
}

/**
 * A `lookup` for net, tls and http that answers the checked addresses and nothing else: connecting
 * to the host's name reaches an address that was checked, without asking the name server again.
 */
export function pinnedLookup(checked: CheckedHost): LookupFunction {
  const entries = checked.addresses.map((address) => ({
    address,
    family: isIP(address) === 6 ? 6 : 4,
  }));
  return (_hostname: string, options: unknown, callback: unknown) => {
    const opts = (typeof options === "object" && options !== null ? options : {}) as {
      all?: boolean;
      family?: number | string;
    };
    const done = (typeof options === "function" ? options : callback) as (...args: unknown[]) => void;
    const family = opts.family === "IPv4" ? 4 : opts.family === "IPv6" ? 6 : Number(opts.family ?? 0);
    const matching = family === 4 || family === 6 ? entries.filter((e) => e.family === family) : entries;
    process.nextTick(() => {
      if (matching.length === 0) {
        const error = Object.assign(new Error(`No checked address for ${checked.host}`), {
          code: "ENOTFOUND",
        });
        done(error);
      } else if (opts.all) {
        done(null, matching);
      } else {
        done(null, matching[0]!.address, matching[0]!.family);
      }
    });
  };
}

export type PinnedResponse = { status: number; text: string };

/**
 * One HTTP(S) request to `url`, whose host was checked: connected to a checked address (TLS still
 * verifies the certificate for the host's name), no redirect followed, the answer read up to
 * `maxResponseBytes`.
 */
export function requestPinned(
  url: URL,
  checked: CheckedHost,
  init: {
    method: string;
    headers: Record<string, string>;
    body: Buffer | null;
    timeoutMs: number;
    maxResponseBytes?: number;
  },
): Promise<PinnedResponse> {
  const maxBytes = init.maxResponseBytes ?? 64 * 1024;
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  const headers = { ...init.headers };
  if (init.body && !Object.keys(headers).some((name) => name.toLowerCase() === "content-length"))
    headers["Content-Length"] = String(init.body.length);
  return new Promise((resolve, reject) => {
    const outgoing = send(
      {
        protocol: url.protocol,
        hostname: checked.host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: init.method,
        headers,
        lookup: pinnedLookup(checked),
        signal: AbortSignal.timeout(init.timeoutMs),
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          if (size >= maxBytes) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size >= maxBytes) response.destroy();
        });
        const finish = () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).subarray(0, maxBytes).toString("utf8"),
          });
        response.on("end", finish);
        response.on("close", finish);
        response.on("error", () => finish());
      },
    );
    outgoing.on("error", reject);
    outgoing.end(init.body ?? undefined);
  });
}
