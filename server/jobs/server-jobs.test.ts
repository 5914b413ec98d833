import pino from "pino";
import { describe, expect, it } from "vitest";
import { createSandboxPaymentProvider } from "#server/adapters/payments/sandbox.ts";
import { boardPresence, rateLimits } from "#server/db/schema/index.ts";
import { createBoardCounter } from "#server/texts/board-watch.ts";
import { TEST_PUBLIC_URL, TEST_SANDBOX_SECRET } from "#server/test/ordering-fixtures.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { serverJobs } from "./server-jobs.ts";

const database = useTestDatabase();

function jobsFor(boards = createBoardCounter()) {
  return serverJobs({
    db: database.db,
    payments: createSandboxPaymentProvider({
      db: database.db,
      publicUrl: TEST_PUBLIC_URL,
      webhookSecret: TEST_SANDBOX_SECRET,
    }),
    publicUrl: TEST_PUBLIC_URL,
    log: pino({ level: "silent" }),
    unpaidOrderExpiryMinutes: 30,
    instanceId: "instance-under-test",
    boards,
  });
}

function job(name: string, jobs = jobsFor()) {
  const found = jobs.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no job ${name}`);
  return found;
}

describe("the server's periodic jobs", () => {
  it("are the pruning, the sweeps, the checks and the summary, each on its interval", () => {
    expect(jobsFor().map(({ name, every }) => [name, every])).toEqual([
      ["prune-rate-limits", 10 * 60_000],
      ["expire-abandoned-orders", 5 * 60_000],
      ["check-pending-payments", 10_000],
      ["queue-daily-summary", 5 * 60_000],
      ["escalate-unanswered-orders", 30_000],
      ["watch-order-board", 30_000],
    ]);
  });

  it("each run once against the database without failing", async () => {
    for (const each of jobsFor()) await expect(each.run(), each.name).resolves.toBeUndefined();
  });

  it("prune the rate-limit windows that started over an hour ago", async () => {
    const now = Date.now();
    await database.db.insert(rateLimits).values([
      { key: "jobs-test:old", count: 3, window_start: new Date(now - 61 * 60_000) },
      { key: "jobs-test:recent", count: 1, window_start: new Date(now - 5 * 60_000) },
    ]);
    await job("prune-rate-limits").run();
    const keys = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(keys.map((row) => row.key)).toEqual(["jobs-test:recent"]);
  });

  it("write this instance's board heartbeat before the watch", async () => {
    const boards = createBoardCounter();
    const disconnect = boards.connect();
    await job("watch-order-board", jobsFor(boards)).run();
    disconnect();
    const rows = await database.db
      .select({ instance: boardPresence.instance_id, connected: boardPresence.connected })
      .from(boardPresence);
    expect(rows).toEqual([{ instance: "instance-under-test", connected: 1 }]);
  });
});
