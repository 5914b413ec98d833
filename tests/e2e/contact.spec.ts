import { expect, test, type Page, type Request } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { openPage } from "./support/ordering.ts";

// The contact form's action allows 10 posts a minute per client across every spec and project: only
// the success test and the one without JavaScript reach it (one post each per project); the others
// stop in the browser or are answered by page.route. With JavaScript the form posts through a
// fetcher, to the route's data URL.
const ACTION_PATH = "/contact.data";

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

function collectContactPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === ACTION_PATH) posts.push(request);
  });
  return posts;
}

function form(page: Page) {
  const main = page.getByRole("main");
  return {
    name: main.getByLabel("Name", { exact: true }),
    email: main.getByLabel("Email", { exact: true }),
    subject: main.getByLabel("Subject", { exact: true }),
    message: main.getByLabel("Message", { exact: true }),
    submit: main.getByRole("button", { name: "Send Message" }),
  };
}

type Message = { name: string; email: string; subject: string; message: string };

async function fillForm(page: Page, message: Message): Promise<void> {
  const fields = form(page);
  await fields.name.fill(message.name);
  await fields.email.fill(message.email);
  await fields.subject.fill(message.subject);
  await fields.message.fill(message.message);
}

async function expectFormValues(page: Page, message: Message): Promise<void> {
  const fields = form(page);
  await expect(fields.name).toHaveValue(message.name);
  await expect(fields.email).toHaveValue(message.email);
  await expect(fields.subject).toHaveValue(message.subject);
  await expect(fields.message).toHaveValue(message.message);
}

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

test.describe("contact page", () => {
  test("shows the seeded phone, email, address and social links", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, "/contact");
    await expect(page).toHaveTitle(/Contact Us/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Island Spice Kitchen" })).toBeVisible();

    await expect(main.getByRole("link", { name: "(404) 555-0142" })).toHaveAttribute(
      "href",
      "tel:4045550142",
    );
    await expect(main.getByRole("link", { name: "hello@islandspice.example" })).toHaveAttribute(
      "href",
      "mailto:hello@islandspice.example",
    );
    await expect(main.getByText("1247 Peachtree St NE, Atlanta, GA 30309")).toBeVisible();
    await expect(main.getByRole("link", { name: /Get directions/ })).toHaveAttribute(
      "href",
      /google\.com\/maps.*1247%20Peachtree/,
    );
    for (const [network, host] of [
      ["Facebook", "facebook.com"],
      ["Instagram", "instagram.com"],
      ["Twitter", "twitter.com"],
    ] as const) {
      await expect(main.getByRole("link", { name: network, exact: true })).toHaveAttribute(
        "href",
        new RegExp(host),
      );
    }
    await expect(main.getByTestId("store-status")).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Send Us a Message" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("an empty form shows every field's message and sends nothing", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const posts = collectContactPosts(page);
    await openPage(page, "/contact");
    const fields = form(page);
    await fields.submit.click();

    for (const [field, text] of [
      [fields.name, "Name is required"],
      [fields.email, "Email is required"],
      [fields.subject, "Subject is required"],
      [fields.message, "Message is required"],
    ] as const) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(text);
    }
    await expect(fields.name).toBeFocused();
    // Fixing a field clears its message as the visitor types.
    await fields.name.fill("Ada");
    await expect(fields.name).toHaveAttribute("aria-invalid", "false");
    await expect(page.getByText("Name is required")).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(posts).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  test("a bad email address is refused in the browser", async ({ page }) => {
    const posts = collectContactPosts(page);
    await openPage(page, "/contact");
    const message = {
      name: "Ada Lovelace",
      email: "ada-at-example",
      subject: "Hello",
      message: "Do you deliver?",
    };
    await fillForm(page, message);
    const fields = form(page);
    await fields.submit.click();
    await expect(fields.email).toHaveAccessibleDescription("Email is invalid");
    await expect(fields.email).toBeFocused();
    await expect(fields.name).toHaveAttribute("aria-invalid", "false");
    await expectFormValues(page, message);
    expect(posts).toHaveLength(0);
  });

  test("a valid message is stored as a new inquiry and the form is cleared", async ({ page }, testInfo) => {
    const errors = collectConsoleErrors(page);
    const posts = collectContactPosts(page);
    const subject = `Birthday catering ${testInfo.project.name} ${Date.now()}`;
    const message = {
      name: "Grace Hopper",
      email: "grace@example.com",
      subject,
      message: "Could you cater jerk chicken and rice & peas for 40 guests on a Saturday?",
    };
    await openPage(page, "/contact");
    await fillForm(page, message);

    // Hold the request until the button has been seen disabled, then let it reach the server.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${ACTION_PATH}*`, async (route) => {
      await released;
      await route.continue();
    });
    await form(page).submit.click();
    const sending = page.getByRole("main").getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    release();

    const sent = toast(page, "Message Sent!");
    await expect(sent).toBeVisible();
    await expect(sent).toContainText("Thank you for your message. We'll get back to you soon!");
    await expectFormValues(page, { name: "", email: "", subject: "", message: "" });
    await expect(form(page).submit).toBeEnabled();
    expect(posts).toHaveLength(1);

    const stored = await withDatabase(async (client) => {
      const inquiries = await client.query<{
        id: string;
        customer_name: string;
        email: string;
        status: string;
        priority: string;
      }>("select id, customer_name, email, status, priority from inquiries where subject = $1", [subject]);
      const ids = inquiries.rows.map((row) => row.id);
      const messages = await client.query<{ inquiry_id: string; message: string; sender: string }>(
        "select inquiry_id, message, sender from inquiry_messages where inquiry_id = any($1::uuid[])",
        [ids],
      );
      return { inquiries: inquiries.rows, messages: messages.rows };
    });
    expect(stored.inquiries).toHaveLength(1);
    const [inquiry] = stored.inquiries;
    expect(inquiry).toMatchObject({
      customer_name: message.name,
      email: message.email,
      status: "new",
      priority: "medium",
    });
    expect(stored.messages).toEqual([
      { inquiry_id: inquiry!.id, message: message.message, sender: "customer" },
    ]);
    expect(errors).toEqual([]);
  });

  test("a server failure shows the error toast and keeps the typed text", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // Only the post fails; the page's data reads after it still reach the server.
    await page.route(`**${ACTION_PATH}*`, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Bad gateway</h1>" })
        : route.continue(),
    );
    await openPage(page, "/contact");
    const message = {
      name: "Alan Turing",
      email: "alan@example.com",
      subject: "Opening hours",
      message: "Are you open on public holidays?",
    };
    await fillForm(page, message);
    await form(page).submit.click();

    const failed = toast(page, "Error Submitting Message");
    await expect(failed).toBeVisible();
    await expect(failed).toContainText("There was a problem submitting your message. Please try again.");
    await expectFormValues(page, message);
    await expect(form(page).submit).toBeEnabled();
    // The browser itself logs the failed response; nothing else may be logged.
    expect(errors.filter((text) => !/status of 500/.test(text))).toEqual([]);
  });

  test("without JavaScript the form posts to the page and the page says how it went", async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    // A bad address: the server's schema answers in the page, and keeps what was typed.
    const typed = {
      name: "Ada Lovelace",
      email: "ada.example.com",
      subject: "Menu",
      message: "Vegan options?",
    };
    await fillForm(page, typed);
    await form(page).submit.click();
    await expect(page.getByRole("alert").filter({ hasText: "Error Submitting Message" })).toBeVisible();
    await expect(page.getByRole("main").getByText("Email is invalid")).toBeVisible();
    await expectFormValues(page, typed);

    const subject = `No-script question ${testInfo.project.name} ${Date.now()}`;
    await form(page).email.fill("ada@example.com");
    await form(page).subject.fill(subject);
    await form(page).submit.click();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toContainText(
      "Thank you for your message. We'll get back to you soon!",
    );
    await expectFormValues(page, { name: "", email: "", subject: "", message: "" });
    const stored = await withDatabase((client) =>
      client.query<{ email: string }>("select email from inquiries where subject = $1", [subject]),
    );
    expect(stored.rows).toEqual([{ email: "ada@example.com" }]);
    await context.close();
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/contact");
    await expectNoAxeViolations(page);
  });
});
