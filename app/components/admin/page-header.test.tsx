/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it } from "vitest";
import { createRoutesStub } from "react-router";
import { cleanup, render, screen } from "@testing-library/react";
import { BackLink, MissingRecord, PageHeader } from "./page-header.tsx";

afterEach(cleanup);

function renderAt(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/admin/orders/1", Component: () => element }]);
  render(<Stub initialEntries={["/admin/orders/1"]} />);
}

describe("PageHeader", () => {
  it("shows the page's one h1, its line and its action", () => {
    render(
      <PageHeader
        title="Orders"
        description="Paid orders, live."
        actions={<button type="button">New phone order</button>}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Orders" })).toBeTruthy();
    expect(screen.getByText("Paid orders, live.").tagName).toBe("P");
    expect(screen.getByRole("button", { name: "New phone order" })).toBeTruthy();
  });

  it("keeps a record's badges beside its title, outside the heading's name", () => {
    render(<PageHeader title="Order #1042" badges={<span>Paid</span>} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Order #1042");
    expect(screen.getByText("Paid")).toBeTruthy();
  });
});

describe("MissingRecord", () => {
  it("names the missing record, says why, and links back to the list", () => {
    renderAt(
      <MissingRecord
        title="Order not found"
        message="That order does not exist."
        back={<BackLink to="/admin/orders">All orders</BackLink>}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Order not found" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("That order does not exist.");
    expect(screen.getByRole("link", { name: "All orders" }).getAttribute("href")).toBe("/admin/orders");
    expect(document.title || document.querySelector("title")?.textContent).toBe(
      "Order not found | Island Spice Admin",
    );
  });
});
