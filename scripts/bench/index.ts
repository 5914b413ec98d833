// `npm run bench`: runs the benchmark suites in order, prints each one's figures, writes
// bench-results/<suite>.json and bench-results/summary.md, and exits 1 when any budget fails.
//   tsx scripts/bench/index.ts [--only=startup,lighthouse]
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkout } from "./checkout.ts";
import { lighthouse } from "./lighthouse.ts";
import { liveBoard } from "./live-board.ts";
import { pages } from "./pages.ts";
import { quotes } from "./quotes.ts";
import { startup } from "./startup.ts";
import { installExitHandlers, RESULTS_DIR, ROOT, runCleanups } from "./support.ts";
import type { Budget, Metric, Suite, SuiteResult } from "./types.ts";

/** Every suite, in the order they run. A new suite is one more module and one more entry here. */
const SUITES: Suite[] = [startup, lighthouse, checkout, liveBoard, quotes, pages];

type Row = Metric & { pass: boolean | null };
type Outcome = { suite: string; durationMs: number; rows: Row[]; notes: string[]; error?: string };

function parseOnly(argv: string[]): Suite[] {
  const arg = argv.find((a) => a === "--only" || a.startsWith("--only="));
  if (!arg) return SUITES;
  const value = arg === "--only" ? (argv[argv.indexOf(arg) + 1] ?? "") : arg.slice("--only=".length);
  const names = value
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !SUITES.some((s) => s.name === n));
  if (names.length === 0 || unknown.length > 0) {
    console.error(
      `unknown suite ${unknown.join(", ") || "(none)"}; known: ${SUITES.map((s) => s.name).join(", ")}`,
    );
    process.exit(2);
  }
  return SUITES.filter((s) => names.includes(s.name)); // suite order, not argument order
}

function passes(value: number, budget?: Budget): boolean | null {
  if (!budget) return null;
  if (Number.isNaN(value)) return false;
  return (
    (budget.min === undefined || value >= budget.min) && (budget.max === undefined || value <= budget.max)
  );
}

function formatValue(value: number, unit: string): string {
  if (Number.isNaN(value)) return "n/a";
  const shown =
    unit === "ms" || unit === "score" || unit === "bytes" || unit === "count"
      ? String(Math.round(value))
      : unit === "KB" || unit === "req/s"
        ? value.toFixed(1)
        : value.toFixed(3); // unitless ratios such as CLS
  return unit && unit !== "score" && unit !== "count" ? `${shown} ${unit}` : shown;
}

function formatBudget(metric: Metric): string {
  const { budget, unit } = metric;
  if (!budget) return "";
  const u = (n: number) => formatValue(n, unit);
  if (budget.min !== undefined && budget.max !== undefined) {
    return budget.min === budget.max ? `= ${u(budget.min)}` : `${u(budget.min)} – ${u(budget.max)}`;
  }
  return budget.max !== undefined ? `≤ ${u(budget.max)}` : `≥ ${u(budget.min!)}`;
}

const verdict = (pass: boolean | null) => (pass === null ? "" : pass ? "pass" : "FAIL");

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    /** 1/5/15-minute load average when the run began: figures on a busy machine run slower. */
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    date: new Date().toISOString(),
  };
}

function printTable(outcome: Outcome): void {
  const header = ["metric", "measured", "budget", "result"];
  const lines = outcome.rows.map((r) => [
    r.name,
    formatValue(r.value, r.unit),
    formatBudget(r),
    verdict(r.pass),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ");
  console.log(`\n== ${outcome.suite} (${(outcome.durationMs / 1000).toFixed(1)} s)`);
  console.log(fmt(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(fmt(line));
  if (outcome.error) console.log(`ERROR: ${outcome.error}`);
  for (const note of outcome.notes) console.log(`  - ${note}`);
}

function suiteFailed(outcome: Outcome): boolean {
  return Boolean(outcome.error) || outcome.rows.some((r) => r.pass === false);
}

function summaryMarkdown(outcomes: Outcome[], info: ReturnType<typeof machine>): string {
  const cell = (s: string) => s.replace(/\|/g, "\\|");
  const failed = outcomes.some(suiteFailed);
  const out = [
    "# Benchmark summary",
    "",
    `- Date: ${info.date}`,
    `- Machine: ${info.cpu}, ${info.cores} cores, ${info.memoryGB} GB RAM, ${info.os}`,
    `- Node: ${info.node}; load average at the start: ${info.loadAverage.join(" / ")}`,
    `- Suites: ${outcomes.map((o) => o.suite).join(", ")}`,
    `- Result: **${failed ? "FAIL" : "PASS"}**`,
  ];
  for (const outcome of outcomes) {
    out.push(
      "",
      `## ${outcome.suite}`,
      "",
      "| metric | measured | budget | pass/fail |",
      "|---|---:|---|---|",
    );
    for (const r of outcome.rows) {
      out.push(
        `| ${cell(r.name)} | ${formatValue(r.value, r.unit)} | ${formatBudget(r)} | ${verdict(r.pass)} |`,
      );
    }
    if (outcome.error) out.push("", `**Error:** ${cell(outcome.error)}`);
    if (outcome.notes.length) out.push("", ...outcome.notes.map((n) => `- ${n}`));
  }
  return `${out.join("\n")}\n`;
}

async function main(): Promise<void> {
  installExitHandlers();
  const suites = parseOnly(process.argv.slice(2));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const info = machine();
  console.log(
    `bench: ${suites.map((s) => s.name).join(", ")} on ${info.cpu} × ${info.cores}, ${info.memoryGB} GB, node ${info.node}`,
  );

  const outcomes: Outcome[] = [];
  for (const suite of suites) {
    const started = performance.now();
    let result: SuiteResult = { metrics: [] };
    let error: string | undefined;
    try {
      result = await suite.run({
        root: ROOT,
        resultsDir: RESULTS_DIR,
        log: (message) => console.error(`[${suite.name}] ${message}`),
      });
    } catch (e) {
      error = e instanceof Error ? (e.stack ?? e.message) : String(e);
    } finally {
      runCleanups(); // nothing a suite started outlives it
    }
    const outcome: Outcome = {
      suite: suite.name,
      durationMs: performance.now() - started,
      rows: result.metrics.map((m) => ({ ...m, pass: passes(m.value, m.budget) })),
      notes: result.notes ?? [],
      error: error?.split("\n").slice(0, 8).join("\n"),
    };
    outcomes.push(outcome);
    printTable(outcome);
    const json = {
      suite: outcome.suite,
      machine: info,
      durationMs: Math.round(outcome.durationMs),
      passed: !suiteFailed(outcome),
      metrics: outcome.rows.map((r) => ({ ...r, value: Number.isNaN(r.value) ? null : r.value })),
      notes: outcome.notes,
      ...(error ? { error } : {}),
    };
    writeFileSync(path.join(RESULTS_DIR, `${suite.name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  }

  writeFileSync(path.join(RESULTS_DIR, "summary.md"), summaryMarkdown(outcomes, info));
  const failed = outcomes.filter(suiteFailed).map((o) => o.suite);
  console.log(
    `\n${failed.length ? `FAIL (${failed.join(", ")})` : "PASS"}: figures in bench-results/ (summary.md, <suite>.json)`,
  );
  process.exit(failed.length ? 1 : 0); // the "exit" handler still runs the cleanups
}

main().catch((error: unknown) => {
  console.error(error);
  runCleanups();
  process.exit(1);
});
