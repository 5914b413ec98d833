import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import routes from "#app/routes.ts";
import { ensureNonAdmin, ensureOwner, fillLogin, sessionCookie } from "./support/admin.ts";
import { openPage, scriptsOfPage } from "./support/ordering.ts";

// The route table is the list of admin pages: a page added there is checked here without editing
// this file. Only these are open to everyone.
const OPEN_PATHS = new Set(["admin/login", "admin/setup", "admin/set-password", "admin/logout"]);

type RouteEntry = { path?: string; children?: RouteEntry[] };

function collectPaths(entries: RouteEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path ? [entry.path] : []),
    ...collectPaths(entry.children ?? []),
  ]);
}

const ADMIN_PAGES = collectPaths(routes as RouteEntry[])
  .filter((route) => route === "admin" || route.startsWith("admin/"))
  .filter((route) => !OPEN_PATHS.has(route))
  .map((route) => `/${route.replace("*", "no-such-page").replace(/:[^/]+/g, "x")}`);

test.describe("every admin page of the route table", () => {
  test.beforeAll(async ({ browser }) => {
    await ensureOwner(browser);
    await ensureNonAdmin("staff@example.com", "Staff-Member-2026");
  });

  test("refuses a signed-out visitor and a non-admin, on GET and POST", async ({
    page,
    browser,
    baseURL,
  }) => {
    expect(ADMIN_PAGES).toContain("/admin/dashboard");
    expect(ADMIN_PAGES).toContain("/admin/settings/activity");
    expect(ADMIN_PAGES.length).toBeGreaterThanOrEqual(18);
    const origin = new URL(baseURL!).origin;

    const anonymous = await browser.newContext();
    for (const pagePath of ADMIN_PAGES) {
      const get = await anonymous.request.get(pagePath, { maxRedirects: 0 });
      expect(get.status(), `GET ${pagePath} signed out`).toBe(302);
      expect(get.headers().location, `GET ${pagePath}`).toBe(
        `/admin/login?redirectTo=${encodeURIComponent(pagePath)}`,
      );
      expect(get.headers()["cache-control"]).toBe("no-store");
      const post = await anonymous.request.post(pagePath, {
        form: { intent: "remove", userId: "x" },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect([302, 405], `POST ${pagePath} signed out`).toContain(post.status());
      if (post.status() === 302) expect(post.headers().location).toMatch(/^\/admin\/login\?redirectTo=/);
    }
    await anonymous.close();

    await openPage(page, "/admin/login");
    await fillLogin(page, "staff@example.com", "Staff-Member-2026");
    await page.waitForURL("**/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    const staff = await browser.newContext();
    await staff.addCookies([await sessionCookie(page)]);
    for (const pagePath of ADMIN_PAGES) {
      const get = await staff.request.get(pagePath, { maxRedirects: 0, headers: { Accept: "text/html" } });
      expect(get.status(), `GET ${pagePath} non-admin`).toBe(403);
      const body = await get.text();
      expect(body, pagePath).toContain("Access Denied");
      expect(body, pagePath).toContain("administrator privileges to access this area.");
      const post = await staff.request.post(pagePath, {
        form: { intent: "remove", userId: "x" },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect([403, 405], `POST ${pagePath} non-admin`).toContain(post.status());
    }
    // The upload endpoint answers the same way: 403 to a non-admin, 401 signed out.
    const upload = {
      multipart: { file: { name: "a.png", mimeType: "image/png", buffer: Buffer.from("x") } },
    };
    const staffUpload = await staff.request.post("/api/admin/uploads", {
      ...upload,
      headers: { Origin: origin },
    });
    expect(staffUpload.status()).toBe(403);
    const nobody = await browser.newContext();
    const anonymousUpload = await nobody.request.post("/api/admin/uploads", {
      ...upload,
      headers: { Origin: origin },
    });
    expect(anonymousUpload.status()).toBe(401);
    await nobody.close();
    await staff.close();
  });

  test("sends upper- and mixed-case admin paths to their lower-case form, which refuses a signed-out visitor", async ({
    browser,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    /** Every other letter upper-case: /aDmIn/dAsHbOaRd. */
    const mixed = (value: string) =>
      [...value].map((letter, index) => (index % 2 === 0 ? letter : letter.toUpperCase())).join("");
    const variants = [
      ...ADMIN_PAGES.slice(0, 4).map((pagePath) => pagePath.toUpperCase()),
      ...ADMIN_PAGES.slice(0, 4).map(mixed),
      "/ADMIN/orders",
      "/Admin/Orders",
      "/aDmIn",
    ];
    const anonymous = await browser.newContext();
    for (const variant of variants) {
      const lowered = variant.toLowerCase();
      const get = await anonymous.request.get(variant, { maxRedirects: 0 });
      expect(get.status(), `GET ${variant}`).toBe(301);
      expect(get.headers().location, `GET ${variant}`).toBe(lowered);
      const followed = await anonymous.request.get(lowered, { maxRedirects: 0 });
      expect(followed.status(), `GET ${lowered} signed out`).toBe(302);
      expect(followed.headers().location).toBe(`/admin/login?redirectTo=${encodeURIComponent(lowered)}`);
      expect(followed.headers()["cache-control"]).toBe("no-store");
      const post = await anonymous.request.post(variant, {
        form: { intent: "remove", userId: "x" },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(post.status(), `POST ${variant}`).toBe(308);
      expect(post.headers().location, `POST ${variant}`).toBe(lowered);
    }
    await anonymous.close();
  });
});

test("no public page loads admin code: neither its HTML's scripts nor its route's chunks", async ({
  request,
}) => {
  const assets = path.resolve("build/client/assets");
  const adminChunks = readdirSync(assets).filter((file) => /^admin-[\w-]+\.js$/.test(file));
  expect(adminChunks.length).toBe(1);
  // The admin's libraries are in it (and so nowhere a public page looks).
  const adminChunk = readFileSync(path.join(assets, adminChunks[0]!), "utf8");
  expect(adminChunk).toMatch(/radix|data-radix|DismissableLayer/i);

  const manifestFile = readdirSync(assets).find((file) => /^manifest-\w+\.js$/.test(file))!;
  const manifestText = readFileSync(path.join(assets, manifestFile), "utf8");
  const manifest = JSON.parse(
    manifestText.slice(manifestText.indexOf("{"), manifestText.lastIndexOf("}") + 1),
  ) as {
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const publicRoutes = Object.entries(manifest.routes).filter(
    ([id]) => id === "root" || id.startsWith("routes/public/"),
  );
  expect(publicRoutes.length).toBeGreaterThanOrEqual(8);
  for (const [id, route] of publicRoutes) {
    const files = [route.module, ...(route.imports ?? [])];
    expect(
      files.filter((file) => /\/admin-|radix|recharts/.test(file)),
      id,
    ).toEqual([]);
    // A route chunk may also import others statically; none of them is the admin's.
    const code = readFileSync(path.join("build/client", route.module), "utf8");
    expect(code, id).not.toMatch(/["']\.\/admin-[\w-]+\.js["']/);
  }

  for (const pagePath of ["/", "/menu", "/order-online", "/about", "/contact", "/cart"]) {
    const html = await (await request.get(pagePath)).text();
    const scripts = scriptsOfPage(html);
    expect(scripts.length, pagePath).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => script.includes("/admin-")),
      pagePath,
    ).toEqual([]);
  }
});
