/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub, data, useLoaderData } from "react-router";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as z from "#domain/validation/zod.ts";
import { useAdminForm } from "./use-admin-form.ts";
import { useJsonForm } from "./use-json-form.ts";
import { useOptimisticToggle } from "./use-optimistic-toggle.ts";

const notifyMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("#app/lib/notify.tsx", () => ({ notify: notifyMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const nameSchema = z.object({ name: z.string().check(z.minLength(1, "Name is required")) });

function renderPage(
  Component: () => React.ReactNode,
  action: (request: Request) => unknown,
  loader?: () => unknown,
) {
  const spy = vi.fn(({ request }: { request: Request }) => action(request));
  const Stub = createRoutesStub([
    {
      path: "/admin/page",
      Component,
      action: spy,
      ...(loader ? { loader, HydrateFallback: () => null } : {}),
    },
  ]);
  render(<Stub initialEntries={["/admin/page"]} />);
  return spy;
}

function AdminFormPage({ onSuccess }: { onSuccess?: (data: unknown) => void }) {
  const { form, onSubmit, formError, isSubmitting } = useAdminForm(nameSchema, {
    defaultValues: { name: "" },
    intent: "rename",
    onSuccess,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <label>
        Name <input {...form.register("name")} />
      </label>
      <p>name error: {form.formState.errors.name?.message ?? "none"}</p>
      <p>form error: {formError ?? "none"}</p>
      <button type="submit" disabled={isSubmitting}>
        Save
      </button>
    </form>
  );
}

describe("useAdminForm", () => {
  it("posts the fields as form data with the intent and calls onSuccess once, showing no toast itself", async () => {
    const onSuccess = vi.fn();
    const action = renderPage(
      () => <AdminFormPage onSuccess={onSuccess} />,
      () => ({ ok: true, message: "Renamed." }),
    );
    await userEvent.type(screen.getByLabelText("Name"), "Sides");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const request = action.mock.calls[0]![0].request;
    expect(Object.fromEntries(await request.formData())).toEqual({ name: "Sides", intent: "rename" });
    expect(notifyMock.success).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields, and any other error above them, without a toast", async () => {
    let answer: unknown = data(
      { error: { code: "VALIDATION", message: "Name is taken", fields: { name: "Name is taken" } } },
      { status: 400 },
    );
    renderPage(
      () => <AdminFormPage />,
      () => answer,
    );
    await userEvent.type(screen.getByLabelText("Name"), "Sides");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("name error: Name is taken")).toBeTruthy();
    expect(screen.getByText("form error: none")).toBeTruthy();
    answer = data({ error: { code: "UNAVAILABLE", message: "Try again in a minute." } }, { status: 503 });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("form error: Try again in a minute.")).toBeTruthy();
    expect(notifyMock.error).not.toHaveBeenCalled();
  });
});

function JsonFormPage({ onSuccess }: { onSuccess?: (data: unknown) => void }) {
  const { form, submitWith, isSubmitting } = useJsonForm(nameSchema, {
    defaultValues: { name: "" },
    action: "save the benefit",
    onSuccess,
  });
  return (
    <form onSubmit={submitWith({ intent: "update", id: "b1" })} noValidate>
      <label>
        Name <input {...form.register("name")} />
      </label>
      <p>name error: {form.formState.errors.name?.message ?? "none"}</p>
      <button type="submit" disabled={isSubmitting}>
        Save
      </button>
    </form>
  );
}

describe("useJsonForm", () => {
  it("posts the values as JSON under item, with the intent and id, and toasts the answer's message", async () => {
    const onSuccess = vi.fn();
    const action = renderPage(
      () => <JsonFormPage onSuccess={onSuccess} />,
      () => ({ ok: true, message: "Benefit saved." }),
    );
    await userEvent.type(screen.getByLabelText("Name"), "Fresh");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const request = action.mock.calls[0]![0].request;
    expect(await request.json()).toEqual({ intent: "update", id: "b1", item: { name: "Fresh" } });
    expect(notifyMock.success).toHaveBeenCalledTimes(1);
    expect(notifyMock.success).toHaveBeenCalledWith("Benefit saved.", undefined);
  });

  it("puts field errors on their fields and says Error once", async () => {
    renderPage(
      () => <JsonFormPage />,
      () =>
        data(
          { error: { code: "VALIDATION", message: "Name is taken", fields: { name: "Name is taken" } } },
          { status: 400 },
        ),
    );
    await userEvent.type(screen.getByLabelText("Name"), "Fresh");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("name error: Name is taken")).toBeTruthy();
    expect(notifyMock.error).toHaveBeenCalledTimes(1);
    expect(notifyMock.error).toHaveBeenCalledWith("Error", { description: "Name is taken" });
  });
});

function TogglePage() {
  const { stored } = useLoaderData<{ stored: boolean }>();
  const toggle = useOptimisticToggle({
    checked: stored,
    intent: "active",
    action: "change the item",
    fields: { id: "i1" },
  });
  return (
    <div>
      <p>shown: {toggle.checked ? "on" : "off"}</p>
      <p>{toggle.isPending ? "pending" : "settled"}</p>
      <button type="button" onClick={() => toggle.toggle(!toggle.checked)}>
        Switch
      </button>
    </div>
  );
}

/** An action that answers only when the test says so, so the page can be looked at meanwhile. */
function heldAnswer() {
  let release: (value: unknown) => void = () => undefined;
  const answer = new Promise((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

describe("useOptimisticToggle", () => {
  it("shows the new value at once, posts it as form data, and keeps what the loader reads back", async () => {
    let stored = false;
    let posted: Record<string, unknown> = {};
    const held = heldAnswer();
    const action = renderPage(
      () => <TogglePage />,
      async (request) => {
        const fields = Object.fromEntries(await request.formData());
        posted = fields;
        await held.answer;
        stored = fields.value === "true";
        return { ok: true };
      },
      () => ({ stored }),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Switch" }));
    expect(await screen.findByText("shown: on")).toBeTruthy();
    expect(screen.getByText("pending")).toBeTruthy();
    held.release(undefined);
    expect(await screen.findByText("settled")).toBeTruthy();
    expect(screen.getByText("shown: on")).toBeTruthy();
    expect(action).toHaveBeenCalledTimes(1);
    expect(posted).toEqual({ id: "i1", intent: "active", value: "true" });
    expect(notifyMock.success).not.toHaveBeenCalled();
    expect(notifyMock.error).not.toHaveBeenCalled();
  });

  it("rolls back to the stored value when the change is refused, with Error / Failed to {action}", async () => {
    const held = heldAnswer();
    renderPage(
      () => <TogglePage />,
      async () => {
        await held.answer;
        return data({ error: { code: "INTERNAL", message: "" } }, { status: 500 });
      },
      () => ({ stored: false }),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Switch" }));
    expect(await screen.findByText("shown: on")).toBeTruthy();
    held.release(undefined);
    expect(await screen.findByText("settled")).toBeTruthy();
    expect(screen.getByText("shown: off")).toBeTruthy();
    expect(notifyMock.error).toHaveBeenCalledTimes(1);
    expect(notifyMock.error).toHaveBeenCalledWith("Error", { description: "Failed to change the item" });
  });
});
