import { describe, expect, it } from "vitest";
import { toCustomerErrors, validateCustomer } from "./customer-details.ts";

describe("customer details", () => {
  it("needs a name, a valid email and a phone; instructions are optional", () => {
    expect(validateCustomer({ name: " ", email: "", phone: "", instructions: "" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
    });
    expect(validateCustomer({ name: "Ada", email: "ada@", phone: "1", instructions: "" })).toEqual({
      email: "Email is invalid",
    });
    expect(
      validateCustomer({ name: "Ada", email: "ada@example.com", phone: "404", instructions: "" }),
    ).toEqual({});
  });

  it("puts the server's field messages on the form's fields", () => {
    expect(
      toCustomerErrors({
        customerName: "Name is required",
        customerPhone: "Phone number is required",
        cartItems: "x",
      }),
    ).toEqual({
      name: "Name is required",
      phone: "Phone number is required",
    });
  });
});
