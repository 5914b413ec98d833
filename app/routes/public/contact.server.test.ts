import { beforeEach, describe, expect, it } from "vitest";
import { inquiries, inquiryMessages, rateLimits } from "#server/db/schema/index.ts";
import { makePageContext, formPost } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { sendContactMessage } from "./contact.server.ts";

const database = useTestDatabase();
let client = 0;
beforeEach(async () => {
  await database.db.delete(inquiries);
  await database.db.delete(rateLimits);
});

const valid = {
  name: "Ana Lopez",
  email: "ana@example.com",
  subject: "Party of twelve",
  message: "Do you cater on Sundays?",
};

/** Each test posts from its own address, so no limiter of an earlier test can count against it. */
function send(request: Request, clientKey = `198.51.100.${++client}`) {
  return sendContactMessage(makePageContext(database.db, { clientKey }), request);
}

const post = (fields: Record<string, string>) => formPost("http://shop.test/contact", fields);

type Failure = {
  type: "DataWithResponseInit";
  data: { error: { code: string; message: string; fields?: Record<string, string> }; values?: object };
  init: { status: number; headers?: Record<string, string> };
};

function failure(result: unknown): Failure {
  expect(result).toMatchObject({ type: "DataWithResponseInit" });
  return result as Failure;
}

async function countStored() {
  const [inquiryRows, messageRows] = await Promise.all([
    database.db.select({ id: inquiries.id }).from(inquiries),
    database.db.select({ id: inquiryMessages.id }).from(inquiryMessages),
  ]);
  return { inquiries: inquiryRows.length, messages: messageRows.length };
}

describe("the contact page's action", () => {
  it("stores a valid message as a new inquiry with its customer message", async () => {
    expect(await send(post({ ...valid, name: "  Ana Lopez  " }))).toEqual({ ok: true });
    const stored = await database.db
      .select({
        id: inquiries.id,
        customer_name: inquiries.customer_name,
        email: inquiries.email,
        subject: inquiries.subject,
        status: inquiries.status,
        priority: inquiries.priority,
      })
      .from(inquiries);
    expect(stored).toEqual([
      {
        id: expect.any(String) as string,
        customer_name: "Ana Lopez",
        email: "ana@example.com",
        subject: "Party of twelve",
        status: "new",
        priority: "medium",
      },
    ]);
    const messages = await database.db
      .select({
        inquiry_id: inquiryMessages.inquiry_id,
        message: inquiryMessages.message,
        sender: inquiryMessages.sender,
      })
      .from(inquiryMessages);
    expect(messages).toEqual([
      { inquiry_id: stored[0]!.id, message: "Do you cater on Sundays?", sender: "customer" },
    ]);
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["name", { name: "n".repeat(101) }, "Name must be 100 characters or fewer"],
    ["email", { email: "not-an-address" }, "Email is invalid"],
    ["subject", { subject: "   " }, "Subject is required"],
    ["subject", { subject: "s".repeat(151) }, "Subject must be 150 characters or fewer"],
    ["message", { message: "m".repeat(5001) }, "Message must be 5000 characters or fewer"],
  ])(
    "answers 400 for a bad %s, echoes the typed values and stores nothing",
    async (field, override, message) => {
      const fields = { ...valid, ...override };
      const { data, init } = failure(await send(post(fields)));
      expect(init.status).toBe(400);
      expect(data).toEqual({
        error: {
          code: "VALIDATION",
          message: "Please check the form for errors.",
          fields: { [field]: message },
        },
        values: fields,
      });
      expect(await countStored()).toEqual({ inquiries: 0, messages: 0 });
    },
  );

  it("names every missing field of an empty form", async () => {
    const { data } = failure(await send(post({})));
    expect(data.error.fields).toEqual({
      name: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it.each([
    ["JSON", { body: JSON.stringify(valid), headers: { "Content-Type": "application/json" } }],
    ["text", { body: "name=Ana", headers: { "Content-Type": "text/plain" } }],
    ["no content type", { body: "name=Ana", headers: {} }],
  ])("answers 400 BAD_REQUEST for a body sent as %s", async (_case, init) => {
    const request = new Request("http://shop.test/contact", { method: "POST", ...init });
    const { data, init: answer } = failure(await send(request));
    expect(answer.status).toBe(400);
    expect(data.error).toEqual({ code: "BAD_REQUEST", message: "Send the form as a form post." });
    expect(await countStored()).toEqual({ inquiries: 0, messages: 0 });
  });

  it("refuses a body over 16 KB with 413 before reading it as a message", async () => {
    const { data, init } = failure(await send(post({ ...valid, message: "m".repeat(17 * 1024) })));
    expect(init.status).toBe(413);
    expect(data.error).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "The message is too large to send." });
    expect(await countStored()).toEqual({ inquiries: 0, messages: 0 });
  });

  it("refuses an oversize body sent without a length, as it streams", async () => {
    const chunk = new TextEncoder().encode(`message=${"x".repeat(4096)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request("http://shop.test/contact", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    const { data } = failure(await send(request));
    expect(data.error.message).toBe("The message is too large to send.");
  });

  it("allows 10 posts a minute from one address, then answers 429 with Retry-After", async () => {
    for (let i = 1; i <= 10; i++) expect(await send(post(valid), "192.0.2.50")).toEqual({ ok: true });
    const { data, init } = failure(await send(post(valid), "192.0.2.50"));
    expect(init.status).toBe(429);
    expect(data.error).toEqual({
      code: "RATE_LIMITED",
      message: "Too many requests. Please wait a minute and try again.",
    });
    const retryAfter = Number(init.headers?.["Retry-After"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await send(post(valid), "192.0.2.51")).toEqual({ ok: true });
    expect(await countStored()).toEqual({ inquiries: 11, messages: 11 });
  });

  it("counts refused posts too, so invalid posts cannot probe without limit", async () => {
    for (let i = 0; i < 10; i++) expect(failure(await send(post({}), "192.0.2.60")).init.status).toBe(400);
    expect(failure(await send(post(valid), "192.0.2.60")).init.status).toBe(429);
    expect(await countStored()).toEqual({ inquiries: 0, messages: 0 });
  });
});
