// The expense categories' rename, colour and delete through the Expenses page's action.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { account, auditLog, user } from "#server/db/schema/index.ts";
import { formPost, makePageContext, sessionCookieFor, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { hashPassword } from "#server/auth/passwords.ts";
import {
  createExpense,
  createExpenseCategory,
  listExpenseCategories,
} from "#server/expenses/admin-service.ts";
import { runAction } from "#app/lib/action.server.ts";
import { changeExpenses } from "./expenses.server.ts";

const database = useTestDatabase();
const URL_BASE = "http://shop.test/admin/expenses";
let adminCookie = "";
let staffCookie = "";
let used = "";
let unused = "";

type Answer = {
  status: number;
  body: Record<string, unknown> & { error?: { message: string; fields?: Record<string, string> } };
};

async function answer(work: () => Promise<unknown>): Promise<Answer> {
  const result = await runAction(work).catch((thrown: unknown) => thrown);
  if (result instanceof Response) return { status: result.status, body: {} };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as { data: Answer["body"]; init: { status?: number } | null };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Answer["body"] };
}

const as = (cookie?: string) => makePageContext(database.db, cookie ? { headers: { Cookie: cookie } } : {});
const post = (fields: Record<string, string>, cookie?: string) =>
  answer(() => changeExpenses(formPost(URL_BASE, fields), as(cookie)));
const auditCount = async () => (await database.db.select({ id: auditLog.id }).from(auditLog)).length;

beforeAll(async () => {
  adminCookie = await signInFirstAdmin(database.db);
  const staffId = randomUUID();
  await database.db.insert(user).values({ id: staffId, name: "Staff", email: "staff@example.com" });
  await database.db.insert(account).values({
    id: randomUUID(),
    accountId: staffId,
    providerId: "credential",
    userId: staffId,
    password: await hashPassword("Staff-Password-1"),
  });
  staffCookie = await sessionCookieFor(database.db, "staff@example.com", "Staff-Password-1");
  const [owner] = await database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "owner@example.com"));
  used = (await createExpenseCategory(database.db, owner!.id, "Supplies")).id;
  unused = (await createExpenseCategory(database.db, owner!.id, "Marketing")).id;
  await createExpense(database.db, owner!.id, {
    expense_date: "2026-05-02",
    category_id: used,
    amount: 4210,
    vendor: "",
    description: "Napkins",
    payment_method: "cash",
    receipt_url: "",
    notes: "",
  });
});

describe("the expense categories' rename, colour and delete", () => {
  it("refuses a signed-out visitor and a user who is not an admin, changing nothing", async () => {
    const before = await auditCount();
    const attempts: Record<string, string>[] = [
      { intent: "rename-category", id: used, name: "Stuff", color: "#123456" },
      { intent: "delete-category", id: unused },
    ];
    for (const fields of attempts) {
      expect((await post(fields)).status).not.toBe(200);
      expect((await post(fields, staffCookie)).status).toBe(403);
    }
    expect(await auditCount()).toBe(before);
    expect((await listExpenseCategories(database.db)).map((row) => row.name)).toEqual([
      "Marketing",
      "Supplies",
    ]);
  });

  it("answers bad input on its field with 400, never a 500", async () => {
    const before = await auditCount();
    const cases: [Record<string, string>, string, string][] = [
      [
        { intent: "rename-category", id: used, name: "Supplies", color: "green" },
        "color",
        "Colour must be a colour like #F97316",
      ],
      [
        { intent: "rename-category", id: used, name: "Marketing" },
        "name",
        "A category with this name already exists",
      ],
      [{ intent: "delete-category", id: "not-an-id" }, "id", "Unknown category"],
    ];
    for (const [fields, field, message] of cases) {
      const result = await post(fields, adminCookie);
      expect(result.status, JSON.stringify(fields)).toBe(400);
      expect(result.body.error?.fields?.[field]).toBe(message);
    }
    expect(await auditCount()).toBe(before);
  });

  it("renames and recolours a category", async () => {
    const result = await post(
      { intent: "rename-category", id: used, name: "Paper goods", color: "#0EA5E9" },
      adminCookie,
    );
    expect(result).toMatchObject({
      status: 200,
      body: { ok: true, message: 'Category renamed to "Paper goods".' },
    });
    expect((await listExpenseCategories(database.db)).find((row) => row.id === used)).toMatchObject({
      name: "Paper goods",
      color: "#0EA5E9",
    });
  });

  it("refuses to delete a used category with how many expenses use it, and deletes an unused one", async () => {
    const refused = await post({ intent: "delete-category", id: used }, adminCookie);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      '"Paper goods" cannot be deleted: 1 expense uses it. Switch it off instead, or move those expenses first.',
    );
    const deleted = await post({ intent: "delete-category", id: unused }, adminCookie);
    expect(deleted).toMatchObject({ status: 200, body: { ok: true, message: "Category deleted." } });
    expect((await listExpenseCategories(database.db)).map((row) => row.name)).toEqual(["Paper goods"]);
    expect((await post({ intent: "delete-category", id: unused }, adminCookie)).status).toBe(404);
  });
});
