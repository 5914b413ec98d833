// An export of any length in constant memory: the rows are read a page at a time, in the order of a
// unique key (keyset pagination: each page starts after the last row of the one before, so no row
// is skipped or repeated however many there are), and csv-stringify writes each page as one chunk
// of the response (a record at a time through its stream costs several times more). The next page
// is read only once the client has taken the previous one (the stream's backpressure). PGlite
// offers no server-side cursor through drizzle; keyset pages work on both databases.
import { stringify } from "csv-stringify/sync";

/** Rows read by one query of an export. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Every row of a query, page by page: `readPage` answers up to `pageSize` rows after `after` (the
 * last row of the previous page; undefined for the first) in the key's order.
 */
export async function* readInPages<Row>(
  readPage: (after: Row | undefined, pageSize: number) => Promise<Row[]>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const page = await readPage(after, pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page.at(-1);
  }
}

/**
 * The CSV (a byte order mark for spreadsheets, CRLF line ends) of `header` and then the records, a
 * page of records at a time, as a stream a Response can carry. The next page is read when the
 * client has taken the previous one; cancelling the stream (the client went away) stops the reading.
 */
export function streamCsv(header: string[], pages: AsyncIterable<string[][]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(stringify([header], { bom: true, record_delimiter: "windows" })));
          return;
        }
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(stringify(next.value, { record_delimiter: "windows" })));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    // nothing read ahead of the client: one page in memory at a time
    { highWaterMark: 0 },
  );
}

/** A whole CSV stream as text (the byte order mark kept), for a caller that wants it at once. */
export async function readCsvText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}
