// Data factories shared by the demo seed and the tests. Every default is valid for the table's
// check constraints; the only varying part is a counter, so names stay unique across calls
// (several tables have unique name indexes) while runs remain reproducible.
import { DAY_NAMES } from "#domain/business-time.ts";
import type { DayName } from "#domain/business-time.ts";
import type {
  alerts,
  benefits,
  cateringCategories,
  cateringMenuItems,
  expenseCategories,
  heroSlides,
  menuItemCategory,
  menuItems,
  modifierGroups,
  modifiers,
  notificationSettings,
  siteSections,
  siteSettings,
  storeHours,
  testimonials,
} from "./schema/index.ts";

export type NewMenuCategory = typeof menuItemCategory.$inferInsert;
export type NewMenuItem = typeof menuItems.$inferInsert;
export type NewModifierGroup = typeof modifierGroups.$inferInsert;
export type NewModifier = typeof modifiers.$inferInsert;
export type NewCateringCategory = typeof cateringCategories.$inferInsert;
export type NewCateringMenuItem = typeof cateringMenuItems.$inferInsert;
export type NewAlert = typeof alerts.$inferInsert;
export type NewHeroSlide = typeof heroSlides.$inferInsert;
export type NewBenefit = typeof benefits.$inferInsert;
export type NewTestimonial = typeof testimonials.$inferInsert;
export type NewSiteSection = typeof siteSections.$inferInsert;
export type NewSiteSetting = typeof siteSettings.$inferInsert;
export type NewStoreHours = typeof storeHours.$inferInsert;
export type NewExpenseCategory = typeof expenseCategories.$inferInsert;
export type NewNotificationSettings = typeof notificationSettings.$inferInsert;

let sequence = 0;

/** Next value of the shared counter used in default names. */
export function nextSequence(): number {
  sequence += 1;
  return sequence;
}

/** Restarts the counter, for tests that compare generated names. */
export function resetSequence(): void {
  sequence = 0;
}

export function buildMenuCategory(overrides: Partial<NewMenuCategory> = {}): NewMenuCategory {
  const n = nextSequence();
  return { name: `Category ${n}`, display_order: n, is_active: true, ...overrides };
}

export function buildMenuItem(overrides: Partial<NewMenuItem> = {}): NewMenuItem {
  const n = nextSequence();
  return {
    title: `Menu Item ${n}`,
    description: "A house favourite, cooked fresh to order.",
    price: 1295,
    category: "Caribbean Classics",
    image_url: null,
    featured: false,
    available: true,
    available_direct: true,
    available_doordash: false,
    available_ubereats: false,
    allergens: [],
    show_add_to_cart: true,
    external_links: null,
    display_order: n,
    ...overrides,
  };
}

export function buildModifierGroup(overrides: Partial<NewModifierGroup> = {}): NewModifierGroup {
  const n = nextSequence();
  return {
    name: `Options ${n}`,
    description: null,
    is_required: false,
    min_selections: 0,
    max_selections: 1,
    is_active: true,
    display_order: n,
    ...overrides,
  };
}

/** `modifier_group_id` has no sensible default, so the caller always supplies it. */
export function buildModifier(
  overrides: Partial<NewModifier> & Pick<NewModifier, "modifier_group_id">,
): NewModifier {
  const n = nextSequence();
  return {
    name: `Option ${n}`,
    price_adjustment: 0,
    is_active: true,
    display_order: n,
    ...overrides,
  };
}

export function buildCateringCategory(overrides: Partial<NewCateringCategory> = {}): NewCateringCategory {
  const n = nextSequence();
  return { name: `Catering Category ${n}`, is_active: true, display_order: n, ...overrides };
}

export function buildCateringMenuItem(overrides: Partial<NewCateringMenuItem> = {}): NewCateringMenuItem {
  const n = nextSequence();
  return {
    title: `Catering Tray ${n}`,
    description: "Freshly prepared and packed hot for your event.",
    category: "Entrees",
    category_id: null,
    image_url: null,
    is_active: true,
    price_tiers: [
      { name: "Half Tray", price: 6500, serves: "10-12" },
      { name: "Full Tray", price: 12000, serves: "20-25" },
    ],
    external_links: null,
    display_order: n,
    ...overrides,
  };
}

export function buildAlert(overrides: Partial<NewAlert> = {}): NewAlert {
  const n = nextSequence();
  return {
    title: `Notice ${n}`,
    message: "We have an update for our guests.",
    alert_type: "info",
    is_active: true,
    is_dismissible: true,
    display_order: n,
    start_date: null,
    end_date: null,
    background_color: null,
    text_color: null,
    ...overrides,
  };
}

export function buildHeroSlide(overrides: Partial<NewHeroSlide> = {}): NewHeroSlide {
  const n = nextSequence();
  return {
    image_url: null,
    badge_text: "Caribbean & American Kitchen",
    heading_text: `Fresh Island Flavors ${n}`,
    heading_highlight: "Island",
    subtitle: "Cooked from scratch every day.",
    cta_text: "View Menu",
    cta_link: null,
    background_color: "#F97316",
    is_active: true,
    display_order: n,
    ...overrides,
  };
}

export function buildBenefit(overrides: Partial<NewBenefit> = {}): NewBenefit {
  const n = nextSequence();
  return {
    icon_name: "star",
    title: `Benefit ${n}`,
    description: "A reason guests keep coming back.",
    is_active: true,
    display_order: n,
    ...overrides,
  };
}

export function buildTestimonial(overrides: Partial<NewTestimonial> = {}): NewTestimonial {
  const n = nextSequence();
  return {
    name: `Guest ${n}`,
    location: null,
    text: "Great food and friendly service.",
    rating: 5,
    is_active: true,
    display_order: n,
    ...overrides,
  };
}

/** `page_name` and `section_name` identify the block, so the caller always supplies them. */
export function buildSiteSection(
  overrides: Partial<NewSiteSection> & Pick<NewSiteSection, "page_name" | "section_name">,
): NewSiteSection {
  return { title: null, subtitle: null, is_active: true, content: {}, ...overrides };
}

export function buildSiteSetting(
  overrides: Partial<NewSiteSetting> & Pick<NewSiteSetting, "setting_key">,
): NewSiteSetting {
  return { setting_value: "", setting_group: "general", ...overrides };
}

export function buildExpenseCategory(overrides: Partial<NewExpenseCategory> = {}): NewExpenseCategory {
  const n = nextSequence();
  return { name: `Expense Category ${n}`, description: null, color: null, is_active: true, ...overrides };
}

export function buildNotificationSettings(
  overrides: Partial<NewNotificationSettings> = {},
): NewNotificationSettings {
  return { admin_email: "kitchen@islandspice.example", email_notifications_enabled: true, ...overrides };
}

type DayHours = Pick<NewStoreHours, "open_time" | "close_time" | "is_closed">;

// The demo week; the footer's own fallback (docs/product/02-public-pages.md §2.3) uses the same hours.
const DEFAULT_WEEK: Record<DayName, DayHours> = {
  sunday: { open_time: "12:00", close_time: "20:00", is_closed: false },
  monday: { open_time: "11:00", close_time: "21:00", is_closed: false },
  tuesday: { open_time: "11:00", close_time: "21:00", is_closed: false },
  wednesday: { open_time: "11:00", close_time: "21:00", is_closed: false },
  thursday: { open_time: "11:00", close_time: "21:00", is_closed: false },
  friday: { open_time: "11:00", close_time: "22:00", is_closed: false },
  saturday: { open_time: "11:00", close_time: "22:00", is_closed: false },
};

/** The seven store_hours rows, Sunday first, with per-day overrides. */
export function buildStoreHoursWeek(
  overrides: Partial<Record<DayName, Partial<DayHours>>> = {},
): NewStoreHours[] {
  return DAY_NAMES.map((day) => ({ day_of_week: day, ...DEFAULT_WEEK[day], ...overrides[day] }));
}
