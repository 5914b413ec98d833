import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createFilesAdapter } from "#server/adapters/files/create-files.ts";
import { siteSections, siteSettings } from "#server/db/schema/index.ts";
import { formPost, makePageContext, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { runAction } from "#app/lib/action.server.ts";
import { changeSiteSettings, loadSiteSettings } from "./settings-site.server.ts";

const database = useTestDatabase();
const URL_BASE = "http://shop.test/admin/settings/site";

let cookie: Promise<string> | null = null;
/** The first admin is created once per file; later tests reuse the session. */
const adminCookie = () => (cookie ??= signInFirstAdmin(database.db));

type Failure = { data: { error: { fields?: Record<string, string> } }; init: { status: number } };

async function snapshot() {
  return (await database.db.select().from(siteSettings))
    .map((row) => [row.setting_key, row.setting_value])
    .sort();
}

describe("the Site settings page", () => {
  it("signed out, sends the visitor to sign in and saves nothing", async () => {
    const thrown = await loadSiteSettings(new Request(URL_BASE), makePageContext(database.db)).then(
      () => null,
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    const before = await snapshot();
    const answer = await runAction(() =>
      changeSiteSettings(
        formPost(URL_BASE, { intent: "save", site_name: "Hijacked" }),
        makePageContext(database.db),
      ),
    ).catch((error: unknown) => error);
    expect(answer instanceof Response ? answer.status : (answer as Failure).init.status).not.toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a bad value by its field, half of a form saving nothing, and saves a good one", async () => {
    const context = makePageContext(database.db, { headers: { Cookie: await adminCookie() } });
    const loaded = await loadSiteSettings(new Request(URL_BASE), context);
    const page = { ...loaded, values: { ...loaded.values, business_name: "Island Spice Kitchen LLC" } };
    expect(page.timeZones).toContain("America/New_York");
    const before = await snapshot();
    const bad = (await runAction(() =>
      changeSiteSettings(
        formPost(URL_BASE, { ...page.values, intent: "save", site_name: "New Name", tax_rate: "30" }),
        context,
      ),
    )) as Failure;
    expect(bad.init.status).toBe(400);
    expect(bad.data.error.fields?.tax_rate).toBe(
      "Tax rate must be a percentage from 0 to 25, like 7 or 8.875",
    );
    expect(await snapshot()).toEqual(before);

    const missing = (await runAction(() =>
      changeSiteSettings(formPost(URL_BASE, { intent: "save", site_name: "Only this" }), context),
    )) as Failure;
    expect(missing.init.status).toBe(400);
    expect(await snapshot()).toEqual(before);

    const good = await runAction(() =>
      changeSiteSettings(
        formPost(URL_BASE, { ...page.values, intent: "save", site_name: "New Name" }),
        context,
      ),
    );
    expect(good).toEqual({ ok: true, message: "Settings saved" });
    expect((await loadSiteSettings(new Request(URL_BASE), context)).values.site_name).toBe("New Name");
  });

  it("a replaced logo upload is removed, unless something else still shows it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "logo-"));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
    const context = makePageContext(database.db, {
      headers: { Cookie: await adminCookie() },
      env: { DATA_DIR: dataDir },
    });
    const files = createFilesAdapter(context.config);
    for (const name of ["logo-one.webp", "logo-two.webp", "logo-three.webp"])
      await files.put(name, Buffer.from("webp"), "image/webp");
    const { values } = await loadSiteSettings(new Request(URL_BASE), context);
    const saveLogo = (logo: string) =>
      runAction(() =>
        changeSiteSettings(formPost(URL_BASE, { ...values, intent: "save", site_logo_url: logo }), context),
      );
    const stored = () => readdirSync(path.join(dataDir, "uploads")).sort();

    expect(await saveLogo("/uploads/logo-one.webp")).toMatchObject({ ok: true });
    expect(await saveLogo("/uploads/logo-two.webp")).toMatchObject({ ok: true });
    expect(stored()).toEqual(["logo-three.webp", "logo-two.webp"]);
    // An Our Story section shows the second one too: replacing the logo keeps the file.
    await database.db.insert(siteSections).values({
      page_name: "about",
      section_name: "story-block",
      content: { imageUrl: "/uploads/logo-two.webp" },
    });
    expect(await saveLogo("/uploads/logo-three.webp")).toMatchObject({ ok: true });
    expect(stored()).toEqual(["logo-three.webp", "logo-two.webp"]);
  });
});
