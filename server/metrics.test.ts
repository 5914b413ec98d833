import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "./config.ts";
import { createInProcessEventBus } from "./adapters/events/in-process.ts";
import { mailOutbox } from "./db/schema/index.ts";
import { createHttpApp } from "./http.ts";
import { startJobs } from "./jobs/runner.ts";
import { metrics, routeLabel } from "./metrics.ts";
import { useTestDatabase } from "./test/test-database.ts";

const database = useTestDatabase();
const TOKEN = "metrics-token-for-the-test-0123";

// Over real sockets, so the client address is the peer's (127.0.0.1), or the one a trusted proxy names.
const servers: ServerType[] = [];
async function start(env: Record<string, string>): Promise<string> {
  const app = createHttpApp({
    config: loadConfig({ NODE_ENV: "production", ...env }),
    database,
    log: pino({ level: "silent" }),
    events: createInProcessEventBus(),
    handlePage: () =>
      Promise.resolve(new Response("<p>page</p>", { headers: { "Content-Type": "text/html" } })),
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
    servers.push(server);
  });
}

let direct: string;
let behindProxy: string;
beforeAll(async () => {
  direct = await start({});
  behindProxy = await start({ TRUST_PROXY: "1", METRICS_TOKEN: TOKEN });
});
afterAll(() => {
  for (const server of servers) server.close();
});

const outside = { "X-Forwarded-For": "203.0.113.7" };

describe("GET /metrics (docs/product/12-operating-the-server.md §12.2)", () => {
  it("answers the machine itself in the Prometheus format, with requests counted by route pattern", async () => {
    await fetch(`${direct}/healthz`);
    await fetch(`${direct}/menu`);
    await fetch(`${direct}/api/orders/11111111-2222-3333-4444-555555555555/nothing-here`);
    const response = await fetch(`${direct}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/healthz",status="2xx"\} \d+/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/menu",status="2xx"\} \d+/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz"\}/);
    // the address's id never becomes a label
    expect(text).not.toContain("11111111-2222");
    expect(text).toMatch(/^live_streams_open \d+$/m);
    expect(text).toMatch(/^mail_outbox_pending \d+$/m);
    expect(text).toMatch(/^mail_outbox_oldest_pending_seconds [\d.e+-]+$/m);
    expect(text).toContain("process_cpu_seconds_total");
    if (database.label === "postgres") {
      expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    }
  });

  it("refuses another machine without the token, also one behind a trusted proxy, and accepts the token", async () => {
    // the proxy's own connection is loopback, but the client it names is not
    const refused = await fetch(`${behindProxy}/metrics`, { headers: outside });
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain("http_requests_total");
    const wrong = await fetch(`${behindProxy}/metrics`, {
      headers: { ...outside, Authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.status).toBe(404);
    const withToken = await fetch(`${behindProxy}/metrics`, {
      headers: { ...outside, Authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain("http_requests_total");
    // without a trusted proxy the forwarded header is not believed: the peer is loopback
    expect((await fetch(`${direct}/metrics`, { headers: outside })).status).toBe(200);
  });

  it("counts the outbox's waiting emails and the age of the oldest", async () => {
    await database.db.insert(mailOutbox).values({
      dedupe_key: "metrics-test",
      kind: "test",
      to_address: "someone@example.com",
      subject: "s",
      html: "<p>h</p>",
      text: "t",
      created_at: new Date(Date.now() - 120_000),
    });
    const text = await (await fetch(`${direct}/metrics`)).text();
    const pending = Number(/^mail_outbox_pending (\d+)$/m.exec(text)?.[1]);
    const oldest = Number(/^mail_outbox_oldest_pending_seconds ([\d.e+-]+)$/m.exec(text)?.[1]);
    expect(pending).toBeGreaterThanOrEqual(1);
    expect(oldest).toBeGreaterThanOrEqual(119);
  });

  it("puts Server-Timing on page responses", async () => {
    const response = await fetch(`${direct}/about`);
    expect(response.headers.get("Server-Timing")).toMatch(/^render;dur=\d+(\.\d)?$/);
    expect((await fetch(`${direct}/healthz`)).headers.get("Server-Timing")).toBeNull();
  });

  it("lets other parts of the server add their own counters", async () => {
    metrics.counter({ name: "test_cache_hits_total", help: "Hits." }).inc(3);
    // asking again for the same name answers the same counter
    metrics.counter({ name: "test_cache_hits_total", help: "Hits." }).inc();
    expect(await (await fetch(`${direct}/metrics`)).text()).toMatch(/^test_cache_hits_total 4$/m);
  });
  it("shows each periodic job's runs, failures and last success", async () => {
    let failing = 0;
    const jobs = startJobs(
      [
        { name: "metrics-test-steady", every: 10, run: async () => {} },
        {
          name: "metrics-test-failing",
          every: 10,
          run: () => {
            failing += 1;
            return Promise.reject(new Error("no answer"));
          },
        },
      ],
      pino({ level: "silent" }),
    );
    const before = Date.now() / 1000;
    await vi.waitFor(() => expect(failing).toBeGreaterThanOrEqual(2));
    await jobs.stop(1000);
    const text = await (await fetch(`${direct}/metrics`)).text();
    const value = (line: RegExp) => Number(line.exec(text)?.[1]);
    expect(value(/^job_runs_total\{name="metrics-test-steady"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^job_failures_total\{name="metrics-test-steady"\} (\d+)$/m)).toBe(0);
    expect(
      value(/^job_last_success_timestamp_seconds\{name="metrics-test-steady"\} ([\d.e+]+)$/m),
    ).toBeGreaterThanOrEqual(before);
    expect(value(/^job_runs_total\{name="metrics-test-failing"\} (\d+)$/m)).toBe(failing);
    expect(value(/^job_failures_total\{name="metrics-test-failing"\} (\d+)$/m)).toBe(failing);
    expect(text).not.toContain('job_last_success_timestamp_seconds{name="metrics-test-failing"}');
  });
});

describe("routeLabel", () => {
  it("keeps API patterns, names pages by their first segment and gathers unknown addresses in one label", () => {
    expect(routeLabel("/api/orders/:id/live", "/api/orders/abc/live", 200)).toBe("/api/orders/:id/live");
    expect(routeLabel("*", "/", 200)).toBe("/");
    expect(routeLabel("*", "/menu", 200)).toBe("/menu");
    expect(routeLabel("*", "/admin/orders/123", 200)).toBe("/admin/*");
    expect(routeLabel("*", "/no-such-page-8c1f", 404)).toBe("unmatched");
    expect(routeLabel("/*", "/%E2%9C%93", 200)).toBe("unmatched");
  });
});
