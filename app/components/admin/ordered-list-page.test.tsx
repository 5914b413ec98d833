/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub } from "react-router";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OrderedListPage } from "./ordered-list-page.tsx";

const notifyMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("#app/lib/notify.tsx", () => ({ notify: notifyMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

type Slide = { id: string; title: string; is_active: boolean };

const SLIDES: Slide[] = [
  { id: "s1", title: "Welcome", is_active: true },
  { id: "s2", title: "Catering", is_active: true },
];

function renderPage(rows = SLIDES) {
  const posts: Record<string, unknown>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/hero",
      Component: () => (
        <OrderedListPage
          title="Hero Slides"
          description="The slides at the top of the home page."
          noun="slide"
          addLabel="Add Slide"
          rows={rows}
          getLabel={(row) => row.title}
          renderSummary={(row) => <p>{row.title}</p>}
          renderSheet={(row, onClose) => (
            <div role="dialog" aria-label={row ? `Edit ${row.title}` : "New slide"}>
              <button type="button" onClick={onClose}>
                Close
              </button>
            </div>
          )}
          emptyText="No slides yet."
        />
      ),
      action: async ({ request }: { request: Request }) => {
        const body = request.headers.get("content-type")?.includes("json")
          ? ((await request.json()) as Record<string, unknown>)
          : Object.fromEntries(await request.formData());
        posts.push(body);
        return { ok: true };
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/hero"]} />);
  return posts;
}

describe("OrderedListPage", () => {
  it("lists the rows in order with their switch, and opens the sheet to add or edit", async () => {
    renderPage();
    const list = screen.getByRole("list", { name: "Order of hero slides" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("switch", { name: "Active: Welcome" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add Slide" }));
    expect(screen.getByRole("dialog", { name: "New slide" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await userEvent.click(screen.getByRole("button", { name: "Edit Catering" }));
    expect(screen.getByRole("dialog", { name: "Edit Catering" })).toBeTruthy();
  });

  it("posts the switch and, after a confirmation, the delete", async () => {
    const posts = renderPage();
    await userEvent.click(screen.getByRole("switch", { name: "Active: Catering" }));
    await waitFor(() => expect(posts).toContainEqual({ id: "s2", intent: "active", value: "false" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete Welcome" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText("Visitors will no longer see this slide. This cannot be undone."),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(posts).toContainEqual({ intent: "delete", id: "s1" }));
  });

  it("says so when there is no row yet", () => {
    renderPage([]);
    expect(screen.getByText("No slides yet.")).toBeTruthy();
  });
});
