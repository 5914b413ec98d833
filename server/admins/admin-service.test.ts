import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import { adminUsers, mailOutbox, verification } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { isAppError } from "#server/errors.ts";
import { createAdminAuth } from "#server/auth/admin-auth.ts";
import {
  addAdmin,
  createFirstAdmin,
  listAdmins,
  readSetPasswordToken,
  removeAdmin,
  setPasswordFromLink,
} from "./admin-service.ts";

const database = useTestDatabase();
const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" });
const OPTIONS = { publicUrl: "http://127.0.0.1:3000", businessName: "Island Spice Kitchen" };

async function failureOf(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected the call to fail");
}

async function inviteLinkFor(email: string): Promise<string> {
  const [mail] = await database.db
    .select({ text: mailOutbox.text, kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, email));
  expect(mail?.kind).toBe("admin-invite");
  const link = /http:\/\/127\.0\.0\.1:3000\/admin\/set-password\?token=([\w%-]+)/.exec(mail?.text ?? "");
  if (!link?.[1]) throw new Error(`no set-password link in the invitation:\n${mail?.text}`);
  return decodeURIComponent(link[1]);
}

describe("admin accounts", () => {
  it("a set-password link is written to the outbox, names its email, sets a password that signs in, and works once", async () => {
    const { userId: ownerId } = await createFirstAdmin(database.db, {
      name: "Olive Owner",
      email: "owner@example.com",
      password: "Correct-Horse-42",
    });
    const added = await addAdmin(
      database.db,
      ownerId,
      { name: "Lee Linked", email: "Lee@Example.com", delivery: "email-link" },
      OPTIONS,
    );
    expect(added).toMatchObject({ delivery: "email-link", email: "lee@example.com" });

    const token = await inviteLinkFor("lee@example.com");
    // Only a hash of the token is stored: the database alone cannot be used to set a password.
    const stored = await database.db.select({ value: verification.value }).from(verification);
    expect(stored.map((row) => row.value)).not.toContain(token);
    expect(await readSetPasswordToken(database.db, token)).toEqual({ email: "lee@example.com" });

    const auth = createAdminAuth(database.db, config);
    const before = await auth.signIn(
      { email: "lee@example.com", password: "Linked-Password-7" },
      new Headers(),
    );
    expect(before.ok).toBe(false);

    const set = await setPasswordFromLink(database.db, { token, password: "Linked-Password-7" });
    expect(set).toEqual({ userId: added.userId, email: "lee@example.com" });
    const after = await auth.signIn(
      { email: "lee@example.com", password: "Linked-Password-7" },
      new Headers(),
    );
    expect(after.ok).toBe(true);

    // Used up: neither readable nor usable again.
    expect(await readSetPasswordToken(database.db, token)).toBeNull();
    const again = await failureOf(
      setPasswordFromLink(database.db, { token, password: "Another-Password-8" }),
    );
    expect(again.code).toBe("BAD_REQUEST");
    expect(again.message).toBe("This link is invalid or has expired. Ask an administrator for a new one.");
  });

  it("refuses an unknown or expired link and changes nothing", async () => {
    const [owner] = await database.db.select({ id: adminUsers.user_id }).from(adminUsers).limit(1);
    if (!owner) throw new Error("the first test creates the owner");
    await addAdmin(
      database.db,
      owner.id,
      { name: "Ed Expired", email: "ed@example.com", delivery: "email-link" },
      OPTIONS,
    );
    const token = await inviteLinkFor("ed@example.com");
    await database.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });

    expect(await readSetPasswordToken(database.db, token)).toBeNull();
    const expired = await failureOf(
      setPasswordFromLink(database.db, { token, password: "Expired-Password-9" }),
    );
    expect(expired.code).toBe("BAD_REQUEST");
    const unknown = await failureOf(
      setPasswordFromLink(database.db, { token: "not-a-token", password: "Expired-Password-9" }),
    );
    expect(unknown.code).toBe("BAD_REQUEST");
    const auth = createAdminAuth(database.db, config);
    expect(
      (await auth.signIn({ email: "ed@example.com", password: "Expired-Password-9" }, new Headers())).ok,
    ).toBe(false);
  });

  it("never removes oneself or the last admin", async () => {
    const admins = await listAdmins(database.db);
    const owner = admins.find((admin) => admin.email === "owner@example.com");
    if (!owner) throw new Error("the first test creates the owner");
    const self = await failureOf(removeAdmin(database.db, owner.userId, owner.userId));
    expect(self.code).toBe("FORBIDDEN");

    for (const other of admins.filter((admin) => admin.userId !== owner.userId)) {
      await removeAdmin(database.db, owner.userId, other.userId);
    }
    expect((await listAdmins(database.db)).map((admin) => admin.email)).toEqual(["owner@example.com"]);
    // With one admin left, even another user's request to remove them is refused.
    const last = await failureOf(removeAdmin(database.db, "someone-else", owner.userId));
    expect(last).toEqual({ code: "CONFLICT", message: "The last administrator cannot be removed." });
  });
});
