import { beforeEach, describe, expect, it } from "vitest";
import { Hono } from "hono";
import pino from "pino";
import { loadConfig } from "../config";
import { inquiries, inquiryMessages, rateLimits } from "../db/schema/index";
import { isAppError } from "../errors";
import type { HonoEnv } from "../http";
import { useTestDatabase } from "../test/test-database";
import { registerInquiryRoutes } from "./api";

const database = useTestDatabase();
beforeEach(async () => {
  await database.db.delete(inquiries);
  await database.db.delete(rateLimits);
});

// The same error mapping as server/http.ts, without the rest of the app (its /api/* 404).
function makeApp(env: Record<string, string> = {}) {
  const app = new Hono<HonoEnv>();
  const log = pino({ level: "silent" });
  app.use(async (c, next) => {
    c.set("log", log);
    await next();
  });
  registerInquiryRoutes(app, { db: database.db, config: loadConfig({ NODE_ENV: "test", ...env }) });
  app.onError((error, c) => {
    if (isAppError(error)) return c.json(error.toJSON(), error.status as 400);
    return c.json({ error: { code: "INTERNAL", message: String(error) } }, 500);
  });
  return app;
}

const valid = {
  name: "Ana Lopez",
  email: "ana@example.com",
  subject: "Party of twelve",
  message: "Do you cater on Sundays?",
};

type Post = { body?: string; contentType?: string; address?: string; headers?: Record<string, string> };

function post(
  app: Hono<HonoEnv>,
  { body, contentType = "application/json", address = "203.0.113.7", headers }: Post,
) {
  return app.request(
    "/api/contact",
    { method: "POST", body, headers: { "Content-Type": contentType, ...headers } },
    // What @hono/node-server hands to getConnInfo for a real connection.
    { incoming: { socket: { remoteAddress: address } } },
  );
}

const postJson = (app: Hono<HonoEnv>, value: unknown, address?: string) =>
  post(app, { body: JSON.stringify(value), address });

async function countStored() {
  const [inquiryRows, messageRows] = await Promise.all([
    database.db.select({ id: inquiries.id }).from(inquiries),
    database.db.select({ id: inquiryMessages.id }).from(inquiryMessages),
  ]);
  return { inquiries: inquiryRows.length, messages: messageRows.length };
}

describe("POST /api/contact", () => {
  it("stores a valid message as a new inquiry with its customer message", async () => {
    const response = await postJson(makeApp(), { ...valid, name: "  Ana Lopez  " });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string };
    expect(Object.keys(body)).toEqual(["id"]);

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
        id: body.id,
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
      { inquiry_id: body.id, message: "Do you cater on Sundays?", sender: "customer" },
    ]);
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["name", { name: "n".repeat(101) }, "Name must be 100 characters or fewer"],
    ["email", { email: undefined }, "Email is required"],
    ["email", { email: "not-an-address" }, "Email is invalid"],
    ["subject", { subject: "   " }, "Subject is required"],
    ["subject", { subject: "s".repeat(151) }, "Subject must be 150 characters or fewer"],
    ["message", { message: undefined }, "Message is required"],
    ["message", { message: "m".repeat(5001) }, "Message must be 5000 characters or fewer"],
  ])("answers 400 for a bad %s (%j) and stores nothing", async (field, override, message) => {
    const response = await postJson(makeApp(), { ...valid, ...override });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "VALIDATION",
        message: "Please check the form for errors.",
        fields: { [field]: message },
      },
    });
    expect(await countStored()).toEqual({ inquiries: 0, messages: 0 });
  });

  it("names every missing field of an empty object", async () => {
    const response = await postJson(makeApp(), {});
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({
      name: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it.each([
    ["broken JSON", { body: "{ not json" }],
    ["an empty body", { body: "" }],
    ["a form post", { body: "name=Ana", contentType: "application/x-www-form-urlencoded" }],
    ["text that is JSON", { body: JSON.stringify(valid), contentType: "text/plain" }],
  ])("answers 400 BAD_REQUEST for %s", async (_case, request: Post) => {
    const response = await post(makeApp(), request);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(await countStored()).toEqual({ inquiries: 0, messages: 0 });
  });

  it("accepts a JSON content type with a charset", async () => {
    const response = await post(makeApp(), {
      body: JSON.stringify(valid),
      contentType: "application/json; charset=utf-8",
    });
    expect(response.status).toBe(201);
  });

  it("refuses a body over 16 KB before reading it as a message", async () => {
    const response = await postJson(makeApp(), { ...valid, message: "m".repeat(17 * 1024) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "BAD_REQUEST", message: "The message is too large to send." },
    });
    expect(await countStored()).toEqual({ inquiries: 0, messages: 0 });
  });

  it("refuses an oversize body sent without a length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await makeApp().request(
      "/api/contact",
      {
        method: "POST",
        body: stream,
        headers: { "Content-Type": "application/json" },
        duplex: "half",
      } as RequestInit,
      { incoming: { socket: { remoteAddress: "203.0.113.7" } } },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "BAD_REQUEST", message: "The message is too large to send." },
    });
  });

  it("still limits a request without a socket address, as one unknown client", async () => {
    const app = makeApp();
    const send = () =>
      app.request("/api/contact", {
        method: "POST",
        body: JSON.stringify(valid),
        headers: { "Content-Type": "application/json" },
      });
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
  });

  it("allows 10 posts a minute from one address, then answers 429 with Retry-After", async () => {
    const app = makeApp();
    for (let i = 1; i <= 10; i++) {
      const response = await postJson(app, valid, "198.51.100.1");
      expect(response.status).toBe(201);
      expect(response.headers.get("ratelimit-limit")).toBe("10");
      expect(response.headers.get("ratelimit-remaining")).toBe(String(10 - i));
    }
    const refused = await postJson(app, valid, "198.51.100.1");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: "RATE_LIMITED", message: "Too many requests. Please wait a minute and try again." },
    });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");

    expect((await postJson(app, valid, "198.51.100.2")).status).toBe(201);
    expect(await countStored()).toEqual({ inquiries: 11, messages: 11 });
  });

  it("counts refused posts too, so invalid posts cannot probe without limit", async () => {
    const app = makeApp();
    for (let i = 0; i < 10; i++) expect((await postJson(app, {}, "198.51.100.3")).status).toBe(400);
    expect((await postJson(app, valid, "198.51.100.3")).status).toBe(429);
    expect(await countStored()).toEqual({ inquiries: 0, messages: 0 });
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    const app = makeApp();
    for (let i = 0; i < 10; i++) {
      await post(app, { body: JSON.stringify(valid), headers: { "X-Forwarded-For": `192.0.2.${i}` } });
    }
    const spoofed = await post(app, {
      body: JSON.stringify(valid),
      headers: { "X-Forwarded-For": "192.0.2.99" },
    });
    expect(spoofed.status).toBe(429);
  });

  it("keys by the first X-Forwarded-For address behind a trusted proxy", async () => {
    const app = makeApp({ TRUST_PROXY: "true" });
    const from = (client: string) =>
      post(app, {
        body: JSON.stringify(valid),
        address: "10.0.0.1",
        headers: { "X-Forwarded-For": `${client}, 10.0.0.1` },
      });
    for (let i = 0; i < 10; i++) expect((await from("192.0.2.10")).status).toBe(201);
    expect((await from("192.0.2.10")).status).toBe(429);
    expect((await from("192.0.2.11")).status).toBe(201);
  });
});
