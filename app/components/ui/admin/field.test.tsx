/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MoneyField, TextField } from "./text-field.tsx";
import { TextAreaField } from "./text-area-field.tsx";
import { SelectField } from "./select-field.tsx";

afterEach(cleanup);

describe("the admin fields", () => {
  it("name each control by its label and read its hint and error with it", () => {
    render(
      <>
        <TextField label="Title" hint="As the menu shows it." error="Enter a title" />
        <TextAreaField label="Description" hint="A line or two." error="Too long" />
        <SelectField
          label="Category"
          hint="Where it is listed."
          error="Choose a category"
          options={[{ value: "mains", label: "Mains" }]}
        />
      </>,
    );
    const cases = [
      { label: "Title", hint: "As the menu shows it.", error: "Enter a title" },
      { label: "Description", hint: "A line or two.", error: "Too long" },
      { label: "Category", hint: "Where it is listed.", error: "Choose a category" },
    ];
    for (const { label, hint, error } of cases) {
      const control = screen.getByLabelText(label);
      expect(control.getAttribute("aria-invalid")).toBe("true");
      expect(control.className).toContain("border-red-700");
      const described = (control.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toEqual([hint, error]);
    }
  });

  it("leaves a valid control without error state or description", () => {
    render(<TextField label="Name" />);
    const input = screen.getByLabelText("Name");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(input.className).toContain("border-stone-300");
  });

  it("keeps an id the page gives (a filter the address refers to)", () => {
    render(
      <SelectField id="catering-status" label="Status" options={[{ value: "", label: "All statuses" }]} />,
    );
    expect(screen.getByLabelText("Status").id).toBe("catering-status");
  });

  it("puts the wrapper classes on the field, the input's own attributes on the input", () => {
    const { container } = render(<TextField className="col-span-2" label="Search" type="search" name="q" />);
    expect(container.firstElementChild?.className).toBe("col-span-2");
    const input = screen.getByRole("searchbox", { name: "Search" });
    expect(input.getAttribute("name")).toBe("q");
  });

  it("gives a textarea three rows unless told otherwise", () => {
    render(
      <>
        <TextAreaField label="Notes" />
        <TextAreaField label="Reply" rows={5} />
      </>,
    );
    expect(screen.getByLabelText("Notes").getAttribute("rows")).toBe("3");
    expect(screen.getByLabelText("Reply").getAttribute("rows")).toBe("5");
  });

  it("types a money amount on a decimal keypad, without suggestions", async () => {
    render(<MoneyField label="Amount ($)" />);
    const input = screen.getByLabelText<HTMLInputElement>("Amount ($)");
    expect(input.getAttribute("inputmode")).toBe("decimal");
    expect(input.getAttribute("autocomplete")).toBe("off");
    await userEvent.type(input, "12.50");
    expect(input.value).toBe("12.50");
  });

  it("posts the chosen option of a native select", async () => {
    render(
      <form aria-label="Filters">
        <SelectField
          label="Type"
          name="type"
          defaultValue=""
          options={[
            { value: "", label: "All types" },
            { value: "pickup", label: "Pickup" },
          ]}
        />
      </form>,
    );
    const select = screen.getByLabelText<HTMLSelectElement>("Type");
    expect(select.tagName).toBe("SELECT");
    await userEvent.selectOptions(select, "Pickup");
    const form = screen.getByRole<HTMLFormElement>("form", { name: "Filters" });
    expect(new FormData(form).get("type")).toBe("pickup");
  });
});
