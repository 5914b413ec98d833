// Every body a page action or the API reads is capped as it streams, before anything else looks at
// the request (a rate limit, the sign-in): a chunked post of any size, without Content-Length, is read
// only up to its cap and refused with 413, and the server never holds the rest in memory.
import { readFileSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { startServer, type RunningServer } from "./server-process.ts";
import { prepareSiteDatabase, signInThroughForm, type SiteDatabase } from "./site-database.ts";

const OWNER = { name: "Olive Owner", email: "owner@example.com", password: "Correct-Horse-42" };
const HUNDRED_MB = 100 * 1024 * 1024;
let site: SiteDatabase;
let server: RunningServer;
let cookie = "";

beforeAll(async () => {
  site = await prepareSiteDatabase(async (db) => {
    await createFirstAdmin(db, OWNER);
  });
  server = await startServer(site.env);
  cookie = await signInThroughForm(server.url, OWNER.email, OWNER.password);
}, 240_000);

afterAll(async () => {
  if (server) expect(await server.stop()).toBe(0);
  await site?.remove();
});

/** The server process's memory in MB: resident now, and the most it has ever been resident (VmHWM). */
function serverMemory(): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

type Answer = { status: number; body: string; sentMb: number };

/**
 * POSTs a form of `total` bytes in chunks, without Content-Length, as fast as the server reads it;
 * stops sending once the server has answered.
 */
function postChunked(path: string, total: number, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: hostname,
      port,
      path,
      method: "POST",
      headers: {
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        "Transfer-Encoding": "chunked",
        ...headers,
      },
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.on("data", (part: Buffer) => (body += part.toString()));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body, sentMb: sent / 1024 / 1024 });
        request.destroy();
      });
    });
    // once answered, the server may close the connection under the rest of the body
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < total) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += part.length;
        if (!request.write(part)) {
          request.once("drain", pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    request.write("email=owner%40example.com&password=");
    pump();
  });
}

describe("a chunked 100 MB form post (no Content-Length)", () => {
  it("to the sign-in page, or to an admin page's action, is refused at its cap with 413 while the server's memory stays where it was", async () => {
    // the same requests, small, first: what they load once is not counted
    expect((await postChunked("/admin/login", 1024)).status).toBe(400);
    expect((await postChunked("/admin/menu", 1024, { Cookie: cookie })).status).toBe(400);
    const before = serverMemory();

    const signIn = await postChunked("/admin/login", HUNDRED_MB);
    const action = await postChunked("/admin/menu", HUNDRED_MB, { Cookie: cookie });
    const after = serverMemory();

    // the most the server ever held, and what it holds now, grew by less than 8 MB
    expect(after.peak - before.peak).toBeLessThan(8);
    expect(after.rss - before.rss).toBeLessThan(8);
    for (const answer of [signIn, action]) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: "PAYLOAD_TOO_LARGE", message: "The form is too large to send." },
      });
      // answered long before the whole body was sent
      expect(answer.sentMb).toBeLessThan(50);
    }
  }, 120_000);
});
