/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub, data } from "react-router";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useActionToast } from "./use-action-toast.ts";

const notifyMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("#app/lib/notify.tsx", () => ({ notify: notifyMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function RetryButton() {
  const { submit, isBusy } = useActionToast({
    key: "retry-email",
    success: "Email queued",
    action: "retry the email",
  });
  return (
    <button type="button" disabled={isBusy} onClick={() => submit({ intent: "retry", id: "e1" })}>
      Retry
    </button>
  );
}

function renderButton(answer: () => unknown) {
  const action = vi.fn((_args: { request: Request }) => answer());
  const Stub = createRoutesStub([{ path: "/admin/outbox", Component: RetryButton, action }]);
  render(<Stub initialEntries={["/admin/outbox"]} />);
  return action;
}

describe("useActionToast", () => {
  it("posts the intent as form data and titles the toast, with the action's message as its text", async () => {
    const action = renderButton(() => ({ ok: true, message: "It goes out within a minute." }));
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() =>
      expect(notifyMock.success).toHaveBeenCalledWith("Email queued", {
        description: "It goes out within a minute.",
      }),
    );
    expect(Object.fromEntries(await action.mock.calls[0]![0].request.formData())).toEqual({
      intent: "retry",
      id: "e1",
    });
  });

  it("says Error with Failed to {action} when the answer has no message of its own", async () => {
    renderButton(() => data({ error: { code: "INTERNAL", message: "" } }, { status: 500 }));
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() =>
      expect(notifyMock.error).toHaveBeenCalledWith("Error", { description: "Failed to retry the email" }),
    );
    expect(notifyMock.success).not.toHaveBeenCalled();
  });
});
