// The built-in payment provider: sessions live in payment_sandbox_sessions, the hosted page is the
// app's own /pay/sandbox/:id, and paying delivers a signed event to the real webhook endpoint.
import { randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { prepareSql, runPreparedSql } from "#server/db/prepared-sql.ts";
import {
  paymentSandboxRefunds,
  paymentSandboxSessions,
  type SandboxSessionLine,
} from "#server/db/schema/index.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { keepSiteSecret } from "#server/auth/secret.ts";
import { signSandboxPayload, verifySandboxSignature, SANDBOX_SIGNATURE_HEADER } from "./sandbox-signature.ts";
import {
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentSession,
  type PaymentSessionStatus,
  type CreateCheckoutSessionInput,
} from "./types.ts";

const SECRET_NAME = "sandbox_webhook_secret";

/** What the hosted page shows; `status` already counts a session past its expiry as expired. */
export type SandboxSessionView = {
  id: string;
  orderId: string;
  orderNumber: string | null;
  status: PaymentSessionStatus;
  paymentStatus: "paid" | "unpaid";
  lines: SandboxSessionLine[];
  subtotal: number;
  tax: number;
  tip: number;
  discount: number;
  total: number;
  successUrl: string;
  cancelUrl: string;
};

export type SandboxPaymentProvider = PaymentProvider & {
  name: "sandbox";
  readSession: (id: string) => Promise<SandboxSessionView | null>;
  /**
   * Closes every open session, so none can be paid with a test card any more (the site went live
   * with Stripe: docs/product/06-admin.md §6.21); answers how many it closed.
   */
  closeOpenSessions: () => Promise<number>;
  /** Marks an open, unexpired session paid; null when it was not open (already paid, expired, unknown). */
  completePayment: (id: string) => Promise<SandboxSessionView | null>;
  /** A signed event as the webhook endpoint receives it. */
  createSignedEvent: (
    type: string,
    sessionId: string,
  ) => Promise<{ body: string; headers: Record<string, string> }>;
};

export type SandboxOptions = {
  db: Database;
  publicUrl: string;
  /** SANDBOX_WEBHOOK_SECRET; when absent one is generated once and kept in site_secrets. */
  webhookSecret?: string;
};

const sessionColumns = {
  id: paymentSandboxSessions.id,
  order_id: paymentSandboxSessions.order_id,
  status: paymentSandboxSessions.status,
  payment_status: paymentSandboxSessions.payment_status,
  payment_intent_id: paymentSandboxSessions.payment_intent_id,
  amount_subtotal: paymentSandboxSessions.amount_subtotal,
  amount_tax: paymentSandboxSessions.amount_tax,
  amount_tip: paymentSandboxSessions.amount_tip,
  amount_discount: paymentSandboxSessions.amount_discount,
  amount_total: paymentSandboxSessions.amount_total,
  line_items: paymentSandboxSessions.line_items,
  metadata: paymentSandboxSessions.metadata,
  success_url: paymentSandboxSessions.success_url,
  cancel_url: paymentSandboxSessions.cancel_url,
  expires_at: paymentSandboxSessions.expires_at,
  // the database clock decides expiry, so every instance agrees
  is_past_expiry: sql<boolean>`${paymentSandboxSessions.expires_at} <= now()`,
};

type SessionRow = {
  id: string;
  order_id: string;
  status: string;
  payment_status: string;
  payment_intent_id: string | null;
  amount_subtotal: number;
  amount_tax: number;
  amount_tip: number;
  amount_discount: number;
  amount_total: number;
  line_items: SandboxSessionLine[];
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  is_past_expiry: boolean;
};

function effectiveStatus(row: SessionRow): PaymentSessionStatus {
  if (row.status === "complete") return "complete";
  if (row.status === "expired" || row.is_past_expiry) return "expired";
  return "open";
}

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.object({ id: z.string().min(1).max(255) }) }),
});

// Opening a session is on every checkout's path: one insert, compiled once, which the checkout also
// runs in the statement that stores the order (sessionWrite). The id may have been named earlier
// (newSessionId), so inserting it again is a no-op.
const SESSION_INSERT = sql`insert into ${paymentSandboxSessions}
    ("id", "order_id", "amount_subtotal", "amount_tax", "amount_tip", "amount_discount", "amount_total", "line_items", "customer_email",
     "metadata", "success_url", "cancel_url", "expires_at")
  values (${sql.placeholder("session_id")}, ${sql.placeholder("session_order_id")}::uuid,
    ${sql.placeholder("session_subtotal")}::int, ${sql.placeholder("session_tax")}::int, ${sql.placeholder("session_tip")}::int,
    ${sql.placeholder("session_discount")}::int, ${sql.placeholder("session_total")}::int,
    ${sql.placeholder("session_line_items")}::jsonb, ${sql.placeholder("session_customer_email")},
    ${sql.placeholder("session_metadata")}::jsonb, ${sql.placeholder("session_success_url")},
    ${sql.placeholder("session_cancel_url")}, ${sql.placeholder("session_expires_at")}::timestamptz)
  on conflict ("id") do nothing`;
const INSERT_SESSION = prepareSql("sandbox_insert_session_v6", SESSION_INSERT);

function sessionValues(input: CreateCheckoutSessionInput, id: string): Record<string, unknown> {
  return {
    session_id: id,
    session_order_id: input.order.id,
    session_subtotal: input.order.subtotal,
    session_tax: input.order.tax,
    session_tip: input.order.tip ?? 0,
    session_discount: input.order.discount ?? 0,
    session_total: input.order.total,
    session_line_items: JSON.stringify(input.lines),
    session_customer_email: input.customerEmail,
    session_metadata: JSON.stringify(input.metadata),
    session_success_url: input.successUrl.replaceAll(CHECKOUT_SESSION_ID_PLACEHOLDER, encodeURIComponent(id)),
    session_cancel_url: input.cancelUrl,
    session_expires_at: input.expiresAt.toISOString(),
  };
}

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(24).toString("base64url")}`;
}

export function createSandboxPaymentProvider(options: SandboxOptions): SandboxPaymentProvider {
  const { db, publicUrl } = options;
  let secret: Promise<string> | undefined;

  const loadSecret = (): Promise<string> => {
    if (options.webhookSecret) return Promise.resolve(options.webhookSecret);
    secret ??= keepSiteSecret(db, SECRET_NAME, () => randomBytes(32).toString("hex"));
    secret.catch(() => (secret = undefined));
    return secret;
  };

  const pageUrl = (id: string) => `${publicUrl}/pay/sandbox/${encodeURIComponent(id)}`;

  const selectSession = async (where: ReturnType<typeof eq>): Promise<SessionRow | null> => {
    const [row] = await db.select(sessionColumns).from(paymentSandboxSessions).where(where).limit(1);
    return row ?? null;
  };

  const toSession = (row: SessionRow): PaymentSession => {
    const status = effectiveStatus(row);
    return {
      id: row.id,
      status,
      paymentStatus: row.payment_status === "paid" ? "paid" : "unpaid",
      amountTotal: row.amount_total,
      paymentIntentId: row.payment_intent_id,
      metadata: row.metadata,
      url: status === "open" ? pageUrl(row.id) : null,
    };
  };

  const toView = (row: SessionRow): SandboxSessionView => ({
    id: row.id,
    orderId: row.order_id,
    orderNumber: row.metadata.order_number ?? null,
    status: effectiveStatus(row),
    paymentStatus: row.payment_status === "paid" ? "paid" : "unpaid",
    lines: row.line_items,
    subtotal: row.amount_subtotal,
    tax: row.amount_tax,
    tip: row.amount_tip,
    discount: row.amount_discount,
    total: row.amount_total,
    successUrl: row.success_url,
    cancelUrl: row.cancel_url,
  });

  return {
    name: "sandbox",

    newSessionId: () => randomId("cs_sandbox_"),

    async createCheckoutSession(input) {
      const id = input.sessionId ?? randomId("cs_sandbox_");
      await runPreparedSql(db, INSERT_SESSION, sessionValues(input, id));
      return { id, url: pageUrl(id) };
    },

    sessionWrite: {
      statement: SESSION_INSERT,
      values: (input) => sessionValues(input, input.sessionId),
      url: pageUrl,
    },

    async retrieveSession(id) {
      const row = await selectSession(eq(paymentSandboxSessions.id, id));
      return row ? toSession(row) : null;
    },

    async expireSession(id) {
      await db
        .update(paymentSandboxSessions)
        .set({ status: "expired" })
        .where(and(eq(paymentSandboxSessions.id, id), eq(paymentSandboxSessions.status, "open")));
      const row = await selectSession(eq(paymentSandboxSessions.id, id));
      return row ? toSession(row) : null;
    },

    // Like Stripe: each idempotency key refunds once (asking again answers the same refund), and
    // several refunds of one payment add up to at most what was paid.
    async refund({ paymentIntentId, amount, idempotencyKey }) {
      const findByKey = async () => {
        const [done] = await db
          .select({ id: paymentSandboxRefunds.id, amount: paymentSandboxRefunds.amount })
          .from(paymentSandboxRefunds)
          .where(eq(paymentSandboxRefunds.idempotency_key, idempotencyKey));
        return done ?? null;
      };
      const earlier = await findByKey();
      if (earlier) return earlier;
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .select({
              id: paymentSandboxSessions.id,
              payment_status: paymentSandboxSessions.payment_status,
              amount_total: paymentSandboxSessions.amount_total,
              amount_refunded: paymentSandboxSessions.amount_refunded,
            })
            .from(paymentSandboxSessions)
            .where(eq(paymentSandboxSessions.payment_intent_id, paymentIntentId))
            .for("update");
          if (!row || row.payment_status !== "paid")
            throw new PaymentProviderError("No such payment to refund");
          if (!Number.isInteger(amount) || amount <= 0 || row.amount_refunded + amount > row.amount_total) {
            throw new PaymentProviderError(
              `Refund amount out of range: ${amount} (refunded ${row.amount_refunded} of ${row.amount_total})`,
            );
          }
          const id = randomId("re_sandbox_");
          await tx
            .insert(paymentSandboxRefunds)
            .values({ id, session_id: row.id, idempotency_key: idempotencyKey, amount });
          await tx
            .update(paymentSandboxSessions)
            .set({ refund_id: id, amount_refunded: row.amount_refunded + amount })
            .where(eq(paymentSandboxSessions.id, row.id));
          return { id, amount };
        });
      } catch (error) {
        // the same key at the same moment: the other request made the refund
        if (!isUniqueViolation(error, "payment_sandbox_refunds_idempotency_key")) throw error;
        const winner = await findByKey();
        if (!winner) throw new PaymentProviderError("The refund could not be recorded");
        return winner;
      }
    },

    async parseWebhook(rawBody, headers): Promise<PaymentEvent> {
      verifySandboxSignature(headers.get(SANDBOX_SIGNATURE_HEADER), rawBody, await loadSecret());
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new WebhookSignatureError("The event is not JSON");
      }
      const event = eventSchema.safeParse(parsed);
      if (!event.success) throw new WebhookSignatureError("The event has no id, type or session");
      return {
        id: event.data.id,
        type: event.data.type,
        sessionId: event.data.type.startsWith("checkout.session.") ? event.data.data.object.id : null,
        payload: parsed,
      };
    },

    async closeOpenSessions() {
      const closed = await db
        .update(paymentSandboxSessions)
        .set({ status: "expired" })
        .where(eq(paymentSandboxSessions.status, "open"))
        .returning({ id: paymentSandboxSessions.id });
      return closed.length;
    },

    async readSession(id) {
      const row = await selectSession(eq(paymentSandboxSessions.id, id));
      return row ? toView(row) : null;
    },

    async completePayment(id) {
      const [row] = await db
        .update(paymentSandboxSessions)
        .set({
          status: "complete",
          payment_status: "paid",
          payment_intent_id: randomId("pi_sandbox_"),
          completed_at: sql`now()`,
        })
        .where(
          and(
            eq(paymentSandboxSessions.id, id),
            eq(paymentSandboxSessions.status, "open"),
            gt(paymentSandboxSessions.expires_at, sql`now()`),
          ),
        )
        .returning(sessionColumns);
      return row ? toView(row) : null;
    },

    async createSignedEvent(type, sessionId) {
      const body = JSON.stringify({
        id: randomId("evt_sandbox_"),
        object: "event",
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: sessionId, object: "checkout.session" } },
      });
      return {
        body,
        headers: {
          "Content-Type": "application/json",
          [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(body, await loadSecret()),
        },
      };
    },
  };
}
