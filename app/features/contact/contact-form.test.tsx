/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from "vitest";
import { data, createRoutesStub } from "react-router";
import { renderToString } from "react-dom/server";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "./contact-form.tsx";

const notifyMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("#app/lib/notify.tsx", () => ({ notify: notifyMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const message = { name: "Katherine", email: "kj@example.com", subject: "Hi", message: "Hello there" };

/** The form on a page whose action answers what `answer` gives, as the real route's action would. */
function renderForm(answer: () => unknown) {
  const action = vi.fn((_args: { request: Request }) => answer());
  const Stub = createRoutesStub([{ path: "/contact", Component: () => <ContactForm />, action }]);
  render(<Stub initialEntries={["/contact"]} />);
  return action;
}

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Name"), message.name);
  await user.type(screen.getByLabelText("Email"), message.email);
  await user.type(screen.getByLabelText("Subject"), message.subject);
  await user.type(screen.getByLabelText("Message"), message.message);
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

describe("ContactForm", () => {
  it("sends the typed message to the page's action, then says so and clears the form", async () => {
    const action = renderForm(() => ({ ok: true }));
    await fillAndSend();
    await waitFor(() =>
      expect(notifyMock.success).toHaveBeenCalledWith("Message Sent!", {
        description: "Thank you for your message. We'll get back to you soon!",
      }),
    );
    const request = action.mock.calls[0]![0].request;
    expect(Object.fromEntries(await request.formData())).toEqual(message);
    expect(screen.getByLabelText("Name")).toHaveProperty("value", "");
  });

  it("shows the server's words when the sender is rate limited, and keeps the typed text", async () => {
    renderForm(() =>
      data(
        {
          error: { code: "RATE_LIMITED", message: "Too many requests. Please wait a minute and try again." },
        },
        { status: 429 },
      ),
    );
    await fillAndSend();
    await waitFor(() =>
      expect(notifyMock.error).toHaveBeenCalledWith("Error Submitting Message", {
        description: "Too many requests. Please wait a minute and try again.",
      }),
    );
    expect(screen.getByLabelText("Subject")).toHaveProperty("value", message.subject);
  });

  it("puts the server's field messages on their fields", async () => {
    renderForm(() =>
      data(
        {
          error: {
            code: "VALIDATION",
            message: "Please check the form for errors.",
            fields: { email: "Email is invalid" },
          },
          values: message,
        },
        { status: 400 },
      ),
    );
    await fillAndSend();
    await waitFor(() => expect(screen.getByText("Email is invalid")).toBeTruthy());
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(notifyMock.error).toHaveBeenCalledWith("Error Submitting Message", {
      description: "There was a problem submitting your message. Please try again.",
    });
  });

  it("keeps and sends what was typed into the page before React took it over", async () => {
    const action = vi.fn(async ({ request }: { request: Request }) => {
      expect(Object.fromEntries(await request.formData())).toEqual(message);
      return { ok: true };
    });
    const routes = [{ path: "/contact", Component: () => <ContactForm />, action }];
    const Stub = createRoutesStub(routes);
    // the page as the server sent it, typed into before its scripts ran
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Stub initialEntries={["/contact"]} />);
    document.body.append(container);
    const typeEarly = (label: string, value: string) => {
      const field = container.querySelector<HTMLInputElement>(`#contact-${label}`)!;
      field.value = value;
    };
    typeEarly("name", message.name);
    typeEarly("email", message.email);
    typeEarly("subject", message.subject);
    await act(async () => {
      render(<Stub initialEntries={["/contact"]} />, { container, hydrate: true });
      await Promise.resolve();
    });

    // typing on once React has the page renders the form again: what came before stays
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Message"), message.message);
    expect(screen.getByLabelText("Name")).toHaveProperty("value", message.name);
    expect(screen.getByLabelText("Subject")).toHaveProperty("value", message.subject);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(notifyMock.success).toHaveBeenCalled());
    expect(action).toHaveBeenCalledTimes(1);
  });
});
