import pino from "pino";
import { describe, expect, it } from "vitest";
import { createInProcessEventBus } from "#server/adapters/events/in-process.ts";
import { loadConfig } from "#server/config.ts";
import { createHttpApp } from "#server/http.ts";
import { adminUsers, siteSecrets } from "#server/db/schema/index.ts";
import { formPost, makePageContext } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { isAppError } from "#server/errors.ts";
import { issueSetupCode, SETUP_CODE_MISSING, SETUP_CODE_WRONG } from "#server/auth/setup-code.ts";
import { loadSetupPage, setUpFirstAdmin } from "./setup.server.ts";

const database = useTestDatabase();
const OWNER = {
  name: "Olive Owner",
  email: "owner@example.com",
  password: "Correct-Horse-42",
  confirmPassword: "Correct-Horse-42",
};
const PUBLIC = { PUBLIC_URL: "https://shop.example" };
const LOOPBACK = { PUBLIC_URL: "http://127.0.0.1:3000" };

function setupPost(url: string, fields: Record<string, string>) {
  return formPost(`${url}/admin/setup`, fields);
}

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error("expected the setup to be refused");
}

async function startAfresh() {
  await database.db.delete(adminUsers);
  await database.db.delete(siteSecrets);
}

describe("the first-run setup on a public address", () => {
  it("asks for the code from the server's log, refuses a missing or wrong one, and takes the right one once", async () => {
    await startAfresh();
    const context = makePageContext(database.db, { env: PUBLIC });
    expect(await loadSetupPage(context)).toEqual({ isDone: false, needsSetupCode: true });
    const code = await issueSetupCode(database.db);
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    const missing = await refusal(setUpFirstAdmin(setupPost(PUBLIC.PUBLIC_URL, OWNER), context));
    expect(missing).toEqual({ code: "VALIDATION", fields: { setupCode: SETUP_CODE_MISSING } });
    const wrong = await refusal(
      setUpFirstAdmin(setupPost(PUBLIC.PUBLIC_URL, { ...OWNER, setupCode: "AAAAA-BBBBB" }), context),
    );
    expect(wrong).toEqual({ code: "VALIDATION", fields: { setupCode: SETUP_CODE_WRONG } });
    expect(await database.db.select().from(adminUsers)).toEqual([]);

    // typed in lower case, without the dash: still the code
    const typed = code.replace("-", "").toLowerCase();
    const response = await setUpFirstAdmin(
      setupPost(PUBLIC.PUBLIC_URL, { ...OWNER, setupCode: typed }),
      context,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/dashboard");
    expect(await database.db.select().from(adminUsers)).toHaveLength(1);
    // used up: no code is kept once an admin exists
    const codes = await database.db.select({ name: siteSecrets.name }).from(siteSecrets);
    expect(codes.filter((row) => row.name.startsWith("admin_setup_code:"))).toEqual([]);
  });

  it("accepts a code any instance printed", async () => {
    await startAfresh();
    const context = makePageContext(database.db, { env: PUBLIC });
    const first = await issueSetupCode(database.db);
    await issueSetupCode(database.db);
    const response = await setUpFirstAdmin(
      setupPost(PUBLIC.PUBLIC_URL, { ...OWNER, email: "second@example.com", setupCode: first }),
      context,
    );
    expect(response.status).toBe(302);
  });
});

describe("the first-run setup on this machine (a loopback address)", () => {
  it("asks for no code when the request comes from this machine", async () => {
    await startAfresh();
    const context = makePageContext(database.db, { env: LOOPBACK, clientKey: "127.0.0.1" });
    expect(await loadSetupPage(context)).toEqual({ isDone: false, needsSetupCode: false });
    const response = await setUpFirstAdmin(
      setupPost(LOOPBACK.PUBLIC_URL, { ...OWNER, email: "third@example.com" }),
      context,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/dashboard");
  });

  it("asks a request from another machine for the code, whatever PUBLIC_URL says", async () => {
    await startAfresh();
    const context = makePageContext(database.db, { env: LOOPBACK, clientKey: "192.0.2.40" });
    expect(await loadSetupPage(context)).toEqual({ isDone: false, needsSetupCode: true });
    const code = await issueSetupCode(database.db);
    const missing = await refusal(setUpFirstAdmin(setupPost(LOOPBACK.PUBLIC_URL, OWNER), context));
    expect(missing).toEqual({ code: "VALIDATION", fields: { setupCode: SETUP_CODE_MISSING } });
    expect(await database.db.select().from(adminUsers)).toEqual([]);
    const response = await setUpFirstAdmin(
      setupPost(LOOPBACK.PUBLIC_URL, { ...OWNER, email: "fourth@example.com", setupCode: code }),
      context,
    );
    expect(response.status).toBe(302);
  });

  it("takes the client's address from its connection, not from a header it writes", async () => {
    await startAfresh();
    const app = createHttpApp({
      config: loadConfig({ NODE_ENV: "production", ...LOOPBACK }),
      database,
      log: pino({ level: "silent" }),
      events: createInProcessEventBus(),
      handlePage: async (_request, context) => Response.json(await loadSetupPage(context)),
    });
    const setupPage = async (peer: string) => {
      const headers = { "X-Forwarded-For": "127.0.0.1" };
      const response = await app.request(
        "/admin/setup",
        { headers },
        { incoming: { socket: { remoteAddress: peer } } },
      );
      return ((await response.json()) as { needsSetupCode: boolean }).needsSetupCode;
    };
    expect(await setupPage("192.0.2.40")).toBe(true);
    expect(await setupPage("127.0.0.1")).toBe(false);
  });
});
