import { describe, expect, it } from "vitest";
import {
  describePrintFailure,
  describePrinterStatus,
  isPrintedCode,
  normaliseMacAddress,
  printerTakesOrder,
} from "./printers.ts";

describe("kitchen printers", () => {
  it("stores a MAC address one way however it is typed, and refuses what is not one", () => {
    for (const typed of ["00:11:62:0A:1B:2C", "00-11-62-0a-1b-2c", "0011.620a.1b2c", " 0011620A1B2C "]) {
      expect(normaliseMacAddress(typed)).toBe("00:11:62:0a:1b:2c");
    }
    for (const wrong of ["", "00:11:62:0a:1b", "00:11:62:0a:1b:2c:3d", "zz:11:62:0a:1b:2c", "printer"]) {
      expect(normaliseMacAddress(wrong)).toBeNull();
    }
  });

  it("prints every order, or only its own type", () => {
    expect(printerTakesOrder("all", "catering")).toBe(true);
    expect(printerTakesOrder("delivery", "delivery")).toBe(true);
    expect(printerTakesOrder("delivery", "pickup")).toBe(false);
  });

  it("says the printer's state in the owner's words", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const recent = new Date("2026-11-25T11:59:50Z");
    const words = (status: string | null, seen: Date | null = recent) =>
      describePrinterStatus(status, seen, now);
    expect(words("200%20OK".replace("%20", " "))).toEqual({ health: "ok", words: "Ready" });
    expect(words("410 Out of paper")).toEqual({ health: "error", words: "Out of paper" });
    expect(words("420 Cover open").words).toBe("Cover open");
    expect(words("411 Paper jam").words).toBe("Paper jam");
    expect(words("210 Paper low")).toEqual({ health: "warning", words: "Paper running low" });
    expect(words("520 Timeout").health).toBe("warning");
    expect(words(null, null)).toEqual({ health: "never", words: "Not connected yet" });
    expect(words("200 OK", new Date("2026-11-25T11:50:00Z")).health).toBe("offline");
  });

  it("counts a printer as not connected after twice its polling interval plus 5 seconds, a minute while it has not said", () => {
    const seen = new Date("2026-11-25T12:00:00Z");
    const after = (seconds: number, interval: number | null) =>
      describePrinterStatus("200 OK", seen, new Date(seen.getTime() + seconds * 1000), interval).health;
    expect(after(15, 5)).toBe("ok");
    expect(after(16, 5)).toBe("offline");
    expect(after(245, 120)).toBe("ok");
    expect(after(246, 120)).toBe("offline");
    expect(after(60, null)).toBe("ok");
    expect(after(61, null)).toBe("offline");
  });

  it("reads a printer's confirmation code, and why a ticket did not print in the kitchen's words", () => {
    for (const printed of ["OK", "200 OK", "200", "201 Taken"]) expect(isPrintedCode(printed)).toBe(true);
    for (const failed of ["510 Incompatible media type", "520", "410 Out of paper", "2000", ""]) {
      expect(isPrintedCode(failed)).toBe(false);
    }
    expect(describePrintFailure("510 Incompatible media type")).toBe(
      "the printer does not take this kind of ticket",
    );
    expect(describePrintFailure("511 Media decoding error")).toBe("the printer could not read the ticket");
    expect(describePrintFailure("520 Timeout")).toBe("the ticket took too long to reach the printer");
    expect(describePrintFailure("521 Job too large")).toBe("the ticket was too large for the printer");
    expect(describePrintFailure("410 Out of paper")).toBe("the printer ran out of paper");
    expect(describePrintFailure("599")).toBe("the printer could not print it");
  });
});
