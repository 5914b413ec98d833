/** @vitest-environment happy-dom */
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ModalDialog } from "./modal-dialog.tsx";

afterEach(cleanup);

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalDialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Schedule Your Order"
        description="Choose a day and a time."
        footer={<button type="button">Confirm</button>}
      >
        <label>
          Note <input name="note" />
        </label>
      </ModalDialog>
    </>
  );
}

describe("ModalDialog", () => {
  it("opens as a modal labelled by its title, with focus inside it", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = document.querySelector("dialog")!;
    expect(dialog.open).toBe(false);

    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(dialog.open).toBe(true);
    expect(screen.getByRole("dialog", { name: "Schedule Your Order" })).toBe(dialog);
    const description = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("Choose a day and a time.");
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The page behind cannot scroll while the dialog is up.
    expect(document.documentElement.style.overflow).toBe("hidden");
  });

  it("closes on Escape and gives focus back to what opened it", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    await user.type(screen.getByRole("textbox", { name: "Note" }), "extra napkins");

    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector("dialog")!.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("closes from its Close button and from a click on the backdrop, not from a click inside", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("textbox", { name: "Note" }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Open" }));
    // A click whose target is the dialog element itself lands on the backdrop around the panel.
    await user.click(document.querySelector("dialog")!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
