import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registry } from "#server/metrics.ts";
import { startJobs, type Job, type JobRunner } from "./runner.ts";

type LogLine = { level: number; msg: string; job?: string; jobs?: string[]; err?: { message: string } };

/** A logger whose lines the test reads back. */
function capturingLog() {
  const lines: LogLine[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  return { log, lines };
}

/** A run the test finishes when it chooses. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** One metric's value for a job, as /metrics shows it (undefined: no such series). */
async function metricValue(metric: string, job: string): Promise<number | undefined> {
  const found = (await registry.getSingleMetric(metric)?.get())?.values.find(
    (value) => value.labels.name === job,
  );
  return found?.value;
}

let runner: JobRunner | undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2025-06-02T15:00:00Z") });
});
afterEach(async () => {
  const stopping = runner?.stop(0);
  await vi.advanceTimersByTimeAsync(0);
  await stopping;
  runner = undefined;
  vi.useRealTimers();
});

describe("the periodic job runner", () => {
  it("runs each job on its own interval, the first run one interval after the start", async () => {
    const { log } = capturingLog();
    const ticks = { often: 0, rarely: 0 };
    runner = startJobs(
      [
        { name: "schedule-often", every: 1000, run: () => Promise.resolve(void (ticks.often += 1)) },
        { name: "schedule-rarely", every: 3000, run: () => Promise.resolve(void (ticks.rarely += 1)) },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(ticks).toEqual({ often: 0, rarely: 0 });
    await vi.advanceTimersByTimeAsync(1);
    expect(ticks).toEqual({ often: 1, rarely: 0 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(ticks).toEqual({ often: 3, rarely: 1 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(ticks).toEqual({ often: 6, rarely: 2 });
    expect(await metricValue("job_runs_total", "schedule-often")).toBe(6);
  });

  it("never runs a job twice at once: a run still going when its next tick comes skips that tick", async () => {
    const { log } = capturingLog();
    const runs: ReturnType<typeof deferred>[] = [];
    let atOnce = 0;
    let mostAtOnce = 0;
    runner = startJobs(
      [
        {
          name: "slow-job",
          every: 1000,
          run: async () => {
            const run = deferred();
            runs.push(run);
            atOnce += 1;
            mostAtOnce = Math.max(mostAtOnce, atOnce);
            await run.promise;
            atOnce -= 1;
          },
        },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveLength(1);
    // three more ticks while the first run is still going: none starts a run
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toHaveLength(1);
    runs[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    // the next tick after the slow run ends runs again, once
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveLength(2);
    runs[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(mostAtOnce).toBe(1);
    expect(await metricValue("job_runs_total", "slow-job")).toBe(2);
  });

  it("logs a failure under the job's name, counts it, and runs the job again at its next tick", async () => {
    const { log, lines } = capturingLog();
    let calls = 0;
    runner = startJobs(
      [
        {
          name: "flaky-job",
          every: 1000,
          run: () => {
            calls += 1;
            return calls === 1 ? Promise.reject(new Error("the database went away")) : Promise.resolve();
          },
        },
        { name: "steady-job", every: 1000, run: async () => {} },
      ],
      log,
    );
    expect(await metricValue("job_failures_total", "flaky-job")).toBe(0);
    expect(await metricValue("job_runs_total", "flaky-job")).toBe(0);
    expect(await metricValue("job_last_success_timestamp_seconds", "flaky-job")).toBeUndefined();

    await vi.advanceTimersByTimeAsync(1000);
    const failure = lines.find((line) => line.job === "flaky-job");
    expect(failure).toMatchObject({ level: 40, msg: "job flaky-job failed" });
    expect(failure?.err?.message).toBe("the database went away");
    expect(lines.filter((line) => line.job === "steady-job")).toEqual([]);
    expect(await metricValue("job_failures_total", "flaky-job")).toBe(1);
    expect(await metricValue("job_runs_total", "flaky-job")).toBe(1);
    expect(await metricValue("job_last_success_timestamp_seconds", "flaky-job")).toBeUndefined();
    expect(await metricValue("job_last_success_timestamp_seconds", "steady-job")).toBe(
      Date.parse("2025-06-02T15:00:01Z") / 1000,
    );

    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(await metricValue("job_failures_total", "flaky-job")).toBe(1);
    expect(await metricValue("job_runs_total", "flaky-job")).toBe(2);
    expect(await metricValue("job_last_success_timestamp_seconds", "flaky-job")).toBe(
      Date.parse("2025-06-02T15:00:02Z") / 1000,
    );
  });

  it("on stop, starts no more runs and waits for the one in progress to finish", async () => {
    const { log } = capturingLog();
    const run = deferred();
    let calls = 0;
    let finished = false;
    runner = startJobs(
      [
        {
          name: "stopping-job",
          every: 1000,
          run: async () => {
            calls += 1;
            await run.promise;
            finished = true;
          },
        },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = runner.stop(10_000).then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    run.resolve();
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(1);
  });

  it("on stop, gives up on a run that outlasts the budget and names it in the log", async () => {
    const { log, lines } = capturingLog();
    runner = startJobs([{ name: "stuck-job", every: 1000, run: () => new Promise<void>(() => {}) }], log);
    await vi.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = runner.stop(3000).then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(lines.find((line) => line.jobs)).toMatchObject({ level: 40, jobs: ["stuck-job"] });
  });

  it("on stop with nothing running, answers at once", async () => {
    const { log } = capturingLog();
    runner = startJobs([{ name: "idle-job", every: 60_000, run: async () => {} }], log);
    let stopped = false;
    void runner.stop(10_000).then(() => (stopped = true));
    // no timer moves: only the promise's own turn
    await Promise.resolve();
    await Promise.resolve();
    expect(stopped).toBe(true);
  });

  it("refuses two jobs of one name, whose figures on /metrics would mix", () => {
    const { log } = capturingLog();
    const job: Job = { name: "twice", every: 1000, run: async () => {} };
    expect(() => startJobs([job, { ...job }], log)).toThrow("Two periodic jobs are named twice.");
  });
});
