/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub, data } from "react-router";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CancelOrderDialog, CancelResultToast } from "./cancel-order-dialog.tsx";

const notifyMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("#app/lib/notify.tsx", () => ({ notify: notifyMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The confirmation page's pieces: the toast on the page, the dialog open, an action answering `answer`. */
function renderDialog(answer: () => unknown) {
  const onClose = vi.fn();
  const action = vi.fn((_args: { request: Request }) => answer());
  const Page = () => (
    <>
      <CancelResultToast />
      <CancelOrderDialog open onClose={onClose} handle={{ token: "t0k3n" }} orderNumber="IS-1042" isPaid />
    </>
  );
  const Stub = createRoutesStub([{ path: "/order-confirmation", Component: Page, action }]);
  render(<Stub initialEntries={["/order-confirmation"]} />);
  return { action, onClose };
}

const confirm = async () =>
  userEvent.click(await screen.findByRole("button", { name: "Yes, Cancel Order", hidden: true }));

describe("CancelOrderDialog", () => {
  it("posts the order's token and reason, says Order Cancelled with the server's words, and closes", async () => {
    const { action, onClose } = renderDialog(() => ({ ok: true, message: "Your refund is on its way." }));
    await confirm();
    await waitFor(() =>
      expect(notifyMock.success).toHaveBeenCalledWith("Order Cancelled", {
        description: "Your refund is on its way.",
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const request = action.mock.calls[0]![0].request;
    expect(Object.fromEntries(await request.formData())).toEqual({ token: "t0k3n", cancellationReason: "" });
    expect(notifyMock.success).toHaveBeenCalledTimes(1);
    expect(notifyMock.error).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses, and stays open", async () => {
    const { onClose } = renderDialog(() =>
      data(
        { error: { code: "CONFLICT", message: "This order is already being prepared." } },
        { status: 409 },
      ),
    );
    await confirm();
    await waitFor(() =>
      expect(notifyMock.error).toHaveBeenCalledWith("Cancellation Failed", {
        description: "This order is already being prepared.",
      }),
    );
    expect(notifyMock.error).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says Failed to cancel order when the post got no answer", async () => {
    renderDialog(() => ({ error: { code: "NETWORK", message: "Failed to fetch" } }));
    await confirm();
    await waitFor(() =>
      expect(notifyMock.error).toHaveBeenCalledWith("Cancellation Failed", {
        description: "Failed to cancel order",
      }),
    );
  });
});
