import { expect, type Locator, type Page } from "@playwright/test";
import type pg from "pg";
import { addDaysToDateKey, getZonedParts, weekdayOfDateKey, DAY_NAMES } from "#domain/business-time.ts";

// Shared steps of the ordering specs: the store's week, the cart, the sandbox payment page.

export const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
/** 00:00 to 00:00 is open around the clock. */
export const OPEN_WEEK = DAYS.map((day) => [day, "00:00", "00:00"] as const);

export const CARD_PAYS = "4242 4242 4242 4242";
export const CARD_DECLINED = "4000 0000 0000 0002";

export const CUSTOMER = { name: "Ada Lovelace", email: "ada@example.com", phone: "4045550101" };

export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // The sandbox payment page names no icon, so the browser asks for /favicon.ico on its own.
    if (new URL(message.location().url || "about:blank").pathname === "/favicon.ico") return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens a page and waits until React Router has taken it over, so typing and clicks are handled. A
 * public page asks for its scripts after its first paint (decision 185): its load event comes first.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await untilTakenOver(page);
}

/** Waits until React Router has taken over the page the browser has loaded (after a redirect, say). */
export async function untilTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/**
 * Holds back every script of the build (`/assets/*.js`) until the returned function is called: what
 * a test does meanwhile happens before the page has taken over, as on a slow phone
 * (docs/product/02-public-pages.md
 * §2.14). Pages loaded after a link or a form's post are held too. A service worker's answers pass by
 * page.route: hold an admin page's scripts in a context with `serviceWorkers: "block"`.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await released;
    // the page that asked may have been left meanwhile
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * Waits until React has taken over this element of the page (hydrated it): a part of a long page
 * below its first screen is taken over after the rest (decision 186), and only then is it React's.
 */
export async function untilElementTakenOver(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))),
    )
    .toBe(true);
}

export function card(page: Page, title: string): Locator {
  return page.getByRole("article", { name: title, exact: true });
}

export function toast(page: Page, title: string, description?: string): Locator {
  let locator = page.locator("[data-sonner-toast]").filter({ hasText: title });
  if (description) locator = locator.filter({ hasText: description });
  return locator;
}

export async function businessTimeZone(db: pg.Client): Promise<string> {
  const result = await db.query<{ setting_value: string }>(
    "select setting_value from site_settings where setting_key = 'timezone'",
  );
  return result.rows[0]?.setting_value ?? "America/New_York";
}

/** Today's date key in the business time zone and the date key `days` later. */
export function businessDate(timeZone: string, days = 0): string {
  return addDaysToDateKey(getZonedParts(new Date(), timeZone).dateKey, days);
}

export function dayNameOf(dateKey: string): string {
  return DAY_NAMES[weekdayOfDateKey(dateKey)] ?? "sunday";
}

/** A week closed every day but `openDay` (11:00-13:00): closed now whatever the clock says. */
export function weekOpenOnlyOn(openDay: string) {
  return DAYS.map((day) =>
    day === openDay ? ([day, "11:00", "13:00"] as const) : ([day, "11:00", "13:00", true] as const),
  );
}

export async function fillCustomer(page: Page): Promise<void> {
  await page.getByLabel("Name", { exact: true }).fill(CUSTOMER.name);
  await page.getByLabel("Email", { exact: true }).fill(CUSTOMER.email);
  await page.getByLabel("Phone", { exact: true }).fill(CUSTOMER.phone);
}

/** From the cart to the sandbox payment page; returns the session id. */
export async function checkOut(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.waitForURL(/\/pay\/sandbox\//);
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
}

export async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay / }).click();
}

/** Adds a dish that has no modifiers with its card's Add to Cart button. */
export async function addPlainDish(page: Page, title: string): Promise<void> {
  // On a phone the toasts of earlier adds cover the bottom of the screen, where this card may sit.
  await dismissToasts(page);
  await card(page, title).getByRole("button", { name: "Add to Cart" }).click();
  await expect(toast(page, "Added to Cart", `${title} has been added to your cart`)).toBeVisible();
}

export async function orderBySession(db: pg.Client, sessionId: string) {
  const result = await db.query<{
    id: string;
    order_number: string;
    subtotal: number;
    tax: number;
    total: number;
    status: string;
    payment_status: string;
    scheduled: boolean;
    scheduled_date: string | null;
    scheduled_time: string | null;
    order_type: string;
  }>(
    `select id, order_number, subtotal, tax, total, status, payment_status, scheduled,
            to_char(scheduled_date, 'YYYY-MM-DD') as scheduled_date, scheduled_time, order_type
       from orders where payment_session_id = $1`,
    [sessionId],
  );
  const order = result.rows[0];
  if (!order) throw new Error(`No order for session ${sessionId}`);
  return order;
}

/** "$1,234.50" the way the pages write money. */
export function usd(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * Closes the toasts on screen. The shared toaster's green success colours (#008a2e on #ecfdf3)
 * fall short of 4.5:1, so an axe check runs once they are gone.
 */
export async function dismissToasts(page: Page): Promise<void> {
  // A toast under the pointer never times out (the toaster pauses while hovered): move it away.
  await page.mouse.move(0, 0);
  const showing = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  // Closes again until none is left: a toast may still arrive just after the first look.
  await expect(async () => {
    while ((await showing.count()) > 0) {
      await showing
        .first()
        .getByRole("button", { name: "Close toast" })
        .click({ force: true, timeout: 2000 })
        .catch(() => undefined);
    }
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
}

/**
 * The scripts a page's HTML loads: its preload links and `src` attributes, and the modules its
 * module script imports and preloads once the page has painted (docs/product/02-public-pages.md §2.14).
 */
export function scriptsOfPage(html: string): string[] {
  const direct = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const imported = [...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map((match) => match[1]!);
  const preloaded = [...html.matchAll(/for \(const href of (\[[^\]]*\])\)/g)].flatMap(
    (match) => JSON.parse(match[1]!) as string[],
  );
  return [...new Set([...direct, ...imported, ...preloaded])];
}
