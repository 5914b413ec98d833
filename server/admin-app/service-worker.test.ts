import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { SESSION_ENDS_HEADER, SIGNED_OUT_HEADER } from "#domain/admin-app.ts";
import { CACHE_PREFIX, NETWORK_WAIT_MS, serviceWorkerScript } from "./service-worker.ts";

// The worker's script runs here as a browser would run it, over stand-ins for the Cache Storage,
// fetch and the worker's events, so the rules are tested in the very text the browser receives.

const ORIGIN = "https://islandspice.example";
type FakeRequest = { url: string; method: string; mode: string; headers: Headers };
type Listener = (event: unknown) => void;

const keyOf = (request: string | FakeRequest) =>
  new URL(typeof request === "string" ? request : request.url, ORIGIN).href;

class FakeCache {
  entries = new Map<string, Response>();
  match(request: string | FakeRequest) {
    return Promise.resolve(this.entries.get(keyOf(request))?.clone());
  }
  put(request: string | FakeRequest, response: Response) {
    this.entries.set(keyOf(request), response);
    return Promise.resolve();
  }
  delete(request: string | FakeRequest) {
    return Promise.resolve(this.entries.delete(keyOf(request)));
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => ({ url })));
  }
}

const BOARD_HTML = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app-C55.css"/>
<link rel="modulepreload" href="/assets/entry.client-E1.js"/><link rel="manifest" href="/admin/manifest.webmanifest"/>
</head><body><h1>Orders</h1><script type="module">import "/assets/manifest-M9.js"; import("/assets/orders-O2.js");</script></body></html>`;

function html(body: string, status = 200, headers: Record<string, string> = {}) {
  return new Response(body, { status, headers: { "Content-Type": "text/html", ...headers } });
}

/** An hour from now, and long ago: when a signed-in session ends, as the server says it. */
const LATER = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();
const LONG_AGO = "2000-01-01T00:00:00.000Z";
/** The board's page as the server answers it while someone is signed in. */
const board = (endsAt = LATER()) => html(BOARD_HTML, 200, { [SESSION_ENDS_HEADER]: endsAt });

function startWorker(
  version: string,
  network: (request: string | FakeRequest) => Promise<Response>,
  caches?: Map<string, FakeCache>,
  timer: (handler: () => void, ms: number) => unknown = setTimeout,
) {
  const listeners = new Map<string, Listener>();
  const stores = caches ?? new Map<string, FakeCache>();
  const fetch = vi.fn(network);
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(() => Promise.resolve()),
    clients: { claim: vi.fn(() => Promise.resolve()) },
  };
  const cacheStorage = {
    // opening a cache takes a moment, as in a browser (work the page does meanwhile goes first)
    open: (name: string) => {
      if (!stores.has(name)) stores.set(name, new FakeCache());
      return new Promise<FakeCache>((resolve) => setTimeout(() => resolve(stores.get(name)!), 0));
    },
    keys: () => Promise.resolve([...stores.keys()]),
    delete: (name: string) => Promise.resolve(stores.delete(name)),
  };
  runInNewContext(serviceWorkerScript(version), {
    self,
    caches: cacheStorage,
    fetch,
    Response,
    Headers,
    URL,
    Set,
    Promise,
    setTimeout: timer,
  });

  /** Fires one event; resolves with the worker's answer once the work it waits for is done (or at once). */
  async function dispatch(type: string, request?: FakeRequest, { settle = true } = {}) {
    const pending: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners.get(type)!({
      request,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      respondWith: (promise: Promise<Response>) => {
        answer = promise;
      },
    });
    const response = answer ? await answer : undefined;
    if (settle) await Promise.all(pending);
    else waiting.push(...pending);
    return response;
  }
  /** The work of events dispatched with `settle: false`, once it is done. */
  const waiting: Promise<unknown>[] = [];
  const settled = () => Promise.all(waiting);
  const cacheOf = () => stores.get(`${CACHE_PREFIX}${version}`);
  return { dispatch, settled, fetch, stores, cacheOf, self };
}

const navigate = (path: string, method = "GET"): FakeRequest => ({
  url: `${ORIGIN}${path}`,
  method,
  mode: "navigate",
  headers: new Headers({ Accept: "text/html" }),
});
const get = (path: string, mode = "cors", accept = "*/*"): FakeRequest => ({
  url: `${ORIGIN}${path}`,
  method: "GET",
  mode,
  headers: new Headers({ Accept: accept }),
});
const post = (path: string): FakeRequest => ({ ...get(path), method: "POST" });

const onlineServer = (request: string | FakeRequest) => {
  const path = new URL(keyOf(request)).pathname;
  if (path === "/admin/orders") return Promise.resolve(board());
  if (path.startsWith("/assets/")) return Promise.resolve(new Response(`/* ${path} */`));
  return Promise.resolve(html(`<p>${path}</p>`));
};
const offline = () => Promise.reject(new TypeError("Failed to fetch"));

describe("the admin's service worker", () => {
  it("keeps the board and the build files it names when installed, and takes over at once", async () => {
    const worker = startWorker("b1", onlineServer);
    await worker.dispatch("install");
    const kept = [...worker.cacheOf()!.entries.keys()].map((key) => new URL(key).pathname).sort();
    expect(kept).toEqual([
      "/admin/orders",
      "/assets/app-C55.css",
      "/assets/entry.client-E1.js",
      "/assets/manifest-M9.js",
      "/assets/orders-O2.js",
    ]);
    expect(worker.self.skipWaiting).toHaveBeenCalled();
  });

  it("keeps nothing when the board answers with the sign-in page", async () => {
    const worker = startWorker("b1", () =>
      Promise.resolve(new Response(null, { status: 302, headers: { Location: "/admin/login" } })),
    );
    await worker.dispatch("install");
    expect(worker.cacheOf()!.entries.size).toBe(0);
  });

  it("deletes the caches of earlier builds when it takes over, and leaves other caches alone", async () => {
    const stores = new Map<string, FakeCache>([
      [`${CACHE_PREFIX}old`, new FakeCache()],
      ["someone-else", new FakeCache()],
    ]);
    const worker = startWorker("b2", onlineServer, stores);
    await worker.dispatch("install");
    await worker.dispatch("activate");
    expect([...stores.keys()].sort()).toEqual([`${CACHE_PREFIX}b2`, "someone-else"]);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it("serves build files from its cache, and keeps one it did not have", async () => {
    const worker = startWorker("b1", onlineServer);
    await worker.dispatch("install");
    worker.fetch.mockClear();
    const kept = await worker.dispatch("fetch", get("/assets/entry.client-E1.js", "cors"));
    expect(await kept!.text()).toBe("/* /assets/entry.client-E1.js */");
    expect(worker.fetch).not.toHaveBeenCalled();
    await worker.dispatch("fetch", get("/assets/order-detail-D4.js"));
    expect(worker.fetch).toHaveBeenCalledTimes(1);
    expect(await worker.cacheOf()!.match("/assets/order-detail-D4.js")).toBeDefined();
  });

  it("reloads the board from the network when it can, and from its copy when offline", async () => {
    let network = onlineServer;
    const worker = startWorker("b1", (request) => network(request));
    await worker.dispatch("install");
    const fresh = await worker.dispatch("fetch", navigate("/admin/orders"));
    expect(await fresh!.text()).toBe(BOARD_HTML);

    network = offline;
    const kept = await worker.dispatch("fetch", navigate("/admin/orders"));
    expect(kept!.status).toBe(200);
    expect(await kept!.text()).toContain("<h1>Orders</h1>");
    // another admin page, offline: the kept board instead
    const elsewhere = await worker.dispatch("fetch", navigate("/admin/orders/5f0c"));
    expect(elsewhere!.status).toBe(302);
    expect(elsewhere!.headers.get("Location")).toBe(`${ORIGIN}/admin/orders`);
  });

  it("keeps the board of every reload that reaches the server, though the page reads the answer at once", async () => {
    let reloads = 0;
    const worker = startWorker("b1", (request) => {
      if (new URL(keyOf(request)).pathname !== "/admin/orders") return onlineServer(request);
      reloads += 1;
      return Promise.resolve(
        html(`<h1>Orders, load ${reloads}</h1>`, 200, { [SESSION_ENDS_HEADER]: LATER() }),
      );
    });
    await worker.dispatch("install");
    const answer = await worker.dispatch("fetch", navigate("/admin/orders"), { settle: false });
    // the browser reads the page as it comes, before the worker has finished keeping it
    expect(await answer!.text()).toBe("<h1>Orders, load 2</h1>");
    await worker.settled();
    expect(await (await worker.cacheOf()!.match("/admin/orders"))!.text()).toBe("<h1>Orders, load 2</h1>");
  });

  it("shows the kept board when the network says nothing for a while, and waits for any other page", async () => {
    let network: (request: string | FakeRequest) => Promise<Response> = onlineServer;
    const waits: number[] = [];
    const worker = startWorker(
      "b1",
      (request) => network(request),
      undefined,
      (handler, ms) => {
        waits.push(ms);
        handler(); // the wait is over at once: the network below never answers
      },
    );
    await worker.dispatch("install");
    network = () => new Promise<Response>(() => undefined);
    const kept = await worker.dispatch("fetch", navigate("/admin/orders"), { settle: false });
    expect(await kept!.text()).toContain("<h1>Orders</h1>");
    expect(waits).toEqual([NETWORK_WAIT_MS]);
    // another page: no timer, the answer waits for the network
    const settled = await Promise.race([
      worker.dispatch("fetch", navigate("/admin/dashboard"), { settle: false }).then(() => "answered"),
      new Promise((resolve) => setTimeout(() => resolve("still waiting"), 50)),
    ]);
    expect(settled).toBe("still waiting");
    expect(waits).toEqual([NETWORK_WAIT_MS]);
  });

  it("passes admin data and the admin API to the network as they are, and keeps none of it", async () => {
    const worker = startWorker("b1", onlineServer);
    await worker.dispatch("install");
    const before = worker.cacheOf()!.entries.size;
    for (const request of [
      get("/admin/orders.data"),
      get("/api/admin/orders/arrivals"),
      post("/admin/orders/5f0c.data"),
    ]) {
      const answer = await worker.dispatch("fetch", request);
      // the network's own answer, read for a signed-out session (below)
      expect(await answer!.text()).toBe(`<p>${new URL(request.url).pathname}</p>`);
    }
    expect(worker.cacheOf()!.entries.size).toBe(before);
  });

  it("never answers the live stream, form posts or public pages itself, nor keeps them", async () => {
    const worker = startWorker("b1", onlineServer);
    await worker.dispatch("install");
    const before = worker.cacheOf()!.entries.size;
    for (const request of [
      get("/api/admin/events", "cors", "text/event-stream"),
      get("/_root.data"),
      navigate("/admin/orders", "POST"),
      navigate("/"),
      navigate("/menu"),
    ]) {
      expect(await worker.dispatch("fetch", request)).toBeUndefined();
    }
    expect(worker.cacheOf()!.entries.size).toBe(before);
  });

  it("forgets the kept board on sign-out and when the board answers with the sign-in page", async () => {
    let network = onlineServer;
    const worker = startWorker("b1", (request) => network(request));
    await worker.dispatch("install");
    await worker.dispatch("fetch", navigate("/admin/logout", "POST"));
    expect(await worker.cacheOf()!.match("/admin/orders")).toBeUndefined();

    await worker.dispatch("fetch", navigate("/admin/orders"));
    expect(await worker.cacheOf()!.match("/admin/orders")).toBeDefined();
    // the session has ended: the board's address answers with a redirect to the sign-in page
    network = () => {
      const redirect = Response.error();
      Object.defineProperty(redirect, "type", { value: "opaqueredirect" });
      return Promise.resolve(redirect);
    };
    await worker.dispatch("fetch", navigate("/admin/orders"));
    expect(await worker.cacheOf()!.match("/admin/orders")).toBeUndefined();
  });

  it("forgets every kept admin page, in every cache of its own, on the logout's data request too (the top bar's)", async () => {
    const stores = new Map<string, FakeCache>([
      [`${CACHE_PREFIX}old`, new FakeCache()],
      ["someone-else", new FakeCache()],
    ]);
    await stores.get(`${CACHE_PREFIX}old`)!.put("/admin/orders", html("old board"));
    await stores.get("someone-else")!.put("/admin/orders", html("not ours"));
    const worker = startWorker("b1", onlineServer, stores);
    await worker.dispatch("install");
    await worker.dispatch("fetch", post("/admin/logout.data"));
    expect(await worker.cacheOf()!.match("/admin/orders")).toBeUndefined();
    expect(stores.get(`${CACHE_PREFIX}old`)!.entries.size).toBe(0);
    expect(stores.get("someone-else")!.entries.size).toBe(1);
    // the build files stay: they hold nothing of anyone's
    expect(await worker.cacheOf()!.match("/assets/entry.client-E1.js")).toBeDefined();
  });

  it("forgets the kept board when any admin answer is a 401 or says nobody is signed in", async () => {
    const signedOut: Array<[string, FakeRequest, () => Response]> = [
      ["an API 401", get("/api/admin/orders/arrivals"), () => new Response("{}", { status: 401 })],
      [
        "a data request sent to the sign-in page",
        get("/admin/dashboard.data"),
        () => new Response("redirect", { status: 202, headers: { [SIGNED_OUT_HEADER]: "1" } }),
      ],
      [
        "the sign-in page itself",
        navigate("/admin/login"),
        () => new Response("<h1>Admin Login</h1>", { headers: { [SIGNED_OUT_HEADER]: "1" } }),
      ],
    ];
    for (const [what, request, answer] of signedOut) {
      let network = onlineServer;
      const worker = startWorker("b1", (sent) => network(sent));
      await worker.dispatch("install");
      expect(await worker.cacheOf()!.match("/admin/orders"), what).toBeDefined();
      network = () => Promise.resolve(answer());
      const response = await worker.dispatch("fetch", request);
      expect(response!.status, what).toBe(answer().status);
      expect(await worker.cacheOf()!.match("/admin/orders"), what).toBeUndefined();
    }
  });

  it("does not keep a board that was on its way when the kept pages were forgotten", async () => {
    let answerBoard: (response: Response) => void = () => undefined;
    let network = onlineServer;
    const worker = startWorker("b1", (request) => network(request));
    await worker.dispatch("install");
    network = (request) =>
      new URL(keyOf(request)).pathname === "/admin/orders"
        ? new Promise<Response>((resolve) => (answerBoard = resolve))
        : onlineServer(request);
    const loading = worker.dispatch("fetch", navigate("/admin/orders"));
    await worker.dispatch("fetch", post("/admin/logout.data"));
    answerBoard(board());
    await loading;
    expect(await worker.cacheOf()!.match("/admin/orders")).toBeUndefined();
  });

  it("shows the kept board offline only until the session it was kept under ends, then forgets it", async () => {
    let network: (request: string | FakeRequest) => Promise<Response> = (request) =>
      new URL(keyOf(request)).pathname === "/admin/orders"
        ? Promise.resolve(board(LONG_AGO))
        : onlineServer(request);
    const worker = startWorker("b1", (request) => network(request));
    await worker.dispatch("install");
    expect(await worker.cacheOf()!.match("/admin/orders")).toBeDefined();
    network = offline;
    const answer = await worker.dispatch("fetch", navigate("/admin/orders"));
    expect(answer!.type).toBe("error");
    expect(await worker.cacheOf()!.match("/admin/orders")).toBeUndefined();
  });

  it("moves the kept board's end on as later answers say the session goes on", async () => {
    let network: (request: string | FakeRequest) => Promise<Response> = (request) =>
      new URL(keyOf(request)).pathname === "/admin/orders"
        ? Promise.resolve(board(LONG_AGO))
        : onlineServer(request);
    const worker = startWorker("b1", (request) => network(request));
    await worker.dispatch("install");
    // the board goes on being used: a data request's answer says the session now ends later
    const later = LATER();
    network = () =>
      Promise.resolve(new Response("data", { status: 200, headers: { [SESSION_ENDS_HEADER]: later } }));
    await worker.dispatch("fetch", get("/admin/orders.data"));
    const kept = await worker.cacheOf()!.match("/admin/orders");
    expect(kept!.headers.get(SESSION_ENDS_HEADER)).toBe(later);
    expect(await kept!.text()).toBe(BOARD_HTML);
    network = offline;
    const answer = await worker.dispatch("fetch", navigate("/admin/orders"));
    expect(await answer!.text()).toContain("<h1>Orders</h1>");
  });

  it("names its cache after the build", () => {
    expect(serviceWorkerScript("3f9a")).toContain(`const CACHE = "${CACHE_PREFIX}3f9a";`);
    expect(serviceWorkerScript("../x y")).toContain(`const CACHE = "${CACHE_PREFIX}..xy";`);
  });
});
