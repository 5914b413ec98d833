/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it } from "vitest";
import { createColumnHelper } from "@tanstack/react-table";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DataTable } from "./data-table.tsx";

afterEach(cleanup);

type Dish = { id: string; title: string; category: string };
const column = createColumnHelper<Dish>();
const columns = [
  column.accessor("title", { header: "Title" }),
  column.accessor("category", { header: "Category", filterFn: "equalsString" }),
];
const dishes: Dish[] = Array.from({ length: 25 }, (_, i) => ({
  id: String(i),
  title: `Dish ${i + 1}`,
  category: i % 5 === 0 ? "Sides" : "Mains",
}));

function renderTable() {
  render(
    <DataTable
      caption="Menu items"
      data={dishes}
      columns={columns}
      getRowId={(row) => row.id}
      renderCard={(row) => row.title}
      searchLabel="Search menu items"
      filters={[{ columnId: "category", label: "Category", options: [{ value: "Sides", label: "Sides" }] }]}
      emptyTitle="No dishes match"
    />,
  );
  return within(screen.getByRole("table"));
}

describe("DataTable", () => {
  it("pages a list in memory through the shared pager", async () => {
    const table = renderTable();
    expect(table.getAllByRole("row")).toHaveLength(21);
    const pages = screen.getByRole("navigation", { name: "Menu items pages" });
    expect(pages.textContent).toContain("Page 1 of 2");
    await userEvent.click(within(pages).getByRole("button", { name: "Next" }));
    expect(table.getAllByRole("row")).toHaveLength(6);
  });

  it("filters by a native select and searches by a labelled field", async () => {
    const table = renderTable();
    await userEvent.selectOptions(screen.getByLabelText("Category"), "Sides");
    expect(table.getAllByRole("row")).toHaveLength(6);
    expect(screen.queryByRole("navigation", { name: "Menu items pages" })).toBeNull();
    await userEvent.type(screen.getByLabelText("Search menu items"), "Dish 11");
    expect(table.getAllByRole("row").map((row) => row.textContent)).toEqual([
      "TitleCategory",
      "Dish 11Sides",
    ]);
    await userEvent.selectOptions(screen.getByLabelText("Category"), "All");
    await userEvent.clear(screen.getByLabelText("Search menu items"));
    expect(table.getAllByRole("row")).toHaveLength(21);
  });
});
