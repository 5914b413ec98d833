// `npm start`: build when the sources changed since the last build, then serve the production bundle.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { computeSourceFingerprint, FINGERPRINT_FILE, ROOT } from "./fingerprint.mjs";

const serverEntry = path.join(ROOT, "build/server/main.js");
const built = existsSync(FINGERPRINT_FILE) ? readFileSync(FINGERPRINT_FILE, "utf8") : "";
if (!existsSync(serverEntry) || built !== computeSourceFingerprint()) {
  console.log("sources changed since the last build: building…");
  const result = spawnSync(process.execPath, [path.join(ROOT, "scripts/build.mjs"), "--if-stale"], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(serverEntry).href);
