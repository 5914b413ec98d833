import { describe, expect, it } from "vitest";
import { clientAddressKey, resolveClientAddress } from "./client-address.ts";

describe("clientAddressKey", () => {
  it.each([
    [undefined, "unknown"],
    ["", "unknown"],
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::1", "0:0:0:0::/64"],
    ["2001:db8:85a3:1234:0:8a2e:370:7334", "2001:db8:85a3:1234::/64"],
    ["2001:0db8:85a3:1234:ffff:ffff:ffff:ffff", "2001:db8:85a3:1234::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:1:2:3::9", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    // not an address at all: never a key of its own (a long one once broke the limiter's index)
    ["x".repeat(3500), "unknown"],
    ["203.0.113.7, 198.51.100.1", "unknown"],
  ])("%j -> %j", (address, key) => {
    expect(clientAddressKey(address)).toBe(key);
  });
});

describe("resolveClientAddress", () => {
  const peer = "10.0.0.2";

  it("ignores X-Forwarded-For without trusted proxies", () => {
    expect(resolveClientAddress(peer, "203.0.113.9", false)).toBe(peer);
  });

  it("takes the address the nearest trusted proxy saw, never an entry the client wrote", () => {
    // the client sent "X-Forwarded-For: 6.6.6.6"; the one proxy appended the address it saw
    expect(resolveClientAddress(peer, "6.6.6.6, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(resolveClientAddress(peer, "7.7.7.7, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(resolveClientAddress(peer, "6.6.6.6, 203.0.113.9, 10.0.0.1", 2)).toBe("203.0.113.9");
  });

  it("walks a list of proxy addresses from the right", () => {
    const proxies = ["10.0.0.2", "10.0.0.1"];
    expect(resolveClientAddress(peer, "6.6.6.6, 203.0.113.9, 10.0.0.1", proxies)).toBe("203.0.113.9");
    // a request that did not come through a listed proxy: its header means nothing
    expect(resolveClientAddress("198.51.100.4", "6.6.6.6", proxies)).toBe("198.51.100.4");
  });

  it("accepts only a valid IP from the header", () => {
    expect(resolveClientAddress(peer, "not-an-ip", 1)).toBe(peer);
    expect(resolveClientAddress(peer, "x".repeat(3500), 1)).toBe(peer);
    expect(resolveClientAddress(peer, "[2001:db8::5]", 1)).toBe("2001:db8::5");
  });
});
