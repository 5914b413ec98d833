// Builds the pages (React Router + Vite) and bundles the Node server, then records the
// fingerprint of the sources so `npm start` can tell when a rebuild is due.
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { build } from "esbuild";
import { computeSourceFingerprint, FINGERPRINT_FILE, ROOT } from "./fingerprint.mjs";

// One build at a time in a checkout: `npm test` builds beside Vitest, whose test files start
// servers with `npm start` (which builds a stale tree); two builds writing build/ at
// once leave it broken. The lock file holds the builder's pid, so a killed build's lock is taken over.
const LOCK = path.join(ROOT, ".build.lock");
for (;;) {
  try {
    const fd = openSync(LOCK, "wx");
    writeSync(fd, String(process.pid));
    closeSync(fd);
    break;
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
  }
  let stale = false;
  try {
    const owner = Number(readFileSync(LOCK, "utf8")); // 0 while its builder is writing it
    if (owner > 0) process.kill(owner, 0);
  } catch (error) {
    stale = error.code === "ESRCH"; // its builder is gone
  }
  if (stale) rmSync(LOCK, { force: true });
  else await sleep(500);
}
process.on("exit", () => rmSync(LOCK, { force: true }));

// `--if-stale` (npm start, npm test): nothing to do when the build that held the lock made this tree.
if (
  process.argv.includes("--if-stale") &&
  existsSync(path.join(ROOT, "build/server/main.js")) &&
  existsSync(FINGERPRINT_FILE) &&
  readFileSync(FINGERPRINT_FILE, "utf8") === computeSourceFingerprint()
) {
  process.exit(0);
}

const started = Date.now();
const result = spawnSync(
  process.execPath,
  [path.join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"],
  {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  },
);
if (result.status !== 0) process.exit(result.status ?? 1);

await build({
  entryPoints: [path.join(ROOT, "server/main.ts")],
  outfile: path.join(ROOT, "build/server/main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

writeFileSync(FINGERPRINT_FILE, computeSourceFingerprint());
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
