import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { account, cateringCategories, menuItemCategory, menuItems, user } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { formPost, makePageContext, sessionCookieFor } from "#server/test/page-context.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { hashPassword } from "#server/auth/passwords.ts";
import { listMenuItems } from "#server/menu/service.ts";
import { runAction } from "#app/lib/action.server.ts";
import { changeMenu, loadMenuAdmin } from "./menu.server.ts";
import { changeModifiers } from "./modifiers.server.ts";
import { changeCateringMenu } from "./catering-menu.server.ts";
import { changeCateringCategories } from "./catering-categories.server.ts";

const database = useTestDatabase();
let adminCookie: string;
let staffCookie: string;
let traysId: string;

const cookieFor = (email: string, password: string) => sessionCookieFor(database.db, email, password);

beforeAll(async () => {
  await createFirstAdmin(database.db, {
    name: "Owner",
    email: "owner@example.com",
    password: "Owner-Password-1",
  });
  const staffId = randomUUID();
  await database.db.insert(user).values({ id: staffId, name: "Staff", email: "staff@example.com" });
  await database.db.insert(account).values({
    id: randomUUID(),
    accountId: staffId,
    providerId: "credential",
    userId: staffId,
    password: await hashPassword("Staff-Password-1"),
  });
  adminCookie = await cookieFor("owner@example.com", "Owner-Password-1");
  staffCookie = await cookieFor("staff@example.com", "Staff-Password-1");
  await database.db.insert(menuItemCategory).values({ name: "Mains" });
  const [trays] = await database.db.insert(cateringCategories).values({ name: "Trays" }).returning();
  traysId = trays!.id;
});

function asAdmin(cookie = adminCookie) {
  return makePageContext(database.db, { headers: { Cookie: cookie } });
}

function jsonPost(url: string, body: unknown, cookie = adminCookie) {
  return new Request(url, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", Cookie: cookie },
  });
}

const ITEM = {
  title: "Pepper Pot",
  description: "",
  price: "13.25",
  category: "Mains",
  image_url: "",
  featured: false,
  available: true,
  available_direct: true,
  available_doordash: false,
  available_ubereats: false,
  show_add_to_cart: true,
  allergens: [],
  external_links: { showDoordash: false, showUberEats: false, showExternalButtons: false, customLinks: [] },
  modifier_group_ids: [],
  display_order: "",
};

type ErrorBody = { error?: { code: string; message: string; fields?: Record<string, string> } };

/** What the route answers: the action's value, or the status and body of its error. */
async function answer(
  work: () => Promise<unknown>,
): Promise<{ status: number; body: ErrorBody & Record<string, unknown> }> {
  const result = await runAction(work);
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as {
      data: ErrorBody & Record<string, unknown>;
      init: { status?: number } | null;
    };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

describe("the catalogue's route actions", () => {
  it("send a signed-out visitor to the login page and refuse a non-admin", async () => {
    const request = jsonPost("http://shop.test/admin/menu", { intent: "create", item: ITEM });
    const signedOut = await changeMenu(request, makePageContext(database.db)).catch(
      (thrown: unknown) => thrown,
    );
    expect(signedOut).toBeInstanceOf(Response);
    expect((signedOut as Response).status).toBe(302);
    const staff = await loadMenuAdmin(new Request("http://shop.test/admin/menu"), asAdmin(staffCookie)).catch(
      (thrown: unknown) => thrown,
    );
    expect((staff as { init: { status: number } }).init.status).toBe(403);
    expect(await database.db.select().from(menuItems)).toHaveLength(0);
  });

  it("answer bad input with 400 and the field's message, saving nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...ITEM, title: "" }, "title", "Title is required"],
      [{ ...ITEM, price: "-2" }, "price", "Price must be more than $0.00"],
      [{ ...ITEM, price: "0" }, "price", "Price must be more than $0.00"],
      [{ ...ITEM, price: "10000.01" }, "price", "Price must be $10,000.00 or less"],
      [{ ...ITEM, price: "twelve" }, "price", "Price must be a number like 12.50"],
      [
        { ...ITEM, description: "x".repeat(1001) },
        "description",
        "Description must be 1000 characters or fewer",
      ],
      [
        { ...ITEM, external_links: { ...ITEM.external_links, uberEatsUrl: "javascript:alert(1)" } },
        "external_links.uberEatsUrl",
        "Uber Eats link must start with https:// or http://",
      ],
      [{ ...ITEM, category: "Nope" }, "category", "Choose a category that exists"],
      [
        { ...ITEM, modifier_group_ids: [randomUUID()] },
        "modifier_group_ids",
        "A chosen modifier group no longer exists",
      ],
    ];
    for (const [item, field, message] of cases) {
      const result = await answer(() =>
        changeMenu(jsonPost("http://shop.test/admin/menu", { intent: "create", item }), asAdmin()),
      );
      expect(result.status, field).toBe(400);
      expect(result.body.error?.fields?.[field], field).toBe(message);
    }
    const unreadable = await answer(() =>
      changeMenu(jsonPost("http://shop.test/admin/menu", "{not json"), asAdmin()),
    );
    expect(unreadable.status).toBe(400);
    const unknown = await answer(() =>
      changeMenu(jsonPost("http://shop.test/admin/menu", { intent: "explode" }), asAdmin()),
    );
    expect(unknown.status).toBe(400);
    const noItem = await answer(() =>
      changeMenu(jsonPost("http://shop.test/admin/menu", { intent: "create", item: 5 }), asAdmin()),
    );
    expect(noItem.status).toBe(400);
    const missing = await answer(() =>
      changeMenu(
        jsonPost("http://shop.test/admin/menu", { intent: "update", id: randomUUID(), item: ITEM }),
        asAdmin(),
      ),
    );
    expect(missing.status).toBe(404);
    expect(await database.db.select().from(menuItems)).toHaveLength(0);
  });

  it("save an item the public menu then shows, and toggle it from a form post", async () => {
    const created = await answer(() =>
      changeMenu(jsonPost("http://shop.test/admin/menu", { intent: "create", item: ITEM }), asAdmin()),
    );
    expect(created).toEqual({
      status: 200,
      body: { ok: true, intent: "create", message: '"Pepper Pot" was added.' },
    });
    const [row] = await listMenuItems(database.db);
    expect(row).toMatchObject({ title: "Pepper Pot", price: 1325 });
    const toggled = await answer(() =>
      changeMenu(
        formPost(
          "http://shop.test/admin/menu",
          { intent: "available", id: row!.id, value: "false" },
          { headers: { Cookie: adminCookie } },
        ),
        asAdmin(),
      ),
    );
    expect(toggled.status).toBe(200);
    expect(await listMenuItems(database.db)).toHaveLength(0);
  });

  it("check modifier group rules and catering tiers the same way", async () => {
    const group = await answer(() =>
      changeModifiers(
        jsonPost("http://shop.test/admin/modifiers", {
          intent: "group-create",
          item: {
            name: "Heat",
            description: "",
            is_required: true,
            min_selections: "0",
            max_selections: "1",
            is_active: true,
          },
        }),
        asAdmin(),
      ),
    );
    expect(group.status).toBe(400);
    expect(group.body.error?.fields?.min_selections).toBe("A required group needs a minimum of at least 1");

    const tiers = await answer(() =>
      changeCateringMenu(
        jsonPost("http://shop.test/admin/catering-menu", {
          intent: "create",
          item: {
            title: "Tray",
            description: "",
            category_id: traysId,
            image_url: "",
            is_active: true,
            external_links: ITEM.external_links,
            price_tiers: [
              { name: "Half", price: "50", serves: "" },
              { name: "Half", price: "90", serves: "" },
            ],
            display_order: "",
          },
        }),
        asAdmin(),
      ),
    );
    expect(tiers.status).toBe(400);
    expect(tiers.body.error?.fields?.["price_tiers.1.name"]).toBe("Each serving size needs its own name");

    const duplicate = await answer(() =>
      changeCateringCategories(
        jsonPost("http://shop.test/admin/catering-categories", { intent: "create", name: "trays" }),
        asAdmin(),
      ),
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error?.fields?.name).toBe("A category with this name already exists");
  });

  it("take category names and deletes as form data, as the pages post them", async () => {
    const post = (fields: Record<string, string>) =>
      answer(() =>
        changeCateringCategories(
          formPost("http://shop.test/admin/catering-categories", fields, {
            headers: { Cookie: adminCookie },
          }),
          asAdmin(),
        ),
      );
    expect(await post({ intent: "create", name: "Desserts" })).toEqual({
      status: 200,
      body: { ok: true, message: 'Category "Desserts" was added.' },
    });
    const taken = await post({ intent: "create", name: "desserts" });
    expect(taken.status).toBe(400);
    expect(taken.body.error?.fields?.name).toBe("A category with this name already exists");
    const [desserts] = await database.db
      .select()
      .from(cateringCategories)
      .where(eq(cateringCategories.name, "Desserts"));
    expect(await post({ intent: "rename", id: desserts!.id, name: "Sweets" })).toEqual({
      status: 200,
      body: { ok: true, message: 'Category renamed to "Sweets".' },
    });
    expect(await post({ intent: "delete", id: desserts!.id })).toEqual({
      status: 200,
      body: { ok: true, message: "Category deleted." },
    });
  });
});

describe("Sold out today from the menu page", () => {
  it("marks a dish sold out until later and back in stock", async () => {
    const [row] = await database.db
      .insert(menuItems)
      .values({ title: "Sold Out Soup", price: 700, category: "Mains" })
      .returning();
    const post = (value: string) =>
      answer(() =>
        changeMenu(
          jsonPost("http://shop.test/admin/menu", { intent: "sold-out", id: row!.id, value }),
          asAdmin(),
        ),
      );
    const soldOutUntil = async () =>
      (await database.db.select().from(menuItems).where(eq(menuItems.id, row!.id)))[0]?.sold_out_until;
    expect((await post("true")).status).toBe(200);
    expect((await soldOutUntil())!.getTime()).toBeGreaterThan(Date.now());
    expect((await post("false")).status).toBe(200);
    expect(await soldOutUntil()).toBeNull();
  });
});
