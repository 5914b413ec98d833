/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub } from "react-router";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CategoryManager, type CategoryEntry, type CategoryIntents } from "./category-manager.tsx";

const notifyMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("#app/lib/notify.tsx", () => ({ notify: notifyMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const CATEGORIES: CategoryEntry[] = [
  { id: "c1", name: "Mains", isActive: true, detail: "2 items", deleteDescription: "Move them first." },
  { id: "c2", name: "Sides", isActive: false, detail: "0 items", deleteDescription: "It holds no items." },
];

/** What the page's action received, each post as its fields. */
function renderManager(intents: CategoryIntents, categories = CATEGORIES) {
  const posts: Record<string, unknown>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/categories",
      Component: () => (
        <CategoryManager
          title="Menu categories"
          headingId="categories-heading"
          categories={categories}
          intents={intents}
          maxLength={60}
          emptyText="No categories yet."
        />
      ),
      action: async ({ request }: { request: Request }) => {
        const body =
          request.headers.get("content-type")?.includes("json") === true
            ? ((await request.json()) as Record<string, unknown>)
            : Object.fromEntries(await request.formData());
        posts.push(body);
        return { ok: true };
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/categories"]} />);
  return posts;
}

const ALL = {
  create: "c-create",
  rename: "c-rename",
  active: "c-active",
  reorder: "c-order",
  delete: "c-delete",
};

describe("CategoryManager", () => {
  it("lists each category with what it holds, and posts a new one with the page's intent", async () => {
    const posts = renderManager(ALL);
    const section = screen.getByRole("region", { name: "Menu categories" });
    expect(within(section).getByText("(2 items)")).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Active: Sides" }).getAttribute("aria-checked")).toBe("false");
    await userEvent.type(screen.getByLabelText("New category"), "Drinks");
    await userEvent.click(screen.getByRole("button", { name: "Add Category" }));
    await waitFor(() => expect(posts).toEqual([{ intent: "c-create", name: "Drinks" }]));
  });

  it("renames in place, then closes the field, and switches a category on", async () => {
    const posts = renderManager(ALL);
    await userEvent.click(screen.getByRole("button", { name: "Rename Mains" }));
    const field = screen.getByLabelText("New name for Mains");
    await userEvent.clear(field);
    await userEvent.type(field, "Plates");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posts).toContainEqual({ intent: "c-rename", id: "c1", name: "Plates" }));
    await waitFor(() => expect(screen.queryByLabelText("New name for Mains")).toBeNull());
    await userEvent.click(screen.getByRole("switch", { name: "Active: Sides" }));
    await waitFor(() => expect(posts).toContainEqual({ id: "c2", intent: "c-active", value: "true" }));
  });

  it("deletes after a confirmation when the page deletes categories", async () => {
    const posts = renderManager(ALL);
    await userEvent.click(screen.getByRole("button", { name: "Delete Sides" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("It holds no items.")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(posts).toContainEqual({ intent: "c-delete", id: "c2" }));
  });

  it("offers no delete and no reordering when the page answers neither", () => {
    renderManager({ create: "c-create", rename: "c-rename", active: "c-active" });
    expect(screen.queryByRole("button", { name: "Delete Mains" })).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /drag|move|reorder/i })).toBeNull();
  });

  it("says so when there is no category yet", () => {
    renderManager(ALL, []);
    expect(screen.getByText("No categories yet.")).toBeTruthy();
  });
});
