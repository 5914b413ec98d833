// Going live from the admin (docs/product/06-admin.md §6.21): a mail server entered under Settings → Email
// sends a test email that a real SMTP server receives; Settings → Payments shows the mode and the
// webhook address to copy. At 390 (mobile project) and 1280 (desktop project) wide, with axe.
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { ensureOwner, OWNER, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { dismissToasts } from "./support/ordering.ts";

let smtp: SMTPServer;
let smtpPort: number;
const received: { to: string[]; raw: string }[] = [];

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
  smtp = new SMTPServer({
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

test.afterAll(async () => {
  // The other specs expect emails kept in the outbox: never leave this mail server saved.
  await withDatabase((db) => db.query(`delete from connection_settings where name = 'email'`));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test("a mail server saved under Settings → Email sends a test email the server receives", async ({
  page,
}) => {
  await signInAsOwner(page, "/admin/settings/email");
  await expect(page.getByRole("heading", { level: 1, name: "Email" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "No mail server is set" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("SMTP server").fill("127.0.0.1");
  await page.getByLabel("Port").fill("not a port");
  await page.getByRole("button", { name: "Save mail server" }).click();
  await expect(page.getByText("Enter the port, a number like 587")).toBeVisible();
  // the relay on this machine is not encrypted: STARTTLS, the default, does not go with it
  await expect(page.getByText("This server is this machine", { exact: false })).toBeVisible();

  await page.getByLabel("Port").fill(String(smtpPort));
  await page.getByLabel("Encryption").selectOption({ label: "No encryption (relay on this machine)" });
  await page.getByLabel("User name").fill("kitchen");
  await page.getByLabel("Password").fill("relay-pass-5511");
  await page.getByLabel("From address").fill("Island Spice Kitchen <orders@islandspice.test>");
  await page.getByRole("button", { name: "Save mail server" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Emails are sent through 127.0.0.1:${smtpPort}` }),
  ).toBeVisible();
  await dismissToasts(page);

  // another user name: the saved password is not kept for it, the page asks for it again
  await page.getByLabel("User name").fill("manager");
  await expect(page.getByLabel("Password")).toHaveAttribute("required", "");
  await page.getByRole("button", { name: "Save mail server" }).click();
  await expect(page.getByText("Enter the password again: the server or user name changed")).toBeVisible();
  // no encryption is not offered for a server elsewhere
  await page.getByLabel("SMTP server").fill("smtp.example.com");
  await expect(page.getByRole("option", { name: "No encryption (relay on this machine)" })).toBeDisabled();
  await page.getByLabel("SMTP server").fill("127.0.0.1");
  await expectNoAxeViolations(page);
  // this relay takes no password: the user name goes, and with it the password
  await page.getByLabel("User name").fill("");
  await page.getByRole("button", { name: "Save mail server" }).click();
  await expect(page.getByText("Saved. Leave empty to keep it.")).toBeHidden();
  await dismissToasts(page);

  const before = received.length;
  await page.getByRole("button", { name: "Send test email" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `The mail server accepted the test email to ${OWNER.email}.` }),
  ).toBeVisible({ timeout: 15_000 });
  const mail = received.slice(before).find((entry) => entry.to.includes(OWNER.email));
  expect(mail?.raw).toContain("Test email from");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Remove mail server" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove mail server" }).click();
  await expect(page.getByRole("status").filter({ hasText: "No mail server is set" })).toBeVisible();
});

test("Settings → Payments shows the demo mode and the webhook address with a Copy button", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsOwner(page, "/admin/settings/payments");
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await expect(page.getByText("Demo payments (no real cards)")).toBeVisible();
  const webhookUrl = page.getByRole("textbox", { name: "Webhook URL" });
  await expect(webhookUrl).toHaveValue(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/api\/payments\/webhook$/);
  await page.getByRole("button", { name: "Copy Webhook URL" }).click();
  await expect(page.getByRole("button", { name: "Copy Webhook URL" })).toContainText("Copied");
  await expectNoAxeViolations(page);

  // A key of the wrong shape is refused on its field, before anything is sent to Stripe.
  await page.getByLabel("Secret key").fill("pk_live_not_a_secret_key");
  await page.getByLabel("Webhook signing secret").fill("whsec_abcdefgh1234");
  await page.getByRole("button", { name: "Check and save keys" }).click();
  await expect(page.getByText(/Paste the whole secret key: it starts with sk_live_/)).toBeVisible();
  await expectNoAxeViolations(page);
});
