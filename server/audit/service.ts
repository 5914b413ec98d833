// Every admin write leaves a row here, written by the service inside the same transaction as the
// change: who, when, which table and row, and the row before and after. If the change rolls back,
// so does its record.
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { auditLog, user } from "#server/db/schema/index.ts";
import { toPageRequest, type Paged } from "#domain/paging.ts";

export type AuditAction = "create" | "update" | "delete" | "sign-in" | "sign-out";

export type AuditRecord = {
  actorUserId: string | null;
  action: AuditAction | (string & {});
  /** The table that changed (`admin_users`, `menu_items`, …). */
  entity: string;
  entityId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

export async function recordAudit(db: Executor, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actor_user_id: record.actorUserId,
    action: record.action,
    entity: record.entity,
    entity_id: record.entityId,
    details: { before: record.before ?? null, after: record.after ?? null },
  });
}

export type AuditFilters = {
  entity?: string;
  action?: string;
  actorUserId?: string;
  /** Inclusive start and exclusive end, as instants. */
  from?: Date;
  to?: Date;
  page?: number;
  pageSize?: number;
};

export type AuditEntry = {
  id: number;
  createdAt: string;
  actorUserId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
};

export const AUDIT_PAGE_SIZE = 50;

/** The log newest first, filtered, one page at a time, with the total count for the pager. */
export async function listAuditEntries(db: Executor, filters: AuditFilters = {}): Promise<Paged<AuditEntry>> {
  const { page, pageSize, offset } = toPageRequest(filters.page, filters.pageSize ?? AUDIT_PAGE_SIZE);
  const conditions: SQL[] = [];
  if (filters.entity) conditions.push(eq(auditLog.entity, filters.entity));
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.actorUserId) conditions.push(eq(auditLog.actor_user_id, filters.actorUserId));
  if (filters.from) conditions.push(gte(auditLog.created_at, filters.from));
  if (filters.to) conditions.push(lt(auditLog.created_at, filters.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.created_at,
      actorUserId: auditLog.actor_user_id,
      actorName: user.name,
      actorEmail: user.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entity_id,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actor_user_id))
    .where(where)
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(pageSize)
    .offset(offset);
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where);

  return {
    page,
    pageSize,
    total: totals?.total ?? 0,
    entries: rows.map((row) => {
      const details = (row.details ?? {}) as { before?: unknown; after?: unknown };
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        actorUserId: row.actorUserId,
        actorName: row.actorName,
        actorEmail: row.actorEmail,
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        before: details.before ?? null,
        after: details.after ?? null,
      };
    }),
  };
}

/** The tables and actions the log holds, for the Activity view's filter choices. */
export async function listAuditFacets(db: Executor): Promise<{ entities: string[]; actions: string[] }> {
  const entities = await db
    .selectDistinct({ value: auditLog.entity })
    .from(auditLog)
    .orderBy(auditLog.entity);
  const actions = await db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return { entities: entities.map((row) => row.value), actions: actions.map((row) => row.value) };
}
