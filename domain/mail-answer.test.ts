import { describe, expect, it } from "vitest";
import { EMAIL_NOT_SET_UP, mailAnswer } from "./mail-answer.ts";

describe("mailAnswer", () => {
  it("claims the email only when email is set up", () => {
    expect(mailAnswer("Order confirmed", true, "the customer was emailed")).toBe(
      "Order confirmed: the customer was emailed",
    );
    expect(mailAnswer("Order confirmed", false, "the customer was emailed")).toBe(
      "Order confirmed; the email was not sent: email is not set up",
    );
    expect(mailAnswer("Saved", false, "sent")).toBe(EMAIL_NOT_SET_UP);
    expect(EMAIL_NOT_SET_UP).toBe("Saved; the email was not sent: email is not set up");
  });
});
