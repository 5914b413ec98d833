import { afterEach, describe, expect, it, vi } from "vitest";
import { redirect } from "react-router";
import { keepFrameOnFailedReload, keepListOnFailedReload } from "./keep-list-on-failed-reload.ts";

const notifyMock = vi.hoisted(() => ({ notifyFetchError: vi.fn() }));
vi.mock("#app/lib/notify.tsx", () => notifyMock);

afterEach(() => vi.clearAllMocks());

const ORDERS = "http://shop.test/admin/orders?view=all";
const request = (url = ORDERS) => new Request(url);
const loads =
  <T>(value: T) =>
  () =>
    Promise.resolve(value);
const fails = (error: unknown) => (): Promise<never> => {
  // A loader may fail with anything: an Error, an error response, a redirect.
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
  return Promise.reject(error);
};

/** A loader that has shown the list once, as the page does on hydration. */
async function shownOnce() {
  const clientLoader = keepListOnFailedReload<{ orders: string[] }>("Orders");
  await clientLoader({ request: request(), serverLoader: loads({ orders: ["1001"] }) });
  return clientLoader;
}

describe("an admin list whose reload fails", () => {
  it("keeps the list and toasts Error Fetching Orders with the error's message", async () => {
    const clientLoader = await shownOnce();
    const kept = await clientLoader({
      request: request(),
      serverLoader: fails(new TypeError("Failed to fetch")),
    });
    expect(kept).toEqual({ orders: ["1001"] });
    expect(notifyMock.notifyFetchError).toHaveBeenCalledTimes(1);
    const [what, error] = notifyMock.notifyFetchError.mock.calls[0] as [string, Error];
    expect(what).toBe("Orders");
    expect(error.message).toBe("Failed to fetch");
  });

  it("uses the server's message from a 500 answer, and none (the generic text) when there is nothing to say", async () => {
    const clientLoader = await shownOnce();
    // A loader's thrown data(…, { status: 500 }) reaches the browser as an error response.
    const asResponse = {
      status: 500,
      statusText: "",
      internal: false,
      data: { message: "The database is busy" },
    };
    await clientLoader({ request: request(), serverLoader: fails(asResponse) });
    expect((notifyMock.notifyFetchError.mock.calls[0]![1] as Error).message).toBe("The database is busy");
    await clientLoader({ request: request(), serverLoader: fails("no error object") });
    expect(notifyMock.notifyFetchError.mock.calls[1]).toEqual(["Orders", null]);
  });

  it("answers with the new data once a reload works again", async () => {
    const clientLoader = await shownOnce();
    await clientLoader({ request: request(), serverLoader: fails(new Error("down")) });
    expect(
      await clientLoader({ request: request(), serverLoader: loads({ orders: ["1001", "1002"] }) }),
    ).toEqual({
      orders: ["1001", "1002"],
    });
  });

  it("lets a first load, another address, a redirect and a refusal fail as before", async () => {
    const fresh = keepListOnFailedReload("Orders");
    await expect(fresh({ request: request(), serverLoader: fails(new Error("down")) })).rejects.toThrow(
      "down",
    );

    const clientLoader = await shownOnce();
    await expect(
      clientLoader({
        request: request("http://shop.test/admin/orders?view=today"),
        serverLoader: fails(new Error("x")),
      }),
    ).rejects.toThrow("x");
    const toLogin = redirect("/admin/login");
    await expect(clientLoader({ request: request(), serverLoader: fails(toLogin) })).rejects.toBe(toLogin);
    const refused = {
      status: 403,
      statusText: "Forbidden",
      internal: false,
      data: { message: "Access Denied" },
    };
    await expect(clientLoader({ request: request(), serverLoader: fails(refused) })).rejects.toBe(refused);
    expect(notifyMock.notifyFetchError).not.toHaveBeenCalled();
  });
});

describe("the admin frame whose reload fails", () => {
  it("keeps its data for any address, without a toast of its own", async () => {
    const clientLoader = keepFrameOnFailedReload<{ badges: number }>();
    await clientLoader({ request: request(), serverLoader: loads({ badges: 2 }) });
    const kept = await clientLoader({
      request: request("http://shop.test/admin/inquiries"),
      serverLoader: fails(new TypeError("Failed to fetch")),
    });
    expect(kept).toEqual({ badges: 2 });
    expect(notifyMock.notifyFetchError).not.toHaveBeenCalled();
    const toLogin = redirect("/admin/login");
    await expect(clientLoader({ request: request(), serverLoader: fails(toLogin) })).rejects.toBe(toLogin);
  });
});
