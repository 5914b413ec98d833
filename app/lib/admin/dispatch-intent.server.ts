import { AppError } from "#server/errors.ts";
import type { RequestContext } from "#server/http-context.ts";
import { idSchema, reorderSchema, toggleSchema } from "#domain/validation/admin-catalogue.ts";
import { parseFields, readActionBody } from "./parse-form.server.ts";
import { requireAdmin } from "./require-admin.server.ts";

type Body = Record<string, unknown>;
type IntentHandler = (body: Body) => Promise<unknown>;

/**
 * Runs the handler the posted `intent` names; an intent the page does not have is a 400. Each admin
 * page's action lists only its own intents (docs/decisions/006: several forms on one page).
 */
export async function dispatchIntent<Handlers extends Record<string, IntentHandler>>(
  body: Body,
  handlers: Handlers,
): Promise<Awaited<ReturnType<Handlers[keyof Handlers]>>> {
  const intent = typeof body.intent === "string" ? body.intent : "";
  if (!Object.hasOwn(handlers, intent)) throw new AppError("BAD_REQUEST", "Unknown action.");
  return (await handlers[intent]!(body)) as Awaited<ReturnType<Handlers[keyof Handlers]>>;
}

/** As dispatchIntent, with the intent in the answer, for pages whose forms tell their answers apart by it. */
export async function dispatchTaggedIntent<Handlers extends Record<string, (body: Body) => Promise<object>>>(
  body: Body,
  handlers: Handlers,
) {
  const answer = await dispatchIntent(body, handlers);
  return { ...answer, intent: body.intent as keyof Handlers & string };
}

/** What an admin page's intents work with: the admin (the audit's actor), the posted body, the database. */
export type AdminAction = { actor: string; body: Body; db: RequestContext["db"] };

/**
 * An admin page's action: checks the admin first, then reads the posted body and runs the handler
 * its intent names.
 */
export async function answerAdminIntent<Handlers extends Record<string, IntentHandler>>(
  request: Request,
  context: RequestContext,
  handlersFor: (action: AdminAction) => Handlers,
) {
  const admin = await requireAdmin(request, context);
  const body = await readActionBody(request);
  return dispatchIntent(body, handlersFor({ actor: admin.userId, body, db: context.db }));
}

/** An intent on one row named by its `id` (update, delete, rename). */
export function handleRowId<Result>(run: (id: string) => Promise<Result>) {
  return (body: Body) => run(parseFields(idSchema, body).id);
}

/** The on/off switch in a list: `id` and `value` ("true"/"false"). */
export function handleToggle(setValue: (id: string, value: boolean) => Promise<unknown>) {
  return async (body: Body) => {
    const input = parseFields(toggleSchema, body);
    await setValue(input.id, input.value === "true");
    return { ok: true as const };
  };
}

/** A new order of a list's rows, first to last (drag and drop, keyboard moves). */
export function handleReorder(saveOrder: (ids: string[]) => Promise<unknown>) {
  return async (body: Body) => {
    const { ids } = parseFields(reorderSchema, body);
    await saveOrder(ids);
    return { ok: true as const };
  };
}
