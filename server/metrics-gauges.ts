// The figures /metrics reads from the database when it is asked (docs/product/12-operating-the-server.md
// §12.2).
import { sql } from "drizzle-orm";
import type { Database } from "./db/client.ts";
import { mailOutbox } from "./db/schema/index.ts";
import { metrics } from "./metrics.ts";

export type PoolStats = { total: number; idle: number; waiting: number };
type Source = { db: Database; poolStats?: () => PoolStats };

// the latest app's database (one per process; a test makes several in turn)
let source: Source | undefined;
let outbox: Promise<{ pending: number; oldestSeconds: number }> | undefined;

/** Both outbox figures from one query per scrape; a failed read leaves the last figures. */
function readOutbox(db: Database) {
  outbox ??= db
    .select({
      pending: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.created_at})), 0)::float8`,
    })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} = 'pending'`)
    .then(([row]) => ({ pending: Number(row?.pending ?? 0), oldestSeconds: Number(row?.oldestSeconds ?? 0) }))
    .finally(() => setTimeout(() => (outbox = undefined), 0));
  return outbox.catch(() => undefined);
}

const pendingMail = metrics.gauge({
  name: "mail_outbox_pending",
  help: "Emails waiting in the outbox to be sent.",
  async collect() {
    const read = source && (await readOutbox(source.db));
    if (read) this.set(read.pending);
  },
});
const oldestMail = metrics.gauge({
  name: "mail_outbox_oldest_pending_seconds",
  help: "Age of the oldest email waiting in the outbox (0 when none waits).",
  async collect() {
    const read = source && (await readOutbox(source.db));
    if (read) this.set(read.oldestSeconds);
  },
});
const pool = metrics.gauge({
  name: "db_pool_connections",
  help: "The PostgreSQL pool's connections: open in all, idle, and requests waiting for one.",
  labelNames: ["state"],
  collect() {
    const stats = source?.poolStats?.();
    if (!stats) return;
    this.set({ state: "total" }, stats.total);
    this.set({ state: "idle" }, stats.idle);
    this.set({ state: "waiting" }, stats.waiting);
  },
});
void [pendingMail, oldestMail, pool];

/** Points the database gauges at this app's database (the mail outbox, the pool on PostgreSQL). */
export function registerDatabaseGauges(deps: Source): void {
  source = deps;
}
