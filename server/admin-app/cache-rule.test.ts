import { describe, expect, it } from "vitest";
import { adminCacheRule } from "./cache-rule.ts";

const ORIGIN = "https://islandspice.example";
const rule = (url: string, { method = "GET", mode = "cors", accept = "*/*" } = {}) =>
  adminCacheRule({ method, url: new URL(url, ORIGIN).href, mode, accept }, ORIGIN);

describe("the admin worker's rule for a request", () => {
  it("keeps the hashed build files, whoever asks for them", () => {
    expect(rule("/assets/entry.client-AbC123.js")).toBe("asset");
    expect(rule("/assets/app-XyZ.css", { mode: "no-cors" })).toBe("asset");
  });

  it("goes to the network first for the board's page, which alone is kept for offline use", () => {
    expect(rule("/admin/orders", { mode: "navigate" })).toBe("board");
    // a filtered or paged board is a page like any other: the plain board is what a reload falls back to
    expect(rule("/admin/orders?status=new", { mode: "navigate" })).toBe("page");
    expect(rule("/admin/orders/5f0c", { mode: "navigate" })).toBe("page");
    expect(rule("/admin/dashboard", { mode: "navigate" })).toBe("page");
    expect(rule("/admin", { mode: "navigate" })).toBe("page");
  });

  it("never keeps admin data: React Router's data requests and the API are watched, the live stream left alone", () => {
    expect(rule("/admin/orders.data")).toBe("watch");
    expect(rule("/admin/orders.data?_routes=routes%2Fadmin%2Forders")).toBe("watch");
    expect(rule("/admin.data")).toBe("watch");
    expect(rule("/admin/orders/5f0c.data", { method: "POST" })).toBe("watch");
    expect(rule("/api/admin/orders/arrivals")).toBe("watch");
    expect(rule("/api/admin/uploads", { method: "POST" })).toBe("watch");
    // the live stream stays open for hours: never through the worker
    expect(rule("/api/admin/events", { accept: "text/event-stream" })).toBe("network");
    expect(rule("/admin/orders.data", { mode: "navigate" })).toBe("network");
    expect(rule("/_root.data")).toBe("network");
    expect(rule("/menu.data")).toBe("network");
    expect(rule("/api/settings")).toBe("network");
  });

  it("never keeps what a form sends, even to the board", () => {
    expect(rule("/admin/orders", { method: "POST", mode: "navigate" })).toBe("network");
    expect(rule("/admin/orders/5f0c", { method: "POST" })).toBe("network");
    expect(rule("/assets/entry.client-AbC123.js", { method: "HEAD" })).toBe("network");
  });

  it("leaves public pages, uploads and images alone", () => {
    expect(rule("/", { mode: "navigate" })).toBe("network");
    expect(rule("/menu", { mode: "navigate" })).toBe("network");
    expect(rule("/administrator", { mode: "navigate" })).toBe("network");
    expect(rule("/img/640/menu/jerk.webp", { mode: "no-cors" })).toBe("network");
    expect(rule("/admin/icon-192.png", { mode: "no-cors" })).toBe("network");
  });

  it("leaves other sites alone, even their /assets", () => {
    expect(
      adminCacheRule({ method: "GET", url: "https://cdn.example/assets/x.js", mode: "cors" }, ORIGIN),
    ).toBe("network");
    expect(adminCacheRule({ method: "GET", url: "not a url", mode: "cors" }, ORIGIN)).toBe("network");
  });

  it("forgets the kept board when the admin signs out, however the logout is sent", () => {
    expect(rule("/admin/logout", { method: "POST", mode: "navigate" })).toBe("sign-out");
    expect(rule("/admin/logout", { mode: "navigate" })).toBe("sign-out");
    // the top bar's fetcher posts React Router's data request
    expect(rule("/admin/logout.data", { method: "POST" })).toBe("sign-out");
    expect(rule("/admin/logout.data?index", { method: "POST" })).toBe("sign-out");
    expect(rule("/admin/logout/", { method: "POST", mode: "navigate" })).toBe("sign-out");
    expect(rule("/admin/logout/_.data", { method: "POST" })).toBe("sign-out");
    expect(rule("/ADMIN/Logout.data", { method: "POST" })).toBe("sign-out");
    expect(rule("/admin/logout-history")).toBe("network");
  });
});
