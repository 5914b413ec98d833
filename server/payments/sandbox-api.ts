// The sandbox's hosted checkout: GET shows the page, POST takes a test card. Paying marks the
// session paid and delivers a signed checkout.session.completed event to the webhook endpoint,
// so the order is fulfilled by the same code path as with Stripe.
import type { Context, Hono } from "hono";
import type { SandboxPaymentProvider, SandboxSessionView } from "#server/adapters/payments/sandbox.ts";
import { PAYMENT_EVENT_TYPES } from "#server/adapters/payments/types.ts";
import type { Config } from "#server/config.ts";
import { hasControlCharacters } from "#domain/validation/text.ts";
import type { Database } from "#server/db/client.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { rateLimit } from "#server/rate-limit/middleware.ts";
import { limitBody } from "#server/request-body.ts";
import { listPublicSettings } from "#server/settings/service.ts";
import {
  DECLINED_MESSAGE,
  INVALID_CARD_MESSAGE,
  INVALID_EXPIRY_MESSAGE,
  renderSandboxCheckoutPage,
  renderSandboxNoticePage,
} from "./sandbox-page.ts";

/** Sends a signed event to POST /api/payments/webhook (over loopback HTTP when the address is known). */
export type DeliverWebhook = (body: string, headers: Record<string, string>) => Promise<Response>;

export type SandboxRoutesDeps = {
  db: Database;
  config: Config;
  payments: SandboxPaymentProvider;
  deliverWebhook: DeliverWebhook;
  /** False once the site takes real payments (Stripe's keys saved): no test card pays any more. */
  takesTestPayments: () => boolean;
};

const PAYING_CARD = "4242424242424242";
const DECLINED_CARD = "4000000000000002";
const MAX_SESSION_ID_LENGTH = 200;

/** A card expiry MM/YY (or MM/YYYY) whose month has not ended yet, as a card network checks it. */
export function isValidCardExpiry(value: string, now = new Date()): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  // valid through the last day of its month; up to 20 years ahead
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth > now.getTime() && year <= now.getUTCFullYear() + 20;
}

async function readBusinessName(db: Database): Promise<string> {
  const settings = await listPublicSettings(db);
  return settings.site_name?.trim() || settings.business_name?.trim() || "Island Spice Kitchen";
}

type PageContext = Context<HonoEnv>;

function sendHtml(c: PageContext, html: string, status: 200 | 400 | 402 | 404 | 410) {
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  return c.html(html, status);
}

function noticeForClosedSession(c: PageContext, businessName: string, session: SandboxSessionView | null) {
  if (!session) {
    return sendHtml(
      c,
      renderSandboxNoticePage({
        businessName,
        heading: "Payment not found",
        message: "This payment link is not valid.",
      }),
      404,
    );
  }
  if (session.status === "complete") {
    return sendHtml(
      c,
      renderSandboxNoticePage({
        businessName,
        heading: "Payment complete",
        message: "This order has already been paid.",
        link: { href: session.successUrl, label: "View your order" },
      }),
      200,
    );
  }
  return sendHtml(
    c,
    renderSandboxNoticePage({
      businessName,
      heading: "Checkout expired",
      message: "This checkout session has expired. Please return to your cart and check out again.",
      link: { href: session.cancelUrl, label: "Back to cart" },
    }),
    410,
  );
}

export function registerSandboxPaymentRoutes(app: Hono<HonoEnv>, deps: SandboxRoutesDeps): void {
  const { db, config, payments, deliverWebhook, takesTestPayments } = deps;

  // an id no session can have is unknown without asking the database (a NUL would make it fail)
  const readSession = async (id: string) =>
    id.length > MAX_SESSION_ID_LENGTH || hasControlCharacters(id) ? null : payments.readSession(id);

  /** The session as it stands; one still open after the site went live is closed first (§6.21). */
  const readPayableSession = async (id: string) => {
    const session = await readSession(id);
    if (session?.status !== "open" || takesTestPayments()) return session;
    await payments.expireSession(id);
    return readSession(id);
  };

  app.get("/pay/sandbox/:sessionId", async (c) => {
    const [businessName, session] = await Promise.all([
      readBusinessName(db),
      readPayableSession(c.req.param("sessionId")),
    ]);
    if (session?.status !== "open") return noticeForClosedSession(c, businessName, session);
    return sendHtml(c, renderSandboxCheckoutPage({ businessName, session }), 200);
  });

  app.post(
    "/pay/sandbox/:sessionId",
    limitBody({ maxBytes: 8 * 1024, tooLargeMessage: "The form is too large." }),
    rateLimit({ db, name: "sandbox-pay", limit: 30, windowMs: 60_000, trustProxy: config.TRUST_PROXY }),
    async (c) => {
      const businessName = await readBusinessName(db);
      const sessionId = c.req.param("sessionId");
      const session = await readPayableSession(sessionId);
      if (session?.status !== "open") return noticeForClosedSession(c, businessName, session);

      const form = await c.req.parseBody();
      const cardNumber = typeof form.card_number === "string" ? form.card_number.slice(0, 40) : "";
      const expiry = typeof form.expiry === "string" ? form.expiry.slice(0, 10) : "";
      const digits = cardNumber.replace(/[\s-]/g, "");
      if (digits !== PAYING_CARD) {
        const isDeclined = digits === DECLINED_CARD;
        const error = isDeclined ? DECLINED_MESSAGE : INVALID_CARD_MESSAGE;
        return sendHtml(
          c,
          renderSandboxCheckoutPage({ businessName, session, error, cardNumber, expiry }),
          isDeclined ? 402 : 400,
        );
      }

      if (!isValidCardExpiry(expiry)) {
        return sendHtml(
          c,
          renderSandboxCheckoutPage({
            businessName,
            session,
            error: INVALID_EXPIRY_MESSAGE,
            cardNumber,
            expiry,
          }),
          400,
        );
      }

      const paid = await payments.completePayment(sessionId);
      if (!paid) return noticeForClosedSession(c, businessName, await readSession(sessionId));

      const log = c.get("log");
      try {
        const event = await payments.createSignedEvent(PAYMENT_EVENT_TYPES.completed, sessionId);
        const response = await deliverWebhook(event.body, event.headers);
        if (!response.ok)
          log.warn({ sessionId, status: response.status }, "sandbox webhook was not accepted");
      } catch (error) {
        // The confirmation page asks the provider too, so the order still becomes paid.
        log.warn({ err: error, sessionId }, "sandbox webhook could not be delivered");
      }
      return c.redirect(paid.successUrl, 303);
    },
  );
}
