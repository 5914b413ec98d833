import { describe, expect, it } from "vitest";
import { auditLog, expenses } from "#server/db/schema/index.ts";
import { formPost, makePageContext, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { runAction } from "#app/lib/action.server.ts";
import { changeExpenses, loadExpenses } from "./expenses.server.ts";

const database = useTestDatabase();
const URL_BASE = "http://shop.test/admin/expenses";

const adminCookie = () => signInFirstAdmin(database.db);

function jsonPost(body: unknown): Request {
  return new Request(URL_BASE, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });
}

type Failure = {
  data: { error: { code: string; message: string; fields?: Record<string, string> } };
  init: { status: number };
};

async function counts() {
  const [rows, audit] = await Promise.all([
    database.db.select({ id: expenses.id }).from(expenses),
    database.db.select({ id: auditLog.id }).from(auditLog),
  ]);
  return { expenses: rows.length, audit: audit.length };
}

const ITEM = {
  expense_date: "2026-05-02",
  category_id: "",
  amount: "42.10",
  vendor: "",
  description: "Napkins",
  payment_method: "cash",
  receipt_url: "",
  notes: "",
};

describe("the expenses page's loader and action", () => {
  let cookie = "";
  let categoryId = "";

  it("signed out, the loader sends to sign in and the action changes nothing", async () => {
    const thrown = await loadExpenses(new Request(URL_BASE), makePageContext(database.db)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    const answer = (await runAction(() =>
      changeExpenses(
        formPost(URL_BASE, { intent: "create-category", name: "Food" }),
        makePageContext(database.db),
      ),
    ).catch((error: unknown) => error)) as Response | Failure;
    expect(answer instanceof Response ? answer.status : answer.init.status).not.toBe(200);
    expect((await counts()).expenses).toBe(0);
  });

  it("an admin adds a category and an expense, and sees them in the month's totals", async () => {
    cookie = await adminCookie();
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    expect(
      await runAction(() =>
        changeExpenses(jsonPost({ intent: "create-category", name: "Supplies" }), context),
      ),
    ).toMatchObject({ ok: true });
    const page = await loadExpenses(new Request(`${URL_BASE}?month=2026-05&category=bad`), context);
    categoryId = page.categories[0]!.id;
    expect(page.filters).toEqual({ month: "2026-05", categoryId: null });
    const added = await runAction(() =>
      changeExpenses(jsonPost({ intent: "create", item: { ...ITEM, category_id: categoryId } }), context),
    );
    expect(added).toMatchObject({ ok: true, intent: "create" });
    const after = await loadExpenses(
      new Request(`${URL_BASE}?month=2026-05&category=${categoryId}`),
      context,
    );
    expect(after.totals).toEqual({
      total: 4210,
      byCategory: [{ categoryId, name: "Supplies", total: 4210 }],
    });
    expect(after.expenses.map((row) => row.amount)).toEqual([4210]);
    const otherMonth = await loadExpenses(new Request(`${URL_BASE}?month=2026-13`), context);
    expect(otherMonth.filters.month).not.toBe("2026-13");

    // The profit view of that month holds the expense; a bad range is refused by its field, not a 500.
    const profit = await loadExpenses(
      new Request(`${URL_BASE}?month=2026-05&by=month&from=2026-05-01&to=2026-05-31`),
      context,
    );
    expect(profit.profit.periods).toEqual([{ start: "2026-05-01", revenue: 0, expenses: 4210, net: -4210 }]);
    expect(profit.profitErrors).toEqual({});
    const refused = await loadExpenses(
      new Request(`${URL_BASE}?by=week&from=2020-01-01&to=2026-05-31`),
      context,
    );
    expect(refused.profitErrors).toEqual({ to: "Show at most 104 weeks at a time" });
    expect(refused.profitForm).toEqual({ by: "week", from: "2020-01-01", to: "2026-05-31" });
    expect(refused.profit.by).toBe("week");
    expect(refused.profit.periods).toHaveLength(12);
  });

  it("refuses bad input by the field and a forged id with 404, storing nothing; never a 500", async () => {
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    const before = await counts();
    const cases: [unknown, string, string][] = [
      [
        { intent: "create", item: { ...ITEM, category_id: categoryId, amount: "-1" } },
        "amount",
        "Amount must be more than $0.00",
      ],
      [
        { intent: "create", item: { ...ITEM, category_id: categoryId, amount: "abc" } },
        "amount",
        "Amount must be a number like 12.50",
      ],
      [
        { intent: "create", item: { ...ITEM, category_id: categoryId, expense_date: "2026-02-31" } },
        "expense_date",
        "Date must be a real date",
      ],
      [
        { intent: "create", item: { ...ITEM, category_id: "00000000-0000-4000-8000-000000000000" } },
        "category_id",
        "Choose a category",
      ],
      [{ intent: "create", item: { ...ITEM, amount: 5 } }, "amount", "Amount is required"],
      [{ intent: "create-category", name: "supplies" }, "name", "A category with this name already exists"],
    ];
    for (const [body, field, message] of cases) {
      const answer = (await runAction(() => changeExpenses(jsonPost(body), context))) as Failure;
      expect(answer.init.status).toBe(400);
      expect(answer.data.error.fields?.[field]).toBe(message);
    }
    for (const body of [
      {
        intent: "update",
        id: "00000000-0000-4000-8000-000000000000",
        item: { ...ITEM, category_id: categoryId },
      },
      { intent: "delete", id: "00000000-0000-4000-8000-000000000000" },
      { intent: "category-active", id: "00000000-0000-4000-8000-000000000000", value: "false" },
    ]) {
      const answer = (await runAction(() => changeExpenses(jsonPost(body), context))) as Failure;
      expect(answer.init.status).toBe(404);
    }
    const unknown = (await runAction(() => changeExpenses(jsonPost({ intent: "drop" }), context))) as Failure;
    expect(unknown.init.status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
