// Statements of the hot paths, compiled to SQL text once instead of on every request. They are
// written with Drizzle's `sql` (columns and tables from the schema, values as `sql.placeholder`)
// and bound by placeholder name at each call. On PostgreSQL they run as named prepared
// statements, so the server also parses and plans them once per connection.
import { fillPlaceholders, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

export type PreparedSql = { name: string; text: string; params: unknown[] };

type Queryable = {
  query: (
    textOrConfig: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ) => Promise<{ rows: unknown[] }>;
};

const dialect = new PgDialect();

export function prepareSql(name: string, query: SQL): PreparedSql {
  const built = dialect.sqlToQuery(query);
  return { name, text: built.sql, params: built.params };
}

/** The driver behind Drizzle: a pg Pool (PostgreSQL) or a PGlite instance. */
function clientOf(db: Database): Queryable & { totalCount?: unknown } {
  const client = (db as unknown as { $client?: Queryable & { totalCount?: unknown } }).$client;
  if (!client || typeof client.query !== "function")
    throw new Error("The database handle exposes no driver client");
  return client;
}

export async function runPreparedSql<T>(
  db: Database,
  statement: PreparedSql,
  values: Record<string, unknown>,
): Promise<T[]> {
  const client = clientOf(db);
  const params = fillPlaceholders(statement.params, values);
  // pg.Pool counts its clients; PGlite has no named statements and takes (text, params).
  const result =
    typeof client.totalCount === "number"
      ? await client.query({ name: statement.name, text: statement.text, values: params })
      : await client.query(statement.text, params);
  return result.rows as T[];
}

/**
 * The same statement with its values bound, as a Drizzle query for a transaction's own connection
 * (runPreparedSql always takes the pool's next client, which would be outside the transaction).
 */
export function bindPreparedSql(statement: PreparedSql, values: Record<string, unknown>): SQL {
  const params = fillPlaceholders(statement.params, values);
  // The compiled text numbers its parameters $1, $2, …; each becomes a bound value again.
  const parts = statement.text.split(/\$(\d+)\b/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
  );
}
