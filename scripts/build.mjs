// Builds the pages (React Router + Vite) and bundles the Node server, then records the
// fingerprint of the sources so `npm start` can tell when a rebuild is due.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { computeSourceFingerprint, FINGERPRINT_FILE, ROOT } from "./fingerprint.mjs";

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
