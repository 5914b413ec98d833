// Whether the site can send email (docs/product.md §6.16). Every admin answer that would claim a mail went
// out asks this one function first; when it says no, the answer says the email was not sent.
import type { Config } from "#server/config.ts";
import type { Executor } from "#server/db/client.ts";

/** What deciding needs: the server's settings, and the database for settings saved from the admin. */
export type MailSetupContext = { config: Pick<Config, "SMTP_URL">; db: Executor };

export function isEmailSetUp(context: MailSetupContext): Promise<boolean> {
  return Promise.resolve(Boolean(context.config.SMTP_URL));
}
