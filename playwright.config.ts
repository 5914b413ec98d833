import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Every run starts from an empty database, the way a fresh clone's first `npm start` does.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "island-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
const serverDatabase: Record<string, string> = {};
if (process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/e2e_${PORT}`;
  process.env.E2E_DATABASE_URL = url.toString();
  process.env.E2E_USES_POSTGRES = "1";
  serverDatabase.DATABASE_URL = url.toString();
} else {
  process.env.E2E_DATABASE_URL = `postgres://postgres@127.0.0.1:${PORT + 1}/postgres`;
  serverDatabase.PGLITE_SOCKET_PORT = String(PORT + 1);
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The admin's longer journeys (sign in, several saves, two axe checks) take 30-36 s on a busy 2-core
  // machine running both shards; the budget is time, not what a test asserts.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_JSON_FILE ?? "test-results/playwright.json" }]],
  outputDir: `test-results/playwright-${PORT}`,
  globalTeardown: "./tests/e2e/support/teardown.ts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace is recorded on the retry only: recording one for every test cost about a fifth of the
    // browser run's CPU (screenshots and DOM snapshots at each step), and the first failure still
    // leaves its screenshot and error.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: "node tests/e2e/support/serve.mjs",
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      E2E_DATABASE_URL: process.env.E2E_DATABASE_URL,
      ...serverDatabase,
    },
  },
});
