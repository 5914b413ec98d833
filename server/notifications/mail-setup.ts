// Whether the site can send email (docs/product/07-emails.md §7). Every admin answer that would claim a mail
// went out asks this one function first; when it says no, the answer says the email was not sent.
import type { Config } from "#server/config.ts";
import type { Executor } from "#server/db/client.ts";
import { readConnectionDetails } from "#server/connections/store.ts";

/** What deciding needs: the server's settings, and the database for settings saved from the admin. */
export type MailSetupContext = { config: Pick<Config, "SMTP_URL">; db: Executor };

/**
 * True when SMTP_URL is set on the server or a mail server is saved under Settings → Email
 * (docs/product/06-admin.md §6.21).
 */
export async function isEmailSetUp(context: MailSetupContext): Promise<boolean> {
  if (context.config.SMTP_URL) return true;
  return (await readConnectionDetails(context.db, "email")) !== null;
}
