// What an admin answer says about an email (docs/product/07-emails.md §7): it claims a mail goes out only
// when email is set up; otherwise it says plainly that the email was not sent.

/** The words when email is not set up. */
export const EMAIL_NOT_SENT = "the email was not sent: email is not set up";

/** "Saved; the email was not sent: email is not set up". */
export const EMAIL_NOT_SET_UP = `Saved; ${EMAIL_NOT_SENT}`;

/** Where the owner sets email up; the answer's toast links there. */
export const EMAIL_SETUP_PATH = "/admin/settings/email";

/**
 * An action's message: "Order confirmed: the customer was emailed" when email is set up, else
 * "Order confirmed; the email was not sent: email is not set up".
 */
export function mailAnswer(done: string, isSetUp: boolean, sentWords: string): string {
  return isSetUp ? `${done}: ${sentWords}` : `${done}; ${EMAIL_NOT_SENT}`;
}
