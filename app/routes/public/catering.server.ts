import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { formFields, readFormBody } from "#server/form-body.ts";
import {
  createQuoteRequest,
  listCateringMenu,
  readCateringRules,
  type CateringMenuView,
} from "#server/catering/service.ts";
import type { Database } from "#server/db/client.ts";
import { checkEventTiming, quoteRequestSchema, type CateringTimingRules } from "#domain/catering.ts";
import { fieldErrorsOf } from "#domain/validation/field-errors.ts";
import { runAction } from "#app/lib/action.server.ts";

export type { CateringMenuView };

export const QUOTE_BODY_LIMIT_BYTES = 16 * 1024;
export const QUOTE_DATABASE_ERROR = "Database error: your request could not be saved. Please try again.";

/** The menu, or `error` when it could not be read: the page shows Error Loading Menu with Try Again. */
export type CateringMenuResult = { ok: true; menu: CateringMenuView } | { ok: false };

export async function readCateringMenu(
  db: Database,
  log: RequestContext["log"],
): Promise<CateringMenuResult> {
  try {
    return { ok: true, menu: await listCateringMenu(db) };
  } catch (error) {
    log.error({ err: error }, "catering menu could not be read");
    return { ok: false };
  }
}

export async function readCateringTiming(db: Database): Promise<CateringTimingRules> {
  return readCateringRules(db);
}

/**
 * The quote request form's action: counted against the sender's limit first, checked with the
 * form's own schema and the event's earliest date, then stored with its two emails.
 */
export async function submitQuoteRequest(context: RequestContext, request: Request, now = new Date()) {
  let values: Record<string, string> = {};
  return runAction(
    async () => {
      await context.rateLimit("catering-request");
      values = formFields(
        await readFormBody(request, {
          maxBytes: QUOTE_BODY_LIMIT_BYTES,
          tooLargeMessage: "The request is too large to send.",
        }),
      );
      const parsed = quoteRequestSchema.safeParse(values);
      if (!parsed.success) {
        throw new AppError("VALIDATION", "Please check the form for errors.", {
          fields: fieldErrorsOf(parsed.error.issues),
        });
      }
      const timing = checkEventTiming(parsed.data, await readCateringRules(context.db), now);
      if (timing) throw new AppError("VALIDATION", timing, { fields: { eventDate: timing } });
      try {
        const stored = await createQuoteRequest(context.db, {
          request: parsed.data,
          publicUrl: context.config.publicUrl,
          log: context.log,
        });
        return { ok: true as const, id: stored.id };
      } catch (error) {
        // docs/product/04-catering.md §4.4: Submission Failed, "Database error: ...", without the database's
        // own words.
        context.log.error({ err: error }, "catering request could not be stored");
        throw new AppError("UNAVAILABLE", QUOTE_DATABASE_ERROR, { cause: error });
      }
    },
    () => ({ values }),
  );
}
