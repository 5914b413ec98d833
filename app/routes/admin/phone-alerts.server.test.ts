import { beforeAll, describe, expect, it } from "vitest";
import { createECDH, randomBytes } from "node:crypto";
import { pushSubscriptions } from "#server/db/schema/index.ts";
import { formPost, makePageContext, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { endpointHash } from "#server/push/settings-page.ts";
import { runAction } from "#app/lib/action.server.ts";
import { changeNotificationSettings, loadNotificationSettings } from "./settings-notifications.server.ts";

const database = useTestDatabase();
const SITE = "http://shop.test";
const PAGE = `${SITE}/admin/settings/notifications`;
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

function keys() {
  const ecdh = createECDH("prime256v1");
  return {
    p256dh: ecdh.generateKeys().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

/** What the action answered: its value, or the status and body React Router sends for an error. */
async function post(
  cookie: string | null,
  fields: Record<string, string>,
  hosts: Record<string, string[]> = {},
) {
  const context = makePageContext(database.db, { headers: cookie ? { Cookie: cookie } : {}, hosts });
  const request = formPost(PAGE, fields, {
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "User-Agent": ANDROID_CHROME,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  try {
    const answer = await runAction(() => changeNotificationSettings(request, context));
    if (typeof answer === "object" && answer !== null && "init" in answer && "data" in answer) {
      const shaped = answer as { data: unknown; init: { status?: number } | null };
      return { status: shaped.init?.status ?? 200, body: shaped.data };
    }
    return { status: 200, body: answer };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, body: error.headers.get("Location") };
    throw error;
  }
}

let cookie: string;
beforeAll(async () => {
  cookie = await signInFirstAdmin(database.db);
});

describe("Settings → Notifications → Phone alerts", () => {
  it("needs a signed-in admin for the page and every action", async () => {
    const signedOut = await post(null, {
      intent: "push-subscribe",
      endpoint: "https://push.example.com/a",
      ...keys(),
    });
    expect(signedOut.status).toBe(302);
    expect(signedOut.body).toMatch(/^\/admin\/login/);
    await expect(
      loadNotificationSettings(new Request(PAGE), makePageContext(database.db)),
    ).rejects.toBeInstanceOf(Response);
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("turns alerts on for a device named by its browser, lists it, and removes it", async () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/device-one";
    const saved = await post(cookie, { intent: "push-subscribe", endpoint, ...keys() });
    expect(saved).toMatchObject({
      status: 200,
      body: { ok: true, message: "Alerts are on for Chrome on Android" },
    });
    // the same device again: still one row
    await post(cookie, { intent: "push-subscribe", endpoint, ...keys() });

    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    const page = await loadNotificationSettings(new Request(PAGE, { headers: { Cookie: cookie } }), context);
    expect(Buffer.from(page.phoneAlerts.publicKey, "base64url")).toHaveLength(65);
    expect(page.phoneAlerts.devices).toEqual([
      expect.objectContaining({
        label: "Chrome on Android",
        adminName: "Olive",
        isMine: true,
        endpointHash: endpointHash(endpoint),
      }),
    ]);
    // the push address itself never reaches the page
    expect(JSON.stringify(page)).not.toContain("device-one");

    const tested = await post(cookie, { intent: "push-test" });
    expect(tested).toMatchObject({ status: 200, body: { message: "Test alert queued for 1 device" } });

    const id = page.phoneAlerts.devices[0]!.id;
    expect(await post(cookie, { intent: "push-remove", id })).toMatchObject({
      status: 200,
      body: { message: "Chrome on Android no longer gets alerts" },
    });
    expect(await post(cookie, { intent: "push-remove", id })).toMatchObject({ status: 404 });
    expect(await post(cookie, { intent: "push-remove" })).toMatchObject({ status: 400 });
    expect(await post(cookie, { intent: "push-test" })).toMatchObject({
      status: 400,
      body: { error: { message: "Turn on alerts on this device first." } },
    });
  });

  it("refuses a forged endpoint, or one whose name resolves to a private network, with a 400 and stores nothing", async () => {
    const before = (await database.db.select().from(pushSubscriptions)).length;
    for (const endpoint of [
      "javascript:alert(1)",
      "file:///etc/passwd",
      "ftp://push.example.com/x",
      "http://127.0.0.1:9/push", // loopback over http only while the site itself runs on loopback
      "https://192.168.1.10/push",
      "",
      // names: one that points at a private network, at cloud metadata, at this machine, or nowhere
      "https://push.corp.example/x",
      "https://metadata.example/x",
      "https://loopback.example/x",
      "https://unknown.example/x",
    ]) {
      const answer = await post(
        cookie,
        { intent: "push-subscribe", endpoint, ...keys() },
        {
          "push.corp.example": ["10.20.30.40"],
          "metadata.example": ["169.254.169.254"],
          "loopback.example": ["::ffff:127.0.0.1"],
        },
      );
      expect(answer.status, endpoint).toBe(400);
    }
    const short = await post(cookie, {
      intent: "push-subscribe",
      endpoint: "https://push.example.com/x",
      p256dh: "AAAA",
      auth: randomBytes(16).toString("base64url"),
    });
    expect(short.status).toBe(400);
    expect((await database.db.select().from(pushSubscriptions)).length).toBe(before);
  });
});
