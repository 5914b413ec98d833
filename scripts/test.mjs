// `npm test`: every check of the project in one run — typecheck, lint, unit and integration tests
// (Vitest), browser tests (Playwright in Debian's chromium) — and one closing line that sums them.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { computeSourceFingerprint, FINGERPRINT_FILE, ROOT } from "./fingerprint.mjs";

const RESULTS = path.join(ROOT, "test-results");
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const npx = (bin) => path.join(ROOT, "node_modules/.bin", bin);

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1", ...env },
  });
  return result.status === 0;
}

/** As `run`, without holding the event loop: a step running beside it keeps reading its output. */
function runAsync(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1", ...env },
    });
    child.on("close", (code) => resolve(code === 0));
  });
}

/** A step run beside others: its lines are prefixed with its label; resolves to whether it passed. */
function runBeside(label, command, args, env = {}) {
  console.log(`\n━━ ${label} (alongside) ━━`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "0", ...env },
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`[${label}] ${line}`));
    }
    child.on("close", (code) => resolve(code === 0));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const tally = [];

const chromiumReady = run("chromium", "bash", [path.join(ROOT, "scripts/ensure-chromium.sh")]);
tally.push({ runner: "chromium", passed: chromiumReady ? 1 : 0, failed: chromiumReady ? 0 : 1 });

// The typecheck and lint each keep one core busy: they run side by side.
const typegenOk = run("typegen", npx("react-router"), ["typegen"]);
const [tscOk, lintOk] = await Promise.all([
  typegenOk ? runBeside("tsc", npx("tsc"), ["--noEmit"]) : Promise.resolve(false),
  runBeside("lint", npx("eslint"), [".", "--max-warnings=0"]),
]);
const typecheckOk = typegenOk && tscOk;
tally.push({ runner: "typecheck", passed: typecheckOk ? 1 : 0, failed: typecheckOk ? 0 : 1 });
tally.push({ runner: "lint", passed: lintOk ? 1 : 0, failed: lintOk ? 0 : 1 });

// The browser tests' production build is made once, while Vitest runs (it leaves a core mostly
// idle waiting on the database), instead of by each browser shard's server at once.
const buildIsStale =
  !existsSync(path.join(ROOT, "build/server/main.js")) ||
  !existsSync(FINGERPRINT_FILE) ||
  readFileSync(FINGERPRINT_FILE, "utf8") !== computeSourceFingerprint();
const built = buildIsStale
  ? runBeside("build", process.execPath, [path.join(ROOT, "scripts/build.mjs"), "--if-stale"])
  : Promise.resolve(true);

const vitestFile = path.join(RESULTS, "vitest.json");
const vitestOk = await runAsync("unit + integration (vitest)", npx("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestFile}`,
]);
const vitest = readJson(vitestFile);
tally.push({
  runner: "vitest",
  passed: vitest?.numPassedTests ?? 0,
  failed: (vitest?.numFailedTests ?? 0) + (vitestOk ? 0 : vitest?.numFailedTests ? 0 : 1),
  skipped: (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0),
});

// The browser tests run in two shards side by side, each with its own server and database (its
// own port), so the run takes about half as long; their reports are read together.
const SHARDS = Number(process.env.E2E_SHARDS ?? 2);

function runShard(index) {
  const port = 3210 + (index - 1) * 20;
  const file = path.join(RESULTS, `playwright-${index}.json`);
  const label = `[e2e ${index}/${SHARDS}]`;
  return new Promise((resolve) => {
    const child = spawn(npx("playwright"), ["test", `--shard=${index}/${SHARDS}`], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "0", E2E_PORT: String(port), E2E_JSON_FILE: file },
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`${label} ${line}`));
    }
    child.on("close", (code) => resolve({ ok: code === 0, report: () => readJson(file) }));
  });
}

const buildOk = await built;
tally.push({ runner: "build", passed: buildOk ? 1 : 0, failed: buildOk ? 0 : 1 });

console.log(`\n━━ browser (playwright, ${SHARDS} shards) ━━`);
const shards =
  chromiumReady && buildOk
    ? await Promise.all(Array.from({ length: SHARDS }, (_, i) => runShard(i + 1)))
    : [];
const e2eOk = chromiumReady && shards.every((shard) => shard.ok);
const playwrightReports = shards.map((shard) => shard.report()).filter(Boolean);
const stats = playwrightReports.reduce(
  (sum, report) => ({
    expected: sum.expected + (report.stats?.expected ?? 0),
    flaky: sum.flaky + (report.stats?.flaky ?? 0),
    unexpected: sum.unexpected + (report.stats?.unexpected ?? 0),
    skipped: sum.skipped + (report.stats?.skipped ?? 0),
  }),
  { expected: 0, flaky: 0, unexpected: 0, skipped: 0 },
);
tally.push({
  runner: "playwright",
  passed: stats.expected + stats.flaky,
  failed: stats.unexpected + (e2eOk ? 0 : stats.unexpected ? 0 : 1),
  skipped: stats.skipped,
});

// The names of what failed, last, where a CI log's tail shows them.
function vitestFailures(report) {
  const names = [];
  for (const file of report?.testResults ?? []) {
    const relative = path.relative(ROOT, file.name ?? "");
    for (const test of file.assertionResults ?? []) {
      if (test.status !== "failed") continue;
      const reason = String(test.failureMessages?.[0] ?? "").split("\n")[0];
      names.push(`${relative} › ${test.fullName}\n    ${reason.slice(0, 300)}`);
    }
    if (file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed")) {
      names.push(
        `${relative}\n    ${String(file.message ?? "")
          .split("\n")[0]
          .slice(0, 300)}`,
      );
    }
  }
  return names;
}

function playwrightFailures(report) {
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const error = test.results?.find((r) => r.error)?.error?.message ?? "";
        const label = test.status === "flaky" ? "flaky (passed on retry)" : "failed";
        names.push(
          `[${test.projectName}] ${spec.file}:${spec.line} › ${[...trail, spec.title].join(" › ")} — ${label}\n    ${error.split("\n")[0].slice(0, 300)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return names;
}

const failures = [...vitestFailures(vitest), ...playwrightReports.flatMap(playwrightFailures)];
if (failures.length > 0) {
  console.log("\n━━ failed or flaky ━━");
  for (const name of failures) console.log(name);
}

console.log("\n━━ summary ━━");
for (const row of tally) {
  console.log(
    `${row.runner.padEnd(12)} ${row.passed} passed, ${row.failed} failed${row.skipped ? `, ${row.skipped} skipped` : ""}`,
  );
}
const passed = tally.reduce((sum, row) => sum + row.passed, 0);
const failed = tally.reduce((sum, row) => sum + row.failed, 0);
const skipped = tally.reduce((sum, row) => sum + (row.skipped ?? 0), 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed === 0 ? 0 : 1);
