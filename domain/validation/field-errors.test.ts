import { describe, expect, it } from "vitest";
import { fieldErrorsOf, pickFieldErrors } from "./field-errors.ts";
import * as z from "./zod.ts";

describe("fieldErrorsOf", () => {
  it("keys each message by its dotted path and keeps the first message per field", () => {
    const issues = [
      { path: ["cartItems", 0, "quantity"], message: "Quantity must be at least 1" },
      { path: ["email"], message: "Email is required" },
      { path: ["email"], message: "Enter a valid email" },
    ];
    expect(fieldErrorsOf(issues)).toEqual({
      "cartItems.0.quantity": "Quantity must be at least 1",
      email: "Email is required",
    });
  });

  it("puts an issue without a path under form, or the key the caller names", () => {
    const issues = [{ path: [], message: "Check the request." }];
    expect(fieldErrorsOf(issues)).toEqual({ form: "Check the request." });
    expect(fieldErrorsOf(issues, "body")).toEqual({ body: "Check the request." });
  });

  it("reads a zod error's issues", () => {
    const schema = z.object({ name: z.string().check(z.minLength(1, "Name is required")) });
    const parsed = schema.safeParse({ name: "" });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrorsOf(parsed.error.issues)).toEqual({ name: "Name is required" });
  });
});

describe("pickFieldErrors", () => {
  it("keeps the named fields that have a message", () => {
    const fields = { name: "Name is required", email: "", form: "Check the form." };
    expect(pickFieldErrors(fields, ["name", "email", "phone"])).toEqual({ name: "Name is required" });
  });
});
