import { describe, expect, it } from "vitest";
import { clientAddressKey, isLoopbackAddress, resolveClientAddress } from "./client-address.ts";

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
  const proxy = "10.0.0.2";
  const LOOPBACK: readonly string[] = ["127.0.0.0/8", "::1/128"];

  it("ignores X-Forwarded-For without trusted proxies", () => {
    expect(resolveClientAddress(proxy, "203.0.113.9", [])).toBe(proxy);
  });

  it("believes the header only from a trusted proxy, and only the entries trusted proxies wrote", () => {
    const proxies = ["10.0.0.2/32", "10.0.0.1/32"];
    // the client sent "X-Forwarded-For: 6.6.6.6"; the proxies appended what they saw
    expect(resolveClientAddress(proxy, "6.6.6.6, 203.0.113.9", proxies)).toBe("203.0.113.9");
    expect(resolveClientAddress(proxy, "6.6.6.6, 203.0.113.9, 10.0.0.1", proxies)).toBe("203.0.113.9");
    // a request that did not come through a listed proxy: its header means nothing
    expect(resolveClientAddress("198.51.100.4", "6.6.6.6", proxies)).toBe("198.51.100.4");
    expect(resolveClientAddress("198.51.100.4", "127.0.0.1", LOOPBACK)).toBe("198.51.100.4");
  });

  it("matches proxies by network, IPv4 and IPv6, also an IPv4 peer written as IPv6", () => {
    const networks = ["10.0.0.0/24", "fd00::/8"];
    expect(resolveClientAddress("10.0.0.200", "203.0.113.9", networks)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.1.1", "203.0.113.9", networks)).toBe("10.0.1.1");
    expect(resolveClientAddress("fd12::7", "2001:db8::5", networks)).toBe("2001:db8::5");
    expect(resolveClientAddress("::ffff:127.0.0.1", "203.0.113.9", LOOPBACK)).toBe("203.0.113.9");
  });

  it("accepts only a valid IP from the header", () => {
    expect(resolveClientAddress(proxy, "not-an-ip", ["10.0.0.2/32"])).toBe(proxy);
    expect(resolveClientAddress(proxy, "x".repeat(3500), ["10.0.0.2/32"])).toBe(proxy);
    expect(resolveClientAddress(proxy, "[2001:db8::5]", ["10.0.0.2/32"])).toBe("2001:db8::5");
  });
});

describe("isLoopbackAddress", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.8.9.10", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["10.0.0.1", false],
    ["::ffff:10.0.0.1", false],
    ["fe80::1", false],
    [undefined, false],
    ["localhost", false],
  ])("%j -> %j", (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});
