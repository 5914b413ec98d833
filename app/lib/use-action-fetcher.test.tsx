/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub, data } from "react-router";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useActionFetcher, type ActionFetcherOptions } from "./use-action-fetcher.ts";

const notifyMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("#app/lib/notify.tsx", () => ({ notify: notifyMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

type Options = Omit<ActionFetcherOptions, "action">;

/**
 * Buttons that post through one action fetcher, and what it exposes, on a page with a real action.
 * The fetcher's key comes as `fetcherKey`: React keeps a `key` prop to itself.
 */
function Poster({ fetcherKey, ...props }: Options & { fetcherKey?: string }) {
  const poster = useActionFetcher({
    action: "save the thing",
    ...props,
    ...(fetcherKey ? { key: fetcherKey } : {}),
  });
  return (
    <div>
      <button type="button" onClick={() => poster.submitForm({ intent: "save", name: "Jerk chicken" })}>
        Post form
      </button>
      <button type="button" onClick={() => poster.submitJson({ intent: "save", ids: ["a", "b"] })}>
        Post JSON
      </button>
      <p>{poster.isBusy ? "busy" : "idle"}</p>
      <p>field: {poster.fieldErrors.name ?? "none"}</p>
      <p>form error: {poster.formError ?? "none"}</p>
    </div>
  );
}

function renderPoster(answer: (request: Request) => unknown, options: Options = {}) {
  const action = vi.fn(({ request }: { request: Request }) => answer(request));
  const Stub = createRoutesStub([{ path: "/admin/thing", Component: () => <Poster {...options} />, action }]);
  render(<Stub initialEntries={["/admin/thing"]} />);
  return action;
}

const idle = () => screen.findByText("idle");

describe("useActionFetcher", () => {
  it("posts flat fields as form data and shows the answer's message once, calling onSuccess once", async () => {
    const onSuccess = vi.fn();
    const action = renderPoster(() => ({ ok: true, message: "Saved." }), { onSuccess });
    await userEvent.click(screen.getByRole("button", { name: "Post form" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    await idle();
    const request = action.mock.calls[0]![0].request;
    expect(request.headers.get("Content-Type")).toMatch(/form/);
    expect(Object.fromEntries(await request.formData())).toEqual({ intent: "save", name: "Jerk chicken" });
    expect(notifyMock.success).toHaveBeenCalledTimes(1);
    expect(notifyMock.success).toHaveBeenCalledWith("Saved.", undefined);
    expect(onSuccess).toHaveBeenCalledWith({ ok: true, message: "Saved." });
    expect(notifyMock.error).not.toHaveBeenCalled();
  });

  it("toasts each new answer once, however often the page renders again", async () => {
    let count = 0;
    renderPoster(() => ({ ok: true, message: `Saved ${++count}.` }));
    await userEvent.click(screen.getByRole("button", { name: "Post form" }));
    await waitFor(() => expect(notifyMock.success).toHaveBeenCalledWith("Saved 1.", undefined));
    await idle();
    await userEvent.click(screen.getByRole("button", { name: "Post JSON" }));
    await waitFor(() => expect(notifyMock.success).toHaveBeenCalledWith("Saved 2.", undefined));
    await idle();
    expect(notifyMock.success).toHaveBeenCalledTimes(2);
  });

  it("posts nested values as JSON", async () => {
    const action = renderPoster(() => ({ ok: true }));
    await userEvent.click(screen.getByRole("button", { name: "Post JSON" }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const request = action.mock.calls[0]![0].request;
    expect(request.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await request.json()).toEqual({ intent: "save", ids: ["a", "b"] });
    await idle();
    // No message, no toast.
    expect(notifyMock.success).not.toHaveBeenCalled();
  });

  it("shows no success toast when the server's answer says so, and still calls onSuccess", async () => {
    const onSuccess = vi.fn();
    renderPoster(() => ({ ok: true, message: "Kept.", toast: false }), { onSuccess });
    await userEvent.click(screen.getByRole("button", { name: "Post form" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(notifyMock.success).not.toHaveBeenCalled();
  });

  it("lets the caller pick the toast from the answer, or show none", async () => {
    renderPoster(() => ({ ok: true, message: "It was kept." }), {
      successToast: (answer) => ({
        tone: "info",
        title: "Kept as inactive",
        description: String(answer.message),
      }),
    });
    await userEvent.click(screen.getByRole("button", { name: "Post form" }));
    await waitFor(() =>
      expect(notifyMock.info).toHaveBeenCalledWith("Kept as inactive", { description: "It was kept." }),
    );
    expect(notifyMock.success).not.toHaveBeenCalled();
    cleanup();
    renderPoster(() => ({ ok: true, message: "Switched on." }), { successToast: "none" });
    await userEvent.click(screen.getByRole("button", { name: "Post form" }));
    await idle();
    expect(notifyMock.success).not.toHaveBeenCalled();
  });

  it("says Error with the server's message, and calls onError once", async () => {
    const onError = vi.fn();
    const onSuccess = vi.fn();
    renderPoster(
      () => data({ error: { code: "CONFLICT", message: "The list changed meanwhile." } }, { status: 409 }),
      { onError, onSuccess },
    );
    await userEvent.click(screen.getByRole("button", { name: "Post form" }));
    await waitFor(() =>
      expect(notifyMock.error).toHaveBeenCalledWith("Error", { description: "The list changed meanwhile." }),
    );
    await idle();
    expect(notifyMock.error).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({
      code: "CONFLICT",
      message: "The list changed meanwhile.",
    });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByText("form error: The list changed meanwhile.")).toBeTruthy();
  });

  it("falls back to Failed to {action} when the answer carries no message of its own", async () => {
    renderPoster(() => data({ error: { code: "INTERNAL", message: "" } }, { status: 500 }), {
      errorTitle: "Logout Error",
    });
    await userEvent.click(screen.getByRole("button", { name: "Post form" }));
    await waitFor(() =>
      expect(notifyMock.error).toHaveBeenCalledWith("Logout Error", {
        description: "Failed to save the thing",
      }),
    );
  });

  it("exposes field errors, and with errorToast without-fields leaves them to the fields", async () => {
    renderPoster(
      () =>
        data(
          { error: { code: "VALIDATION", message: "Name is taken", fields: { name: "Name is taken" } } },
          { status: 400 },
        ),
      { errorToast: "without-fields" },
    );
    await userEvent.click(screen.getByRole("button", { name: "Post form" }));
    expect(await screen.findByText("field: Name is taken")).toBeTruthy();
    expect(screen.getByText("form error: none")).toBeTruthy();
    expect(notifyMock.error).not.toHaveBeenCalled();
  });
});

describe("useActionFetcher, handling on answer (the public forms)", () => {
  /** A page whose loader, after the first read, waits until `release` is called. */
  function renderHeldPage(answer: () => unknown, options: Options, extra?: () => React.ReactNode) {
    let release: () => void = () => undefined;
    let reads = 0;
    const loader = () => {
      reads += 1;
      if (reads === 1) return { reads };
      return new Promise((resolve) => {
        release = () => resolve({ reads });
      });
    };
    const action = vi.fn(() => answer());
    const Page = () => (
      <>
        <Poster handleOn="answer" fetcherKey={options.key} {...options} />
        {extra?.()}
      </>
    );
    const Stub = createRoutesStub([
      { path: "/contact", Component: Page, loader, HydrateFallback: () => null, action },
    ]);
    render(<Stub initialEntries={["/contact"]} />);
    return { action, release: () => release() };
  }

  it("says how it went as soon as the action answers, before the page's data is read again", async () => {
    const onSuccess = vi.fn();
    const page = renderHeldPage(() => ({ ok: true }), {
      successToast: () => ({ title: "Message Sent!", description: "Thanks." }),
      onSuccess,
    });
    await userEvent.click(await screen.findByRole("button", { name: "Post form" }));
    await waitFor(() =>
      expect(notifyMock.success).toHaveBeenCalledWith("Message Sent!", { description: "Thanks." }),
    );
    expect(onSuccess).toHaveBeenCalledTimes(1);
    // The page is still being read again: the fetcher is not idle yet.
    expect(screen.getByText("busy")).toBeTruthy();
    page.release();
    await idle();
    expect(notifyMock.success).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("sends one post at a time however fast the button is pressed", async () => {
    const page = renderHeldPage(() => ({ ok: true }), {});
    const button = await screen.findByRole("button", { name: "Post form" });
    button.click();
    button.click();
    await waitFor(() => expect(page.action).toHaveBeenCalledTimes(1));
    page.release();
    await idle();
    expect(page.action).toHaveBeenCalledTimes(1);
  });

  it("lets the caller word the error toast, with its own words for a post that got no answer", async () => {
    const errorToast = (error: { isFromServer: boolean; message: string }) =>
      error.isFromServer
        ? { title: "Submission Failed", description: error.message }
        : { title: "Submission Error", description: "An unexpected error occurred. Please try again." };
    renderHeldPage(() => ({ error: { code: "NETWORK", message: "Failed to fetch" } }), { errorToast });
    await userEvent.click(await screen.findByRole("button", { name: "Post form" }));
    await waitFor(() =>
      expect(notifyMock.error).toHaveBeenCalledWith("Submission Error", {
        description: "An unexpected error occurred. Please try again.",
      }),
    );
    cleanup();
    vi.clearAllMocks();
    renderHeldPage(
      () => data({ error: { code: "CONFLICT", message: "Pick a later date." } }, { status: 409 }),
      { errorToast },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Post form" }));
    await waitFor(() =>
      expect(notifyMock.error).toHaveBeenCalledWith("Submission Failed", {
        description: "Pick a later date.",
      }),
    );
    expect(notifyMock.error).toHaveBeenCalledTimes(1);
  });

  it("reports a keyed fetcher's answer from a component that did not post it, once", async () => {
    function Reporter() {
      useActionFetcher({
        action: "cancel order",
        key: "shared",
        handleOn: "answer",
        successToast: () => ({ title: "Order Cancelled" }),
      });
      return null;
    }
    const page = renderHeldPage(
      () => ({ ok: true }),
      { key: "shared", successToast: "none" },
      () => <Reporter />,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Post form" }));
    await waitFor(() => expect(notifyMock.success).toHaveBeenCalledWith("Order Cancelled", undefined));
    page.release();
    await idle();
    expect(notifyMock.success).toHaveBeenCalledTimes(1);
  });
});
