// Suite "lighthouse": Lighthouse 12's default config (mobile form factor, simulated throttling) on the
// public pages of one production server, three runs per page, keeping the median performance run.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import runLighthouse, { type Flags, type Result } from "lighthouse";
import {
  ensureBuilt,
  onCleanup,
  startBenchServer,
  tempDir,
  withTimeout,
  type BenchServer,
} from "./support.ts";
import type { BenchContext, Metric, Suite } from "./types.ts";

const PAGES = ["/", "/menu", "/order-online", "/about", "/contact", "/catering", "/catering-confirmation"];
// Pages kept out of search engines on purpose (noindex, robots.txt): SEO is measured, not budgeted.
const NOT_INDEXED = new Set(["/catering-confirmation"]);
const RUNS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const SCORE_BUDGETS: Record<(typeof CATEGORIES)[number], { min: number; max?: number }> = {
  performance: { min: 98 },
  accessibility: { min: 100, max: 100 },
  "best-practices": { min: 95 },
  seo: { min: 100, max: 100 },
};
const CLS_BUDGET = 0.05;
const LCP_BUDGET_MS = 1500;
const HOME_JS_BUDGET_KB = 150;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const RUN_TIMEOUT_MS = 180_000;

const slug = (pagePath: string) =>
  pagePath === "/" ? "home" : pagePath.replace(/^\/+|\/+$/g, "").replace(/\//g, "-");

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return typeof value === "number" ? Math.round(value * 100) : NaN;
};

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** KB of JavaScript transferred: network-requests rows whose resourceType is Script. */
function scriptKB(lhr: Result): number {
  const details = lhr.audits["network-requests"]?.details;
  if (!details || details.type !== "table") return NaN;
  let bytes = 0;
  for (const item of details.items) {
    if (item.resourceType === "Script" && typeof item.transferSize === "number") bytes += item.transferSize;
  }
  return bytes / 1024;
}

/** The run with the median performance score (the lower one of two; unscored runs count lowest). */
function medianRun(runs: Result[]): Result | undefined {
  const perf = (lhr: Result) => lhr.categories.performance?.score ?? -1;
  const sorted = [...runs].sort((a, b) => perf(a) - perf(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function auditPage(ctx: BenchContext, server: BenchServer, pagePath: string, notes: string[]) {
  const url = `${server.url}${pagePath}`;
  const status = (await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(10_000) })).status;
  // A missing page gets one run: the report still says what Lighthouse saw.
  const runs = status >= 200 && status < 300 ? RUNS : 1;
  if (runs === 1) notes.push(`${pagePath}: GET answered ${status}, so Lighthouse ran once.`);

  const chrome = await withTimeout(
    chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: CHROME_FLAGS,
      handleSIGINT: false, // index.ts's handlers kill it
      logLevel: "error",
    }),
    60_000,
    "launching chromium",
    () => chromeLauncher.killAll(),
  );
  const unregister = onCleanup(() => chrome.kill());
  const results: Result[] = [];
  try {
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    };
    for (let i = 1; i <= runs; i++) {
      const result = await withTimeout(
        runLighthouse(url, flags),
        RUN_TIMEOUT_MS,
        `lighthouse ${pagePath}`,
        () => chrome.kill(),
      );
      if (!result) throw new Error(`lighthouse ${pagePath}: no result`);
      const lhr = result.lhr;
      ctx.log(
        `${pagePath} run ${i}/${runs}: ${CATEGORIES.map((c) => `${c} ${score(lhr, c)}`).join(", ")}` +
          (lhr.runtimeError ? ` (${lhr.runtimeError.code})` : ""),
      );
      results.push(lhr);
    }
  } finally {
    unregister();
    chrome.kill();
  }
  return { status, results };
}

async function run(ctx: BenchContext) {
  const notes: string[] = [
    `${RUNS} runs per page, the median performance run is kept; Chromium: ${process.env.CHROME_PATH ?? "/usr/bin/chromium"} ${CHROME_FLAGS.join(" ")}.`,
  ];
  const metrics: Metric[] = [];
  const reportDir = path.join(ctx.resultsDir, "lighthouse");
  mkdirSync(reportDir, { recursive: true });

  const build = await ensureBuilt(ctx.log);
  if (build.built)
    notes.push(`The build was stale: node scripts/build.mjs ran first (${(build.ms / 1000).toFixed(1)} s).`);

  const data = tempDir("lighthouse");
  let version: string | undefined;
  let server: BenchServer | undefined;
  try {
    // Its log goes to a file: a server writing to a pipe read by this busy process could wait on it.
    server = await startBenchServer({ DATA_DIR: data.dir }, 120_000, {
      logFile: path.join(data.dir, "server.log"),
    });
    ctx.log(`server on ${server.url}`);
    for (const pagePath of PAGES) {
      let picked: Result | undefined;
      const reportFile = path.join(reportDir, `${slug(pagePath)}.json`);
      rmSync(reportFile, { force: true }); // never leave a previous run's report behind
      try {
        const { results } = await auditPage(ctx, server, pagePath, notes);
        picked = medianRun(results);
        if (results.length > 1) {
          notes.push(
            `${pagePath}: performance of the runs ${results.map((r) => score(r, "performance")).join(", ")}.`,
          );
        }
      } catch (error) {
        notes.push(
          `${pagePath}: Lighthouse failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (picked) {
        writeFileSync(reportFile, JSON.stringify(picked));
        version ??= picked.lighthouseVersion;
        if (picked.runtimeError)
          notes.push(`${pagePath}: ${picked.runtimeError.code}: ${picked.runtimeError.message}`);
        const failing = CATEGORIES.filter((c) => c !== "performance").flatMap((c) =>
          (picked.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (picked.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${ref.id} (${c})`),
        );
        if (failing.length) notes.push(`${pagePath}: failing audits: ${failing.join(", ")}.`);
      }
      const audit = (id: string) => (picked ? numeric(picked, id) : NaN);
      for (const category of CATEGORIES) {
        const value = picked ? score(picked, category) : NaN;
        metrics.push({
          name: `${pagePath} ${category}`,
          value,
          unit: "score",
          ...(category === "seo" && NOT_INDEXED.has(pagePath) ? {} : { budget: SCORE_BUDGETS[category] }),
        });
      }
      metrics.push(
        {
          name: `${pagePath} LCP`,
          value: audit("largest-contentful-paint"),
          unit: "ms",
          budget: { max: LCP_BUDGET_MS },
        },
        { name: `${pagePath} TBT`, value: audit("total-blocking-time"), unit: "ms" },
        {
          name: `${pagePath} CLS`,
          value: audit("cumulative-layout-shift"),
          unit: "",
          budget: { max: CLS_BUDGET },
        },
        { name: `${pagePath} FCP`, value: audit("first-contentful-paint"), unit: "ms" },
      );
      if (pagePath === "/") {
        metrics.push({
          name: "/ JavaScript transferred",
          value: picked ? scriptKB(picked) : NaN,
          unit: "KB",
          budget: { max: HOME_JS_BUDGET_KB },
        });
      }
    }
    notes.unshift(
      `Lighthouse ${version ?? "12"} default config: mobile form factor, simulated throttling; ` +
        `categories ${CATEGORIES.join(", ")}; server: node scripts/start.mjs on a fresh DATA_DIR.`,
    );
    notes.push("Full reports (median run): bench-results/lighthouse/<page>.json, e.g. home.json for /.");
  } finally {
    if (server) await server.stopSafely("SIGTERM", 10_000);
    data.remove();
  }
  return { metrics, notes };
}

export const lighthouse: Suite = { name: "lighthouse", run };
