import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { siteSecrets } from "#server/db/schema/index.ts";

const SECRET_NAME = "better_auth_secret";

/**
 * The key that signs session cookies: BETTER_AUTH_SECRET when set, otherwise one generated on the
 * first start and kept with the data, so `npm start` needs no set-up, restarts keep everyone signed
 * in, and several instances on one PostgreSQL share it (the first insert wins; the others read it).
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(siteSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: siteSecrets.value })
    .from(siteSecrets)
    .where(eq(siteSecrets.name, SECRET_NAME));
  if (!row) throw new Error("The session signing secret could not be stored");
  return row.value;
}
