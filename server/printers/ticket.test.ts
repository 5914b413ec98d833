import { describe, expect, it } from "vitest";
import { renderTicketMarkup, renderTicketText, toPrintableAscii, wrapText } from "./ticket.ts";

describe("the printed kitchen ticket", () => {
  it("wraps words to the line and cuts a word longer than a line", () => {
    expect(wrapText("one two three", 7)).toEqual(["one two", "three"]);
    expect(wrapText("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
    expect(wrapText("", 48)).toEqual([""]);
  });

  it("prints only what the printer's code page has", () => {
    expect(toPrintableAscii("2 × Jalapeño · Crème brûlée “hot”")).toBe('2 x Jalapeno - Creme brulee "hot"');
    expect(toPrintableAscii("Tea 🍵\tnow")).toBe("Tea ? now");
  });

  it("keeps every plain line within 48 columns and escapes markup in the customer's words", () => {
    const long = "Please leave it with the concierge at the front desk of the building [north entrance]";
    const text = renderTicketText([
      { text: long, bold: true },
      { text: "#1001", align: "centre", size: 2 },
    ]);
    for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(48);
    expect(text).toContain("                     #1001");
    const markup = renderTicketMarkup([{ text: long }, { text: "#1001", align: "centre", size: 2 }]);
    expect(markup).toContain("\\[north entrance]");
    expect(markup).toContain("[align: centre][magnify: width 2; height 2]#1001[plain]");
    expect(markup.trimEnd().endsWith("[cut: feed; partial]")).toBe(true);
  });
});
