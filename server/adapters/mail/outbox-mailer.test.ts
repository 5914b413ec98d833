import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import pino from "pino";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { openDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { createMailer, redactAddress, retryDelayMs } from "./outbox-mailer.ts";

type Received = { from: string; to: string[]; raw: string };

// Its hooks run first: the other beforeAll hooks below use the database.
const database = useTestDatabase();
let smtp: SMTPServer;
let smtpPort: number;
const received: Received[] = [];
let rejectMail = false;

const log = pino({ level: "silent" });

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        if (rejectMail)
          return callback(Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(async () => {
  received.length = 0;
  rejectMail = false;
  await database.db.delete(mailOutbox);
});

async function addMail(key: string) {
  const [row] = await database.db
    .insert(mailOutbox)
    .values({
      dedupe_key: key,
      kind: "customer-confirmation",
      to_address: "ana@example.com",
      subject: "Your order IS-1001",
      html: "<p>Thank you, <strong>Ana</strong></p>",
      text: "Thank you, Ana",
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

async function readMail(id: string) {
  const [row] = await database.db
    .select({
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      last_error: mailOutbox.last_error,
      sent_at: mailOutbox.sent_at,
      wait_ms: sql<number>`(extract(epoch from (${mailOutbox.next_attempt_at} - now())) * 1000)::float8`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row!;
}

const smtpConfig = () =>
  loadConfig({
    NODE_ENV: "test",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "Island Spice <orders@islandspice.example>",
  });

describe("outbox mailer", () => {
  it("sends a due row over SMTP with html and text parts and marks it sent", async () => {
    const id = await addMail("order:1:customer-confirmation");
    const mailer = createMailer(smtpConfig(), database.db, log);
    expect(mailer.mode).toBe("smtp");
    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0, retrying: 0, kept: 0 });
    await mailer.stop();

    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe("orders@islandspice.example");
    expect(received[0]?.to).toEqual(["ana@example.com"]);
    expect(received[0]?.raw).toContain("Subject: Your order IS-1001");
    expect(received[0]?.raw).toContain("Content-Type: text/plain");
    expect(received[0]?.raw).toContain("Content-Type: text/html");
    expect(received[0]?.raw).toContain("Thank you, Ana");
    expect(await readMail(id)).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect((await readMail(id)).sent_at).not.toBeNull();

    const again = createMailer(smtpConfig(), database.db, log);
    expect(await again.runOnce()).toEqual({ sent: 0, failed: 0, retrying: 0, kept: 0 });
    await again.stop();
    expect(received).toHaveLength(1);
  });

  it("retries a failing send with growing delays, then gives up as failed", async () => {
    rejectMail = true;
    const id = await addMail("order:2:customer-confirmation");
    const mailer = createMailer(smtpConfig(), database.db, log, { baseBackoffMs: 60_000, maxAttempts: 3 });

    expect(await mailer.runOnce()).toMatchObject({ retrying: 1 });
    let row = await readMail(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.last_error).toContain("Mailbox busy");
    expect(row.wait_ms).toBeGreaterThan(55_000);
    expect(row.wait_ms).toBeLessThanOrEqual(60_000);
    // not due yet: nothing happens
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, retrying: 0, kept: 0 });

    await database.db
      .update(mailOutbox)
      .set({ next_attempt_at: sql`now()` })
      .where(eq(mailOutbox.id, id));
    expect(await mailer.runOnce()).toMatchObject({ retrying: 1 });
    row = await readMail(id);
    expect(row.attempts).toBe(2);
    expect(row.wait_ms).toBeGreaterThan(115_000);
    expect(row.wait_ms).toBeLessThanOrEqual(120_000);

    await database.db
      .update(mailOutbox)
      .set({ next_attempt_at: sql`now()` })
      .where(eq(mailOutbox.id, id));
    expect(await mailer.runOnce()).toMatchObject({ failed: 1 });
    expect(await readMail(id)).toMatchObject({ status: "failed", attempts: 3 });
    await mailer.stop();
    expect(received).toHaveLength(0);
  });

  it("counts an unreachable SMTP server as a failed attempt", async () => {
    const id = await addMail("order:3:customer-confirmation");
    const closed = loadConfig({ NODE_ENV: "test", SMTP_URL: "smtp://127.0.0.1:9" });
    const mailer = createMailer(closed, database.db, log);
    expect(await mailer.runOnce()).toMatchObject({ retrying: 1 });
    await mailer.stop();
    expect(await readMail(id)).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("keeps rows in the outbox without SMTP_URL", async () => {
    const id = await addMail("order:4:customer-confirmation");
    const mailer = createMailer(loadConfig({ NODE_ENV: "test" }), database.db, log);
    expect(mailer.mode).toBe("outbox");
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, retrying: 0, kept: 1 });
    await mailer.stop();
    expect(await readMail(id)).toMatchObject({ status: "kept", attempts: 0 });
  });

  it("polls on its own once started, and stops", async () => {
    const id = await addMail("order:5:customer-confirmation");
    const mailer = createMailer(smtpConfig(), database.db, log, { pollIntervalMs: 20 });
    mailer.start();
    for (let i = 0; i < 200 && (await readMail(id)).status !== "sent"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await mailer.stop();
    expect((await readMail(id)).status).toBe("sent");
  });

  it("doubles the delay per attempt", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
  });
});

/** An SMTP server that holds every message for `hangMs` before answering (accepting or refusing it). */
async function startSlowSmtp(hangMs: number, refuse = () => false) {
  const got: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        setTimeout(() => {
          if (refuse()) return callback(Object.assign(new Error("Try later"), { responseCode: 451 }));
          got.push(/^Subject: (.*)$/m.exec(raw)?.[1] ?? "");
          callback();
        }, hangMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    got,
    config: loadConfig({ NODE_ENV: "test", SMTP_URL: `smtp://127.0.0.1:${port}` }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function addMailWithSubject(key: string, subject: string) {
  await database.db.insert(mailOutbox).values({
    dedupe_key: key,
    kind: "customer-confirmation",
    to_address: "ana@example.com",
    subject,
    html: "<p>x</p>",
    text: "x",
  });
}

describe("exactly once under a slow SMTP server", () => {
  it("two mailers on one database send each message once when the server hangs past a short lease", async () => {
    const slow = await startSlowSmtp(600);
    // the second instance: its own connection pool on the same PostgreSQL (or the same PGlite)
    const other: DatabaseHandle | null = database.url
      ? await openDatabase({ kind: "postgres", url: database.url, maxConnections: 3 })
      : null;
    try {
      for (const n of [1, 2, 3]) await addMailWithSubject(`slow:${n}`, `Slow ${n}`);
      // a lease shorter than one send: the mailer must not let it run out mid-send
      const options = { leaseMs: 200, sendTimeoutMs: 2000, baseBackoffMs: 60_000 };
      const first = createMailer(slow.config, database.db, log, options);
      const second = createMailer(slow.config, other?.db ?? database.db, log, options);
      const firstPass = first.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const secondPass = second.runOnce();
      const results = await Promise.all([firstPass, secondPass]);
      // anything left is picked up by either on a later pass
      for (let pass = 0; pass < 5; pass += 1) results.push(await second.runOnce(), await first.runOnce());
      await Promise.all([first.stop(), second.stop()]);

      expect([...slow.got].sort()).toEqual(["Slow 1", "Slow 2", "Slow 3"]);
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(3);
      const rows = await database.db
        .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
        .from(mailOutbox);
      expect(rows).toEqual([
        { status: "sent", attempts: 1 },
        { status: "sent", attempts: 1 },
        { status: "sent", attempts: 1 },
      ]);
    } finally {
      await other?.close();
      await slow.close();
    }
  });

  it("never lets a late failure overwrite a row another holder has marked sent", async () => {
    let refuse = true;
    const slow = await startSlowSmtp(400, () => refuse);
    try {
      await addMailWithSubject("fenced:1", "Fenced");
      const mailer = createMailer(slow.config, database.db, log, { sendTimeoutMs: 2000 });
      const pass = mailer.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 150));
      // meanwhile another holder took the row over and sent it
      await database.db
        .update(mailOutbox)
        .set({ status: "sent", sent_at: sql`now()`, lease_token: sql`gen_random_uuid()` })
        .where(eq(mailOutbox.dedupe_key, "fenced:1"));
      expect(await pass).toEqual({ sent: 0, failed: 0, retrying: 0, kept: 0 });
      refuse = false;
      await mailer.stop();
      const [row] = await database.db
        .select({ status: mailOutbox.status, last_error: mailOutbox.last_error })
        .from(mailOutbox);
      expect(row).toEqual({ status: "sent", last_error: null });
    } finally {
      await slow.close();
    }
  });

  it("gives up on a send that outlasts its timeout, well inside the lease", async () => {
    const slow = await startSlowSmtp(1500);
    try {
      await addMailWithSubject("timeout:1", "Timeout");
      const mailer = createMailer(slow.config, database.db, log, {
        sendTimeoutMs: 300,
        baseBackoffMs: 60_000,
      });
      expect(await mailer.runOnce()).toMatchObject({ retrying: 1 });
      await mailer.stop();
      const [row] = await database.db.select({ last_error: mailOutbox.last_error }).from(mailOutbox);
      expect(row?.last_error).toMatch(/longer than 300 ms|timeout/i);
    } finally {
      await slow.close();
    }
  });
});

describe("log redaction", () => {
  it("logs a kept email without its recipient's address", async () => {
    await addMail("order:9:customer-confirmation");
    const lines: string[] = [];
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const mailer = createMailer(
      loadConfig({ NODE_ENV: "production" }),
      database.db,
      createLogger({ LOG_LEVEL: "info", NODE_ENV: "production" }, capture),
    );
    expect(await mailer.runOnce()).toMatchObject({ kept: 1 });
    await mailer.stop();
    expect(lines.join("")).toContain("mail kept in the outbox");
    expect(lines.join("")).not.toContain("ana@example.com");
  });

  it("keeps only the domain of a recipient", () => {
    expect(redactAddress("ana.bell@example.com")).toBe("***@example.com");
    expect(redactAddress("nonsense")).toBe("***");
  });
});
