import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { fillSetupForm } from "./support/admin.ts";

// A site on a public address with no administrator yet: the first-run setup asks for the one-time
// code the server printed in its log (docs/product/06-admin.md §6.1). This runs its own server, the built one
// that `npm start` runs, on an empty embedded database, so the shared test server keeps its owner.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 9;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;
let dataDir = "";
let code = "";

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "island-setup-code-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: "https://kitchen.example.com",
    // a demo on a public address: the payment sandbox must be asked for by name there
    PAYMENT_PROVIDER: "sandbox",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  delete env.PGLITE_SOCKET_PORT;
  server = spawn(process.execPath, ["build/server/main.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const printed = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /setup code ([A-Z0-9]{5}-[A-Z0-9]{5})/.exec(output);
      if (match) resolve(match[1]!);
    };
    server!.stdout!.on("data", read);
    server!.stderr!.on("data", read);
    server!.on("exit", (status) =>
      reject(new Error(`the server stopped (${status}): ${output.slice(-2000)}`)),
    );
  });
  code = await printed;
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/healthz`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await stopped;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test("on a public address the first setup asks for the code from the server's log, and refuses a wrong one", async ({
  page,
}) => {
  await page.goto(`${ORIGIN}/admin/setup`);
  const field = page.getByLabel("Setup code");
  await expect(field).toBeVisible();
  await expectNoAxeViolations(page);

  await fillSetupForm(page, {
    name: "Owner",
    email: "owner@kitchen.example.com",
    password: "Island-Kitchen-2026",
  });
  await page.getByRole("button", { name: "Create Administrator" }).click();
  await expect(page.getByText("Enter the setup code printed in the server's log")).toBeVisible();

  await field.fill("AAAAA-BBBBB");
  await page.getByRole("button", { name: "Create Administrator" }).click();
  await expect(page.getByText("This setup code is not the one in the server's log")).toBeVisible();
  await expectNoAxeViolations(page);

  // The code as printed, typed in lower case and without its dash: accepted.
  await field.fill(code.replace("-", "").toLowerCase());
  await page.getByRole("button", { name: "Create Administrator" }).click();
  await page.waitForURL((url) => url.pathname !== "/admin/setup");
  // Setup is done: it does not open again, whoever asks, and no code is asked for any more.
  const other = await page.context().browser()!.newPage();
  await other.goto(`${ORIGIN}/admin/setup`);
  await expect(other.getByRole("heading", { name: "Setup is done" })).toBeVisible();
  await expect(other.getByLabel("Setup code")).toHaveCount(0);
  await other.close();
});
