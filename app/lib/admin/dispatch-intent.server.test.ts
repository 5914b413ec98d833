import { describe, expect, it } from "vitest";
import { AppError } from "#server/errors.ts";
import { dispatchIntent, dispatchTaggedIntent, handleToggle } from "./dispatch-intent.server.ts";

const ID = "11111111-1111-4111-8111-111111111111";

describe("dispatchIntent", () => {
  const handlers = { create: () => Promise.resolve({ ok: true as const, message: "Added." }) };

  it("runs the handler the intent names", async () => {
    await expect(dispatchIntent({ intent: "create" }, handlers)).resolves.toEqual({
      ok: true,
      message: "Added.",
    });
  });

  it("answers an unknown, missing or inherited intent with a 400", async () => {
    for (const intent of ["remove", undefined, "toString", "__proto__"]) {
      const failure = await dispatchIntent({ intent }, handlers).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ code: "BAD_REQUEST", message: "Unknown action." });
    }
  });

  it("puts the intent in the answer when asked", async () => {
    await expect(dispatchTaggedIntent({ intent: "create" }, handlers)).resolves.toEqual({
      ok: true,
      message: "Added.",
      intent: "create",
    });
  });

  it("reads a switch's id and value", async () => {
    const seen: [string, boolean][] = [];
    const toggle = handleToggle((id, value) => Promise.resolve(void seen.push([id, value])));
    await expect(toggle({ id: ID, value: "false" })).resolves.toEqual({ ok: true });
    expect(seen).toEqual([[ID, false]]);
    await expect(toggle({ id: ID, value: "maybe" })).rejects.toMatchObject({ code: "VALIDATION" });
  });
});
