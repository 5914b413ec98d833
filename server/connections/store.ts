// The connections the owner saved in the admin (docs/product/06-admin.md §6.21), read and written with their
// secrets sealed (sealing.ts). Only this module opens a sealed value; what it hands the admin pages is
// `details`, which never holds a secret in full, and only `details` reach the audit log.
import { eq } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { connectionSettings } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import { smtpEncryptionOf, type SmtpEncryption } from "#domain/connections.ts";
import { loadSealingKey, seal, unseal } from "./sealing.ts";

/** Stripe's keys as the owner pasted them. */
export type PaymentKeys = { secretKey: string; webhookSecret: string };

/** A mail server as the owner entered it. */
export type SmtpSettings = {
  host: string;
  port: number;
  user: string;
  password: string;
  /** STARTTLS (required), TLS from the first byte, or none for a relay on this machine. */
  encryption: SmtpEncryption;
  from: string;
};

export type ConnectionValues = { payments: PaymentKeys; email: SmtpSettings };
export type ConnectionName = keyof ConnectionValues;
export type ConnectionDetails = Record<string, string | number | boolean>;

export type StoredConnection<Name extends ConnectionName> = {
  values: ConnectionValues[Name];
  details: ConnectionDetails;
  /** Changes with every save: tells a cached provider or transport it is out of date. */
  version: string;
  updatedAt: Date;
};

/** "•••• 4242": the last four characters of a secret, the only part ever shown again. */
export function maskSecret(secret: string): string {
  return `•••• ${secret.slice(-4)}`;
}

/** The saved connection, opened, or null when none is saved. */
export async function readConnection<Name extends ConnectionName>(
  db: Executor,
  name: Name,
): Promise<StoredConnection<Name> | null> {
  const [row] = await db
    .select({
      sealed: connectionSettings.sealed,
      details: connectionSettings.details,
      updatedAt: connectionSettings.updated_at,
    })
    .from(connectionSettings)
    .where(eq(connectionSettings.name, name));
  if (!row) return null;
  const key = await loadSealingKey(db);
  const opened = JSON.parse(unseal(key, name, row.sealed)) as ConnectionValues[Name];
  // a mail server saved before the encryption choice had a "secure" box instead
  const values =
    name === "email"
      ? ({ ...opened, encryption: smtpEncryptionOf(opened as SmtpSettings) } as ConnectionValues[Name])
      : opened;
  return { values, details: row.details, version: row.sealed, updatedAt: row.updatedAt };
}

/** What may be shown of the saved connection (no secret in full), or null when none is saved. */
export async function readConnectionDetails(
  db: Executor,
  name: ConnectionName,
): Promise<{ details: ConnectionDetails; updatedAt: Date } | null> {
  const [row] = await db
    .select({ details: connectionSettings.details, updatedAt: connectionSettings.updated_at })
    .from(connectionSettings)
    .where(eq(connectionSettings.name, name));
  return row ?? null;
}

/** Saves (or replaces) a connection, its values sealed. */
export async function writeConnection<Name extends ConnectionName>(
  db: Executor,
  input: { name: Name; values: ConnectionValues[Name]; details: ConnectionDetails; actor: string | null },
): Promise<void> {
  const key = await loadSealingKey(db);
  const sealed = seal(key, input.name, JSON.stringify(input.values));
  await db
    .insert(connectionSettings)
    .values({ name: input.name, sealed, details: input.details, updated_by: input.actor })
    .onConflictDoUpdate({
      target: connectionSettings.name,
      set: { sealed, details: input.details, updated_by: input.actor, updated_at: new Date() },
    });
}

/** Removes a connection; true when one was saved. */
export async function deleteConnection(db: Executor, name: ConnectionName): Promise<boolean> {
  const removed = await db
    .delete(connectionSettings)
    .where(eq(connectionSettings.name, name))
    .returning({ name: connectionSettings.name });
  return removed.length > 0;
}

/**
 * The owner's save of a connection, inside the caller's transaction: the values sealed, and the audit
 * row with the details before (`before`, as read in that transaction) and after.
 */
export async function saveConnection<Name extends ConnectionName>(
  tx: Executor,
  input: {
    name: Name;
    values: ConnectionValues[Name];
    details: ConnectionDetails;
    actor: string;
    before: { details: ConnectionDetails } | null;
  },
): Promise<void> {
  const { name, details, actor, before } = input;
  await writeConnection(tx, input);
  await recordAudit(tx, {
    actorUserId: actor,
    action: before ? "update" : "create",
    entity: "connection_settings",
    entityId: name,
    before: before?.details ?? null,
    after: details,
  });
}

/** The owner's removal of a connection, with its audit row; false when none was saved. */
export function removeConnection(db: Executor, name: ConnectionName, actor: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await readConnectionDetails(tx, name);
    if (!before) return false;
    await deleteConnection(tx, name);
    await recordAudit(tx, {
      actorUserId: actor,
      action: "delete",
      entity: "connection_settings",
      entityId: name,
      before: before.details,
      after: null,
    });
    return true;
  });
}
