// Admin accounts: the first admin, the shell's recovery, and the Admins page under Settings.
// A user is an admin only through an `admin_users` row (docs/product/06-admin.md §6.1); nothing the browser
// sends decides it. Every write records itself in the audit log in its own transaction.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { account, adminUsers, session, user, verification } from "#server/db/schema/index.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { AppError } from "#server/errors.ts";
import { hashPassword } from "#server/auth/passwords.ts";
import { recordAudit } from "#server/audit/service.ts";
import { queueEmail } from "#server/notifications/outbox.ts";
import { buildAdminInviteEmail } from "./invite-email.ts";
import { adoptFirstAdminAddress } from "#server/notifications/first-admin-address.ts";

// Serialises the "is there an admin yet?" check with the insert, so two first-run setups cannot both win.
const FIRST_ADMIN_LOCK = 724_311_903;
export const SET_PASSWORD_LINK_HOURS = 48;
export const SETUP_DONE_MESSAGE = "Setup is already done: an administrator exists. Sign in instead.";

export type AdminSummary = { userId: string; name: string; email: string; role: string; createdAt: string };

export type AdminAccess = { role: string; mustChangePassword: boolean };

/**
 * The admin check (docs/product/06-admin.md §6.1): the role from `admin_users` by user id, and whether the
 * admin still has to choose their own password; null for a user who is not an admin.
 */
export async function findAdminAccess(db: Executor, userId: string): Promise<AdminAccess | null> {
  const [row] = await db
    .select({ role: adminUsers.role, mustChangePassword: adminUsers.must_change_password })
    .from(adminUsers)
    .where(eq(adminUsers.user_id, userId))
    .limit(1);
  return row ?? null;
}

/** The role alone, for callers that only ask whether a user is an admin. */
export async function findAdminRole(db: Executor, userId: string): Promise<string | null> {
  return (await findAdminAccess(db, userId))?.role ?? null;
}

export async function hasAnyAdmin(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  return row !== undefined;
}

export async function listAdmins(db: Executor): Promise<AdminSummary[]> {
  const rows = await db
    .select({
      userId: adminUsers.user_id,
      role: adminUsers.role,
      createdAt: adminUsers.created_at,
      name: user.name,
      email: user.email,
    })
    .from(adminUsers)
    .innerJoin(user, eq(user.id, adminUsers.user_id))
    .orderBy(asc(adminUsers.created_at));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

type NewUser = {
  name: string;
  email: string;
  password: string | null;
  /** Someone else chose the password: the admin replaces it at first sign-in. */
  mustChangePassword?: boolean;
};

/** The user, its password account (better-auth's `credential` provider) and the admin row. */
async function insertAdminUser(tx: Executor, input: NewUser, actorUserId: string | null): Promise<string> {
  const userId = randomUUID();
  const email = input.email.trim().toLowerCase();
  try {
    await tx.insert(user).values({ id: userId, name: input.name, email, emailVerified: false });
  } catch (error) {
    if (isUniqueViolation(error, "user_email_unique"))
      throw new AppError("CONFLICT", "An account with this email already exists.", {
        fields: { email: "An account with this email already exists" },
      });
    throw error;
  }
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: input.password === null ? null : await hashPassword(input.password),
  });
  const mustChangePassword = input.mustChangePassword ?? false;
  await tx
    .insert(adminUsers)
    .values({ user_id: userId, role: "admin", must_change_password: mustChangePassword });
  await recordAudit(tx, {
    actorUserId: actorUserId ?? userId,
    action: "create",
    entity: "admin_users",
    entityId: userId,
    after: { name: input.name, email, role: "admin", ...(mustChangePassword ? { mustChangePassword } : {}) },
  });
  return userId;
}

/** /admin/setup: the first admin, only while there is none (409 afterwards, nothing written). */
export async function createFirstAdmin(
  db: Executor,
  input: { name: string; email: string; password: string },
): Promise<{ userId: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    if (await hasAnyAdmin(tx)) throw new AppError("CONFLICT", SETUP_DONE_MESSAGE);
    const userId = await insertAdminUser(tx, input, null);
    await adoptFirstAdminAddress(tx, userId, input.email);
    return { userId };
  });
}

/**
 * `npm run admin:create`: creates an admin, or for an existing email sets a new password (and
 * makes the user an admin if it was not), so an owner locked out can always get back in.
 */
export async function createOrResetAdmin(
  db: Executor,
  input: { name: string; email: string; password: string },
): Promise<{ userId: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const isFirstAdmin = !(await hasAnyAdmin(tx));
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
    if (!existing) {
      const userId = await insertAdminUser(tx, { ...input, email }, null);
      if (isFirstAdmin) await adoptFirstAdminAddress(tx, userId, email);
      return { userId, created: true };
    }
    const userId = existing.id;
    const hashed = await hashPassword(input.password);
    const updated = await tx
      .update(account)
      .set({ password: hashed, updatedAt: new Date() })
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
      .returning({ id: account.id });
    if (updated.length === 0)
      await tx
        .insert(account)
        .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: hashed });
    const madeAdmin = await tx
      .insert(adminUsers)
      .values({ user_id: userId, role: "admin" })
      .onConflictDoNothing()
      .returning({ id: adminUsers.id });
    if (isFirstAdmin) await adoptFirstAdminAddress(tx, userId, email);
    // A new password ends every session the old one opened.
    await tx.delete(session).where(eq(session.userId, userId));
    await recordAudit(tx, {
      actorUserId: null,
      action: "update",
      entity: "account",
      entityId: userId,
      before: { password: "(previous)" },
      after: { password: "(reset from the shell)", ...(madeAdmin.length > 0 ? { role: "admin" } : {}) },
    });
    return { userId, created: false };
  });
}

export type AddAdminResult =
  | { userId: string; delivery: "temporary-password"; temporaryPassword: string }
  | { userId: string; delivery: "email-link"; email: string };

function temporaryPassword(): string {
  // 18 random bytes in base64url, plus characters that satisfy every strength rule.
  return `${randomBytes(18).toString("base64url")}-Aa1`;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Settings → Admins → Add: a temporary password shown once (the new admin replaces it at first
 * sign-in), or a set-password link in the outbox.
 */
export async function addAdmin(
  db: Executor,
  actorUserId: string,
  input: { name: string; email: string; delivery: "temporary-password" | "email-link" },
  options: { publicUrl: string; businessName: string },
): Promise<AddAdminResult> {
  return db.transaction(async (tx) => {
    if (input.delivery === "temporary-password") {
      const password = temporaryPassword();
      const userId = await insertAdminUser(tx, { ...input, password, mustChangePassword: true }, actorUserId);
      return { userId, delivery: "temporary-password", temporaryPassword: password };
    }
    const userId = await insertAdminUser(tx, { ...input, password: null }, actorUserId);
    const token = randomBytes(32).toString("base64url");
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: `set-password:${userId}`,
      value: hashToken(token),
      expiresAt: new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 60 * 60 * 1000),
    });
    const email = input.email.trim().toLowerCase();
    const link = `${options.publicUrl}/admin/set-password?token=${encodeURIComponent(token)}`;
    const content = buildAdminInviteEmail({
      name: input.name,
      link,
      businessName: options.businessName,
      hours: SET_PASSWORD_LINK_HOURS,
    });
    await queueEmail(tx, {
      dedupeKey: `admin-invite:${userId}`,
      kind: "admin-invite",
      to: email,
      ...content,
    });
    return { userId, delivery: "email-link", email };
  });
}

/** A set-password link: checks the token, sets the password, and uses the token up. */
export async function setPasswordFromLink(
  db: Executor,
  input: { token: string; password: string },
): Promise<{ userId: string; email: string }> {
  const hashed = hashToken(input.token);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verification)
      .where(and(eq(verification.value, hashed), gt(verification.expiresAt, new Date())))
      .returning({ identifier: verification.identifier });
    const userId = row?.identifier.startsWith("set-password:") ? row.identifier.slice(13) : null;
    if (!userId)
      throw new AppError(
        "BAD_REQUEST",
        "This link is invalid or has expired. Ask an administrator for a new one.",
      );
    const [found] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
    if (!found)
      throw new AppError(
        "BAD_REQUEST",
        "This link is invalid or has expired. Ask an administrator for a new one.",
      );
    await tx
      .update(account)
      .set({ password: await hashPassword(input.password), updatedAt: new Date() })
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
    await recordAudit(tx, {
      actorUserId: userId,
      action: "update",
      entity: "account",
      entityId: userId,
      before: { password: "(not set)" },
      after: { password: "(set from an emailed link)" },
    });
    return { userId, email: found.email };
  });
}

/** Who is behind a set-password token, without using it up (the page shows the email it is for). */
export async function readSetPasswordToken(db: Executor, token: string): Promise<{ email: string } | null> {
  const [row] = await db
    .select({ identifier: verification.identifier })
    .from(verification)
    .where(and(eq(verification.value, hashToken(token)), gt(verification.expiresAt, new Date())))
    .limit(1);
  if (!row?.identifier.startsWith("set-password:")) return null;
  const [found] = await db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, row.identifier.slice(13)))
    .limit(1);
  return found ?? null;
}

/** Removes an admin and everything that signs them in; never the last admin, never oneself. */
export async function removeAdmin(db: Executor, actorUserId: string, targetUserId: string): Promise<void> {
  if (actorUserId === targetUserId)
    throw new AppError("FORBIDDEN", "You cannot remove your own account. Ask another administrator.");
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    const [target] = await tx
      .select({ name: user.name, email: user.email, role: adminUsers.role })
      .from(adminUsers)
      .innerJoin(user, eq(user.id, adminUsers.user_id))
      .where(eq(adminUsers.user_id, targetUserId))
      .limit(1);
    if (!target) throw new AppError("NOT_FOUND", "That administrator no longer exists.");
    const [admins] = await tx.select({ total: count() }).from(adminUsers);
    if ((admins?.total ?? 0) <= 1)
      throw new AppError("CONFLICT", "The last administrator cannot be removed.");
    // The user row goes with its accounts, sessions and admin row (foreign keys cascade).
    await tx.delete(user).where(eq(user.id, targetUserId));
    await recordAudit(tx, {
      actorUserId,
      action: "delete",
      entity: "admin_users",
      entityId: targetUserId,
      before: target,
    });
  });
}
