import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { adminUsers, expenseCategories, expenses } from "#server/db/schema/index.ts";
import { makePageContext, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { downloadExport } from "./exports.server.ts";

const database = useTestDatabase();
const URL_BASE = "http://shop.test/admin/expenses/export.csv";

const signIn = () => signInFirstAdmin(database.db);

describe("the expenses CSV download", () => {
  let cookie = "";

  it("gives an admin the expenses dated in the range, in dollars, with the category and the receipt", async () => {
    cookie = await signIn();
    const [category] = await database.db
      .insert(expenseCategories)
      .values({ name: "Produce" })
      .returning({ id: expenseCategories.id });
    await database.db.insert(expenses).values([
      {
        description: "Mangoes, limes",
        amount: 12345,
        category_id: category!.id,
        expense_date: "2026-05-31",
        vendor: "Island Farms",
        payment_method: "bank-transfer",
        receipt_url: "/uploads/receipt-1.webp",
        created_at: new Date("2026-06-01T02:30:00Z"),
      },
      { description: "Too late", amount: 100, expense_date: "2026-06-01" },
    ]);
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    const response = await downloadExport(
      new Request(`${URL_BASE}?from=2026-05-01&to=2026-05-31`),
      context,
      "expenses",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="expenses-2026-05-01-to-2026-05-31.csv"',
    );
    const table: string[][] = parse((await response.text()).replace(/^\uFEFF/, ""));
    expect(table).toEqual([
      [
        "Date",
        "Category",
        "Description",
        "Vendor",
        "Payment method",
        "Amount",
        "Receipt",
        "Receipt link",
        "Notes",
        "Recorded",
      ],
      [
        "2026-05-31",
        "Produce",
        "Mangoes, limes",
        "Island Farms",
        "Bank transfer",
        "123.45",
        "yes",
        "http://shop.test/uploads/receipt-1.webp",
        "",
        // 02:30 UTC on June 1 is still May 31 in New York.
        "2026-05-31 22:30",
      ],
    ]);
  });

  it("refuses a bad range with its reason as text", async () => {
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    const response = await downloadExport(
      new Request(`${URL_BASE}?from=2026-05-31&to=2026-05-01`),
      context,
      "expenses",
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("The end date must not be before the start date.");
  });

  it("answers a signed-in user who is not an admin with a plain 403, and sends the signed out to sign in", async () => {
    await database.db.delete(adminUsers);
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    const response = await downloadExport(
      new Request(`${URL_BASE}?from=2026-05-01&to=2026-05-31`),
      context,
      "expenses",
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toContain("Access Denied");

    const thrown = await downloadExport(
      new Request(`${URL_BASE}?from=2026-05-01&to=2026-05-31`),
      makePageContext(database.db),
      "expenses",
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
  });
});
