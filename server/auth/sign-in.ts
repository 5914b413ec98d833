import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/audit/service.ts";
import type { AdminAuth } from "./admin-auth.ts";
import { forgiveSignIn, takeSignInAttempt } from "./sign-in-limits.ts";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

/**
 * Signs an admin in: the attempt is counted first and refused over the address's or the account's
 * limit without checking the password; a wrong email and a wrong password take the same path (one
 * argon2 run each) and give the same message.
 * Answers the Set-Cookie headers of the new session.
 */
export async function signInAdmin(
  deps: { db: Database; auth: AdminAuth; addressKey: string },
  input: { email: string; password: string },
  headers: Headers,
): Promise<{ userId: string; setCookies: string[] }> {
  const email = input.email.trim().toLowerCase();
  await takeSignInAttempt(deps.db, deps.addressKey, email);
  const result = await deps.auth.signIn({ email, password: input.password }, headers);
  if (!result.ok) throw new AppError("UNAUTHENTICATED", INVALID_CREDENTIALS_MESSAGE);
  await forgiveSignIn(deps.db, deps.addressKey, email);
  // Who signed in, and from which address, in the same log as every admin change.
  await recordAudit(deps.db, {
    actorUserId: result.userId,
    action: "sign-in",
    entity: "session",
    entityId: result.userId,
    after: { address: deps.addressKey },
  });
  return { userId: result.userId, setCookies: result.setCookies };
}
