// TRUST_PROXY names the proxies whose X-Forwarded-For is believed (docs/product/12-operating-the-server.md
// §12.2, docs/operating.md "Behind a reverse proxy"). A client that reaches the app's port directly is its socket's
// peer, whatever it writes in the header: it can neither open /metrics nor step out of its limits.
import pino from "pino";
import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address.ts";
import { loadConfig } from "./config.ts";
import { createInProcessEventBus } from "./adapters/events/in-process.ts";
import { takeSignInAttempt } from "./auth/sign-in-limits.ts";
import { isAppError } from "./errors.ts";
import { createHttpApp } from "./http.ts";
import { useTestDatabase } from "./test/test-database.ts";

const database = useTestDatabase();

/** The site with TRUST_PROXY as given; each page request takes one sign-in attempt for its client. */
function makeApp(trustProxy: string) {
  return createHttpApp({
    config: loadConfig({ NODE_ENV: "production", TRUST_PROXY: trustProxy }),
    database,
    log: pino({ level: "silent" }),
    events: createInProcessEventBus(),
    handlePage: async (request, context) => {
      const email = `${new URL(request.url).searchParams.get("who")}@example.com`;
      try {
        await takeSignInAttempt(database.db, clientAddressKey(context.clientAddress), email);
      } catch (error) {
        if (isAppError(error) && error.code === "RATE_LIMITED")
          return new Response("limited", { status: 429 });
        throw error;
      }
      return new Response(String(context.clientAddress));
    },
  });
}

/** A request as Node hands it to the app: `peer` is the socket's remote address. */
function from(app: ReturnType<typeof makeApp>, peer: string, path: string, forwardedFor?: string) {
  const headers: Record<string, string> = forwardedFor ? { "X-Forwarded-For": forwardedFor } : {};
  return app.request(path, { headers }, { incoming: { socket: { remoteAddress: peer } } });
}

describe("a client that reaches the app's port directly while TRUST_PROXY is on", () => {
  it("cannot open /metrics by naming this machine in X-Forwarded-For", async () => {
    const app = makeApp("true");
    expect((await from(app, "198.51.100.4", "/metrics", "127.0.0.1")).status).toBe(404);
    expect((await from(app, "198.51.100.4", "/metrics", "203.0.113.9, 127.0.0.1")).status).toBe(404);
    // the proxy on this machine passing on a request from this machine: open
    expect((await from(app, "127.0.0.1", "/metrics", "127.0.0.1")).status).toBe(200);
  });

  it("cannot step out of the per-address sign-in limit with a new X-Forwarded-For each attempt", async () => {
    const app = makeApp("true");
    const answers: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const rotated = `203.0.113.${attempt + 1}`;
      answers.push((await from(app, "198.51.100.5", `/admin/login?who=direct-${attempt}`, rotated)).status);
    }
    // 20 attempts per address in 15 minutes, counted against the socket's peer
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe("behind the proxies TRUST_PROXY names", () => {
  it("takes the right-most address that is not a trusted proxy as the client", async () => {
    const app = makeApp("10.0.0.0/24, 192.0.2.10");
    const client = async (peer: string, forwardedFor?: string) =>
      (await from(app, peer, `/?who=named-${peer}-${forwardedFor ?? ""}`, forwardedFor)).text();
    // the load balancer (10.0.0.7) got it from the CDN (192.0.2.10), which got it from the visitor
    expect(await client("10.0.0.7", "6.6.6.6, 203.0.113.9, 192.0.2.10")).toBe("203.0.113.9");
    // a peer outside the named networks: its header means nothing
    expect(await client("10.0.1.7", "203.0.113.9")).toBe("10.0.1.7");
    expect(await client("198.51.100.6", "127.0.0.1")).toBe("198.51.100.6");
    // /metrics: a visitor the proxy names is not this machine
    expect((await from(app, "10.0.0.7", "/metrics", "203.0.113.9")).status).toBe(404);
  });
});
