/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it } from "vitest";
import { useForm } from "react-hook-form";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { FormColorField, FormImageField } from "./form-fields.tsx";

afterEach(cleanup);

type Values = { background_color: string | null; image_url: string };

function Form({ onValues }: { onValues: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { background_color: null, image_url: "" } });
  return (
    <form onSubmit={form.handleSubmit(onValues)}>
      <FormColorField
        control={form.control}
        name="background_color"
        label="Background colour"
        fallback="#112233"
      />
      <FormImageField control={form.control} name="image_url" label="Image" />
      <button type="submit">Save</button>
    </form>
  );
}

describe("form fields bound to a form", () => {
  it("shows an empty value as empty and saves what is typed", async () => {
    let saved: Values | null = null;
    render(<Form onValues={(values) => (saved = values)} />);
    const color = screen.getByLabelText("Background colour");
    expect(color).toHaveProperty("value", "");
    fireEvent.change(color, { target: { value: "#abcdef" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saved).toEqual({ background_color: "#abcdef", image_url: "" }));
  });
});
