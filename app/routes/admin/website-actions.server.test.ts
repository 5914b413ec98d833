import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  account,
  alerts,
  auditLog,
  benefits,
  heroSlides,
  siteSections,
  testimonials,
  user,
} from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { getOurStory } from "#server/content/service.ts";
import { makePageContext, sessionCookieFor } from "#server/test/page-context.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { hashPassword } from "#server/auth/passwords.ts";
import { runAction } from "#app/lib/action.server.ts";
import { changeAlerts, loadAlertsAdmin } from "./alerts.server.ts";
import { changeBenefits, loadBenefitsAdmin } from "./benefits.server.ts";
import { changeHero, loadHeroAdmin } from "./hero.server.ts";
import { changeContent, loadContentAdmin } from "./content.server.ts";
import { changeTestimonials, loadTestimonialsAdmin } from "./testimonials.server.ts";

const database = useTestDatabase();
let adminCookie: string;
let staffCookie: string;

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
});

function asAdmin(cookie = adminCookie) {
  return makePageContext(database.db, { headers: { Cookie: cookie } });
}

function jsonPost(url: string, body: unknown, cookie = adminCookie) {
  return new Request(url, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", Cookie: cookie },
  });
}

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

async function refusedFields(
  change: (request: Request, context: ReturnType<typeof asAdmin>) => Promise<unknown>,
  url: string,
  base: Record<string, unknown>,
  cases: [Record<string, unknown>, string, string][],
) {
  for (const [override, field, message] of cases) {
    const result = await answer(() =>
      change(jsonPost(url, { intent: "create", item: { ...base, ...override } }), asAdmin()),
    );
    expect(result.status, field).toBe(400);
    expect(result.body.error?.fields?.[field], field).toBe(message);
  }
}

const ALERT = {
  title: "Holiday hours",
  message: "We close early on Christmas Eve.",
  alert_type: "warning",
  background_color: "",
  text_color: "",
  start_date: "2026-12-20T09:00",
  end_date: "2026-12-24T15:00",
  is_active: true,
  is_dismissible: true,
};
const ALERTS_URL = "http://shop.test/admin/alerts";

describe("/admin/alerts", () => {
  it("sends a signed-out visitor to sign in and refuses a non-admin", async () => {
    const signedOut = await changeAlerts(
      jsonPost(ALERTS_URL, { intent: "create", item: ALERT }, ""),
      makePageContext(database.db),
    ).catch((thrown: unknown) => thrown);
    expect((signedOut as Response).status).toBe(302);
    const staff = await changeAlerts(
      jsonPost(ALERTS_URL, { intent: "create", item: ALERT }, staffCookie),
      asAdmin(staffCookie),
    ).catch((thrown: unknown) => thrown);
    expect((staff as { init: { status: number } }).init.status).toBe(403);
    const staffLoad = await loadAlertsAdmin(new Request(ALERTS_URL), asAdmin(staffCookie)).catch(
      (thrown: unknown) => thrown,
    );
    expect((staffLoad as { init: { status: number } }).init.status).toBe(403);
    expect(await database.db.select().from(alerts)).toHaveLength(0);
  });

  it("refuses bad input by the field and saves nothing", async () => {
    await refusedFields(changeAlerts, ALERTS_URL, ALERT, [
      [{ background_color: "orange" }, "background_color", "Background colour must be a colour like #F97316"],
      [{ text_color: "#12345" }, "text_color", "Text colour must be a colour like #F97316"],
      [{ end_date: "2026-12-19T09:00" }, "end_date", "End must be after the start"],
      [
        { start_date: "2026-02-30T09:00" },
        "start_date",
        "Start must be a date and time like 2026-12-24 18:00",
      ],
      [{ alert_type: "party" }, "alert_type", "Choose success, warning, error or info"],
      [{ message: "" }, "message", "Message is required"],
      [{ message: "x".repeat(501) }, "message", "Message must be 500 characters or fewer"],
      [{ title: "x".repeat(101) }, "title", "Title must be 100 characters or fewer"],
    ]);
    expect(await database.db.select().from(alerts)).toHaveLength(0);
    const unknown = await answer(() => changeAlerts(jsonPost(ALERTS_URL, { intent: "party" }), asAdmin()));
    expect(unknown.status).toBe(400);
    const missing = await answer(() =>
      changeAlerts(jsonPost(ALERTS_URL, { intent: "update", id: randomUUID(), item: ALERT }), asAdmin()),
    );
    expect(missing.status).toBe(404);
  });

  it("stores dates typed on the business's clock and shows them back the same way", async () => {
    const created = await answer(() =>
      changeAlerts(jsonPost(ALERTS_URL, { intent: "create", item: ALERT }), asAdmin()),
    );
    expect(created).toEqual({ status: 200, body: { ok: true, message: "Alert saved." } });
    const [row] = await database.db.select().from(alerts);
    // America/New_York, the default zone, is UTC-5 in December.
    expect(row!.start_date?.toISOString()).toBe("2026-12-20T14:00:00.000Z");
    expect(row!.end_date?.toISOString()).toBe("2026-12-24T20:00:00.000Z");
    const loaded = await loadAlertsAdmin(new Request(ALERTS_URL), asAdmin());
    expect(loaded.timeZone).toBe("America/New_York");
    expect(loaded.alerts[0]).toMatchObject({ start_date: "2026-12-20T09:00", end_date: "2026-12-24T15:00" });

    const edited = await answer(() =>
      changeAlerts(
        jsonPost(ALERTS_URL, {
          intent: "update",
          id: row!.id,
          item: { ...ALERT, background_color: "#123456", text_color: "#fff", end_date: "" },
        }),
        asAdmin(),
      ),
    );
    expect(edited.status).toBe(200);
    const [after] = await database.db.select().from(alerts);
    expect(after).toMatchObject({ background_color: "#123456", text_color: "#fff", end_date: null });
    const audits = await database.db.select().from(auditLog);
    expect(audits.filter((audit) => audit.entity === "alerts").map((audit) => audit.action)).toEqual([
      "create",
      "update",
    ]);
  });
});

const TESTIMONIAL = {
  name: "Marcia B.",
  location: "Decatur",
  text: "The oxtail tastes like my grandmother's.",
  rating: "5",
  is_active: true,
};
const TESTIMONIALS_URL = "http://shop.test/admin/testimonials";

describe("/admin/testimonials", () => {
  it("refuses a rating outside 1-5 and over-long text by the field, saving nothing", async () => {
    const rating = "Rating must be a whole number from 1 to 5";
    await refusedFields(changeTestimonials, TESTIMONIALS_URL, TESTIMONIAL, [
      [{ rating: "0" }, "rating", rating],
      [{ rating: "6" }, "rating", rating],
      [{ rating: "4.5" }, "rating", rating],
      [{ rating: "five" }, "rating", rating],
      [{ rating: 7 }, "rating", rating],
      [{ name: "" }, "name", "Name is required"],
      [{ name: "x".repeat(81) }, "name", "Name must be 80 characters or fewer"],
      [{ location: "x".repeat(81) }, "location", "Location must be 80 characters or fewer"],
      [{ text: "x".repeat(1001) }, "text", "Text must be 1000 characters or fewer"],
    ]);
    expect(await database.db.select().from(testimonials)).toHaveLength(0);
    const staff = await loadTestimonialsAdmin(new Request(TESTIMONIALS_URL), asAdmin(staffCookie)).catch(
      (thrown: unknown) => thrown,
    );
    expect((staff as { init: { status: number } }).init.status).toBe(403);
  });

  it("adds, edits, reorders, switches off and deletes", async () => {
    for (const name of ["Marcia B.", "Dev P."]) {
      const created = await answer(() =>
        changeTestimonials(
          jsonPost(TESTIMONIALS_URL, { intent: "create", item: { ...TESTIMONIAL, name, rating: 4 } }),
          asAdmin(),
        ),
      );
      expect(created.status).toBe(200);
    }
    const { testimonials: rows } = await loadTestimonialsAdmin(new Request(TESTIMONIALS_URL), asAdmin());
    expect(rows.map((row) => [row.name, row.rating, row.display_order])).toEqual([
      ["Marcia B.", 4, 0],
      ["Dev P.", 4, 1],
    ]);
    const [first, second] = rows;
    const edited = await answer(() =>
      changeTestimonials(
        jsonPost(TESTIMONIALS_URL, {
          intent: "update",
          id: first!.id,
          item: { ...TESTIMONIAL, location: "", rating: "3" },
        }),
        asAdmin(),
      ),
    );
    expect(edited.body).toEqual({ ok: true, message: "Marcia B.'s testimonial was saved." });
    const reordered = await answer(() =>
      changeTestimonials(
        jsonPost(TESTIMONIALS_URL, { intent: "reorder", ids: [second!.id, first!.id] }),
        asAdmin(),
      ),
    );
    expect(reordered.status).toBe(200);
    // A list that leaves a row out is stale: refused, nothing moves.
    const stale = await answer(() =>
      changeTestimonials(jsonPost(TESTIMONIALS_URL, { intent: "reorder", ids: [first!.id] }), asAdmin()),
    );
    expect(stale.status).toBe(409);
    const toggled = await answer(() =>
      changeTestimonials(
        jsonPost(TESTIMONIALS_URL, { intent: "active", id: second!.id, value: "false" }),
        asAdmin(),
      ),
    );
    expect(toggled.status).toBe(200);
    const after = await loadTestimonialsAdmin(new Request(TESTIMONIALS_URL), asAdmin());
    expect(after.testimonials.map((row) => [row.name, row.location, row.rating, row.is_active])).toEqual([
      ["Dev P.", "Decatur", 4, false],
      ["Marcia B.", null, 3, true],
    ]);
    const deleted = await answer(() =>
      changeTestimonials(jsonPost(TESTIMONIALS_URL, { intent: "delete", id: second!.id }), asAdmin()),
    );
    expect(deleted.body).toEqual({ ok: true, message: "Testimonial deleted." });
    expect(await database.db.select().from(testimonials)).toHaveLength(1);
    const audits = (await database.db.select().from(auditLog)).filter((row) => row.entity === "testimonials");
    expect(audits.map((row) => row.action)).toEqual([
      "create",
      "create",
      "update",
      "reorder",
      "update",
      "delete",
    ]);
  });
});

const BENEFIT = {
  icon_name: "leaf",
  title: "Fresh every day",
  description: "Cooked each morning.",
  is_active: true,
};
const BENEFITS_URL = "http://shop.test/admin/benefits";

describe("/admin/benefits", () => {
  it("refuses an unknown icon and over-long text by the field, saving nothing", async () => {
    await refusedFields(changeBenefits, BENEFITS_URL, BENEFIT, [
      [{ icon_name: "rocket" }, "icon_name", "Choose an icon from the list"],
      [{ icon_name: "" }, "icon_name", "Choose an icon from the list"],
      [{ title: "" }, "title", "Title is required"],
      [{ title: "x".repeat(81) }, "title", "Title must be 80 characters or fewer"],
      [{ description: "x".repeat(301) }, "description", "Description must be 300 characters or fewer"],
    ]);
    expect(await database.db.select().from(benefits)).toHaveLength(0);
  });

  it("stores a known icon and lists benefits in their order", async () => {
    const created = await answer(() =>
      changeBenefits(jsonPost(BENEFITS_URL, { intent: "create", item: BENEFIT }), asAdmin()),
    );
    expect(created.body).toEqual({ ok: true, message: '"Fresh every day" was added.' });
    const { benefits: rows } = await loadBenefitsAdmin(new Request(BENEFITS_URL), asAdmin());
    expect(rows).toMatchObject([{ icon_name: "leaf", title: "Fresh every day", is_active: true }]);
    const unknownRow = await answer(() =>
      changeBenefits(
        jsonPost(BENEFITS_URL, { intent: "active", id: randomUUID(), value: "true" }),
        asAdmin(),
      ),
    );
    expect(unknownRow.status).toBe(404);
  });
});

const SLIDE = {
  image_url: "",
  badge_text: "New",
  heading_text: "Sunday jerk, all day",
  heading_highlight: "jerk",
  subtitle: "Off the grill from noon.",
  cta_text: "See the menu",
  cta_link: "/menu",
  background_color: "#0f766e",
  is_active: true,
};
const HERO_URL = "http://shop.test/admin/hero";

describe("/admin/hero", () => {
  it("refuses a bad colour, a link that is not a site path or https, and over-long text, saving nothing", async () => {
    const link = "Button link must be a path on this site like /menu or an https:// address";
    await refusedFields(changeHero, HERO_URL, SLIDE, [
      [{ cta_link: "javascript:alert(1)" }, "cta_link", link],
      [{ cta_link: "http://example.com" }, "cta_link", link],
      [{ cta_link: "//evil.example" }, "cta_link", link],
      [{ cta_link: "menu" }, "cta_link", link],
      [{ background_color: "teal" }, "background_color", "Background colour must be a colour like #F97316"],
      [{ background_color: "" }, "background_color", "Background colour must be a colour like #F97316"],
      [{ heading_text: "" }, "heading_text", "Heading is required"],
      [{ heading_text: "x".repeat(121) }, "heading_text", "Heading must be 120 characters or fewer"],
      [{ subtitle: "x".repeat(301) }, "subtitle", "Subtitle must be 300 characters or fewer"],
      [
        { image_url: "data:image/png;base64,AAAA" },
        "image_url",
        "Image must be an uploaded picture or an https:// address",
      ],
    ]);
    expect(await database.db.select().from(heroSlides)).toHaveLength(0);
  });

  it("stores every field, empty ones as none, and accepts https links", async () => {
    const created = await answer(() =>
      changeHero(jsonPost(HERO_URL, { intent: "create", item: SLIDE }), asAdmin()),
    );
    expect(created.body).toEqual({ ok: true, message: "Slide added." });
    const { slides } = await loadHeroAdmin(new Request(HERO_URL), asAdmin());
    expect(slides[0]).toMatchObject({ ...SLIDE, image_url: null });
    const edited = await answer(() =>
      changeHero(
        jsonPost(HERO_URL, {
          intent: "update",
          id: slides[0]!.id,
          item: {
            ...SLIDE,
            badge_text: "",
            cta_link: "https://order.example.com/jerk",
            image_url: "/images/hero/default.svg",
          },
        }),
        asAdmin(),
      ),
    );
    expect(edited.status).toBe(200);
    const [row] = await database.db.select().from(heroSlides);
    expect(row).toMatchObject({
      badge_text: null,
      cta_link: "https://order.example.com/jerk",
      image_url: "/images/hero/default.svg",
    });
    const deleted = await answer(() =>
      changeHero(jsonPost(HERO_URL, { intent: "delete", id: row!.id }), asAdmin()),
    );
    expect(deleted.body).toEqual({ ok: true, message: "Slide deleted." });
    expect(await database.db.select().from(heroSlides)).toHaveLength(0);
  });
});

const BLOCK = {
  title: "Where it began",
  subtitle: "Montego Bay, 1998",
  text: "A grill and a cooler.",
  image_url: "/images/hero/default.svg",
  image_alt: "The first grill",
  reversed: false,
  is_active: true,
};
const CONTENT_URL = "http://shop.test/admin/content";

describe("/admin/content", () => {
  it("refuses an image without alt text and over-long text by the field, saving nothing", async () => {
    await refusedFields(changeContent, CONTENT_URL, BLOCK, [
      [{ image_alt: "" }, "image_alt", "Alt text is required for an image"],
      [{ title: "x".repeat(121) }, "title", "Title must be 120 characters or fewer"],
      [{ text: "x".repeat(3001) }, "text", "Text must be 3000 characters or fewer"],
      [
        { image_url: "javascript:alert(1)" },
        "image_url",
        "Image must be an uploaded picture or an https:// address",
      ],
    ]);
    expect(await database.db.select().from(siteSections)).toHaveLength(0);
  });

  it("adds the heading and blocks, and reorders the blocks the way the home page reads them", async () => {
    const post = (body: unknown) => answer(() => changeContent(jsonPost(CONTENT_URL, body), asAdmin()));
    expect(
      (await post({ intent: "create", kind: "intro", item: { ...BLOCK, title: "Our Story" } })).status,
    ).toBe(200);
    expect((await post({ intent: "create", kind: "intro", item: BLOCK })).status).toBe(409);
    for (const title of ["First", "Second", "Third"]) {
      expect((await post({ intent: "create", item: { ...BLOCK, title } })).status).toBe(200);
    }
    const { blocks } = await loadContentAdmin(new Request(CONTENT_URL), asAdmin());
    expect(blocks.map((block) => [block.section_name, block.title])).toEqual([
      ["our-story-1", "First"],
      ["our-story-2", "Second"],
      ["our-story-3", "Third"],
    ]);
    const [first, second, third] = blocks;
    expect((await post({ intent: "reorder", ids: [third!.id, first!.id, second!.id] })).status).toBe(200);
    expect((await post({ intent: "reorder", ids: [third!.id] })).status).toBe(409);
    const story = await getOurStory(database.db);
    expect(story.intro?.title).toBe("Our Story");
    expect(story.blocks.map((block) => block.title)).toEqual(["Third", "First", "Second"]);
    expect(story.blocks[0]!.content).toEqual({
      text: "A grill and a cooler.",
      imageUrl: "/images/hero/default.svg",
      imageAlt: "The first grill",
      reversed: false,
    });
    expect((await post({ intent: "active", id: first!.id, value: "false" })).status).toBe(200);
    expect((await post({ intent: "delete", id: second!.id })).body).toEqual({
      ok: true,
      message: "Section deleted.",
    });
    expect((await getOurStory(database.db)).blocks.map((block) => block.title)).toEqual(["Third"]);
    expect((await post({ intent: "update", id: randomUUID(), item: BLOCK })).status).toBe(404);
  });
});
