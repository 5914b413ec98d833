// The first-run setup makes whoever opens /admin/setup first the owner. On a machine of one's own
// (a loopback PUBLIC_URL, opened from that machine) that is the person at the keyboard; anyone else
// could be whoever finds the site before its owner: a public address, or another device reaching a
// server that listens on every interface. They are asked for a one-time code that the server prints
// in its log at start, which only whoever runs the server can read. The codes' hashes are kept in
// site_secrets, so a code printed by any instance works on every instance.
import { createHash, randomInt } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { isLoopbackAddress } from "#server/client-address.ts";
import { isLoopbackUrl, type Config } from "#server/config.ts";
import type { Executor } from "#server/db/client.ts";
import { siteSecrets } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";

const NAME_PREFIX = "admin_setup_code:";
/** No 0/O, 1/I/L: read from a log and typed by hand. 31^10, about 8 x 10^14 codes. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 10;

export const SETUP_CODE_MISSING = "Enter the setup code printed in the server's log";
export const SETUP_CODE_WRONG = "This setup code is not the one in the server's log";

/**
 * Whether the first-run setup asks this request for the code: always, unless the site's address is
 * this machine and so is the client's. The client's address is the socket's peer, or the one a proxy
 * TRUST_PROXY names passes on (server/client-address.ts), never a header anyone can write; unknown
 * (no socket) counts as another machine.
 */
export function isSetupCodeRequired(
  config: Pick<Config, "publicUrl">,
  clientAddress: string | undefined,
): boolean {
  return !isLoopbackUrl(config.publicUrl) || !isLoopbackAddress(clientAddress);
}

function storedName(code: string): string {
  const typed = code.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return `${NAME_PREFIX}${createHash("sha256").update(typed).digest("hex")}`;
}

/** A new one-time code, as the log shows it (ABCDE-FGHJK); only its hash is stored. */
export async function issueSetupCode(db: Executor): Promise<string> {
  const code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  await db.insert(siteSecrets).values({ name: storedName(code), value: "first-run setup code" });
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Refuses (a message on the code's field) a missing or wrong code where the setup needs one. */
export async function assertSetupCode(
  db: Executor,
  request: { config: Pick<Config, "publicUrl">; clientAddress: string | undefined },
  code: string | undefined,
): Promise<void> {
  if (!isSetupCodeRequired(request.config, request.clientAddress)) return;
  if (!code?.trim())
    throw new AppError("VALIDATION", SETUP_CODE_MISSING, { fields: { setupCode: SETUP_CODE_MISSING } });
  const [known] = await db
    .select({ name: siteSecrets.name })
    .from(siteSecrets)
    .where(eq(siteSecrets.name, storedName(code)));
  if (!known) throw new AppError("VALIDATION", SETUP_CODE_WRONG, { fields: { setupCode: SETUP_CODE_WRONG } });
}

/** The setup is done: no code opens it again. */
export async function forgetSetupCodes(db: Executor): Promise<void> {
  await db.delete(siteSecrets).where(like(siteSecrets.name, `${NAME_PREFIX}%`));
}
