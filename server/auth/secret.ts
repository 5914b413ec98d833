import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.ts";
import { siteSecrets } from "#server/db/schema/index.ts";

const SECRET_NAME = "better_auth_secret";

/**
 * The key that signs session cookies: BETTER_AUTH_SECRET when set, otherwise one generated on the
 * first start and kept with the data, so `npm start` needs no set-up, restarts keep everyone signed
 * in, and several instances on one PostgreSQL share it (the first insert wins; the others read it).
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return keepSiteSecret(db, SECRET_NAME, () => randomBytes(32).toString("base64url"));
}

/**
 * The secret `name` kept in site_secrets, made with `generate` the first time. Instances that start
 * together agree: the first insert wins and every one reads the stored value back.
 */
export async function keepSiteSecret(db: Executor, name: string, generate: () => string): Promise<string> {
  await db.insert(siteSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: siteSecrets.value })
    .from(siteSecrets)
    .where(eq(siteSecrets.name, name));
  if (!row) throw new Error(`The secret ${name} could not be stored`);
  return row.value;
}
