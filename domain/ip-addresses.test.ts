import { describe, expect, it } from "vitest";
import { addressRange, isLoopbackHost } from "./ip-addresses.ts";

describe("which network an address belongs to", () => {
  it("names loopback, private, link-local, CGNAT, unspecified, multicast and metadata addresses, mapped ones too", () => {
    const table: [string, "public" | "loopback" | "private"][] = [
      ["127.0.0.1", "loopback"],
      ["127.9.8.7", "loopback"],
      ["::1", "loopback"],
      ["[::1]", "loopback"],
      ["0:0:0:0:0:0:0:1", "loopback"],
      ["::ffff:127.0.0.1", "loopback"],
      ["::ffff:7f00:1", "loopback"],
      ["10.0.0.5", "private"],
      ["172.16.0.1", "private"],
      ["172.31.255.255", "private"],
      ["192.168.1.20", "private"],
      ["169.254.169.254", "private"],
      ["169.254.0.1", "private"],
      ["100.64.0.1", "private"],
      ["100.127.255.254", "private"],
      ["0.0.0.0", "private"],
      ["::", "private"],
      ["224.0.0.251", "private"],
      ["239.255.255.250", "private"],
      ["255.255.255.255", "private"],
      ["ff02::1", "private"],
      ["fe80::1", "private"],
      ["fe80::1%eth0", "private"],
      ["febf::1", "private"],
      ["fc00::1", "private"],
      ["fd00:ec2::254", "private"],
      ["::ffff:10.0.0.1", "private"],
      ["::ffff:169.254.169.254", "private"],
      ["::ffff:a9fe:a9fe", "private"],
      ["64:ff9b::10.0.0.1", "private"],
      ["64:ff9b::a9fe:a9fe", "private"],
      ["2002:a9fe:a9fe::1", "private"],
      ["::10.0.0.1", "private"],
      ["8.8.8.8", "public"],
      ["172.32.0.1", "public"],
      ["100.128.0.1", "public"],
      ["169.253.1.1", "public"],
      ["2606:4700:4700::1111", "public"],
      ["::ffff:8.8.8.8", "public"],
      ["64:ff9b::8.8.8.8", "public"],
      ["2002:0808:0808::1", "public"],
      ["fec0::1", "private"],
      ["2001:db8::1", "public"],
    ];
    for (const [address, range] of table) expect(addressRange(address), address).toBe(range);
  });

  it("reads only real addresses: names and malformed ones are not addresses", () => {
    for (const text of [
      "localhost",
      "mail.example.com",
      "1.2.3",
      "1.2.3.4.5",
      "256.1.1.1",
      "01.2.3.4",
      "1:2:3:4:5:6:7:8:9",
      "1::2::3",
      ":1:2:3:4:5:6:7",
      "12345::",
      "::ffff:1.2.3",
      "",
    ]) {
      expect(addressRange(text), text).toBeNull();
    }
  });

  it("knows this machine by its name or its address", () => {
    for (const host of [
      "localhost",
      "LOCALHOST.",
      "mail.localhost",
      "127.0.0.1",
      "[::1]",
      "::ffff:127.0.0.2",
    ])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["localhost.example.com", "10.0.0.1", "mail.example.com", "8.8.8.8"])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
