import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import type { Database, DatabaseHandle } from "#server/db/client.ts";
import { projectPath } from "#server/paths.ts";
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
import {
  buildAlert,
  buildBenefit,
  buildCateringCategory,
  buildCateringMenuItem,
  buildHeroSlide,
  buildMenuCategory,
  buildMenuItem,
  buildModifier,
  buildModifierGroup,
  buildStoreHoursWeek,
  buildTestimonial,
} from "#server/db/factories.ts";
import { isDatabaseEmpty, seedDemoData } from "./index.ts";
import { REQUIRED_SETTING_KEYS } from "./settings-data.ts";

const PUBLIC_DIR = projectPath("public");

function isPublicFile(url: string | null | undefined): boolean {
  if (!url?.startsWith("/") || url.includes("..")) return false;
  return existsSync(path.join(PUBLIC_DIR, url));
}

function listSvgFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSvgFiles(full);
    return entry.name.endsWith(".svg") ? [full] : [];
  });
}

describe("demo seed", () => {
  let handle: DatabaseHandle;
  let db: Database;
  let wasEmptyBeforeSeeding: boolean;

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite-memory" });
    await handle.migrate();
    db = handle.db;
    wasEmptyBeforeSeeding = await isDatabaseEmpty(db);
    await seedDemoData(db);
  });

  afterAll(async () => {
    await handle.close();
  });

  it("reports an empty database before seeding and a set-up one after", async () => {
    expect(wasEmptyBeforeSeeding).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it("writes a full, orderable menu", async () => {
    const categories = await db.select().from(menuItemCategory);
    const items = await db.select().from(menuItems);
    const categoryNames = new Set(categories.filter((c) => c.is_active).map((c) => c.name));

    expect(categoryNames.size).toBeGreaterThanOrEqual(6);
    expect(items.length).toBeGreaterThanOrEqual(24);
    const featured = items.filter((item) => item.featured).length;
    expect(featured).toBeGreaterThanOrEqual(3);
    expect(featured).toBeLessThanOrEqual(7);
    for (const item of items) {
      expect(categoryNames.has(item.category)).toBe(true);
      expect(Number.isInteger(item.price) && item.price > 0).toBe(true);
      expect(item.available && item.show_add_to_cart).toBe(true);
      expect(item.description.length).toBeGreaterThan(20);
    }
    expect(items.some((item) => item.allergens.length === 0)).toBe(true);
    expect(
      items.filter((item) => item.available_doordash || item.available_ubereats).length,
    ).toBeGreaterThanOrEqual(3);
    expect(items.some((item) => item.external_links?.showExternalButtons === false)).toBe(true);
    expect(items.some((item) => (item.external_links?.customLinks ?? []).length > 0)).toBe(true);
  });

  it("links modifier groups to items, including inactive ones to show the active-only rule", async () => {
    const groups = await db.select().from(modifierGroups);
    const options = await db.select().from(modifiers);
    const links = await db.select().from(menuItemModifierGroups);

    expect(groups.length).toBeGreaterThanOrEqual(4);
    expect(new Set(links.map((link) => link.menu_item_id)).size).toBeGreaterThanOrEqual(6);
    expect(groups.some((group) => !group.is_active)).toBe(true);
    expect(options.some((option) => !option.is_active)).toBe(true);
    expect(options.some((option) => option.price_adjustment < 0)).toBe(true);
    const side = groups.find((group) => group.name === "Choose Your Side");
    expect(side).toMatchObject({ is_required: true, min_selections: 1, max_selections: 1 });
  });

  it("writes catering items with 2-3 tiers in existing categories", async () => {
    const categories = await db.select().from(cateringCategories);
    const items = await db.select().from(cateringMenuItems);
    const namesById = new Map(categories.map((category) => [category.id, category.name]));

    expect(categories.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const item of items) {
      expect(item.price_tiers.length).toBeGreaterThanOrEqual(2);
      expect(item.price_tiers.length).toBeLessThanOrEqual(3);
      expect(
        item.price_tiers.every(
          (tier) => Number.isInteger(tier.price) && tier.price > 0 && tier.serves !== "",
        ),
      ).toBe(true);
      expect(item.category_id && namesById.get(item.category_id)).toBe(item.category);
    }
  });

  it("writes the week's store hours and every known setting", async () => {
    const hours = await db.select().from(storeHours);
    expect(hours).toHaveLength(7);
    expect(hours.every((row) => !row.is_closed)).toBe(true);
    expect(hours.find((row) => row.day_of_week === "friday")).toMatchObject({
      open_time: "11:00",
      close_time: "22:00",
    });
    expect(hours.find((row) => row.day_of_week === "sunday")).toMatchObject({
      open_time: "12:00",
      close_time: "20:00",
    });

    const settings = await db.select().from(siteSettings);
    const values = new Map(settings.map((row) => [row.setting_key, row.setting_value]));
    for (const key of REQUIRED_SETTING_KEYS) expect(values.get(key), key).toBeTruthy();
    expect(values.get("phone_number")).toMatch(/^\d{10}$/);
    expect(values.get("timezone")).toBe("America/New_York");
    expect(values.get("tax_rate")).toBe("8.25");
    expect(settings.find((row) => row.setting_key === "tax_rate")?.setting_group).toBe("ordering");
  });

  it("writes the home page content, alerts and admin defaults", async () => {
    const slides = await db.select().from(heroSlides);
    expect(slides.filter((slide) => slide.is_active)).toHaveLength(3);
    expect(slides.some((slide) => slide.cta_link === null)).toBe(true);
    for (const slide of slides) expect(slide.heading_text).toContain(slide.heading_highlight ?? "");

    expect(await db.select().from(benefits)).toHaveLength(4);
    const reviews = await db.select().from(testimonials);
    expect(reviews).toHaveLength(4);
    expect(reviews.every((review) => review.rating >= 4 && review.rating <= 5)).toBe(true);

    const sections = await db.select().from(siteSections);
    expect(sections.map((section) => section.section_name).sort()).toEqual([
      "our-story-1",
      "our-story-2",
      "our-story-intro",
    ]);
    expect(sections.find((section) => section.section_name === "our-story-2")?.content.reversed).toBe(true);

    const notices = await db.select().from(alerts);
    expect(notices.filter((notice) => notice.is_active)).toHaveLength(1);
    expect(notices.some((notice) => !notice.is_active)).toBe(true);

    expect(await db.select().from(notificationSettings)).toEqual([
      expect.objectContaining({
        admin_email: "kitchen@islandspice.example",
        email_notifications_enabled: true,
      }),
    ]);
    expect((await db.select().from(expenseCategories)).map((category) => category.name).sort()).toEqual([
      "Ingredients",
      "Marketing",
      "Rent",
      "Supplies",
      "Utilities",
    ]);
  });

  it("points every picture at a file in public/", async () => {
    const urls = [
      ...(await db.select({ url: menuItems.image_url }).from(menuItems)).map((row) => row.url),
      ...(await db.select({ url: cateringMenuItems.image_url }).from(cateringMenuItems)).map(
        (row) => row.url,
      ),
      ...(await db.select({ url: heroSlides.image_url }).from(heroSlides)).map((row) => row.url),
      ...(await db.select({ content: siteSections.content }).from(siteSections))
        .map((row) => row.content.imageUrl)
        .filter((url) => url !== undefined),
      (await db.select().from(siteSettings)).find((row) => row.setting_key === "site_logo_url")
        ?.setting_value,
    ];
    expect(urls.length).toBeGreaterThan(40);
    expect(urls.filter((url) => !isPublicFile(url))).toEqual([]);
  });

  it("refers to other hosts only in social settings and delivery links", async () => {
    const rows = [
      ...(await db.select().from(menuItems)).map(({ external_links: _links, ...rest }) => rest),
      ...(await db.select().from(cateringMenuItems)),
      ...(await db.select().from(heroSlides)),
      ...(await db.select().from(siteSections)),
      ...(await db.select().from(benefits)),
      ...(await db.select().from(testimonials)),
      ...(await db.select().from(alerts)),
      ...(await db.select().from(siteSettings)).filter(
        (row) => !row.setting_key.endsWith("_url") || row.setting_key === "site_logo_url",
      ),
    ];
    expect(JSON.stringify(rows)).not.toMatch(/https?:/);
  });
});

describe("project images", () => {
  const files = listSvgFiles(path.join(PUBLIC_DIR, "images"));

  it("are small, sized SVGs that load nothing from elsewhere", () => {
    expect(files.length).toBeGreaterThanOrEqual(50);
    for (const file of files) {
      const svg = readFileSync(file, "utf8");
      const name = path.relative(PUBLIC_DIR, file);
      expect(svg, name).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(svg, name).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
      // The SVG namespace is an identifier, not a request; anything else would be a fetch.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ""), name).not.toMatch(/https?:|<image/);
      expect(svg.length, name).toBeLessThan(25_000);
    }
  });

  it("include the fixed site pictures", () => {
    const required = [
      "logo.svg",
      "og-default.svg",
      "hero/default.svg",
      "hero/slide-1.svg",
      "hero/slide-2.svg",
      "hero/slide-3.svg",
      "story/kitchen.svg",
      "story/family.svg",
      "about/team-1.svg",
      "about/team-2.svg",
      "about/team-3.svg",
      "about/team-4.svg",
    ];
    expect(required.filter((file) => !isPublicFile(`/images/${file}`))).toEqual([]);
  });
});

describe("factories", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite-memory" });
    await handle.migrate();
  });

  afterAll(async () => {
    await handle.close();
  });

  it("builds rows that pass every constraint with no overrides", async () => {
    const { db } = handle;
    await db.insert(menuItemCategory).values([buildMenuCategory(), buildMenuCategory()]);
    await db.insert(menuItems).values([buildMenuItem(), buildMenuItem()]);
    const [group] = await db.insert(modifierGroups).values(buildModifierGroup()).returning();
    if (!group) throw new Error("modifier group not inserted");
    await db.insert(modifiers).values(buildModifier({ modifier_group_id: group.id }));
    const [category] = await db.insert(cateringCategories).values(buildCateringCategory()).returning();
    await db.insert(cateringMenuItems).values(buildCateringMenuItem({ category_id: category?.id ?? null }));
    await db.insert(alerts).values(buildAlert());
    await db.insert(heroSlides).values(buildHeroSlide());
    await db.insert(benefits).values(buildBenefit());
    await db.insert(testimonials).values(buildTestimonial());
    await db.insert(storeHours).values(buildStoreHoursWeek());
    expect(await db.$count(menuItems)).toBe(2);
  });

  it("applies per-day overrides to the store week", () => {
    const week = buildStoreHoursWeek({ monday: { is_closed: true }, saturday: { close_time: "23:30" } });
    expect(week.map((row) => row.day_of_week)).toEqual([
      "sunday",
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
    ]);
    expect(week.find((row) => row.day_of_week === "monday")).toMatchObject({
      is_closed: true,
      open_time: "11:00",
    });
    expect(week.find((row) => row.day_of_week === "saturday")).toMatchObject({
      open_time: "11:00",
      close_time: "23:30",
    });
  });

  it("lets overrides win over defaults", () => {
    expect(buildMenuItem({ title: "Oxtail", price: 2195 })).toMatchObject({
      title: "Oxtail",
      price: 2195,
      available: true,
    });
    expect(buildMenuItem().title).not.toBe(buildMenuItem().title);
  });
});
