/** @vitest-environment happy-dom */
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DateCalendar } from "./date-calendar.tsx";

afterEach(cleanup);

const TODAY = "2026-11-18"; // a Wednesday
// Sundays are closed in this calendar, and nothing before today can be chosen.
const isSelectable = (dateKey: string) =>
  dateKey >= TODAY && new Date(`${dateKey}T12:00:00Z`).getUTCDay() !== 0;

function Harness({ onSelect }: { onSelect: (dateKey: string) => void }) {
  const [selected, setSelected] = useState("");
  return (
    <>
      <p id="calendar-label">Date</p>
      <DateCalendar
        today={TODAY}
        selected={selected}
        isSelectable={isSelectable}
        onSelect={(dateKey) => {
          onSelect(dateKey);
          setSelected(dateKey);
        }}
        labelledBy="calendar-label"
      />
    </>
  );
}

/** A day's button by its label without the year, e.g. "Thursday, December 3". */
const day = (label: string) => screen.getByRole("button", { name: new RegExp(`^${label}, 2026`) });

describe("DateCalendar", () => {
  it("puts one day in the tab order: the first one that can be chosen", () => {
    render(<Harness onSelect={vi.fn()} />);
    const tabbable = screen
      .getAllByRole("button")
      .filter((button) => button.tabIndex === 0 && button.dataset.date);
    expect(tabbable.map((button) => button.dataset.date)).toEqual([TODAY]);
    expect(day("Wednesday, November 18").getAttribute("aria-label")).toBe(
      "Wednesday, November 18, 2026 (today)",
    );
  });

  it("moves a day with left and right, a week with up and down, across months", async () => {
    const user = userEvent.setup();
    render(<Harness onSelect={vi.fn()} />);
    day("Wednesday, November 18").focus();
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(document.activeElement).toBe(day("Thursday, November 19")));
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(document.activeElement).toBe(day("Thursday, November 26")));
    await user.keyboard("{ArrowDown}");
    // December is shown once focus reaches it.
    await waitFor(() => expect(document.activeElement).toBe(day("Thursday, December 3")));
    expect(screen.getByText("December 2026")).toBeTruthy();
    await user.keyboard("{ArrowUp}{ArrowLeft}");
    await waitFor(() => expect(document.activeElement).toBe(day("Wednesday, November 25")));
  });

  it("moves from the day each key reached when keys come one straight after another", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness onSelect={vi.fn()} />);
    day("Wednesday, November 18").focus();
    // A held arrow key: no pause between presses, across a change of month and back.
    await user.keyboard("{ArrowRight}{ArrowDown}{ArrowDown}{ArrowUp}{ArrowLeft}{ArrowDown}{ArrowDown}");
    expect(document.activeElement).toBe(day("Wednesday, December 9"));
    expect(screen.getByText("December 2026")).toBeTruthy();
  });

  it("keeps past and closed days reachable but not choosable", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const sunday = day("Sunday, November 22");
    expect(sunday.getAttribute("aria-disabled")).toBe("true");
    await user.click(sunday);
    expect(onSelect).not.toHaveBeenCalled();

    day("Wednesday, November 18").focus();
    await user.keyboard("{ArrowLeft}");
    await waitFor(() => expect(document.activeElement).toBe(day("Tuesday, November 17")));
    expect(day("Tuesday, November 17").getAttribute("aria-disabled")).toBe("true");
    await user.keyboard("{Enter}");
    expect(onSelect).not.toHaveBeenCalled();

    await user.keyboard("{ArrowRight}{ArrowRight}");
    await waitFor(() => expect(document.activeElement).toBe(day("Thursday, November 19")));
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith("2026-11-19");
    expect(day("Thursday, November 19").getAttribute("aria-pressed")).toBe("true");
  });

  it("does not page back before this month", async () => {
    render(<Harness onSelect={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Previous month" })).toHaveProperty("disabled", true);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByText("December 2026")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous month" })).toHaveProperty("disabled", false);
  });
});
