/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SelectField } from "./select-field.tsx";

afterEach(cleanup);

describe("SelectField", () => {
  it("lists a disabled option (a full time slot) that cannot be chosen", async () => {
    render(
      <SelectField
        label="Time"
        defaultValue=""
        options={[
          { value: "", label: "Choose a time" },
          { value: "12:00", label: "12:00 PM (full)", disabled: true },
          { value: "12:30", label: "12:30 PM" },
        ]}
      />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>("Time");
    expect(screen.getByRole("option", { name: "12:00 PM (full)" })).toHaveProperty("disabled", true);
    await userEvent.selectOptions(select, "12:00").catch(() => undefined);
    expect(select.value).toBe("");
    await userEvent.selectOptions(select, "12:30");
    expect(select.value).toBe("12:30");
  });
});
