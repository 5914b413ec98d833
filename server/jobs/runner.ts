// The server's periodic jobs (docs/architecture.md, "One piece per job"): each is declared once as
// `{ name, every, run }` (server/jobs/server-jobs.ts) and run here. A job never runs twice at once in
// this process: a tick that finds the last run still going is skipped, so a slow database makes runs
// rarer, never piled up. A failure is logged under the job's name and the next tick tries again.
// /metrics shows each job's runs, failures and last success (docs/product/12-operating-the-server.md §12.2).
// On shutdown the timers stop at once and a run in progress is waited for, within the stop's budget.
import type { Logger } from "#server/logger.ts";
import { metrics } from "#server/metrics.ts";

export type Job = {
  /** What the log and /metrics call the job: a few words with dashes ("watch-order-board"). */
  name: string;
  /** Milliseconds from one tick to the next; the first run comes one interval after the start. */
  every: number;
  /** One run; a rejection is a failure, logged and counted. */
  run: () => Promise<void>;
};

export type JobRunner = {
  /**
   * Stops every job's timer at once, then answers when the runs in progress have ended, or after
   * `budgetMs` with a warning naming those still running.
   */
  stop: (budgetMs: number) => Promise<void>;
};

// The label is `name`: Prometheus gives every scraped series a `job` label of its own (the scrape
// job), which a label of that name here would collide with.
const runsTotal = metrics.counter({
  name: "job_runs_total",
  help: "Runs of each periodic job that have ended, failed ones included.",
  labelNames: ["name"],
});
const failuresTotal = metrics.counter({
  name: "job_failures_total",
  help: "Runs of each periodic job that ended in an error (the log names the job and the error).",
  labelNames: ["name"],
});
const lastSuccess = metrics.gauge({
  name: "job_last_success_timestamp_seconds",
  help: "When each periodic job last ended without an error, in Unix seconds (absent until it has).",
  labelNames: ["name"],
});

/** Starts a timer per job (never keeping the process alive) and answers how to stop them all. */
export function startJobs(jobs: readonly Job[], log: Logger): JobRunner {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`Two periodic jobs are named ${job.name}.`);
    if (!(job.every > 0)) throw new Error(`The periodic job ${job.name} needs an interval above 0 ms.`);
    names.add(job.name);
  }
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  const tick = (job: Job) => {
    if (stopped) return;
    if (running.has(job.name)) {
      log.info({ job: job.name }, `job ${job.name} is still running: this turn is skipped`);
      return;
    }
    const run = Promise.resolve()
      .then(() => job.run())
      .then(
        () => {
          runsTotal.inc({ name: job.name });
          lastSuccess.set({ name: job.name }, Date.now() / 1000);
        },
        (error: unknown) => {
          runsTotal.inc({ name: job.name });
          failuresTotal.inc({ name: job.name });
          log.warn({ err: error, job: job.name }, `job ${job.name} failed`);
        },
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };

  const timers = jobs.map((job) => {
    // every job shows on /metrics from the start, at 0, so a rate or an alert has a series to read
    runsTotal.inc({ name: job.name }, 0);
    failuresTotal.inc({ name: job.name }, 0);
    const timer = setInterval(() => tick(job), job.every);
    timer.unref();
    return timer;
  });

  return {
    stop: (budgetMs) => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      if (running.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const giveUp = setTimeout(() => {
          log.warn({ jobs: [...running.keys()] }, "periodic jobs still running at shutdown: not waited for");
          resolve();
        }, budgetMs);
        giveUp.unref();
        void Promise.all(running.values()).then(() => {
          clearTimeout(giveUp);
          resolve();
        });
      });
    },
  };
}
