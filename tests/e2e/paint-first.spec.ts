import { expect, test } from "@playwright/test";
import { withDatabase } from "./support/db.ts";
import {
  businessDate,
  businessTimeZone,
  card,
  collectConsoleErrors,
  holdScripts,
  OPEN_WEEK,
  openPage,
  toast,
  untilElementTakenOver,
  untilTakenOver,
} from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

// Public pages paint their text and main picture before their scripts start loading (decision 185),
// then take over as before: the same modules, under the same CSP, fetched after the first paint.

test.describe("a public page paints before its scripts load", () => {
  for (const path of ["/menu", "/"]) {
    test(`${path}: the main picture is painted before the first script is asked for, and the page then works`, async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page);
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).not.toContain('rel="modulepreload"');

      await openPage(page, path);
      const timing = await page.evaluate(async () => {
        const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        // When the browser painted the picture (Element Timing, kept for a buffered observer).
        const paintedAt = await new Promise<number | null>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            const entry = list
              .getEntries()
              .find((e) => (e as PerformanceEntry & { element?: Element }).element === picture);
            resolve(entry ? (entry as PerformanceEntry & { renderTime: number }).renderTime : null);
          }).observe({ type: "element", buffered: true });
          setTimeout(() => resolve(null), 2000);
        });
        const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const pictureEntry = entries.find((entry) => entry.name === picture?.currentSrc);
        const scripts = entries.filter(
          (entry) => entry.initiatorType !== "img" && /\/assets\/.+\.js$/.test(entry.name),
        );
        return {
          paintedAt,
          pictureLoadedAt: pictureEntry?.responseEnd ?? null,
          firstScriptAskedAt: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.pictureLoadedAt).not.toBeNull();
      expect(timing.scripts).toBeGreaterThan(2);
      expect(timing.firstScriptAskedAt).toBeGreaterThanOrEqual(timing.pictureLoadedAt!);
      // and after the browser reported the picture painted, not merely a frame later
      expect(timing.paintedAt).not.toBeNull();
      expect(timing.firstScriptAskedAt).toBeGreaterThanOrEqual(timing.paintedAt!);

      // Taken over by React Router: a link moves without reloading the document.
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      expect(errors).toEqual([]);
    });
  }

  test("a tap on Add to Cart before the page has taken over is answered once it has, once", async ({
    page,
  }) => {
    await withDatabase((db) => setWeek(db, OPEN_WEEK));
    try {
      const errors = collectConsoleErrors(page);
      // The scripts are held until the dish has been tapped, so the taps come before the take-over.
      const release = await holdScripts(page);
      await page.goto("/menu?category=Sides", { waitUntil: "domcontentloaded" });
      const button = card(page, "Festival").getByRole("button", { name: "Add to Cart" });
      await button.click();
      await button.click();
      expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
      // the button shows the tap was heard
      await expect(button).toHaveAttribute("data-early-tap", "");
      release();

      await expect(toast(page, "Added to Cart", "Festival has been added to your cart")).toBeVisible();
      // Two taps on a button that did nothing yet are one press: one Festival in the cart.
      await expect(page.getByTestId("cart-badge")).toHaveText("1");
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
      expect(errors).toEqual([]);
    } finally {
      await withDatabase((db) => restoreDemoWeek(db));
    }
  });
});

// Nothing typed or tapped before a public page has taken over is lost (docs/product/02-public-pages.md
// §2.14): the scripts are held while the visitor types, then let through.
test.describe("what a visitor does before the page has taken over is kept", () => {
  test.beforeEach(async () => {
    // these tests send real messages and requests: the per-client limits of other specs must not refuse them
    await withDatabase((db) => db.query("delete from rate_limits"));
  });

  test("/contact: text typed before the page has taken over is still there after, and sends", async ({
    page,
  }, testInfo) => {
    const errors = collectConsoleErrors(page);
    const subject = `Typed early ${testInfo.project.name} ${Date.now()}`;
    const release = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const main = page.getByRole("main");
    const name = main.getByLabel("Name", { exact: true });
    const email = main.getByLabel("Email", { exact: true });
    const subjectField = main.getByLabel("Subject", { exact: true });
    const message = main.getByLabel("Message", { exact: true });
    await name.fill("Mary Seacole");
    await email.fill("mary@example.com");
    await subjectField.fill(subject);
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
    release();

    await untilTakenOver(page);
    await untilElementTakenOver(main.locator("form"));
    // the visitor goes on typing once the page has taken over: what came before stays
    await message.fill("A table for twelve on Friday evening?");
    await expect(name).toHaveValue("Mary Seacole");
    await expect(email).toHaveValue("mary@example.com");
    await expect(subjectField).toHaveValue(subject);
    await main.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Message Sent!")).toBeVisible();

    const stored = await withDatabase(async (db) => {
      const result = await db.query<{ customer_name: string; email: string; message: string }>(
        `select i.customer_name, i.email, m.message
           from inquiries i join inquiry_messages m on m.inquiry_id = i.id
          where i.subject = $1`,
        [subject],
      );
      return result.rows;
    });
    expect(stored).toEqual([
      {
        customer_name: "Mary Seacole",
        email: "mary@example.com",
        message: "A table for twelve on Friday evening?",
      },
    ]);
    expect(errors).toEqual([]);
  });

  test("/contact: a message sent before the scripts arrive is posted as the form is, and stored", async ({
    page,
  }, testInfo) => {
    const subject = `Sent early ${testInfo.project.name} ${Date.now()}`;
    const release = await holdScripts(page);
    try {
      await page.goto("/contact", { waitUntil: "domcontentloaded" });
      const main = page.getByRole("main");
      await main.getByLabel("Name", { exact: true }).fill("Mary Seacole");
      await main.getByLabel("Email", { exact: true }).fill("mary@example.com");
      await main.getByLabel("Subject", { exact: true }).fill(subject);
      await main.getByLabel("Message", { exact: true }).fill("Do you deliver on Sundays?");
      await main.getByRole("button", { name: "Send Message" }).click();
      // the page the server answered with says how it went, before any script has run
      await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
      expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
    } finally {
      release();
    }
    const stored = await withDatabase((db) =>
      db.query<{ email: string }>("select email from inquiries where subject = $1", [subject]),
    );
    expect(stored.rows).toEqual([{ email: "mary@example.com" }]);
  });

  test("the catering quote form: text typed and choices made before the page has taken over are still there after, and send", async ({
    page,
  }, testInfo) => {
    const errors = collectConsoleErrors(page);
    const email = `early-quote-${testInfo.project.name}-${Date.now()}@example.com`;
    const date = await withDatabase(async (db) => businessDate(await businessTimeZone(db), 10));
    const release = await holdScripts(page);
    await page.goto("/catering", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Request a catering quote" });
    const fields = {
      name: form.getByLabel("Name", { exact: true }),
      email: form.getByLabel("Email", { exact: true }),
      phone: form.getByLabel("Phone", { exact: true }),
      guests: form.getByLabel("Number of Guests"),
      date: form.getByLabel("Event Date"),
      time: form.getByLabel("Event Time"),
      type: form.getByLabel("Event Type"),
      delivery: form.getByLabel("Pickup or Delivery"),
      requests: form.getByLabel(/Special Requests/),
    };
    await fields.name.fill("Grace Jones");
    await fields.email.fill(email);
    await fields.phone.fill("4045550177");
    await fields.guests.fill("35");
    await fields.date.fill(date);
    await fields.time.fill("18:30");
    await fields.type.selectOption("Birthday");
    await fields.delivery.selectOption("delivery");
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
    release();

    await untilTakenOver(page);
    // the form is below the page's first screen: React takes it over after the rest
    await untilElementTakenOver(form);
    await fields.requests.fill("Curry goat and a vegetarian tray.");
    await expect(fields.name).toHaveValue("Grace Jones");
    await expect(fields.email).toHaveValue(email);
    await expect(fields.phone).toHaveValue("4045550177");
    await expect(fields.guests).toHaveValue("35");
    await expect(fields.date).toHaveValue(date);
    await expect(fields.time).toHaveValue("18:30");
    await expect(fields.type).toHaveValue("Birthday");
    await expect(fields.delivery).toHaveValue("delivery");
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(toast(page, "Request Submitted!")).toBeVisible();

    const stored = await withDatabase(async (db) => {
      const result = await db.query<{
        customer_name: string;
        guest_count: number;
        event_type: string;
        delivery_option: string;
        special_requests: string;
      }>(
        `select customer_name, guest_count, event_type, delivery_option, special_requests
           from catering_requests where email = $1`,
        [email],
      );
      return result.rows;
    });
    expect(stored).toEqual([
      {
        customer_name: "Grace Jones",
        guest_count: 35,
        event_type: "Birthday",
        delivery_option: "delivery",
        special_requests: "Curry goat and a vegetarian tray.",
      },
    ]);
    expect(errors).toEqual([]);
  });

  test("a search typed before the menu has taken over filters it once it has", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const release = await holdScripts(page);
    await page.goto("/menu", { waitUntil: "domcontentloaded" });
    const search = page.getByRole("searchbox", { name: "Search menu" });
    await search.fill("festival");
    await expect(card(page, "Jerk Chicken Plate")).toBeVisible();
    release();

    await untilTakenOver(page);
    await expect(card(page, "Festival")).toBeVisible();
    await expect(card(page, "Jerk Chicken Plate")).toBeHidden();
    await expect(search).toHaveValue("festival");
    // and the address says so, for a reload or a shared link
    await expect(page).toHaveURL(/[?&]q=festival/);
    expect(errors).toEqual([]);
  });

  test("Add to Cart then the cart link, both before the page has taken over: the cart opens with the dish", async ({
    page,
  }) => {
    await withDatabase((db) => setWeek(db, OPEN_WEEK));
    try {
      const errors = collectConsoleErrors(page);
      const release = await holdScripts(page);
      await page.goto("/menu?category=Sides", { waitUntil: "domcontentloaded" });
      await card(page, "Festival").getByRole("button", { name: "Add to Cart" }).click();
      await page.getByRole("banner").getByRole("link", { name: /^Cart/ }).click();
      expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
      release();

      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 3, name: "Festival" })).toBeVisible();
      await expect(page.getByText("Your cart is empty")).toHaveCount(0);
      await expect(page.getByTestId("cart-badge")).toHaveText("1");
      expect(errors).toEqual([]);
    } finally {
      await withDatabase((db) => restoreDemoWeek(db));
    }
  });

  test("a search sent while an early Add to Cart waits is made after it: the dish stays in the cart", async ({
    page,
  }) => {
    await withDatabase((db) => setWeek(db, OPEN_WEEK));
    try {
      const errors = collectConsoleErrors(page);
      const release = await holdScripts(page);
      await page.goto("/menu?category=Sides", { waitUntil: "domcontentloaded" });
      await card(page, "Festival").getByRole("button", { name: "Add to Cart" }).click();
      const search = page.getByRole("searchbox", { name: "Search menu" });
      await search.fill("festival");
      await search.press("Enter");
      // the search form's post is held while the tap waits, and shown as heard
      await expect(page.getByRole("search")).toHaveAttribute("data-early-tap", "");
      release();

      await expect(page.getByTestId("cart-badge")).toHaveText("1");
      await expect(card(page, "Festival")).toBeVisible();
      await expect(search).toHaveValue("festival");
      await expect(page).toHaveURL(/[?&]q=festival/);
      expect(errors).toEqual([]);
    } finally {
      await withDatabase((db) => restoreDemoWeek(db));
    }
  });

  test("a link held for a tap is still followed when the scripts cannot be loaded", async ({ page }) => {
    await withDatabase((db) => setWeek(db, OPEN_WEEK));
    try {
      // the scripts are held, then refused (as after a new version of the site was put up meanwhile)
      let refuse = () => {};
      const refused = new Promise<void>((resolve) => {
        refuse = resolve;
      });
      await page.route("**/assets/*.js", async (route) => {
        await refused;
        await route.abort().catch(() => undefined);
      });
      await page.goto("/menu?category=Sides", { waitUntil: "domcontentloaded" });
      await card(page, "Festival").getByRole("button", { name: "Add to Cart" }).click();
      const cartLink = page.getByRole("banner").getByRole("link", { name: /^Cart/ });
      await cartLink.click();
      // held while the tap waits, and shown as heard
      await expect(cartLink).toHaveAttribute("data-early-tap", "");
      expect(new URL(page.url()).pathname).toBe("/menu");
      refuse();
      await expect(page).toHaveURL(/\/cart$/);
    } finally {
      await withDatabase((db) => restoreDemoWeek(db));
    }
  });
});
