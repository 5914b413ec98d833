// Settings → Payments and Email (docs/product/06-admin.md §6.21): secrets sealed at rest, Stripe's key
// checked with Stripe, server settings winning, the test email reaching a real SMTP server, and the payment
// provider and the mailer following a save without a restart.
import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import pino from "pino";
import { eq } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import {
  auditLog,
  connectionSettings,
  mailOutbox,
  orders,
  paymentSandboxSessions,
  siteSecrets,
} from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { startStripeStandIn, type StripeStandIn } from "#server/test/stripe-stand-in.ts";
import {
  makeTestApp,
  postCheckout,
  seedOrderingMenu,
  setStoreHours,
  validCart,
} from "#server/test/ordering-fixtures.ts";
import { createPaymentProvider } from "#server/adapters/payments/create-provider.ts";
import { createChangePollingEventBus } from "#server/adapters/events/change-polling.ts";
import { createMailer, createSmtpTransport } from "#server/adapters/mail/outbox-mailer.ts";
import { smtpFormSchema, smtpSettingsSchema } from "#domain/validation/connections.ts";
import { AppError } from "#server/errors.ts";
import { loadSealingKey, seal, unseal } from "./sealing.ts";
import { readConnection, writeConnection } from "./store.ts";
import { readPaymentSettings, removePaymentKeys, savePaymentKeys } from "./payments-admin-service.ts";
import { readEmailSettings, saveEmailSettings, sendTestEmail } from "./email-admin-service.ts";
import { watchConnections } from "./watch.ts";

const database = useTestDatabase();
const log = pino({ level: "silent" });
const GOOD_KEY = "sk_test_51GoodStandInKey4242";
const LIVE_KEY = "rk_live_51RestrictedStandIn9876";
const WEBHOOK_SECRET = "whsec_standInSigningSecret1234";
const ACTOR = "admin-user-1";

let stripe: StripeStandIn;
let smtp: SMTPServer;
let smtpPort: number;
const received: { from: string; to: string[]; raw: string }[] = [];
/** Every user name and password the stand-in was offered, and whether the connection was encrypted. */
const logins: { server: string; user: string; password: string; secure: boolean }[] = [];
/** Every connection a stand-in took, by its name. */
const connections: string[] = [];

/** An SMTP stand-in on `host`, without STARTTLS, that records every login it is offered. */
async function startSmtpStandIn(host: string, name: string) {
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      connections.push(name);
      callback();
    },
    onAuth(auth, session, callback) {
      logins.push({
        server: name,
        user: auth.username ?? "",
        password: auth.password ?? "",
        secure: session.secure,
      });
      if (auth.username === "kitchen" && auth.password === "mail-pass-7788")
        return callback(null, { user: "kitchen" });
      callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: `${name}\n${raw}`,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.server.address() as AddressInfo).port };
}

beforeAll(async () => {
  stripe = await startStripeStandIn([GOOD_KEY, LIVE_KEY]);
  ({ server: smtp, port: smtpPort } = await startSmtpStandIn("127.0.0.1", "kitchen's relay"));
});
afterAll(async () => {
  await stripe.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(async () => {
  received.length = 0;
  logins.length = 0;
  connections.length = 0;
  stripe.requests.length = 0;
  await database.db.delete(connectionSettings);
  await database.db.delete(auditLog);
  await database.db.delete(mailOutbox);
});

const demoConfig = () => loadConfig({ NODE_ENV: "test", STRIPE_API_BASE: stripe.apiBase });

async function rawRows() {
  return database.db.select().from(connectionSettings);
}

async function auditRows() {
  return database.db
    .select({ action: auditLog.action, entityId: auditLog.entity_id, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.entity, "connection_settings"));
}

describe("sealing", () => {
  it("opens what it sealed, and refuses a changed value or one moved to another connection", async () => {
    const key = await loadSealingKey(database.db);
    const sealed = seal(key, "payments", "sk_test_secret");
    expect(sealed).not.toContain("sk_test_secret");
    expect(seal(key, "payments", "sk_test_secret")).not.toBe(sealed);
    expect(unseal(key, "payments", sealed)).toBe("sk_test_secret");
    expect(() => unseal(key, "email", sealed)).toThrow();
    const [version, nonce, tag, body] = sealed.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      unseal(key, "payments", [version, nonce, tag, flipped.toString("base64url")].join(".")),
    ).toThrow();
    // the key is one of the site's secrets, the same on every read
    expect((await loadSealingKey(database.db)).equals(key)).toBe(true);
    const [stored] = await database.db
      .select({ value: siteSecrets.value })
      .from(siteSecrets)
      .where(eq(siteSecrets.name, "connection_settings_key"));
    expect(Buffer.from(stored!.value, "base64")).toHaveLength(32);
  });
});

describe("Settings → Payments", () => {
  it("saves a key Stripe accepts, sealed, and shows only its last four characters", async () => {
    const config = demoConfig();
    expect((await readPaymentSettings(database.db, config)).modeLabel).toBe("Demo payments (no real cards)");

    const view = await savePaymentKeys(database.db, config, ACTOR, {
      secret_key: GOOD_KEY,
      webhook_secret: WEBHOOK_SECRET,
    });
    expect(
      stripe.requests.some(
        (r) => r.path === "/v1/balance" && r.headers.authorization === `Bearer ${GOOD_KEY}`,
      ),
    ).toBe(true);
    expect(view).toMatchObject({
      source: "admin",
      mode: "test",
      modeLabel: "Stripe (test mode)",
      secretKeyHint: "•••• 4242",
      webhookSecretHint: "•••• 1234",
      webhookUrl: "http://localhost:3000/api/payments/webhook",
    });

    // never in clear in the table or in the activity log
    const rows = await rawRows();
    expect(rows).toHaveLength(1);
    const table = JSON.stringify(rows);
    expect(table).not.toContain(GOOD_KEY);
    expect(table).not.toContain(WEBHOOK_SECRET);
    expect(table).not.toContain("51GoodStandIn");
    const audit = await auditRows();
    expect(audit).toMatchObject([{ action: "create", entityId: "payments" }]);
    expect(JSON.stringify(audit)).not.toContain(GOOD_KEY);
    expect(JSON.stringify(audit)).not.toContain(WEBHOOK_SECRET);
    // the server opens it again
    expect((await readConnection(database.db, "payments"))?.values).toEqual({
      secretKey: GOOD_KEY,
      webhookSecret: WEBHOOK_SECRET,
    });
  });

  it("names a live key's mode", async () => {
    const view = await savePaymentKeys(database.db, demoConfig(), ACTOR, {
      secret_key: LIVE_KEY,
      webhook_secret: WEBHOOK_SECRET,
    });
    expect(view.modeLabel).toBe("Stripe (live)");
    expect(view.secretKeyHint).toBe("•••• 9876");
  });

  it("refuses a key Stripe does not accept and saves nothing", async () => {
    const refused = await savePaymentKeys(database.db, demoConfig(), ACTOR, {
      secret_key: "sk_test_51WrongKeyForTheStandIn",
      webhook_secret: WEBHOOK_SECRET,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(400);
    expect((refused as AppError).fields?.secret_key).toMatch(/Stripe did not accept this key/);
    expect(await rawRows()).toHaveLength(0);
    expect(await auditRows()).toHaveLength(0);
  });

  it("refuses to check a key when Stripe cannot be reached, and saves nothing", async () => {
    const config = loadConfig({ NODE_ENV: "test", STRIPE_API_BASE: "http://127.0.0.1:9" });
    const refused = await savePaymentKeys(database.db, config, ACTOR, {
      secret_key: GOOD_KEY,
      webhook_secret: WEBHOOK_SECRET,
    }).catch((error: unknown) => error);
    expect((refused as AppError).status).toBe(502);
    expect((refused as AppError).message).toMatch(/could not be reached/);
    expect(await rawRows()).toHaveLength(0);
  });

  it("lets STRIPE_SECRET_KEY on the server win: shown read-only, saving and removing refused", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      STRIPE_SECRET_KEY: "sk_live_serverKeyFromEnv5555",
      STRIPE_WEBHOOK_SECRET: "whsec_serverSecret6666",
    });
    expect(await readPaymentSettings(database.db, config)).toMatchObject({
      source: "server",
      modeLabel: "Stripe (live)",
      secretKeyHint: "•••• 5555",
    });
    const refused = await savePaymentKeys(database.db, config, ACTOR, {
      secret_key: GOOD_KEY,
      webhook_secret: WEBHOOK_SECRET,
    }).catch((error: unknown) => error);
    expect((refused as AppError).status).toBe(409);
    expect((refused as AppError).message).toBe(
      "Set on the server: the environment variable STRIPE_SECRET_KEY wins.",
    );
    await expect(removePaymentKeys(database.db, config, ACTOR)).rejects.toThrow(/STRIPE_SECRET_KEY wins/);
    expect(await rawRows()).toHaveLength(0);
  });

  it("switches the running provider to Stripe after a save and back to the demo after Remove keys", async () => {
    const config = demoConfig();
    const payments = createPaymentProvider(config, database.db);
    // the change counters' poll, as every instance on the embedded database hears changes
    const events = await createChangePollingEventBus(database.db, log, 50);
    const watch = await watchConnections({ db: database.db, log, payments, events });
    const announced: string[] = [];
    events.subscribe((event) => announced.push(event.table));
    try {
      expect(payments.name).toBe("sandbox");
      await savePaymentKeys(database.db, config, ACTOR, {
        secret_key: GOOD_KEY,
        webhook_secret: WEBHOOK_SECRET,
      });
      await expect.poll(() => payments.name, { timeout: 5000 }).toBe("stripe");
      expect(payments.newSessionId).toBeUndefined();
      // the public pages' cache hears that the demo bar must go
      await expect.poll(() => announced, { timeout: 5000 }).toContain("payment_provider");

      const session = await payments.createCheckoutSession({
        order: {
          id: "7d1e6c1e-0d57-4a53-9a43-5e1b1fb3c001",
          orderNumber: "IS-1001",
          subtotal: 1000,
          tax: 80,
          total: 1080,
        },
        lines: [{ title: "Jerk Wings", description: null, quantity: 1, unitAmount: 1000 }],
        successUrl: "http://localhost:3000/order-confirmation?session_id={CHECKOUT_SESSION_ID}",
        cancelUrl: "http://localhost:3000/cart",
        customerEmail: "ana@example.com",
        metadata: { order_id: "7d1e6c1e-0d57-4a53-9a43-5e1b1fb3c001" },
        expiresAt: new Date(Date.now() + 31 * 60_000),
      });
      expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
      const created = stripe.requests.find((r) => r.path === "/v1/checkout/sessions");
      expect(created?.headers.authorization).toBe(`Bearer ${GOOD_KEY}`);
      // a sandbox session made before the switch is still the sandbox's to answer
      expect(await payments.retrieveSession("cs_sandbox_unknown")).toBeNull();
      expect(stripe.requests.some((r) => r.path.includes("cs_sandbox_"))).toBe(false);

      expect(await removePaymentKeys(database.db, config, ACTOR)).toBe(true);
      await expect.poll(() => payments.name, { timeout: 5000 }).toBe("sandbox");
      expect(await rawRows()).toHaveLength(0);
      expect((await auditRows()).map((row) => row.action)).toEqual(["create", "delete"]);
    } finally {
      watch.close();
      await events.close();
    }
  });
});

describe("going live", () => {
  it("a sandbox payment page opened before Stripe's keys were saved can no longer be paid with the test card", async () => {
    const menu = await seedOrderingMenu(database.db);
    await setStoreHours(database.db);
    const config = demoConfig();
    const payments = createPaymentProvider(config, database.db);
    const events = await createChangePollingEventBus(database.db, log, 50);
    const watch = await watchConnections({ db: database.db, log, payments, events });
    const { app } = makeTestApp(database, { payments });
    try {
      const placed = await postCheckout(app, validCart(menu));
      expect(placed.status).toBe(201);
      const { sessionId } = (await placed.json()) as { sessionId: string };
      expect(sessionId).toMatch(/^cs_sandbox_/);

      await savePaymentKeys(database.db, config, ACTOR, {
        secret_key: GOOD_KEY,
        webhook_secret: WEBHOOK_SECRET,
      });
      await expect.poll(() => payments.name, { timeout: 5000 }).toBe("stripe");

      const paid = await app.request(`/pay/sandbox/${sessionId}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ card_number: "4242 4242 4242 4242", expiry: "12/34" }).toString(),
      });
      expect(paid.status).toBe(410);
      expect(await paid.text()).toContain("Checkout expired");
      const [order] = await database.db
        .select({ payment_status: orders.payment_status, paid_at: orders.paid_at })
        .from(orders)
        .where(eq(orders.payment_session_id, sessionId));
      expect(order).toEqual({ payment_status: "unpaid", paid_at: null });
      // the page is closed for good, on every instance: its session is expired in the database
      await expect
        .poll(async () => {
          const [session] = await database.db
            .select({ status: paymentSandboxSessions.status })
            .from(paymentSandboxSessions)
            .where(eq(paymentSandboxSessions.id, sessionId));
          return session?.status;
        })
        .toBe("expired");
      expect((await app.request(`/pay/sandbox/${sessionId}`)).status).toBe(410);
    } finally {
      watch.close();
      await events.close();
    }
  });
});

describe("Settings → Email", () => {
  const smtpInput = () => ({
    host: "127.0.0.1",
    port: String(smtpPort),
    user: "kitchen",
    password: "mail-pass-7788",
    // the stand-in is a relay on this machine
    encryption: "none" as const,
    from: "Island Spice Kitchen <orders@islandspice.test>",
  });

  it("saves the mail server sealed, keeps the password on an empty one, and never shows it", async () => {
    const config = loadConfig({ NODE_ENV: "test" });
    const view = await saveEmailSettings(database.db, config, ACTOR, smtpInput());
    expect(view).toMatchObject({
      source: "admin",
      host: "127.0.0.1",
      port: smtpPort,
      user: "kitchen",
      hasPassword: true,
    });
    expect(JSON.stringify(view)).not.toContain("mail-pass-7788");
    expect(JSON.stringify(await rawRows())).not.toContain("mail-pass-7788");
    expect(JSON.stringify(await auditRows())).not.toContain("mail-pass-7788");

    await saveEmailSettings(database.db, config, ACTOR, { ...smtpInput(), password: "" });
    expect((await readConnection(database.db, "email"))?.values.password).toBe("mail-pass-7788");
    expect((await auditRows()).map((row) => row.action)).toEqual(["create", "update"]);
  });

  it("changing the mail server or the user name asks for the password again, so the test email never takes the saved password to another server", async () => {
    const config = loadConfig({ NODE_ENV: "test" });
    await saveEmailSettings(database.db, config, ACTOR, smtpInput());
    const other = await startSmtpStandIn("127.0.0.2", "another server");
    try {
      const refused = async (changes: Partial<ReturnType<typeof smtpInput>>) => {
        const error = await saveEmailSettings(database.db, config, ACTOR, {
          ...smtpInput(),
          ...changes,
        }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(AppError);
        return (error as AppError).fields;
      };
      const again = { password: "Enter the password again: the server or user name changed" };
      // another server with the password left empty (the saved one would have gone there)
      expect(await refused({ host: "127.0.0.2", port: String(other.port), password: "" })).toEqual(again);
      expect(await refused({ host: "localhost", password: "" })).toEqual(again);
      // another user name on the same server
      expect(await refused({ user: "manager", password: "" })).toEqual(again);
      // the same server and user name keep it (another port, another sender)
      await saveEmailSettings(database.db, config, ACTOR, {
        ...smtpInput(),
        password: "",
        from: "orders@islandspice.test",
      });

      await sendTestEmail(database.db, config, { to: "owner@example.com", businessName: "K" });
      expect(logins).toEqual([
        { server: "kitchen's relay", user: "kitchen", password: "mail-pass-7788", secure: false },
      ]);

      // another server with its own password: that one goes there, never the first
      await saveEmailSettings(database.db, config, ACTOR, {
        ...smtpInput(),
        host: "127.0.0.2",
        port: String(other.port),
        password: "another-pass-1234",
      });
      await sendTestEmail(database.db, config, { to: "owner@example.com", businessName: "K" }).catch(
        () => null,
      );
      expect(logins.filter((login) => login.server === "another server")).toEqual([
        { server: "another server", user: "kitchen", password: "another-pass-1234", secure: false },
      ]);
      expect(logins.filter((login) => login.password === "mail-pass-7788")).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => other.server.close(() => resolve()));
    }
  });

  it("stores the encryption chosen and refuses no encryption except for a relay on this machine", async () => {
    const config = loadConfig({ NODE_ENV: "test" });
    const fieldsOf = async (changes: Record<string, string>) => {
      const error = await saveEmailSettings(database.db, config, ACTOR, {
        ...smtpInput(),
        ...changes,
      }).catch((e: unknown) => e);
      expect(error, JSON.stringify(changes)).toBeInstanceOf(AppError);
      return (error as AppError).fields;
    };
    expect(await fieldsOf({ host: "smtp.example.com", encryption: "none" })).toEqual({
      encryption:
        'No encryption is only for a mail relay on this machine: enter localhost as the server, or choose "STARTTLS" or "TLS from the start"',
    });
    for (const host of ["127.0.0.1", "localhost", "::1"]) {
      expect(await fieldsOf({ host, encryption: "starttls" })).toEqual({
        host: 'This server is this machine: choose "No encryption (relay on this machine)", or enter your email provider\'s server',
      });
    }
    for (const host of ["10.0.0.5", "192.168.1.20", "169.254.169.254", "fd00:ec2::254"]) {
      expect(await fieldsOf({ host, encryption: "tls" })).toEqual({
        host: "Enter your email provider's server: addresses on a private network are not used",
      });
    }
    expect(await rawRows()).toHaveLength(0);

    // the form's own schema says the same before anything is sent
    const parsed = smtpSettingsSchema.safeParse({ ...smtpInput(), host: "smtp.example.com" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["encryption"]);
    const form = smtpFormSchema({ host: "127.0.0.1", user: "kitchen", hasPassword: true });
    expect(form.safeParse({ ...smtpInput(), password: "" }).success).toBe(true);
    expect(
      form.safeParse({ ...smtpInput(), host: "smtp.example.com", encryption: "starttls", password: "" }).error
        ?.issues[0],
    ).toMatchObject({
      path: ["password"],
      message: "Enter the password again: the server or user name changed",
    });

    await saveEmailSettings(database.db, config, ACTOR, {
      ...smtpInput(),
      host: "smtp.example.com",
      encryption: "starttls",
    });
    expect(await readEmailSettings(database.db, config)).toMatchObject({
      host: "smtp.example.com",
      encryption: "starttls",
    });
    expect((await readConnection(database.db, "email"))?.values.encryption).toBe("starttls");
    expect((await auditRows())[0]?.details).toMatchObject({ after: { encryption: "starttls" } });
  });

  it("with STARTTLS or TLS chosen, a mail server that offers no encryption gets neither the password nor the email", async () => {
    const timeouts = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 5000 };
    const settings = {
      host: "127.0.0.1",
      port: smtpPort,
      user: "kitchen",
      password: "mail-pass-7788",
      from: "orders@islandspice.test",
    };
    for (const encryption of ["starttls", "tls"] as const) {
      const transport = createSmtpTransport({ ...settings, encryption }, timeouts);
      try {
        await expect(
          transport.sendMail({ from: settings.from, to: "owner@example.com", subject: "Hi", text: "Hi" }),
        ).rejects.toThrow();
      } finally {
        transport.close();
      }
    }
    expect(logins).toEqual([]);
    expect(received).toEqual([]);

    // a relay on this machine, with no encryption chosen, takes both
    const relay = createSmtpTransport({ ...settings, encryption: "none" }, timeouts);
    await relay.sendMail({ from: settings.from, to: "owner@example.com", subject: "Hi", text: "Hi" });
    relay.close();
    expect(logins).toHaveLength(1);
    expect(received).toHaveLength(1);
  });

  it("sends the test email through the saved server, which receives it", async () => {
    const config = loadConfig({ NODE_ENV: "test" });
    await saveEmailSettings(database.db, config, ACTOR, smtpInput());
    const result = await sendTestEmail(database.db, config, {
      to: "owner@example.com",
      businessName: "Island Spice Kitchen",
    });
    expect(result.message).toBe("The mail server accepted the test email to owner@example.com.");
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "orders@islandspice.test", to: ["owner@example.com"] });
    expect(received[0]!.raw).toContain("Test email from Island Spice Kitchen");
  });

  it("says plainly what failed: a wrong password, a server that cannot be reached", async () => {
    const config = loadConfig({ NODE_ENV: "test" });
    await saveEmailSettings(database.db, config, ACTOR, { ...smtpInput(), password: "wrong-password" });
    await expect(
      sendTestEmail(database.db, config, { to: "owner@example.com", businessName: "K" }),
    ).rejects.toThrow("The test email was not sent: the mail server refused the user name or password.");
    await saveEmailSettings(database.db, config, ACTOR, { ...smtpInput(), port: "9" });
    await expect(
      sendTestEmail(database.db, config, { to: "owner@example.com", businessName: "K" }),
    ).rejects.toThrow("The test email was not sent: the mail server could not be reached at 127.0.0.1:9.");
    expect(received).toHaveLength(0);
  });

  it("the test email goes only to an address the mail server's name was checked at: never this machine when encrypted, a private network or a metadata address", async () => {
    const config = loadConfig({ NODE_ENV: "test" });
    const send = (resolveHost?: (host: string) => Promise<string[]>) =>
      sendTestEmail(database.db, config, { to: "owner@example.com", businessName: "K", resolveHost });
    // a server saved as this machine with STARTTLS (a name can come to point here after it was saved)
    await writeConnection(database.db, {
      name: "email",
      values: { ...smtpInput(), user: "", password: "", port: smtpPort, encryption: "starttls" },
      details: { host: "127.0.0.1" },
      actor: ACTOR,
    });
    await expect(send()).rejects.toThrow(
      `The test email was not sent: the mail server could not be reached at 127.0.0.1:${smtpPort}.`,
    );
    expect(connections).toEqual([]);

    await saveEmailSettings(database.db, config, ACTOR, {
      ...smtpInput(),
      host: "mail.example.test",
      port: "587",
      encryption: "starttls",
    });
    const asked: string[] = [];
    for (const answer of [
      ["127.0.0.1"],
      ["10.0.0.5"],
      ["169.254.169.254"],
      ["fd00:ec2::254"],
      ["::ffff:127.0.0.1"],
      ["100.64.0.7"],
      ["93.184.216.34", "192.168.0.10"],
    ]) {
      await expect(
        send((host) => {
          asked.push(host);
          return Promise.resolve(answer);
        }),
        answer.join(", "),
      ).rejects.toThrow(
        "The test email was not sent: the mail server could not be reached at mail.example.test:587.",
      );
    }
    await expect(send(() => Promise.reject(new Error("ENOTFOUND")))).rejects.toThrow(
      "could not be reached at mail.example.test:587.",
    );
    expect(asked.every((host) => host === "mail.example.test")).toBe(true);

    // a relay on this machine: the name is looked up once and the email goes to the address checked
    // (127.0.0.2, where the machine's own resolver would never send "localhost")
    const relay = await startSmtpStandIn("127.0.0.2", "relay at 127.0.0.2");
    try {
      await saveEmailSettings(database.db, config, ACTOR, {
        ...smtpInput(),
        host: "localhost",
        port: String(relay.port),
        user: "",
        password: "",
      });
      const looked: string[] = [];
      const result = await send((host) => {
        looked.push(host);
        return Promise.resolve(["127.0.0.2"]);
      });
      expect(result.message).toBe("The mail server accepted the test email to owner@example.com.");
      expect(looked).toEqual(["localhost"]);
      expect(received.map((mail) => mail.raw.split("\n")[0])).toEqual(["relay at 127.0.0.2"]);
      // no encryption goes nowhere but this machine
      for (const answer of [["93.184.216.34"], ["127.0.0.2", "10.1.1.1"]]) {
        await expect(send(() => Promise.resolve(answer))).rejects.toThrow(
          `could not be reached at localhost:${relay.port}.`,
        );
      }
      expect(connections).toEqual(["relay at 127.0.0.2"]);
    } finally {
      await new Promise<void>((resolve) => relay.server.close(() => resolve()));
    }
  });

  it("the test email says whether it could connect and send, never what the server said", async () => {
    const config = loadConfig({ NODE_ENV: "test" });
    // a mail server that refuses the recipient with words of its own
    const refusing = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      banner: "internal-relay.corp.example ESMTP build 7.3",
      onRcptTo(_address, _session, callback) {
        callback(
          Object.assign(new Error("internal-relay.corp.example refuses: mailbox 42 on vault-3"), {
            responseCode: 550,
          }),
        );
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    // something that is not a mail server at all, greeting with its own banner
    const other = createServer((socket) => socket.end("SSH-2.0-OpenSSH_9.6p1 vault-3.corp.example\r\n"));
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    try {
      const messages: string[] = [];
      for (const port of [
        (refusing.server.address() as AddressInfo).port,
        (other.address() as AddressInfo).port,
      ]) {
        await saveEmailSettings(database.db, config, ACTOR, {
          ...smtpInput(),
          port: String(port),
          user: "",
          password: "",
        });
        const error = await sendTestEmail(database.db, config, {
          to: "owner@example.com",
          businessName: "K",
        }).catch((e: unknown) => e);
        messages.push((error as AppError).message);
      }
      expect(messages).toEqual([
        "The test email was not sent: the mail server did not accept it.",
        `The test email was not sent: the mail server could not be reached at 127.0.0.1:${(other.address() as AddressInfo).port}.`,
      ]);
      for (const message of messages) expect(message).not.toMatch(/corp|vault|SSH|ESMTP|550/);
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it("the outbox sends through a saved mail server only at an address its name was checked at", async () => {
    const config = loadConfig({ NODE_ENV: "test" });
    const relay = await startSmtpStandIn("127.0.0.2", "relay at 127.0.0.2");
    let settings = {
      ...smtpInput(),
      port: smtpPort,
      user: "",
      password: "",
      encryption: "starttls" as "starttls" | "none",
    };
    let answer = ["127.0.0.2"];
    const asked: string[] = [];
    const mailer = createMailer(config, database.db, log, {
      adminSmtp: () => ({ version: JSON.stringify(settings), settings }),
      resolveHost: (host) => {
        asked.push(host);
        return Promise.resolve(answer);
      },
      baseBackoffMs: 60_000,
    });
    const queue = async (key: string) =>
      database.db.insert(mailOutbox).values({
        dedupe_key: key,
        kind: "customer-confirmation",
        to_address: "ana@example.com",
        subject: "Your order IS-1001",
        html: "<p>Thank you</p>",
        text: "Thank you",
      });
    try {
      // saved as this machine with STARTTLS: not sent there
      await queue("test:this-machine");
      expect(await mailer.runOnce()).toMatchObject({ sent: 0, retrying: 1 });
      expect(connections).toEqual([]);
      await database.db.delete(mailOutbox);

      // a relay on this machine by name: sent to the address the name was checked at
      settings = { ...settings, host: "localhost", port: relay.port, encryption: "none" };
      await queue("test:relay");
      expect(await mailer.runOnce()).toMatchObject({ sent: 1 });
      expect(received.map((mail) => mail.raw.split("\n")[0])).toEqual(["relay at 127.0.0.2"]);
      expect(asked).toEqual(["localhost"]);

      // the name now answers a private address: nothing is sent
      answer = ["10.0.0.9"];
      await queue("test:rebound");
      expect(await mailer.runOnce()).toMatchObject({ sent: 0, retrying: 1 });
      expect(connections).toEqual(["relay at 127.0.0.2"]);
    } finally {
      await mailer.stop();
      await new Promise<void>((resolve) => relay.server.close(() => resolve()));
    }
  });

  it("lets SMTP_URL on the server win: shown without its password, saving refused", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      SMTP_URL: "smtp://mailer:server-pass@mail.example.com:2525",
    });
    const view = await readEmailSettings(database.db, config);
    expect(view).toMatchObject({
      source: "server",
      host: "mail.example.com",
      port: 2525,
      user: "mailer",
      hasPassword: true,
    });
    expect(JSON.stringify(view)).not.toContain("server-pass");
    await expect(saveEmailSettings(database.db, config, ACTOR, smtpInput())).rejects.toThrow(
      "Set on the server: the environment variable SMTP_URL wins.",
    );
    expect(await rawRows()).toHaveLength(0);
  });

  it("the mailer sends the outbox through a mail server saved while it runs", async () => {
    const config = loadConfig({ NODE_ENV: "test" });
    const payments = createPaymentProvider(demoConfig(), database.db);
    const watch = await watchConnections({ db: database.db, log, payments });
    const mailer = createMailer(config, database.db, log, { adminSmtp: watch.email });
    try {
      expect(mailer.mode).toBe("outbox");
      await saveEmailSettings(database.db, config, ACTOR, smtpInput());
      await watch.refresh();
      expect(mailer.mode).toBe("smtp");
      await database.db.insert(mailOutbox).values({
        dedupe_key: "test:1",
        kind: "customer-confirmation",
        to_address: "ana@example.com",
        subject: "Your order IS-1001",
        html: "<p>Thank you</p>",
        text: "Thank you",
      });
      expect(await mailer.runOnce()).toMatchObject({ sent: 1 });
      expect(received).toMatchObject([{ from: "orders@islandspice.test", to: ["ana@example.com"] }]);
    } finally {
      await mailer.stop();
      watch.close();
    }
  });
});
