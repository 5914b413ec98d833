// Which network an IP address belongs to: the one rule for every outgoing request to an address an
// admin or a browser gave (a mail server, a push endpoint). Only public addresses are reached; a
// loopback one only where the caller allows it (a mail relay on this machine, tests). Pure, so the
// forms and the server say the same; server/outbound/ resolves names and connects with it.

/** "public", "loopback" (127.0.0.0/8, ::1, and either mapped), or "private": every other range no outgoing request may reach. */
export type AddressRange = "public" | "loopback" | "private";

/** The four bytes of a dotted IPv4 address, or null. */
function ipv4Bytes(address: string): number[] | null {
  const parts = address.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((part) => (/^(0|[1-9]\d{0,2})$/.test(part) ? Number(part) : Number.NaN));
  return bytes.every((byte) => byte >= 0 && byte <= 255) ? bytes : null;
}

/** The sixteen bytes of an IPv6 address (a zone id and a trailing dotted IPv4 part allowed), or null. */
function ipv6Bytes(address: string): number[] | null {
  let text = address.replace(/%.*$/, "");
  if (!text.includes(":")) return null;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(":");
  const last = text.slice(lastColon + 1);
  if (last.includes(".")) {
    const v4 = ipv4Bytes(last);
    if (!v4) return null;
    tail = v4;
    text = text.slice(0, lastColon + 1);
    if (!text.endsWith("::")) text = text.slice(0, -1);
  }
  if (!/^[0-9a-f:]*$/i.test(text)) return null;
  const wanted = 8 - tail.length / 2;
  const parts = text.split("::");
  if (parts.length > 2) return null;
  const head = parts[0] ? parts[0].split(":") : [];
  const rest = parts.length === 2 && parts[1] ? parts[1].split(":") : [];
  let groups = head;
  if (parts.length === 2) {
    const fill = wanted - head.length - rest.length;
    if (fill < 1) return null;
    groups = [...head, ...Array<string>(fill).fill("0"), ...rest];
  }
  if (groups.length !== wanted || groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
  const bytes: number[] = [];
  for (const group of groups) {
    const value = Number.parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  return [...bytes, ...tail];
}

function rangeOfIpv4([a = 0, b = 0, c = 0]: number[]): AddressRange {
  if (a === 127) return "loopback";
  const blocked =
    a === 0 || // "this network", 0.0.0.0 included
    a === 10 || // RFC 1918
    (a === 100 && b >= 64 && b <= 127) || // shared address space (CGNAT), RFC 6598
    (a === 169 && b === 254) || // link-local, cloud metadata (169.254.169.254) included
    (a === 172 && b >= 16 && b <= 31) || // RFC 1918
    (a === 192 && b === 0 && c === 0) || // IETF protocol assignments
    (a === 192 && b === 168) || // RFC 1918
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224; // multicast (224/4), reserved (240/4) and broadcast
  return blocked ? "private" : "public";
}

function rangeOfIpv6(bytes: number[]): AddressRange {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  if (zeros(0, 15) && bytes[15] === 1) return "loopback"; // ::1
  if (zeros(0, 16)) return "private"; // :: unspecified
  // an IPv4 address carried in IPv6: mapped (::ffff:0:0/96), the NAT64 prefix (64:ff9b::/96), the
  // deprecated compatible form (::/96) and 6to4 (2002::/16): judged by the IPv4 address inside
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return rangeOfIpv4(bytes.slice(12));
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12))
    return rangeOfIpv4(bytes.slice(12));
  if (zeros(0, 12)) return "private";
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return rangeOfIpv4(bytes.slice(2, 6));
  const first = bytes[0]!;
  const second = bytes[1]!;
  if ((first & 0xfe) === 0xfc) return "private"; // unique local fc00::/7, fd00:ec2::254 included
  if (first === 0xfe && (second & 0xc0) === 0x80) return "private"; // link-local fe80::/10
  if (first === 0xfe && (second & 0xc0) === 0xc0) return "private"; // site-local fec0::/10 (deprecated)
  if (first === 0xff) return "private"; // multicast ff00::/8
  return "public";
}

/** The range of an IP address (IPv4, or IPv6 with or without brackets), or null when it is not one. */
export function addressRange(address: string): AddressRange | null {
  const bare = address.trim().replace(/^\[(.*)\]$/, "$1");
  const v4 = ipv4Bytes(bare);
  if (v4) return rangeOfIpv4(v4);
  const v6 = ipv6Bytes(bare);
  return v6 ? rangeOfIpv6(v6) : null;
}

/** True for an IP address (IPv4 or IPv6, brackets allowed). */
export function isIpAddress(host: string): boolean {
  return addressRange(host) !== null;
}

/** True for a host that is this machine by its name or its address: localhost, *.localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().toLowerCase().replace(/\.$/, "");
  if (bare === "localhost" || bare.endsWith(".localhost")) return true;
  return addressRange(bare) === "loopback";
}
