/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub, data } from "react-router";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDaysToDateKey, getZonedParts } from "#domain/business-time.ts";
import { QuoteForm } from "./quote-form.tsx";

const notifyMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("#app/lib/notify.tsx", () => ({ notify: notifyMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const rules = { timeZone: "America/New_York", minNoticeHours: null };
const request = {
  customerName: "Katherine",
  email: "kj@example.com",
  phone: "555-0100",
  eventDate: addDaysToDateKey(getZonedParts(new Date(), rules.timeZone).dateKey, 30),
  eventTime: "18:00",
  guestCount: "40",
  eventType: "Wedding",
  deliveryOption: "delivery",
  specialRequests: "",
};

/**
 * The form filled in (as a page rendered after a refused post without JavaScript starts), on a
 * page whose action answers what `answer` gives.
 */
function renderForm(answer: () => unknown) {
  const action = vi.fn((_args: { request: Request }) => answer());
  const pageActionData = {
    error: { code: "VALIDATION", message: "Please check the form." },
    values: request,
  };
  const Page = () => <QuoteForm rules={rules} pageActionData={pageActionData} />;
  const Stub = createRoutesStub([{ path: "/catering", Component: Page, action }]);
  render(<Stub initialEntries={["/catering"]} />);
  return action;
}

const send = async () => userEvent.click(await screen.findByRole("button", { name: "Submit Request" }));

describe("QuoteForm", () => {
  it("says in the page how a post without JavaScript went", async () => {
    renderForm(() => ({ ok: true, id: "r1" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Submission Failed");
  });

  it("sends the request, says Request Submitted! and clears the form", async () => {
    const action = renderForm(() => ({ ok: true, id: "r1" }));
    await send();
    await waitFor(() =>
      expect(notifyMock.success).toHaveBeenCalledWith("Request Submitted!", {
        description: "Thank you for your catering inquiry. We'll be in touch within 24 hours!",
      }),
    );
    const sent = Object.fromEntries(await action.mock.calls[0]![0].request.formData());
    expect(sent).toMatchObject({ customerName: "Katherine", guestCount: "40", eventType: "Wedding" });
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveProperty("value", ""));
    expect(notifyMock.success).toHaveBeenCalledTimes(1);
  });

  it("shows the server's words under Submission Failed and keeps what was typed", async () => {
    renderForm(() =>
      data({ error: { code: "RATE_LIMITED", message: "Too many requests." } }, { status: 429 }),
    );
    await send();
    await waitFor(() =>
      expect(notifyMock.error).toHaveBeenCalledWith("Submission Failed", {
        description: "Too many requests.",
      }),
    );
    expect(screen.getByLabelText(/Name/)).toHaveProperty("value", "Katherine");
  });

  it("says Submission Error with the page's sentence when the post got no answer", async () => {
    renderForm(() => ({ error: { code: "NETWORK", message: "Failed to fetch" } }));
    await send();
    await waitFor(() =>
      expect(notifyMock.error).toHaveBeenCalledWith("Submission Error", {
        description: "An unexpected error occurred. Please try again.",
      }),
    );
  });
});
