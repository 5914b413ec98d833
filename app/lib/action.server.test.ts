// A page action's answer to an error made by the server's own copy of the modules: the production
// build bundles the server and the pages apart, so a rate limit counted by the server reaches the
// action as another copy's AppError (server/errors.ts, errorBrand).
import { describe, expect, it, vi } from "vitest";

describe("runAction", () => {
  it("answers a rate limit the server's own copy of the modules counted with 429 and Retry-After, not a server error", async () => {
    vi.resetModules();
    const server = await import("#server/errors.ts");
    vi.resetModules();
    const pages = await import("./action.server.ts");
    expect((await import("#server/errors.ts")).AppError).not.toBe(server.AppError);
    const answer = await pages.runAction(() =>
      Promise.reject(new server.AppError("RATE_LIMITED", "Too many requests.", { retryAfterSeconds: 30 })),
    );
    expect(answer).toMatchObject({
      data: { error: { code: "RATE_LIMITED", message: "Too many requests." } },
      init: { status: 429, headers: { "Retry-After": "30" } },
    });
  });
});
