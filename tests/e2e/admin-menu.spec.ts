import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { card, dismissToasts, OPEN_WEEK, openPage, toast } from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

// What these tests create is removed afterwards: the public menu's own tests share this database.
test.afterAll(async () => {
  const made = "(desktop|mobile)-[0-9]+$";
  await withDatabase(async (db) => {
    await db.query(
      `delete from order_items where menu_item_id in (select id from menu_items where title ~ $1)`,
      [`^(Pepper Pot|First|Second|Ordered|Fresh|Linked) ${made}`],
    );
    await db.query(`delete from orders where access_token ~ $1`, [`^token-${made}`]);
    await db.query(`delete from menu_items where title ~ $1`, [
      `^(Pepper Pot|First|Second|Ordered|Fresh|Linked) ${made}`,
    ]);
    await db.query(`delete from menu_item_category where name ~ $1`, [`^Reorder ${made}`]);
    await db.query(`delete from modifier_groups where name ~ $1`, [`^Heat ${made}`]);
    await restoreDemoWeek(db);
  });
});

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 60, b: 20 } } })
    .jpeg()
    .toBuffer();
}

async function itemRow(title: string) {
  return withDatabase(async (db) => {
    const result = await db.query<{
      id: string;
      available: boolean;
      image_url: string | null;
      price: number;
      category: string;
      display_order: number;
    }>(`select id, available, image_url, price, category, display_order from menu_items where title = $1`, [
      title,
    ]);
    return result.rows[0] ?? null;
  });
}

async function insertItem(title: string, category: string, displayOrder: number): Promise<string> {
  return withDatabase(async (db) => {
    const result = await db.query<{ id: string }>(
      `insert into menu_items (title, description, price, category, display_order) values ($1, 'Made for a test', 900, $2, $3) returning id`,
      [title, category, displayOrder],
    );
    return result.rows[0]!.id;
  });
}

async function openMenuAdmin(page: Page) {
  await signInAsOwner(page, "/admin/menu");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await expect(page.getByRole("heading", { name: "Menu", level: 1 })).toBeVisible();
}

test("an item created with a modifier group and a photo shows on /menu and in the customisation dialog", async ({
  page,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${Date.now()}`;
  const title = `Pepper Pot ${suffix}`;
  const groupName = `Heat ${suffix}`;
  await withDatabase(async (db) => {
    await setWeek(db, OPEN_WEEK);
    const group = await db.query<{ id: string }>(
      `insert into modifier_groups (name, is_required, min_selections, max_selections) values ($1, true, 1, 1) returning id`,
      [groupName],
    );
    await db.query(
      `insert into modifiers (modifier_group_id, name, price_adjustment, display_order) values ($1, 'Mild', 0, 0), ($1, 'Scotch Bonnet', 75, 1)`,
      [group.rows[0]!.id],
    );
  });
  const category = await withDatabase(async (db) => {
    const result = await db.query<{ name: string }>(
      `select name from menu_item_category where is_active order by display_order limit 1`,
    );
    return result.rows[0]!.name;
  });

  try {
    await openMenuAdmin(page);
    await page.getByRole("button", { name: "Add Item" }).click();
    const sheet = page.getByRole("dialog", { name: "Add a menu item" });
    // The form refuses bad input by its fields before anything is sent.
    await sheet.getByRole("button", { name: "Add Item" }).click();
    await expect(sheet.getByText("Title is required")).toBeVisible();
    await sheet.getByLabel("Title").fill(title);
    await sheet.getByLabel("Description").fill("Slow-cooked with cassareep");
    await sheet.getByLabel("Price (dollars)").fill("0");
    await sheet.getByLabel("Category").selectOption(category);
    await sheet.getByLabel("Price (dollars)").blur();
    await expect(sheet.getByText("Price must be more than $0.00")).toBeVisible();
    await sheet.getByLabel("Price (dollars)").fill("13.25");
    await sheet
      .getByLabel("Photo")
      .setInputFiles({ name: "pepper-pot.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await expect(sheet.getByRole("img", { name: "Chosen for this dish" })).toBeVisible();
    await sheet.getByLabel("Allergens").fill("Celery");
    await sheet.getByLabel("Allergens").press("Enter");
    await sheet.getByRole("checkbox", { name: groupName }).check();
    await sheet.getByRole("button", { name: "Add Item" }).click();
    await expect(toast(page, `"${title}" was added.`)).toBeVisible();
    await expect(sheet).toBeHidden();

    const row = await itemRow(title);
    expect(row).toMatchObject({ price: 1325, category, available: true });
    expect(row!.image_url).toMatch(/^\/uploads\/[a-z0-9-]+\.webp$/);

    await openPage(page, "/menu");
    const dish = card(page, title);
    await expect(dish).toBeVisible();
    await expect(dish.getByRole("img")).toHaveAttribute("src", new RegExp(`/img/\\d+${row!.image_url!}`));
    await dish.getByRole("button", { name: "Customize & Add" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(groupName)).toBeVisible();
    await expect(dialog.getByText("Scotch Bonnet")).toBeVisible();
    await page.keyboard.press("Escape");

    // Unavailable: it leaves /menu.
    await openPage(page, "/admin/menu");
    await page.getByRole("switch", { name: `Available: ${title}` }).click();
    await expect.poll(async () => (await itemRow(title))?.available).toBe(false);
    await openPage(page, "/menu");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
  } finally {
    await withDatabase((db) => restoreDemoWeek(db));
  }
});

test("reordering by keyboard changes the public order, in one save", async ({ page }, testInfo) => {
  const suffix = `${testInfo.project.name}-${Date.now()}`;
  const category = `Reorder ${suffix}`;
  await withDatabase((db) =>
    db.query(`insert into menu_item_category (name, display_order) values ($1, 99)`, [category]),
  );
  const first = `First ${suffix}`;
  const second = `Second ${suffix}`;
  await insertItem(first, category, 0);
  await insertItem(second, category, 1);

  await openMenuAdmin(page);
  await page.getByLabel("Category to order").selectOption(category);
  const list = page.getByRole("list", { name: `Order of ${category}` });
  await expect(list.getByRole("listitem")).toHaveText([new RegExp(first), new RegExp(second)]);
  const handle = list.getByRole("button", { name: `Move ${second}` });
  await handle.focus();
  await expect(handle).toBeFocused();
  await handle.press("Space");
  // Lifted: the handle reports it is pressed while the row moves with the arrow keys.
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await handle.press("ArrowUp");
  // Dropping before the moved row is over its new place would drop it in place: wait until the
  // list's live region announces the new position (it speaks once the row is over the first one).
  await expect(page.getByText(`${second} is now at position 1 of 2.`, { exact: true })).toBeAttached();
  await handle.press("Space");
  await expect(list.getByRole("listitem")).toHaveText([new RegExp(second), new RegExp(first)]);
  await expect.poll(async () => (await itemRow(second))?.display_order).toBe(0);
  expect((await itemRow(first))?.display_order).toBe(1);

  await openPage(page, "/menu");
  await expect(card(page, first)).toBeVisible();
  const titles = await page
    .getByRole("article")
    .evaluateAll((cards) =>
      cards.map(
        (node) => document.getElementById(node.getAttribute("aria-labelledby") ?? "")?.textContent ?? "",
      ),
    );
  const shown = titles.filter((name) => name === first || name === second);
  expect(shown).toEqual([second, first]);
});

test("deleting an ordered item keeps it unavailable with a notice; a fresh one is gone", async ({
  page,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${Date.now()}`;
  const category = await withDatabase(async (db) => {
    const result = await db.query<{ name: string }>(
      `select name from menu_item_category order by display_order limit 1`,
    );
    return result.rows[0]!.name;
  });
  const ordered = `Ordered ${suffix}`;
  const fresh = `Fresh ${suffix}`;
  const orderedId = await insertItem(ordered, category, 500);
  await insertItem(fresh, category, 501);
  await withDatabase(async (db) => {
    const order = await db.query<{ id: string }>(
      `insert into orders (customer_name, customer_email, subtotal, total, payment_provider, access_token)
       values ('Test', 'test@example.com', 900, 900, 'sandbox', $1) returning id`,
      [`token-${suffix}`],
    );
    await db.query(
      `insert into order_items (order_id, menu_item_id, title, quantity, price) values ($1, $2, $3, 1, 900)`,
      [order.rows[0]!.id, orderedId, ordered],
    );
  });

  await openMenuAdmin(page);
  await page.getByRole("button", { name: `Delete ${ordered}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("soft-delete-notice")).toHaveText(
    `"${ordered}" is part of past orders, so it was kept and marked unavailable instead of deleted.`,
  );
  expect(await itemRow(ordered)).toMatchObject({ available: false });

  await page.getByRole("button", { name: `Delete ${fresh}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, `"${fresh}" was deleted.`)).toBeVisible();
  await expect.poll(() => itemRow(fresh)).toBeNull();
  await dismissToasts(page);
  await expectNoAxeViolations(page);
});

test("the delivery buttons show by default, and fixing an old dish's price keeps them", async ({
  page,
}, testInfo) => {
  const title = `Linked ${testInfo.project.name}-${Date.now()}`;
  // A dish stored before the show flags existed: a DoorDash address, no flags at all.
  const id = await withDatabase(async (db) => {
    const category = await db.query<{ name: string }>(
      `select name from menu_item_category where is_active order by display_order limit 1`,
    );
    const result = await db.query<{ id: string }>(
      `insert into menu_items (title, description, price, category, display_order, available_doordash,
                               available_ubereats, external_links)
       values ($1, 'Made for a test', 900, $2, 502, true, true, $3) returning id`,
      [
        title,
        category.rows[0]!.name,
        JSON.stringify({ doordashUrl: "https://www.doordash.com/store/island-1" }),
      ],
    );
    return result.rows[0]!.id;
  });
  const links = () =>
    withDatabase(async (db) => {
      const result = await db.query<{ price: number; external_links: Record<string, unknown> }>(
        "select price, external_links from menu_items where id = $1",
        [id],
      );
      return result.rows[0]!;
    });

  await openMenuAdmin(page);
  // A new dish starts with both buttons on.
  await page.getByRole("button", { name: "Add Item" }).click();
  const add = page.getByRole("dialog", { name: "Add a menu item" });
  await expect(add.getByRole("checkbox", { name: "Show the DoorDash button" })).toBeChecked();
  await expect(add.getByRole("checkbox", { name: "Show the Uber Eats button" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(add).toBeHidden();

  // The old dish shows its buttons as they are on the site, and a price fix keeps them.
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${title}` });
  await expect(edit.getByRole("checkbox", { name: "Show the DoorDash button" })).toBeChecked();
  await expect(edit.getByRole("checkbox", { name: "Show the Uber Eats button" })).toBeChecked();
  await edit.getByLabel("Price (dollars)").fill("11.00");
  await edit.getByRole("button", { name: "Save Item" }).click();
  await expect(edit).toBeHidden();
  await expect.poll(async () => (await links()).price).toBe(1100);
  const stored = await links();
  expect(stored.external_links.showDoordash).not.toBe(false);
  expect(stored.external_links.showUberEats).not.toBe(false);
  expect(stored.external_links.doordashUrl).toBe("https://www.doordash.com/store/island-1");

  await openPage(page, "/menu");
  const dish = card(page, title);
  await expect(dish.getByRole("link", { name: `Order ${title} on DoorDash` })).toHaveAttribute(
    "href",
    "https://www.doordash.com/store/island-1",
  );
  await expect(dish.getByRole("link", { name: `Order ${title} on Uber Eats` })).toBeVisible();
});

test("the item form and the categories are axe-clean", async ({ page }) => {
  await openMenuAdmin(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByRole("dialog", { name: "Add a menu item" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a dish marked sold out today stays on /menu, greyed, without its add button", async ({
  page,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${Date.now()}`;
  const title = `Fresh ${suffix}`;
  const category = (
    await withDatabase((db) =>
      db.query<{ name: string }>(
        `select name from menu_item_category where is_active order by display_order limit 1`,
      ),
    )
  ).rows[0]!.name;
  await insertItem(title, category, 999);
  try {
    await openMenuAdmin(page);
    const soldOut = page.getByRole("switch", { name: `Sold out today: ${title}` });
    await expect(soldOut).not.toBeChecked();
    await soldOut.click();
    await expect(soldOut).toBeChecked();
    await expect
      .poll(async () =>
        withDatabase(async (db) => {
          const result = await db.query<{ sold: boolean }>(
            `select sold_out_until > now() as sold from menu_items where title = $1`,
            [title],
          );
          return result.rows[0]?.sold ?? false;
        }),
      )
      .toBe(true);
    await dismissToasts(page);
    await expectNoAxeViolations(page);

    await openPage(page, "/menu");
    const dish = card(page, title);
    await expect(dish).toBeVisible();
    await expect(dish.getByText("Sold out", { exact: true })).toBeVisible();
    await expect(dish.getByRole("button")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Back in stock: the button returns (still signed in).
    await openPage(page, "/admin/menu");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.getByRole("switch", { name: `Sold out today: ${title}` }).click();
    await expect
      .poll(async () =>
        withDatabase(async (db) => {
          const result = await db.query<{ cleared: boolean }>(
            `select sold_out_until is null as cleared from menu_items where title = $1`,
            [title],
          );
          return result.rows[0]?.cleared ?? false;
        }),
      )
      .toBe(true);
    await openPage(page, "/menu");
    await expect(card(page, title).getByText("Sold out", { exact: true })).toHaveCount(0);
  } finally {
    await withDatabase((db) => db.query(`delete from menu_items where title = $1`, [title]));
  }
});
