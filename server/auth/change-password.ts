// An admin changing their own password (docs/product/06-admin.md §6.1): My account, and the first sign-in
// after another admin chose a temporary password. The current password is checked like a sign-in
// and counted by the same limiter, so this form cannot be used to guess it.
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { account, adminUsers, session } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/audit/service.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { forgiveSignIn, takeSignInAttempt } from "./sign-in-limits.ts";

export const WRONG_CURRENT_PASSWORD = "The current password is not right";
export const SAME_PASSWORD = "Choose a password different from the current one";

type Who = { userId: string; email: string; sessionId: string };

async function storedHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  return row?.password ?? null;
}

function refuseField(field: "currentPassword" | "password", message: string): AppError {
  return new AppError("VALIDATION", message, { fields: { [field]: message } });
}

/**
 * Checks the current password (one counted attempt), stores the new one, clears "must change
 * password", and ends every other session of the admin, keeping the one that asked. Answers how
 * many other sessions ended.
 */
export async function changeOwnPassword(
  deps: { db: Database; addressKey: string },
  who: Who,
  input: { currentPassword: string; password: string },
): Promise<{ endedSessions: number }> {
  const { db } = deps;
  await takeSignInAttempt(db, deps.addressKey, who.email);
  const hash = await storedHash(db, who.userId);
  const matches = hash !== null && (await verifyPassword({ hash, password: input.currentPassword }));
  if (!matches) throw refuseField("currentPassword", WRONG_CURRENT_PASSWORD);
  await forgiveSignIn(db, deps.addressKey, who.email);
  if (input.password === input.currentPassword) throw refuseField("password", SAME_PASSWORD);

  const hashed = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx
      .update(account)
      .set({ password: hashed, updatedAt: new Date() })
      .where(and(eq(account.userId, who.userId), eq(account.providerId, "credential")));
    const [access] = await tx
      .select({ mustChangePassword: adminUsers.must_change_password })
      .from(adminUsers)
      .where(eq(adminUsers.user_id, who.userId))
      .for("update");
    if (access?.mustChangePassword)
      await tx
        .update(adminUsers)
        .set({ must_change_password: false })
        .where(eq(adminUsers.user_id, who.userId));
    const ended = await tx
      .delete(session)
      .where(and(eq(session.userId, who.userId), ne(session.id, who.sessionId)))
      .returning({ id: session.id });
    await recordAudit(tx, {
      actorUserId: who.userId,
      action: "update",
      entity: "account",
      entityId: who.userId,
      before: { password: access?.mustChangePassword ? "(temporary)" : "(previous)" },
      after: { password: "(changed by its owner)", otherSessionsEnded: ended.length },
    });
    return { endedSessions: ended.length };
  });
}
