// Every admin write leaves a row here, written by the service inside the same transaction as the
// change: who, when, which table and row, and the row before and after. If the change rolls back,
// so does its record.
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "#server/db/client.ts";
import { isUuid } from "#domain/validation/id.ts";
import {
  alerts,
  auditLog,
  benefits,
  cateringCategories,
  cateringMenuItems,
  cateringRequests,
  expenseCategories,
  heroSlides,
  inquiries,
  menuItemCategory,
  menuItems,
  modifierGroups,
  modifiers,
  orders,
  siteSections,
  testimonials,
  user,
} from "#server/db/schema/index.ts";
import { toPageRequest, type Paged } from "#domain/paging.ts";
import { activitySentence, pickName } from "#domain/activity-sentence.ts";
import { displayOrderNumber } from "#domain/format.ts";

export type AuditAction = "create" | "update" | "delete" | "sign-in" | "sign-out";

export type AuditRecord = {
  actorUserId: string | null;
  action: AuditAction | (string & {});
  /** The table that changed (`admin_users`, `menu_items`, …). */
  entity: string;
  entityId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /**
   * The thing's name as the owner knows it (a dish's title, "#A1B2" for an order), kept so the activity
   * log can name it after it is renamed or deleted; read from `after` or `before` when not given.
   */
  name?: string | null;
};

export async function recordAudit(db: Executor, record: AuditRecord): Promise<void> {
  const name = record.name ?? pickName(record.after, record.entity) ?? pickName(record.before, record.entity);
  await db.insert(auditLog).values({
    actor_user_id: record.actorUserId,
    action: record.action,
    entity: record.entity,
    entity_id: record.entityId,
    details: {
      before: record.before ?? null,
      after: record.after ?? null,
      ...(name ? { name } : {}),
    },
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
  /** The thing's name: kept with the change, or the thing's name today; null when neither is known. */
  name: string | null;
  /** The change in one plain sentence (docs/product/06-admin.md §6.18). */
  sentence: string;
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
    entries: await nameEntries(
      db,
      rows.map((row) => {
        const details = (row.details ?? {}) as { before?: unknown; after?: unknown; name?: unknown };
        return {
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          actorUserId: row.actorUserId,
          actorName: row.actorName ?? row.actorEmail,
          actorEmail: row.actorEmail,
          action: row.action,
          entity: row.entity,
          entityId: row.entityId,
          before: details.before ?? null,
          after: details.after ?? null,
          name: typeof details.name === "string" ? details.name : null,
          sentence: "",
        };
      }),
    ),
  };
}

type NameSource = { table: PgTable & { id: AnyPgColumn }; name: AnyPgColumn };

/** Where the name of a thing lives today, for entries written before names were kept with the change. */
const NAME_SOURCES: Record<string, NameSource> = {
  menu_items: { table: menuItems, name: menuItems.title },
  menu_item_category: { table: menuItemCategory, name: menuItemCategory.name },
  modifier_groups: { table: modifierGroups, name: modifierGroups.name },
  modifiers: { table: modifiers, name: modifiers.name },
  catering_menu_items: { table: cateringMenuItems, name: cateringMenuItems.title },
  catering_categories: { table: cateringCategories, name: cateringCategories.name },
  catering_requests: { table: cateringRequests, name: cateringRequests.customer_name },
  hero_slides: { table: heroSlides, name: heroSlides.heading_text },
  benefits: { table: benefits, name: benefits.title },
  testimonials: { table: testimonials, name: testimonials.name },
  alerts: { table: alerts, name: alerts.title },
  site_sections: { table: siteSections, name: siteSections.title },
  expense_categories: { table: expenseCategories, name: expenseCategories.name },
  inquiries: { table: inquiries, name: inquiries.customer_name },
  orders: { table: orders, name: orders.order_number },
  admin_users: { table: user, name: user.name },
  account: { table: user, name: user.name },
};

/** Messages are named after what they answer: the order, the inquiry or the catering request. */
const PARENTS: Record<string, { entity: string; field: string }> = {
  order_events: { entity: "orders", field: "order_id" },
  inquiry_messages: { entity: "inquiries", field: "inquiry_id" },
  catering_request_messages: { entity: "catering_requests", field: "catering_request_id" },
};

/** Where an entry's name is looked up today: its own row, or the row it answers. */
function lookupKey(entry: AuditEntry): { entity: string; id: string } | null {
  const parent = PARENTS[entry.entity];
  if (parent) {
    const after = entry.after as Record<string, unknown> | null;
    const id = after?.[parent.field];
    return typeof id === "string" ? { entity: parent.entity, id } : null;
  }
  if (entry.name || !entry.entityId || !NAME_SOURCES[entry.entity]) return null;
  return { entity: entry.entity, id: entry.entityId };
}

/** Fills in each entry's name (what is kept, else the thing's name today) and its sentence. */
async function nameEntries(db: Executor, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const wanted = new Map<string, Set<string>>();
  for (const entry of entries) {
    const key = lookupKey(entry);
    // Users' ids are text; every other table's are UUIDs, and a malformed one must not fail the query.
    if (!key || (NAME_SOURCES[key.entity]!.table !== user && !isUuid(key.id))) continue;
    wanted.set(key.entity, (wanted.get(key.entity) ?? new Set()).add(key.id));
  }
  const found = new Map<string, string>();
  for (const [entity, ids] of wanted) {
    const source = NAME_SOURCES[entity]!;
    const rows = await db
      .select({ id: sql<string>`${source.table.id}::text`, name: source.name })
      .from(source.table)
      .where(inArray(source.table.id, [...ids]));
    for (const row of rows) {
      const name = typeof row.name === "string" && row.name.trim() ? row.name.trim() : null;
      const shown = entity === "orders" ? `#${displayOrderNumber({ id: row.id, order_number: name })}` : name;
      if (shown) found.set(`${entity}:${row.id}`, shown);
    }
  }
  return entries.map((entry) => {
    const key = lookupKey(entry);
    const today = key ? found.get(`${key.entity}:${key.id}`) : undefined;
    // A message's kept name is its subject; it is named after what it answers instead.
    const named = { ...entry, name: (PARENTS[entry.entity] ? today : (today ?? entry.name)) ?? null };
    return { ...named, sentence: activitySentence(named) };
  });
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
