/** @vitest-environment happy-dom */
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CategoryTabsPanel } from "./category-tabs.tsx";

afterEach(cleanup);

const TABS = [
  { value: "all", label: "All" },
  { value: "jerk", label: "Jerk & Grill" },
  { value: "sides", label: "Sides" },
];

function Harness() {
  const [selected, setSelected] = useState("all");
  return (
    <CategoryTabsPanel
      label="Menu categories"
      tabs={TABS}
      selected={selected}
      onSelect={setSelected}
      idPrefix="menu"
    >
      <p>Showing {selected}</p>
    </CategoryTabsPanel>
  );
}

describe("CategoryTabs", () => {
  it("is one tab stop: the selected tab, which labels the panel it controls", () => {
    render(<Harness />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole("tablist", { name: "Menu categories" })).toBeTruthy();
    const panel = screen.getByRole("tabpanel", { name: "All" });
    expect(tabs[0]!.getAttribute("aria-controls")).toBe(panel.id);
  });

  it("moves and selects with the arrow keys, wrapping at the ends, and with Home and End", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "All" }));

    await user.keyboard("{ArrowRight}");
    const jerk = screen.getByRole("tab", { name: "Jerk & Grill" });
    expect(document.activeElement).toBe(jerk);
    expect(jerk.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("Showing jerk")).toBeTruthy();

    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "All" }));

    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Sides" }));
    expect(screen.getByRole("tabpanel", { name: "Sides" })).toBeTruthy();

    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "All" }));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Sides" }));
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it("selects on click", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("tab", { name: "Sides" }));
    expect(screen.getByText("Showing sides")).toBeTruthy();
  });
});
