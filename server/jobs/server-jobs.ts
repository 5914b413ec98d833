// Every job the server repeats on a schedule, each declared once; server/main.ts hands the list to
// the runner (./runner.ts). Each runs on every instance: what must happen once across instances is
// made so by the job itself (leases, row locks, dedupe keys), never by the timer.
import type { PaymentDeps } from "#server/payments/service.ts";
import { checkPendingPayments, PAYMENT_CHECK_INTERVAL_MS } from "#server/payments/check-pending.ts";
import { expireAbandonedOrders } from "#server/payments/expire-abandoned.ts";
import { DAILY_SUMMARY_CHECK_MS, queueDailySummary } from "#server/notifications/daily-summary.ts";
import { pruneRateLimits } from "#server/rate-limit/service.ts";
import { runEscalationPass } from "#server/texts/escalation.ts";
import {
  BOARD_HEARTBEAT_MS,
  recordBoardPresence,
  runBoardWatchPass,
  type BoardCounter,
} from "#server/texts/board-watch.ts";
import type { Job } from "./runner.ts";

export type ServerJobDeps = PaymentDeps & {
  /** Minutes after which an unpaid order is closed (UNPAID_ORDER_EXPIRY_MINUTES). */
  unpaidOrderExpiryMinutes: number;
  /** This process's id in board_presence. */
  instanceId: string;
  /** The admin board streams open on this instance. */
  boards: BoardCounter;
};

const MINUTE_MS = 60 * 1000;

export function serverJobs(deps: ServerJobDeps): Job[] {
  const { db, log } = deps;
  return [
    {
      // Old rate-limit windows are of no use; keep the table small.
      name: "prune-rate-limits",
      every: 10 * MINUTE_MS,
      run: async () => {
        await pruneRateLimits(db, new Date(Date.now() - 60 * MINUTE_MS));
      },
    },
    {
      // Unpaid orders past their time are closed with their payment sessions (no emails).
      name: "expire-abandoned-orders",
      every: 5 * MINUTE_MS,
      run: async () => {
        await expireAbandonedOrders(deps, { olderThanMinutes: deps.unpaidOrderExpiryMinutes });
      },
    },
    {
      // A payment whose webhook is lost is found by asking the provider (docs/product/03-ordering.md §3.9);
      // each session is asked by one instance at a time, on its own schedule.
      name: "check-pending-payments",
      every: PAYMENT_CHECK_INTERVAL_MS,
      run: async () => {
        await checkPendingPayments(deps);
      },
    },
    {
      // The end-of-day summary (docs/product/07-emails.md §7.2): due after each day's closing, which the
      // hours and closures decide, so the job asks every few minutes; the outbox's dedupe key (one per
      // business date) makes every later ask, from this instance or another, write nothing.
      name: "queue-daily-summary",
      every: DAILY_SUMMARY_CHECK_MS,
      run: async () => {
        const result = await queueDailySummary(db);
        if (result?.queued) log.info({ date: result.date }, "end-of-day summary queued");
      },
    },
    {
      // An order nobody answers texts and calls the owner (docs/product/08-text-messages.md §8); each step
      // once across instances.
      name: "escalate-unanswered-orders",
      every: 30 * 1000,
      run: async () => {
        await runEscalationPass(db);
      },
    },
    {
      // The board is watched: this instance's heartbeat, then one watch pass (one instance texts at a
      // time).
      name: "watch-order-board",
      every: BOARD_HEARTBEAT_MS,
      run: async () => {
        await recordBoardPresence(db, deps.instanceId, deps.boards.read());
        await runBoardWatchPass(db);
      },
    },
  ];
}
