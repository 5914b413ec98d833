import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#server/test/test-database.ts";
import { streamOrdersCsv } from "./admin-service.ts";

const database = useTestDatabase();
const ZONE = "America/New_York";
// Every row of a long export, however many. On PostgreSQL the full 150,000; the embedded database
// is slower to fill and to page through, so it checks a smaller year of orders the same way.
const ORDER_COUNT = process.env.TEST_DATABASE_URL || process.env.H7_FULL ? 150_000 : 20_000;
const MB = 1024 * 1024;

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

describe("the orders export of a busy year", () => {
  it("sends every paid order, each once, while the server's memory stays flat", async () => {
    const db = database.db;
    // Three orders share each minute, and the microseconds vary: pages must break ties by id
    // and keep the exact time, or rows would be skipped or repeated at page edges.
    await db.execute(sql`
        insert into orders (order_number, customer_name, customer_email, subtotal, tax, total,
          payment_provider, access_token, payment_status, status, created_at, paid_at)
        select g::text, 'Guest ' || g, 'guest' || g || '@example.com', 2000, 150, 2150, 'sandbox',
          'token-' || g, 'paid', 'confirmed',
          timestamptz '2026-01-01 12:00:00-05' + (g / 3) * interval '1 minute' + (g % 7) * interval '1 microsecond',
          timestamptz '2026-01-01 12:00:00-05' + (g / 3) * interval '1 minute'
        from generate_series(1, ${ORDER_COUNT}::int) as g`);
    // unpaid orders in the same days are left out
    await db.execute(sql`
        insert into orders (order_number, customer_name, customer_email, subtotal, total,
          payment_provider, access_token, created_at)
        select 'unpaid-' || g, 'Nobody', 'n@example.com', 100, 100, 'sandbox', 'unpaid-' || g,
          timestamptz '2026-01-01 12:00:00-05' + g * interval '1 minute'
        from generate_series(1, 50) as g`);
    await db.execute(sql`
        insert into order_items (order_id, title, quantity, price, item_type)
        select id, 'Jerk Chicken', 2, 1000, 'catering' from orders where payment_status = 'paid'`);

    const seen = new Uint8Array(ORDER_COUNT + 1);
    let rows = 0;
    let repeated = 0;
    let header = "";
    let wrongItems = 0;
    const readLine = (line: string) => {
      if (!header) {
        header = line;
        return;
      }
      const fields = line.split(",");
      const number = Number(fields[0]);
      rows += 1;
      if (seen[number]) repeated += 1;
      seen[number] = 1;
      if (fields[12] !== "2 x Jerk Chicken") wrongItems += 1;
    };

    // What the export keeps, not the garbage it leaves for the collector: the heap is read after a
    // collection, every few pages; the process's resident memory at every chunk.
    collectGarbage();
    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    let peakRss = before.rss;
    let chunks = 0;
    const started = performance.now();
    const decoder = new TextDecoder();
    let carry = "";
    const stream = streamOrdersCsv(db, { from: "2026-01-01", to: "2026-12-31" }, ZONE);
    for await (const chunk of stream) {
      const lines = (carry + decoder.decode(chunk, { stream: true })).split("\r\n");
      carry = lines.pop() ?? "";
      for (const line of lines) readLine(line);
      chunks += 1;
      if (chunks % 20 === 0) {
        collectGarbage();
        peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      }
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
    if (carry) readLine(carry);
    const heapGrowth = (peakHeap - before.heapUsed) / MB;
    const rssGrowth = (peakRss - before.rss) / MB;
    console.info(
      `${ORDER_COUNT} orders exported in ${Math.round(performance.now() - started)} ms; ` +
        `heap +${heapGrowth.toFixed(1)} MB, rss +${rssGrowth.toFixed(1)} MB`,
    );

    expect(
      header
        .replace(/^\uFEFF/, "")
        .split(",")
        .slice(0, 3),
    ).toEqual(["Order number", "Placed", "Paid"]);
    expect(rows).toBe(ORDER_COUNT);
    expect(repeated).toBe(0);
    expect(seen.subarray(1).every((flag) => flag === 1)).toBe(true);
    expect(wrongItems).toBe(0);
    // One page of rows at a time, never the whole year.
    expect(heapGrowth).toBeLessThan(50);
    // The resident size also holds the collector's spare room and the driver's buffers: a looser bound.
    expect(rssGrowth).toBeLessThan(100);
  }, 180_000);
});
