// Suite "pages": the public pages served from memory (docs/product/02-public-pages.md §2.13,
// docs/decisions/150).
// 1. Side by side in one run: the built app, and a bare node:http server answering the very bytes
//    the app sent (same brotli body and headers), each loaded by autocannon with 10 connections on
//    /menu and /. Budgets: the app at least half the bare server's requests per second, p99 under 20 ms.
// 2. On PostgreSQL, two instances on one fresh database: an alert saved through the admin on A
//    shows in the next response of / on A and on B within 2 s (skipped with a note without PostgreSQL).
// It also checks that the CSP of a served page lists the hash of each of its inline scripts.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import { inlineScripts, scriptHash } from "#server/page-cache/inline-scripts.ts";
import { adminQuery, canConnect } from "./checkout.ts";
import { ensureBuilt, onCleanup, startBenchServer, tempDir, type BenchServer } from "./support.ts";
import type { BenchContext, Metric, Suite, SuiteResult } from "./types.ts";

const CONNECTIONS = 10;
const DURATION_S = 8;
const PATHS = ["/menu", "/"] as const;
const MIN_SHARE_OF_RAW = 0.5;
const MAX_P99_MS = 20;
const FRESH_WITHIN_MS = 2000;
const ROUNDS = 3;
const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/test";
const OWNER = { name: "Bench Owner", email: "owner@bench.example", password: "Lime-Thyme-Scotch-Bonnet-7" };

// autocannon ships no types; this is the part of its API the suite uses.
type AutocannonResult = {
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Captured = { path: string; status: number; headers: Array<[string, string]>; body: Buffer };

/** The app's answer to a browser asking for brotli: status, headers and the compressed bytes as sent. */
async function capture(url: string, pagePath: string): Promise<Captured> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const req = request(`${url}${pagePath}`, { headers: { "accept-encoding": "br" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          if (!/^(date|connection|keep-alive|transfer-encoding)$/i.test(name))
            headers.push([name, res.rawHeaders[i + 1]!]);
        }
        resolve({ path: pagePath, status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** A bare node:http server in its own process answering each captured page's bytes and headers. */
async function startRawServer(dir: string, pages: Captured[]): Promise<{ url: string; stop: () => void }> {
  const table = pages.map((page, index) => {
    const file = path.join(dir, `page-${index}.bin`);
    writeFileSync(file, page.body);
    return { path: page.path, status: page.status, headers: page.headers, file };
  });
  writeFileSync(path.join(dir, "pages.json"), JSON.stringify(table));
  const source = `
    const http = require("node:http");
    const fs = require("node:fs");
    const table = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
    const pages = new Map(table.map((p) => [p.path, { ...p, body: fs.readFileSync(p.file) }]));
    const server = http.createServer((req, res) => {
      const page = pages.get(req.url);
      if (!page) { res.statusCode = 404; res.end(); return; }
      res.writeHead(page.status, page.headers.flat());
      res.end(page.body);
    });
    server.keepAliveTimeout = 65000;
    server.listen(0, "127.0.0.1", () => console.log("PORT " + server.address().port));
  `;
  const child: ChildProcess = spawn(process.execPath, ["-e", source, path.join(dir, "pages.json")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const unregister = onCleanup(() => child.kill("SIGKILL"));
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      unregister();
      child.kill("SIGKILL");
    },
  };
}

async function load(url: string): Promise<AutocannonResult> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { "accept-encoding": "br, gzip" },
  });
}

/** Inline scripts of the page whose hash its CSP does not list (0 when the policy fits the page). */
async function scriptsWithoutHash(url: string): Promise<number> {
  const response = await fetch(`${url}/menu`);
  const html = await response.text();
  const policy = response.headers.get("content-security-policy") ?? "";
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
  if (scriptSrc.some((source) => /unsafe-inline|nonce-/.test(source))) return Number.NaN;
  return inlineScripts(html).filter((script) => !scriptSrc.includes(`'sha256-${scriptHash(script)}'`)).length;
}

async function throughput(ctx: BenchContext): Promise<{ metrics: Metric[]; notes: string[] }> {
  const data = tempDir("pages");
  let app: BenchServer | undefined;
  let raw: { url: string; stop: () => void } | undefined;
  try {
    ctx.log("starting the app on an empty data folder (demo seed)");
    app = await startBenchServer({ DATA_DIR: data.dir, SEED_DEMO_DATA: "true" }, 120_000, {
      logFile: path.join(data.dir, "server.log"),
    });
    const pages: Captured[] = [];
    for (const pagePath of PATHS) {
      await capture(app.url, pagePath); // rendered and kept
      pages.push(await capture(app.url, pagePath));
    }
    const missing = await scriptsWithoutHash(app.url);
    raw = await startRawServer(data.dir, pages);
    const metrics: Metric[] = [];
    const notes: string[] = [];
    for (const page of pages) {
      const encoding = page.headers.find(([name]) => name.toLowerCase() === "content-encoding")?.[1];
      ctx.log(`${page.path}: bare node:http for ${DURATION_S} s, then the app`);
      const bare = await load(`${raw.url}${page.path}`);
      const served = await load(`${app.url}${page.path}`);
      const share = served.requests.average / bare.requests.average;
      metrics.push(
        { name: `${page.path} bare node:http (req/s)`, value: bare.requests.average, unit: "req/s" },
        { name: `${page.path} app (req/s)`, value: served.requests.average, unit: "req/s" },
        {
          name: `${page.path} app share of bare`,
          value: Math.round(share * 1000) / 1000,
          unit: "",
          budget: { min: MIN_SHARE_OF_RAW },
        },
        { name: `${page.path} app p50`, value: served.latency.p50, unit: "ms" },
        { name: `${page.path} app p99`, value: served.latency.p99, unit: "ms", budget: { max: MAX_P99_MS } },
        { name: `${page.path} bare p99`, value: bare.latency.p99, unit: "ms" },
        {
          name: `${page.path} app errors and non-2xx`,
          value: served.errors + served.timeouts + served.non2xx,
          unit: "count",
          budget: { max: 0 },
        },
      );
      notes.push(
        `${page.path}: ${page.body.length} bytes (${encoding ?? "identity"}) per answer from both servers.`,
      );
    }
    metrics.push({
      name: "/menu inline scripts missing from the CSP",
      value: missing,
      unit: "count",
      budget: { max: 0 },
    });
    return { metrics, notes };
  } finally {
    raw?.stop();
    if (app) await app.stopSafely("SIGTERM", 15_000);
    data.remove();
  }
}

/** The first-run setup on `url`: the owner's session cookie. */
async function setUpOwner(url: string): Promise<string> {
  const response = await fetch(`${url}/admin/setup`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: new URLSearchParams({ ...OWNER, confirmPassword: OWNER.password }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  if (response.status !== 302) throw new Error(`first-run setup answered ${response.status}`);
  return cookies.join("; ");
}

/** Saves an active alert through the admin's alerts page on `url`. */
async function saveAlert(url: string, cookie: string, message: string): Promise<void> {
  const response = await fetch(`${url}/admin/alerts`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/json", origin: url, cookie },
    body: JSON.stringify({
      intent: "create",
      item: {
        title: "Bench",
        message,
        alert_type: "info",
        background_color: "",
        text_color: "",
        start_date: "",
        end_date: "",
        is_active: true,
        is_dismissible: true,
      },
    }),
  });
  if (response.status >= 400) throw new Error(`saving the alert answered ${response.status}`);
}

/** Milliseconds from `since` until `/` on `url` shows `text` (NaN after 10 s). */
async function visibleAfter(url: string, text: string, since: number): Promise<number> {
  while (performance.now() - since < 10_000) {
    const body = await (await fetch(`${url}/`, { headers: { "accept-encoding": "br" } })).text();
    if (body.includes(text)) return performance.now() - since;
    await sleep(25);
  }
  return Number.NaN;
}

async function freshness(ctx: BenchContext): Promise<{ metrics: Metric[]; notes: string[] }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  if (!(await canConnect(adminUrl))) {
    return {
      metrics: [],
      notes: ["Freshness on two instances: skipped, no PostgreSQL answers (set BENCH_DATABASE_URL)."],
    };
  }
  const name = `bench_pages_${process.pid}_${randomUUID().slice(0, 6)}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  await adminQuery(adminUrl, `create database ${pg.escapeIdentifier(name)}`);
  const logs = tempDir("pages-log");
  const servers: BenchServer[] = [];
  try {
    ctx.log(`PostgreSQL ${name}: instances A and B`);
    const env = { DATABASE_URL: databaseUrl.toString(), SEED_DEMO_DATA: "true" };
    servers.push(await startBenchServer(env, 120_000, { logFile: path.join(logs.dir, "a.log") }));
    servers.push(await startBenchServer(env, 120_000, { logFile: path.join(logs.dir, "b.log") }));
    const [a, b] = servers as [BenchServer, BenchServer];
    const cookie = await setUpOwner(a.url);
    const times: Record<"A" | "B", number[]> = { A: [], B: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      // Both instances hold / in memory before the change.
      for (const server of [a, b]) await visibleAfter(server.url, "", performance.now());
      const message = `Fresh from the kitchen ${randomUUID().slice(0, 8)}`;
      const since = performance.now();
      await saveAlert(a.url, cookie, message);
      const [onA, onB] = await Promise.all([
        visibleAfter(a.url, message, since),
        visibleAfter(b.url, message, since),
      ]);
      times.A.push(onA);
      times.B.push(onB);
      ctx.log(`round ${round + 1}: on A after ${Math.round(onA)} ms, on B after ${Math.round(onB)} ms`);
    }
    const slowest = (values: number[]) => (values.some(Number.isNaN) ? Number.NaN : Math.max(...values));
    return {
      metrics: [
        {
          name: `alert saved on A, on / of A (slowest of ${ROUNDS})`,
          value: slowest(times.A),
          unit: "ms",
          budget: { max: FRESH_WITHIN_MS },
        },
        {
          name: `alert saved on A, on / of B (slowest of ${ROUNDS})`,
          value: slowest(times.B),
          unit: "ms",
          budget: { max: FRESH_WITHIN_MS },
        },
      ],
      notes: [
        "Freshness: two production servers on one fresh PostgreSQL database; an alert saved through the admin's alerts page on A, timed from sending it until / on each instance (served from memory before the change) shows it.",
      ],
    };
  } finally {
    for (const server of servers) await server.stopSafely("SIGTERM", 15_000);
    await adminQuery(adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`).catch(
      (error: unknown) => ctx.log(`could not drop ${name}: ${String(error)}`),
    );
    logs.remove();
  }
}

async function run(ctx: BenchContext): Promise<SuiteResult> {
  const build = await ensureBuilt(ctx.log);
  const notes: string[] = [];
  if (build.built)
    notes.push(`The build was stale: built first in ${(build.ms / 1000).toFixed(1)} s (not counted).`);
  const speed = await throughput(ctx);
  const fresh = await freshness(ctx);
  return {
    metrics: [...speed.metrics, ...fresh.metrics],
    notes: [
      ...notes,
      `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per server and page, asking for brotli; the bare server answers the app's own bytes and headers from a process of its own.`,
      ...speed.notes,
      ...fresh.notes,
    ],
  };
}

export const pages: Suite = { name: "pages", run };
