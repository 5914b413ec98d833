import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, ConfigError, loadConfig } from "./config";

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
  ])("stops with a message naming the variable for %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}:`));
  });
});

describe(".env.example", () => {
  it("lists every variable the server reads, and nothing else", async () => {
    const { readFile } = await import("node:fs/promises");
    const text = await readFile(new URL("../.env.example", import.meta.url), "utf8");
    const listed = text
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.split("=")[0]);
    expect([...listed].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
