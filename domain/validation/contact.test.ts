import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, validateContactMessage } from "./contact.ts";

const valid = {
  name: "Ana Lopez",
  email: "ana@example.com",
  subject: "Party of twelve",
  message: "Do you cater on Sundays?",
};

describe("validateContactMessage", () => {
  it("accepts a complete message and trims every field", () => {
    const result = validateContactMessage({
      name: "  Ana Lopez ",
      email: " ana@example.com ",
      subject: " Party of twelve\n",
      message: "\n Do you cater on Sundays? ",
      extra: "dropped",
    });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it("accepts every field at its longest", () => {
    const local = "a".repeat(CONTACT_LIMITS.email - "@example.com".length);
    const result = validateContactMessage({
      name: "n".repeat(CONTACT_LIMITS.name),
      email: `${local}@example.com`,
      subject: "s".repeat(CONTACT_LIMITS.subject),
      message: "m".repeat(CONTACT_LIMITS.message),
    });
    expect(result.ok).toBe(true);
  });

  it.each([
    ["name missing", { name: undefined }, "name", "Name is required"],
    ["name blank", { name: "   " }, "name", "Name is required"],
    ["name null", { name: null }, "name", "Name is required"],
    ["name not text", { name: 42 }, "name", "Name must be text"],
    ["name too long", { name: "n".repeat(101) }, "name", "Name must be 100 characters or fewer"],
    ["email missing", { email: undefined }, "email", "Email is required"],
    ["email blank", { email: " " }, "email", "Email is required"],
    ["email without @", { email: "ana.example.com" }, "email", "Email is invalid"],
    ["email without domain dot", { email: "ana@example" }, "email", "Email is invalid"],
    ["email with a space", { email: "ana lopez@example.com" }, "email", "Email is invalid"],
    [
      "email too long",
      { email: `${"a".repeat(250)}@example.com` },
      "email",
      "Email must be 254 characters or fewer",
    ],
    ["subject missing", { subject: undefined }, "subject", "Subject is required"],
    ["subject blank", { subject: "" }, "subject", "Subject is required"],
    ["subject too long", { subject: "s".repeat(151) }, "subject", "Subject must be 150 characters or fewer"],
    ["message missing", { message: undefined }, "message", "Message is required"],
    ["message blank", { message: "\n\t " }, "message", "Message is required"],
    [
      "message too long",
      { message: "m".repeat(5001) },
      "message",
      "Message must be 5000 characters or fewer",
    ],
  ])("%s", (_case, override, field, message) => {
    const result = validateContactMessage({ ...valid, ...override });
    expect(result).toEqual({ ok: false, fields: { [field]: message } });
  });

  it("counts length after trimming", () => {
    expect(validateContactMessage({ ...valid, name: ` ${"n".repeat(100)} ` }).ok).toBe(true);
  });

  it.each([
    ["an empty object", {}],
    ["null", null],
    ["an array", [valid]],
    ["a string", "hello"],
  ])("reports every field as required for %s", (_case, input) => {
    expect(validateContactMessage(input)).toEqual({
      ok: false,
      fields: {
        name: "Name is required",
        email: "Email is required",
        subject: "Subject is required",
        message: "Message is required",
      },
    });
  });

  it("reports one message per field, the first that applies", () => {
    const result = validateContactMessage({ ...valid, name: "", email: "" });
    expect(result).toEqual({ ok: false, fields: { name: "Name is required", email: "Email is required" } });
  });
});
