import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import pino from "pino";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../../config";
import { mailOutbox } from "../../db/schema/index";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { createMailer, retryDelayMs } from "./outbox-mailer";

type Received = { from: string; to: string[]; raw: string };

let database: TestDatabase;
let smtp: SMTPServer;
let smtpPort: number;
const received: Received[] = [];
let rejectMail = false;

const log = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        if (rejectMail) return callback(Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 }));
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
  await database.close();
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
  loadConfig({ NODE_ENV: "test", SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: "Island Spice <orders@islandspice.example>" });

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

    await database.db.update(mailOutbox).set({ next_attempt_at: sql`now()` }).where(eq(mailOutbox.id, id));
    expect(await mailer.runOnce()).toMatchObject({ retrying: 1 });
    row = await readMail(id);
    expect(row.attempts).toBe(2);
    expect(row.wait_ms).toBeGreaterThan(115_000);
    expect(row.wait_ms).toBeLessThanOrEqual(120_000);

    await database.db.update(mailOutbox).set({ next_attempt_at: sql`now()` }).where(eq(mailOutbox.id, id));
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
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });
});
