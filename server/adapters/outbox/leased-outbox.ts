// Sends an outbox table (mail, texts, phone alerts) one due row at a time. A row is claimed with
// FOR UPDATE SKIP LOCKED and a lease (a token and a deadline) longer than one send can take; the
// final update counts only for the lease holder, so several instances never send one row twice, and
// a late failure never overwrites "sent". A failure is tried again with exponential back-off until
// the channel calls it final or the attempts run out. Each channel keeps only what is its own: the
// columns it sends, how it sends them and what a failure means for it.
import { randomUUID } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import type { mailOutbox, pushOutbox, smsOutbox } from "#server/db/schema/index.ts";
import type { Logger } from "#server/logger.ts";

export type OutboxTable = typeof mailOutbox | typeof smsOutbox | typeof pushOutbox;

/** What every claimed row carries; a channel's row adds the columns it sends. */
export type ClaimedRow = { id: string; attempts: number; lease: string | null };

export type OutboxSettings = {
  /** Delay before the first retry; doubled for each further one (ms). */
  baseBackoffMs: number;
  /** Attempts before a row is given up as failed. */
  maxAttempts: number;
  /** Rows sent per pass. */
  batchSize: number;
  /** How long a claimed row is kept from other instances while it is being sent (ms). */
  leaseMs: number;
};

export type LeasedOutbox<T extends OutboxTable, Row extends ClaimedRow, Context = void> = {
  table: T;
  /** The columns a send needs, as items of `returning` (`${table.column} as name`). */
  columns: SQL;
  /** A table read with each claimed row, and how it joins the outbox. */
  join?: { table: PgTable; on: SQL };
  /**
   * What the sends need from elsewhere (keys, a contact), read once a row is claimed; a failure
   * there ends the pass and leaves the row to its lease, as it is no fault of the row's.
   */
  prepare?: () => Promise<Context>;
  /** Sends one row; what it answers is written with "sent". */
  send: (row: Row, context: Context) => Promise<PgUpdateSetSource<T> | void>;
  /** Whether a failure may be tried again; by default every one may. */
  isRetryable?: (error: unknown) => boolean;
  /** Takes a failure that ends the row otherwise than as failed (true when it did). */
  removes?: (row: Row, error: unknown) => Promise<boolean>;
  /** Runs once a row is given up, with the error as the row keeps it. */
  onGiveUp?: (row: Row, message: string) => Promise<void>;
  /** How the log names a row ("mail", "text", "phone alert") and the key of its id. */
  noun: string;
  idKey: string;
  /** More of the row for the log line of a failed send. */
  logFields?: (row: Row) => Record<string, unknown>;
};

export type SendResult = { sent: number; failed: number; retrying: number; removed: number };

/** Delay after the n-th failed attempt (1-based): base, 2 × base, 4 × base … */
export function retryDelayMs(attempt: number, baseBackoffMs: number): number {
  return baseBackoffMs * 2 ** Math.max(0, attempt - 1);
}

function intervalMs(ms: number) {
  return sql`(${ms}::double precision * interval '1 millisecond')`;
}

/**
 * Claims the next due row for this instance: a fresh lease token and deadline. The row is picked
 * in a CTE, which runs once; a LIMIT subquery under IN may be run again per row and claim several.
 */
async function claimNext<T extends OutboxTable, Row extends ClaimedRow, Context>(
  db: Database,
  outbox: LeasedOutbox<T, Row, Context>,
  leaseMs: number,
): Promise<Row | null> {
  const table: OutboxTable = outbox.table;
  const { join } = outbox;
  const [row] = await executeRows<Row>(
    db,
    sql`with next as (
          select ${table.id} as id from ${table}
          where ${table.status} = 'pending' and ${table.next_attempt_at} <= now()
          order by ${table.next_attempt_at}
          limit 1
          for update skip locked
        )
        update ${table} set
          "attempts" = ${table.attempts} + 1,
          "next_attempt_at" = now() + ${intervalMs(leaseMs)},
          "lease_token" = ${randomUUID()}::uuid
        from next${join ? sql`, ${join.table}` : sql``}
        where ${table.id} = next.id${join ? sql` and ${join.on}` : sql``}
        returning ${table.id} as id, ${table.attempts} as attempts, ${table.lease_token} as lease,
          ${outbox.columns}`,
  );
  return row ?? null;
}

/** One pass over the due rows of an outbox, until the batch is done or `isStopped` answers true. */
export async function sendDueRows<T extends OutboxTable, Row extends ClaimedRow, Context = void>(
  db: Database,
  log: Logger,
  outbox: LeasedOutbox<T, Row, Context>,
  settings: OutboxSettings & { isStopped: () => boolean },
): Promise<SendResult> {
  const table: OutboxTable = outbox.table;
  const result: SendResult = { sent: 0, failed: 0, retrying: 0, removed: 0 };
  // One row per claim: the lease covers one send, never a whole batch behind a slow service.
  for (let count = 0; count < settings.batchSize && !settings.isStopped(); count += 1) {
    const row = await claimNext(db, outbox, settings.leaseMs);
    if (!row?.lease) break;
    // Only while this instance still holds the row's lease does its outcome count.
    const held = and(eq(table.id, row.id), eq(table.lease_token, row.lease));
    const context = (await outbox.prepare?.()) as Context;
    try {
      // The channel's own columns of a sent row (a provider's id) are written with it.
      const answer: PgUpdateSetSource<OutboxTable> | void = await outbox.send(row, context);
      const done = await db
        .update(table)
        .set({ status: "sent", sent_at: sql`now()`, last_error: null, lease_token: null, ...answer })
        .where(held)
        .returning({ id: table.id });
      if (done.length > 0) result.sent += 1;
      else log.warn({ [outbox.idKey]: row.id }, `${outbox.noun} sent after its lease was lost`);
    } catch (error) {
      if (await outbox.removes?.(row, error)) {
        result.removed += 1;
        continue;
      }
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const retryable = outbox.isRetryable?.(error) ?? true;
      const givesUp = !retryable || row.attempts >= settings.maxAttempts;
      const updated = await db
        .update(table)
        .set(
          givesUp
            ? { status: "failed", last_error: message, lease_token: null }
            : {
                last_error: message,
                lease_token: null,
                next_attempt_at: sql`now() + ${intervalMs(retryDelayMs(row.attempts, settings.baseBackoffMs))}`,
              },
        )
        .where(held)
        .returning({ id: table.id });
      if (updated.length === 0) continue;
      if (givesUp) await outbox.onGiveUp?.(row, message);
      if (givesUp) result.failed += 1;
      else result.retrying += 1;
      log.warn(
        { [outbox.idKey]: row.id, ...outbox.logFields?.(row), attempt: row.attempts, givesUp, err: error },
        `${outbox.noun} could not be sent`,
      );
    }
  }
  return result;
}

export type OutboxRunner<Result> = {
  start: () => void;
  /** Stops polling and waits for a pass in progress. */
  stop: () => Promise<void>;
  /** One pass over the due rows (the timer calls this; tests may too). */
  runOnce: () => Promise<Result>;
};

/**
 * Runs `pass` every `pollIntervalMs`, one pass at a time: a slow service must not make passes pile
 * up. `isStopped` lets a pass end early once `stop` is called; `onStopped` closes what the passes
 * used, once the last one has ended.
 */
export function createOutboxRunner<Result>(options: {
  log: Logger;
  pollIntervalMs: number;
  /** What the log calls the outbox ("mail outbox"). */
  name: string;
  pass: (isStopped: () => boolean) => Promise<Result>;
  onStopped?: () => void;
}): OutboxRunner<Result> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<Result> | undefined;
  let stopped = false;
  const isStopped = () => stopped;

  const runOnce = (): Promise<Result> => {
    running ??= options.pass(isStopped).finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => options.log.error({ err: error }, `${options.name} pass failed`))
        .finally(schedule);
    }, options.pollIntervalMs);
    timer.unref();
  };

  return {
    start: () => {
      stopped = false;
      if (!timer) schedule();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
      options.onStopped?.();
    },
    runOnce,
  };
}
