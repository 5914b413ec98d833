import { randomBytes } from "node:crypto";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { ensureOwner, sessionCookie, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { openPage } from "./support/ordering.ts";

// The installable admin (docs/product/06-admin.md §6.4): the manifest and the service worker, the board kept
// for a reload without network, the screen kept on, and the sound enabled by a tap.

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

/** The width and height a PNG file says it has (its IHDR chunk). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the admin's worker controls this page. */
async function waitForWorker(page: Page): Promise<string> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scope;
}

/** The X-Request-Id of the board the worker keeps (once it has kept one). */
async function keptBoardId(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const kept = await (await caches.open(name)).match("/admin/orders");
      if (kept) return kept.headers.get("X-Request-Id");
    }
    return null;
  });
}

test("the admin installs as an app: its manifest, a worker that controls the board, and Chromium's install criteria met", async ({
  page,
  baseURL,
}) => {
  await signInAsOwner(page, "/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();

  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/admin/manifest.webmanifest");
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: "Island Spice Admin",
    short_name: "Island Orders",
    start_url: "/admin/orders",
    scope: "/admin",
    display: "standalone",
    theme_color: "#f97316",
  });
  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(icons).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await file.body())).toBe(icon.sizes);
  }

  expect(await waitForWorker(page)).toBe(`${baseURL}/admin`);
  const script = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null,
  );
  expect(script).toBe(`${baseURL}/admin/sw.js`);

  // Chromium's own verdict on the install criteria (manifest, icons, worker, secure origin). A test
  // context is a private one, which Chromium names as the only reason it would not offer the install.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual(
    [],
  );
  const { url, errors, data } = (await cdp.send("Page.getAppManifest")) as {
    url: string;
    errors: unknown[];
    data?: string;
  };
  expect(url).toBe(`${baseURL}/admin/manifest.webmanifest`);
  expect(errors).toEqual([]);
  expect(data).toContain('"start_url"');
});

test("a reload of the board without network shows the board the worker kept", async ({ page, context }) => {
  await signInAsOwner(page, "/admin/orders");
  await waitForWorker(page);
  // The worker keeps a board when it installs and on every reload that reaches the server.
  const reloaded = await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  const keptId = reloaded?.headers()["x-request-id"];
  expect(keptId).toBeTruthy();
  await expect.poll(() => keptBoardId(page)).toBe(keptId);

  await context.setOffline(true);
  try {
    const response = await page.reload();
    // The very page the worker kept: same request id as when it was kept.
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.headers()["x-request-id"]).toBe(keptId);
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await expect(page.getByRole("navigation").first()).toBeVisible();
    // The page runs (its scripts came from the worker's cache): the sound bar is a working button.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    // A public page is never kept: offline it is not there.
    await expect(page.goto("/menu")).rejects.toThrow();
  } finally {
    await context.setOffline(false);
  }
});

/** A paid order whose customer the board lists, with a name and phone no other test uses. */
async function insertBoardOrder(): Promise<{ id: string; name: string; phone: string }> {
  const suffix = randomBytes(3).toString("hex");
  const name = `Tablet Customer ${suffix}`;
  const phone = `40455${String(parseInt(suffix, 16) % 100_000).padStart(5, "0")}`;
  const id = await withDatabase(async (db) => {
    const result = await db.query<{ id: string }>(
      `insert into orders (order_number, customer_name, customer_email, customer_phone, subtotal, tax, total,
         payment_provider, access_token, order_type, payment_status, payment_method, paid_at, acknowledged_at)
       values ($1, $2, 'tablet-customer@example.com', $3, 1500, 124, 1624, 'sandbox',
         gen_random_uuid()::text, 'pickup', 'paid', 'card', now(), now())
       returning id`,
      [String(80_000 + Math.floor(Math.random() * 9_000)), name, phone],
    );
    return result.rows[0]!.id;
  });
  return { id, name, phone };
}

/** Every admin page the worker keeps (not the build files), with its text. */
async function keptAdminPages(page: Page): Promise<{ path: string; text: string }[]> {
  return page.evaluate(async () => {
    const kept: { path: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        if (path.startsWith("/assets/")) continue;
        kept.push({ path, text: (await (await cache.match(request))?.text()) ?? "" });
      }
    }
    return kept;
  });
}

/** Signs in, opens the board and waits until the worker keeps it, with the order's customer in it. */
async function keepBoardWith(page: Page, order: { name: string; phone: string }): Promise<void> {
  await signInAsOwner(page, `/admin/orders`);
  await waitForWorker(page);
  await page.reload();
  await expect(page.getByText(order.name).filter({ visible: true }).first()).toBeVisible();
  await expect
    .poll(async () => (await keptAdminPages(page)).some((kept) => kept.text.includes(order.name)))
    .toBe(true);
}

/** Offline, the board's address shows nothing of the customer (the browser's offline page instead). */
async function expectNothingKeptOffline(
  page: Page,
  context: BrowserContext,
  order: { name: string; phone: string },
): Promise<void> {
  // the worker forgets as the request goes or the answer comes: wait for it
  await expect.poll(async () => (await keptAdminPages(page)).map((kept) => kept.path)).toEqual([]);
  await context.setOffline(true);
  try {
    await page.goto("/admin/orders").catch(() => null);
    await expect(page.getByText(order.name)).toHaveCount(0);
    expect(await page.content()).not.toContain(order.phone);
  } finally {
    await context.setOffline(false);
  }
}

test.describe("the kept board is forgotten when nobody is signed in any more", () => {
  test("logging out from the top bar forgets the kept board: offline, no customer's name or phone shows", async ({
    page,
    context,
  }) => {
    const order = await insertBoardOrder();
    await keepBoardWith(page, order);
    const signOuts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") signOuts.push(new URL(request.url()).pathname);
    });
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/admin\/login/);
    // the top bar signs out through React Router's data request, not the page's address
    expect(signOuts).toEqual(["/admin/logout.data"]);
    await expectNothingKeptOffline(page, context, order);
  });

  test("an admin request answered 401 forgets the kept board: offline, no customer's name or phone shows", async ({
    page,
    context,
  }) => {
    const order = await insertBoardOrder();
    await keepBoardWith(page, order);
    // the session ends elsewhere (another admin removed it, or it ran out)
    const cookie = await sessionCookie(page);
    await withDatabase((db) =>
      db.query("delete from session where token = $1", [decodeURIComponent(cookie.value).split(".")[0]]),
    );
    const status = await page.evaluate(async () => (await fetch("/api/admin/orders/arrivals")).status);
    expect(status).toBe(401);
    await expectNothingKeptOffline(page, context, order);
  });

  test("a session that has ended forgets the kept board at the next page the admin opens", async ({
    page,
    context,
  }) => {
    const order = await insertBoardOrder();
    await keepBoardWith(page, order);
    const cookie = await sessionCookie(page);
    await withDatabase((db) =>
      db.query("delete from session where token = $1", [decodeURIComponent(cookie.value).split(".")[0]]),
    );
    // a move within the admin asks React Router's data request, which answers with the sign-in page
    await page.locator('a[href="/admin/dashboard"]').filter({ visible: true }).first().click();
    await page.waitForURL(/\/admin\/login/);
    await expectNothingKeptOffline(page, context, order);
  });
});

test("the kept board shows offline only until the session it was kept under ends", async ({
  page,
  context,
}) => {
  const order = await insertBoardOrder();
  await signInAsOwner(page, "/admin/orders");
  await waitForWorker(page);
  // the session reaches the site's absolute lifetime a few seconds from now
  const cookie = await sessionCookie(page);
  await withDatabase((db) =>
    db.query(
      `update session set created_at = now() - make_interval(days => coalesce(
         (select setting_value::int from site_settings where setting_key = 'session_max_days'), 30))
         + interval '8 seconds'
       where token = $1`,
      [decodeURIComponent(cookie.value).split(".")[0]],
    ),
  );
  await page.reload();
  await expect(page.getByText(order.name).filter({ visible: true }).first()).toBeVisible();
  // the worker keeps the reloaded board with its session's end (within the next minute, not days)
  const keptEnd = () =>
    page.evaluate(async () => {
      const kept = await caches.match("/admin/orders");
      return Date.parse(kept?.headers.get("X-Admin-Session-Ends") ?? "");
    });
  await expect.poll(async () => (await keptEnd()) - Date.now()).toBeLessThan(60_000);
  const endsAt = await keptEnd();
  await context.setOffline(true);
  try {
    // before the session's end the kept board shows, offline
    const kept = await page.reload();
    expect(kept?.fromServiceWorker()).toBe(true);
    await expect(page.getByText(order.name).filter({ visible: true }).first()).toBeVisible();
    // after it, nothing of the customer's, though the device never heard from the server again
    await expect.poll(() => Date.now() > endsAt, { timeout: 15_000 }).toBe(true);
    await page.reload().catch(() => null);
    await expect(page.getByText(order.name)).toHaveCount(0);
    expect(await page.content()).not.toContain(order.phone);
  } finally {
    await context.setOffline(false);
  }
});

test("a public page links no manifest and registers no worker", async ({ page }) => {
  const adminFiles: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/admin")) adminFiles.push(path);
  });
  for (const path of ["/", "/menu"]) {
    await openPage(page, path);
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      0,
    );
  }
  expect(adminFiles).toEqual([]);
});

/** A stand-in for the Screen Wake Lock API that counts what the page asks for and lets the test hide the page. */
function fakeWakeLock() {
  type Sentinel = EventTarget & { released: boolean; release: () => Promise<void> };
  const log: string[] = [];
  let current: Sentinel | null = null;
  let hidden = false;
  Object.defineProperty(document, "visibilityState", { get: () => (hidden ? "hidden" : "visible") });
  Object.defineProperty(navigator, "wakeLock", {
    value: {
      request: (type: string) => {
        log.push(`request ${type} ${Date.now()}`);
        const sentinel: Sentinel = Object.assign(new EventTarget(), {
          released: false,
          release: () => {
            if (!sentinel.released) {
              sentinel.released = true;
              log.push("released");
              sentinel.dispatchEvent(new Event("release"));
            }
            return Promise.resolve();
          },
        });
        current = sentinel;
        return Promise.resolve(sentinel);
      },
    },
  });
  Object.assign(window, {
    wakeLockLog: log,
    // What a browser does when the tab is hidden: the lock goes, then the page learns it is hidden.
    setPageHidden: (next: boolean) => {
      hidden = next;
      if (next) void current?.release();
      document.dispatchEvent(new Event("visibilitychange"));
    },
  });
}

const wakeLog = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { wakeLockLog: string[] }).wakeLockLog]);

test("the board keeps the screen on, takes the lock again when shown again, and lets it go when left", async ({
  page,
}) => {
  await page.addInitScript(fakeWakeLock);
  await signInAsOwner(page, "/admin/orders");
  await expect(page.locator("html[data-wake-lock='held']")).toBeAttached();
  expect((await wakeLog(page)).map((line) => line.split(" ").slice(0, 2).join(" "))).toEqual([
    "request screen",
  ]);
  await expect(page.getByTestId("screen-sleep-note")).toHaveCount(0);

  await page.evaluate(() =>
    (window as unknown as { setPageHidden: (hidden: boolean) => void }).setPageHidden(true),
  );
  await expect(page.locator("html[data-wake-lock='released']")).toBeAttached();
  const shownAt = await page.evaluate(() => {
    (window as unknown as { setPageHidden: (hidden: boolean) => void }).setPageHidden(false);
    return Date.now();
  });
  await expect(page.locator("html[data-wake-lock='held']")).toBeAttached();
  const log = await wakeLog(page);
  expect(log.slice(0, 2)).toEqual([expect.stringMatching(/^request screen/), "released"]);
  const askedAgainAt = Number(log[2]!.split(" ")[2]);
  expect(askedAgainAt - shownAt).toBeLessThan(1000);

  // Leaving the board (to the dashboard, within the app) lets the screen sleep again.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate("/admin/dashboard"),
  );
  await page.waitForURL("**/admin/dashboard");
  await expect.poll(async () => (await wakeLog(page)).at(-1)).toBe("released");
  await expect(page.locator("html[data-wake-lock]")).toHaveCount(0);
});

test("where the browser cannot keep the screen on, the board says so", async ({ page }) => {
  await page.addInitScript(() => {
    // a browser without the API (Firefox before 126, older Safari)
    Reflect.deleteProperty(Navigator.prototype, "wakeLock");
  });
  await signInAsOwner(page, "/admin/orders");
  await expect(page.getByTestId("screen-sleep-note")).toHaveText(
    "This browser may let the screen sleep: keep this tablet plugged in and set its screen to stay on.",
  );
  await expectNoAxeViolations(page);
});

test("a red bar asks for the tap that enables sound, and goes once the sound can play", async ({ page }) => {
  await signInAsOwner(page, "/admin/orders");
  const bar = page.getByRole("button", { name: /Tap to enable sound/ });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText("Sound is off: new orders will not ring on this device.");
  await expect(page.getByRole("button", { name: "Sound on: turn off" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // From the keyboard as well as by touch.
  await bar.focus();
  await page.keyboard.press("Enter");
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sound on: turn off" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("island-admin.alarm-sound"))).toBe("on");

  // Turned off again on purpose: the bar is back, saying so.
  await page.getByRole("button", { name: "Sound on: turn off" }).click();
  await expect(bar).toContainText("Sound is off");
});

test("after a reload the sound waits for a tap on the page, and the bar says so until then", async ({
  page,
}) => {
  // A browser that holds a page's audio until a tap on it: the AudioContext starts suspended and
  // resumes only during a tap or a key press on the page (the autoplay rule of Chrome and Safari).
  // (Playwright's own page scripts count as gestures for navigator.userActivation, so the taps are
  // watched here.)
  await page.addInitScript(() => {
    localStorage.setItem("island-admin.alarm-sound", "on");
    let tapping = false;
    for (const type of ["pointerdown", "keydown", "click"])
      window.addEventListener(
        type,
        () => {
          tapping = true;
          setTimeout(() => (tapping = false), 1000);
        },
        true,
      );
    class HeldAudioContext extends EventTarget {
      state: AudioContextState = "suspended";
      currentTime = 0;
      sampleRate = 44_100;
      destination = {};
      resume() {
        if (!tapping) return Promise.reject(new DOMException("no gesture", "NotAllowedError"));
        this.state = "running";
        this.dispatchEvent(new Event("statechange"));
        return Promise.resolve();
      }
      createBuffer() {
        return {};
      }
      createBufferSource() {
        return { buffer: null, connect: () => undefined, start: () => undefined };
      }
      // the alarm's beeps, for orders other tests left waiting
      createOscillator() {
        return {
          type: "square",
          frequency: { value: 0 },
          connect: <T>(node: T) => node,
          start: () => undefined,
          stop: () => undefined,
        };
      }
      createGain() {
        return {
          gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
          connect: <T>(node: T) => node,
        };
      }
    }
    Object.defineProperty(window, "AudioContext", { value: HeldAudioContext });
  });
  await signInAsOwner(page, "/admin/orders");
  // A fresh page: the taps of the sign-in do not count for it.
  await page.reload();
  const bar = page.getByRole("button", { name: /Tap to enable sound/ });
  await expect(bar).toContainText("The browser holds the sound until someone taps this page");
  await bar.click();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sound on: turn off" })).toBeVisible();
});
