import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("gives the embedded defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      databaseKind: "pglite",
      paymentProvider: "sandbox",
      publicUrl: "http://localhost:3000",
      isProduction: true,
    });
  });

  it("switches to PostgreSQL and Stripe when their variables are set", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://app@db.internal:5432/kitchen",
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      PORT: "8080",
    });
    expect(config.databaseKind).toBe("postgres");
    expect(config.paymentProvider).toBe("stripe");
    expect(config.publicUrl).toBe("http://localhost:8080");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ PAYMENT_PROVIDER: "stripe" }, "STRIPE_SECRET_KEY"],
    [{ STRIPE_SECRET_KEY: "sk_test_1" }, "STRIPE_WEBHOOK_SECRET"],
    [{ SEED_DEMO_DATA: "maybe" }, "SEED_DEMO_DATA"],
    [{ TRUST_PROXY: "sometimes" }, "TRUST_PROXY"],
    [{ PUBLIC_URL: "https://kitchen.example.com" }, "PAYMENT_PROVIDER"],
  ])("stops with a message naming the variable for %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}:`));
  });
});

describe("the payment sandbox on a public address", () => {
  it("refuses to start unless PAYMENT_PROVIDER=sandbox is set, naming Stripe's variables", () => {
    expect(() => loadConfig({ PUBLIC_URL: "https://kitchen.example.com" })).toThrow(
      /PAYMENT_PROVIDER:.*STRIPE_SECRET_KEY.*PAYMENT_PROVIDER=sandbox/,
    );
    const demo = loadConfig({ PUBLIC_URL: "https://kitchen.example.com", PAYMENT_PROVIDER: "sandbox" });
    expect(demo.paymentProvider).toBe("sandbox");
  });

  it.each(["http://localhost:3000", "http://127.0.0.1:3340", "http://[::1]:8080", "http://shop.localhost"])(
    "starts on its own on the loopback address %s",
    (url) => {
      expect(loadConfig({ PUBLIC_URL: url }).paymentProvider).toBe("sandbox");
    },
  );
});

describe("configuration errors and keys", () => {
  it("names the variable but never echoes a secret it rejects", () => {
    const attempts = [
      { DATABASE_URL: "mysql://app:hunter2-secret@db/kitchen" },
      { STRIPE_SECRET_KEY: "pk_live_hunter2-secret" },
      { STRIPE_SECRET_KEY: "sk_live_hunter2-secret" },
      { SMTP_URL: "http://user:hunter2-secret@mail" },
      { BETTER_AUTH_SECRET: "hunter2-secret" },
    ];
    for (const env of attempts) {
      let message = "";
      try {
        loadConfig(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Invalid configuration/);
      expect(message).not.toContain("hunter2");
    }
  });

  it("accepts Stripe's restricted keys", () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: "rk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" });
    expect(config.paymentProvider).toBe("stripe");
  });

  it("reads TRUST_PROXY as the proxies' networks: none, this machine, or the ones named", () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toEqual(["127.0.0.0/8", "::1/128"]);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toEqual(["127.0.0.0/8", "::1/128"]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16, ::1, fd00::/8" }).TRUST_PROXY).toEqual([
      "10.0.0.1/32",
      "10.1.0.0/16",
      "::1/128",
      "fd00::/8",
    ]);
  });

  it.each(["2", "10.0.0.1/33", "fd00::/129", "10.0.0.1/8/8", "10.0.0.1, proxy.internal"])(
    "refuses TRUST_PROXY=%s, naming the variable",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/\bTRUST_PROXY:/);
    },
  );
});

describe(".env.example", () => {
  it("lists every variable the server reads, and nothing else", async () => {
    const { readFile } = await import("node:fs/promises");
    const text = await readFile(new URL("../.env.example", import.meta.url), "utf8");
    const listed = text
      .split("\n")
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => line.split("=")[0]);
    expect([...listed].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
