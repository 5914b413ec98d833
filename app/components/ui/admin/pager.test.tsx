/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub } from "react-router";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Pager } from "./pager.tsx";

afterEach(cleanup);

function renderPager(address: string, props: { page: number; pageSize: number; total: number }) {
  const Stub = createRoutesStub([
    { path: "/admin/settings/outbox", Component: () => <Pager label="Email pages" {...props} /> },
  ]);
  render(<Stub initialEntries={[address]} />);
}

describe("Pager", () => {
  it("shows nothing when one page holds the whole list", () => {
    renderPager("/admin/settings/outbox", { page: 1, pageSize: 20, total: 20 });
    expect(screen.queryByRole("navigation", { name: "Email pages" })).toBeNull();
  });

  it("links the next page from the first, keeping the address's filters", () => {
    renderPager("/admin/settings/outbox?status=failed", { page: 1, pageSize: 20, total: 45 });
    const nav = screen.getByRole("navigation", { name: "Email pages" });
    expect(nav.textContent).toContain("Page 1 of 3");
    expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/admin/settings/outbox?status=failed&page=2",
    );
  });

  it("links both neighbours from a middle page, and only the previous one from the last", () => {
    renderPager("/admin/settings/outbox?page=2", { page: 2, pageSize: 20, total: 45 });
    expect(screen.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe(
      "/admin/settings/outbox?page=1",
    );
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/admin/settings/outbox?page=3",
    );
    cleanup();
    renderPager("/admin/settings/outbox?page=3", { page: 3, pageSize: 20, total: 45 });
    expect(screen.getByText("Page 3 of 3")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Next" })).toBeNull();
  });

  it("pages a list held in memory with buttons, the ends disabled", async () => {
    const onChange = vi.fn();
    render(<Pager label="Menu items pages" page={1} pageSize={20} total={41} onChange={onChange} />);
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onChange).toHaveBeenCalledWith(2);
    cleanup();
    render(<Pager label="Menu items pages" page={3} pageSize={20} total={41} onChange={onChange} />);
    expect(screen.getByRole("button", { name: "Next" })).toHaveProperty("disabled", true);
  });
});
