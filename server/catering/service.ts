// The catering menu as visitors see it, the catering rules (business time zone, minimum notice)
// and quote requests: the request and its two emails are stored together, and a failing email
// never fails the request.
import { and, asc, eq, sql } from "drizzle-orm";
import {
  CATERING_MIN_NOTICE_SETTING,
  parseMinNoticeHours,
  type CateringCategoryView,
  type CateringItemView,
  type CateringMenuView,
  type CateringTier,
  type CateringTimingRules,
  type QuoteRequestInput,
} from "#domain/catering.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { mailboxKeySql } from "#server/db/mailbox-key.ts";
import {
  cateringCategories,
  cateringMenuItems,
  cateringRequests,
  mailOutbox,
  type PriceTier,
} from "#server/db/schema/index.ts";
import { queueEmail, readAdminAddress } from "#server/notifications/outbox.ts";
import type { Logger } from "#server/logger.ts";
import { redactAddress } from "#server/adapters/mail/outbox-mailer.ts";
import { getSetting, listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { buildQuoteAcknowledgementEmail, buildQuoteNotificationEmail } from "./quote-emails.ts";

export type { CateringMenuView };

const DEFAULT_BUSINESS_NAME = "Island Spice Kitchen";

/** Stored tiers as a list, whatever older rows hold (JSON text, odd fields): bad tiers are dropped. */
export function readPriceTiers(value: unknown): CateringTier[] {
  let list: unknown = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const tiers: CateringTier[] = [];
  for (const entry of list as Partial<PriceTier & { size: string }>[]) {
    if (typeof entry !== "object" || entry === null) continue;
    const name =
      typeof entry.name === "string" ? entry.name : typeof entry.size === "string" ? entry.size : "";
    const price = entry.price;
    if (!name.trim() || typeof price !== "number" || !Number.isInteger(price) || price <= 0) continue;
    const serves = typeof entry.serves === "number" ? String(entry.serves) : (entry.serves ?? "");
    tiers.push({ name: name.trim(), price, serves: typeof serves === "string" ? serves : "" });
  }
  return tiers;
}

/**
 * Active catering items grouped by active category in display order. An item whose category row is
 * gone is grouped under its category's name; an item of an inactive category is not shown.
 */
export async function listCateringMenu(db: Executor): Promise<CateringMenuView> {
  const [categories, items] = await Promise.all([
    db
      .select({
        id: cateringCategories.id,
        name: cateringCategories.name,
        is_active: cateringCategories.is_active,
      })
      .from(cateringCategories)
      .orderBy(asc(cateringCategories.display_order), asc(cateringCategories.name)),
    db
      .select({
        id: cateringMenuItems.id,
        title: cateringMenuItems.title,
        description: cateringMenuItems.description,
        category: cateringMenuItems.category,
        category_id: cateringMenuItems.category_id,
        image_url: cateringMenuItems.image_url,
        price_tiers: cateringMenuItems.price_tiers,
      })
      .from(cateringMenuItems)
      .where(eq(cateringMenuItems.is_active, true))
      .orderBy(
        asc(cateringMenuItems.category),
        asc(cateringMenuItems.display_order),
        asc(cateringMenuItems.title),
      ),
  ]);
  const groups = new Map<string, CateringCategoryView>();
  const inactive = new Set<string>();
  for (const category of categories) {
    if (category.is_active) groups.set(category.id, { id: category.id, name: category.name, items: [] });
    else inactive.add(category.id);
  }
  const byName = new Map([...groups.values()].map((group) => [group.name, group]));
  const loose = new Map<string, CateringCategoryView>();
  for (const item of items) {
    const tiers = readPriceTiers(item.price_tiers);
    if (tiers.length === 0) continue;
    if (item.category_id && inactive.has(item.category_id)) continue;
    const view: CateringItemView = {
      id: item.id,
      title: item.title,
      description: item.description,
      category: item.category,
      imageUrl: item.image_url,
      tiers,
    };
    const group = (item.category_id ? groups.get(item.category_id) : undefined) ??
      byName.get(item.category) ??
      loose.get(item.category) ?? {
        id: `name:${item.category}`,
        name: item.category || "Catering",
        items: [],
      };
    if (!groups.has(group.id)) loose.set(item.category, group);
    group.items.push({ ...view, category: group.name });
  }
  return {
    categories: [...groups.values(), ...loose.values()].filter((group) => group.items.length > 0),
  };
}

/** The business time zone and the owner's minimum notice for catering events. */
export async function readCateringRules(db: Executor): Promise<CateringTimingRules> {
  const [settings, notice] = await Promise.all([
    listPublicSettings(db),
    getSetting(db, CATERING_MIN_NOTICE_SETTING),
  ]);
  return { timeZone: readBusinessRules(settings).timeZone, minNoticeHours: parseMinNoticeHours(notice) };
}

export function quoteEmailDedupeKey(requestId: string, kind: QuoteEmailKind): string {
  return `catering-request:${requestId}:${kind}`;
}

export type QuoteEmailKind = "catering-request-notification" | "catering-request-acknowledgement";

/** Acknowledgements one mailbox gets at most in 24 hours, however many requests name it. */
export const QUOTE_ACKNOWLEDGEMENTS_PER_DAY = 3;

/**
 * Whether the address may get one more acknowledgement: fewer than QUOTE_ACKNOWLEDGEMENTS_PER_DAY in the
 * last 24 hours, counted in the mail outbox (where every acknowledgement is written), so every instance
 * counts the same; the mailbox's lock, held to the end of the transaction, makes two requests at once
 * count one after the other.
 */
async function mayAcknowledge(tx: Executor, address: string): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('catering-acknowledgement'), hashtext(${mailboxKeySql(address)}))`,
  );
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, "catering-request-acknowledgement"),
        sql`${mailOutbox.created_at} > now() - interval '24 hours'`,
        sql`${mailboxKeySql(mailOutbox.to_address)} = ${mailboxKeySql(address)}`,
      ),
    );
  return (row?.count ?? 0) < QUOTE_ACKNOWLEDGEMENTS_PER_DAY;
}

/**
 * Writes the request's emails to the outbox, each at most once: the kitchen's notification with every
 * field, and the acknowledgement to the address the visitor typed, which carries none of the visitor's
 * words and goes to one mailbox at most QUOTE_ACKNOWLEDGEMENTS_PER_DAY times a day (the form is no
 * relay for a stranger's text, nor a way to flood an inbox in the business's name).
 */
async function queueQuoteEmails(
  tx: Executor,
  input: { requestId: string; request: QuoteRequestInput; publicUrl: string; log: Logger },
): Promise<void> {
  const settings = await listPublicSettings(tx);
  const context = {
    businessName: settings.site_name?.trim() || settings.business_name?.trim() || DEFAULT_BUSINESS_NAME,
    timeZone: readBusinessRules(settings).timeZone,
    publicUrl: input.publicUrl,
    requestId: input.requestId,
    request: input.request,
  };
  const adminAddress = await readAdminAddress(tx);
  const acknowledge = await mayAcknowledge(tx, input.request.email);
  if (!acknowledge) {
    input.log.info(
      { requestId: input.requestId, to: redactAddress(input.request.email) },
      "catering acknowledgement not sent: this address had its share today",
    );
  }
  const rows = [
    ...(adminAddress
      ? [
          {
            kind: "catering-request-notification" as const,
            to: adminAddress,
            content: buildQuoteNotificationEmail(context),
          },
        ]
      : []),
    ...(acknowledge
      ? [
          {
            kind: "catering-request-acknowledgement" as const,
            to: input.request.email,
            content: buildQuoteAcknowledgementEmail(context),
          },
        ]
      : []),
  ];
  for (const row of rows) {
    await queueEmail(tx, {
      dedupeKey: quoteEmailDedupeKey(input.requestId, row.kind),
      kind: row.kind,
      to: row.to,
      ...row.content,
    });
  }
}

/** The catering_requests row as the form or the checkout gives it, status pending. */
export function quoteRequestValues(request: QuoteRequestInput) {
  return {
    customer_name: request.customerName,
    email: request.email,
    phone: request.phone,
    event_date: request.eventDate,
    event_time: request.eventTime,
    guest_count: request.guestCount,
    event_type: request.eventType,
    delivery_option: request.deliveryOption,
    special_requests: request.specialRequests ? request.specialRequests : null,
    status: "pending",
  };
}

/**
 * Stores a quote request (status pending) and, in the same transaction, its notification to the
 * kitchen and acknowledgement to the customer. The emails are written under a savepoint: if that
 * fails, the request is still stored (docs/product/04-catering.md §4.4) and the failure is logged.
 */
export async function createQuoteRequest(
  db: Database,
  input: { request: QuoteRequestInput; publicUrl: string; log: Logger },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cateringRequests)
      .values(quoteRequestValues(input.request))
      .returning({ id: cateringRequests.id });
    if (!row) throw new Error("Inserting the catering request returned no row");
    try {
      await tx.transaction((emails) =>
        queueQuoteEmails(emails, {
          requestId: row.id,
          request: input.request,
          publicUrl: input.publicUrl,
          log: input.log,
        }),
      );
    } catch (error) {
      input.log.error({ err: error, requestId: row.id }, "catering request emails could not be queued");
    }
    return { id: row.id };
  });
}
