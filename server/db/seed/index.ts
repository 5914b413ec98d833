// Writes the demo business into an empty database. The caller (npm run db:seed, first start)
// decides when; everything happens in one transaction so a failed seed leaves nothing behind.
import type { Database, Executor } from "#server/db/client.ts";
import {
  buildAlert,
  buildBenefit,
  buildCateringCategory,
  buildCateringMenuItem,
  buildExpenseCategory,
  buildHeroSlide,
  buildMenuCategory,
  buildMenuItem,
  buildModifier,
  buildModifierGroup,
  buildNotificationSettings,
  buildSiteSection,
  buildStoreHoursWeek,
  buildTestimonial,
} from "#server/db/factories.ts";
import type { NewMenuItem } from "#server/db/factories.ts";
import {
  alerts,
  benefits,
  cateringCategories,
  cateringMenuItems,
  expenseCategories,
  heroSlides,
  menuItemCategory,
  menuItemModifierGroups,
  menuItems,
  modifierGroups,
  modifiers,
  notificationSettings,
  siteSections,
  siteSettings,
  storeHours,
  testimonials,
} from "#server/db/schema/index.ts";
import { CATERING_MENU, getCateringImageUrl } from "./catering-data.ts";
import { ALERTS, BENEFITS, HERO_SLIDES, STORY_SECTIONS, TESTIMONIALS } from "./content-data.ts";
import { MENU, getMenuImageUrl } from "./menu-data.ts";
import type { MenuItemSeed } from "./menu-data.ts";
import { MODIFIER_GROUPS } from "./modifier-data.ts";
import { ADMIN_EMAIL, EXPENSE_CATEGORIES, SITE_SETTINGS } from "./settings-data.ts";

/** True when neither settings nor menu exist, i.e. nobody has set the site up yet. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [setting] = await db.select({ id: siteSettings.id }).from(siteSettings).limit(1);
  const [item] = await db.select({ id: menuItems.id }).from(menuItems).limit(1);
  return setting === undefined && item === undefined;
}

export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await insertMenu(tx);
    await insertCatering(tx);
    await insertContent(tx);
    await insertSettings(tx);
  });
}

function toMenuItemRow(item: MenuItemSeed, category: string, displayOrder: number): NewMenuItem {
  const links = item.externalLinks;
  return buildMenuItem({
    title: item.title,
    description: item.description,
    price: item.price,
    category,
    image_url: getMenuImageUrl(item.slug),
    featured: item.featured ?? false,
    allergens: item.allergens,
    available_doordash: links?.doordashUrl !== undefined && links.showDoordash !== false,
    available_ubereats: links?.uberEatsUrl !== undefined && links.showUberEats !== false,
    external_links: links ?? null,
    display_order: displayOrder,
  });
}

async function insertMenu(tx: Executor): Promise<void> {
  await tx
    .insert(menuItemCategory)
    .values(
      MENU.map((category, index) => buildMenuCategory({ name: category.name, display_order: index + 1 })),
    );

  const itemIdsBySlug = new Map<string, string>();
  for (const category of MENU) {
    const rows = category.items.map((item, index) => toMenuItemRow(item, category.name, index + 1));
    const inserted = await tx
      .insert(menuItems)
      .values(rows)
      .returning({ id: menuItems.id, title: menuItems.title });
    for (const item of category.items) {
      const row = inserted.find((candidate) => candidate.title === item.title);
      if (row) itemIdsBySlug.set(item.slug, row.id);
    }
  }

  for (const [groupIndex, group] of MODIFIER_GROUPS.entries()) {
    const [groupRow] = await tx
      .insert(modifierGroups)
      .values(
        buildModifierGroup({
          name: group.name,
          description: group.description,
          is_required: group.isRequired,
          min_selections: group.minSelections,
          max_selections: group.maxSelections,
          is_active: group.isActive ?? true,
          display_order: groupIndex + 1,
        }),
      )
      .returning({ id: modifierGroups.id });
    if (!groupRow) throw new Error(`Seeding modifier group ${group.name} returned no row`);

    await tx.insert(modifiers).values(
      group.options.map((option, index) =>
        buildModifier({
          modifier_group_id: groupRow.id,
          name: option.name,
          price_adjustment: option.priceAdjustment,
          is_active: option.isActive ?? true,
          display_order: index + 1,
        }),
      ),
    );

    await tx.insert(menuItemModifierGroups).values(
      group.itemSlugs.map((slug) => {
        const menuItemId = itemIdsBySlug.get(slug);
        // A typo in the demo data should fail the seed, not silently drop a link.
        if (!menuItemId) throw new Error(`Modifier group ${group.name} names unknown item ${slug}`);
        return { menu_item_id: menuItemId, modifier_group_id: groupRow.id, display_order: groupIndex + 1 };
      }),
    );
  }
}

async function insertCatering(tx: Executor): Promise<void> {
  for (const [categoryIndex, category] of CATERING_MENU.entries()) {
    const [categoryRow] = await tx
      .insert(cateringCategories)
      .values(buildCateringCategory({ name: category.name, display_order: categoryIndex + 1 }))
      .returning({ id: cateringCategories.id });
    if (!categoryRow) throw new Error(`Seeding catering category ${category.name} returned no row`);

    await tx.insert(cateringMenuItems).values(
      category.items.map((item, index) =>
        buildCateringMenuItem({
          title: item.title,
          description: item.description,
          category: category.name,
          category_id: categoryRow.id,
          image_url: getCateringImageUrl(item.slug),
          price_tiers: item.priceTiers,
          display_order: index + 1,
        }),
      ),
    );
  }
}

async function insertContent(tx: Executor): Promise<void> {
  await tx
    .insert(heroSlides)
    .values(HERO_SLIDES.map((slide, index) => buildHeroSlide({ ...slide, display_order: index + 1 })));
  await tx
    .insert(benefits)
    .values(BENEFITS.map((benefit, index) => buildBenefit({ ...benefit, display_order: index + 1 })));
  await tx
    .insert(testimonials)
    .values(
      TESTIMONIALS.map((testimonial, index) =>
        buildTestimonial({ ...testimonial, display_order: index + 1 }),
      ),
    );
  await tx.insert(siteSections).values(STORY_SECTIONS.map((section) => buildSiteSection(section)));
  await tx
    .insert(alerts)
    .values(ALERTS.map((alert, index) => buildAlert({ ...alert, display_order: index + 1 })));
}

async function insertSettings(tx: Executor): Promise<void> {
  await tx.insert(siteSettings).values(SITE_SETTINGS);
  await tx.insert(storeHours).values(buildStoreHoursWeek());
  await tx.insert(notificationSettings).values(buildNotificationSettings({ admin_email: ADMIN_EMAIL }));
  await tx
    .insert(expenseCategories)
    .values(EXPENSE_CATEGORIES.map((category) => buildExpenseCategory(category)));
}
