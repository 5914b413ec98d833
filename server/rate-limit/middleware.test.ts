import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./middleware";

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
  ])("%j -> %j", (address, key) => {
    expect(clientAddressKey(address)).toBe(key);
  });
});
