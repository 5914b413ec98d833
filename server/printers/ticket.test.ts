import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { readPngSize, readStarPrnt } from "#server/test/cloudprnt-printer.ts";
import {
  renderTicketStarPrnt,
  renderTicketText,
  toCodePage1252,
  toPrintableAscii,
  wrapText,
} from "./ticket.ts";
import { renderTicketPng, TICKET_IMAGE_WIDTH } from "./ticket-image.ts";

describe("the printed kitchen ticket", () => {
  it("wraps words to the line and cuts a word longer than a line", () => {
    expect(wrapText("one two three", 7)).toEqual(["one two", "three"]);
    expect(wrapText("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
    expect(wrapText("", 48)).toEqual([""]);
  });

  it("prints only what the printer's code page has", () => {
    expect(toPrintableAscii("2 × Jalapeño · Crème brûlée “hot”")).toBe('2 x Jalapeno - Creme brulee "hot"');
    expect(toPrintableAscii("Tea 🍵\tnow")).toBe("Tea ? now");
    // code page 1252 keeps a menu's accents and marks, spells the rest plainly
    expect(toCodePage1252("2 × Jalapeño · Crème brûlée “hot” 5 €")).toBe(
      "2 × Jalapeño · Crème brûlée “hot” 5 €",
    );
    expect(toCodePage1252("Tea 🍵 → Łódź")).toBe("Tea ? -> ?ódz");
  });

  it("keeps every plain line within 48 columns", () => {
    const long = "Please leave it with the concierge at the front desk of the building [north entrance]";
    const text = renderTicketText([
      { text: long, bold: true },
      { text: "#1001", align: "centre", size: 2 },
    ]);
    for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(48);
    expect(text).toContain("                     #1001");
  });

  it("encodes StarPRNT a printer reads back: the number twice as large and bold, centred, accents in code page 1252, a cut", () => {
    const long = "Please leave it with the concierge at the front desk of the building [north entrance]";
    const bytes = renderTicketStarPrnt([
      { text: "KITCHEN COPY", align: "centre", bold: true },
      { text: "#1001", align: "centre", size: 2, bold: true },
      { text: "2 × Jalapeño poppers", bold: true },
      { text: long, indent: 3 },
    ]);
    // ESC @, then ESC GS t 32: code page 1252
    expect([...bytes.subarray(0, 6)]).toEqual([0x1b, 0x40, 0x1b, 0x1d, 0x74, 32]);
    const printed = readStarPrnt(bytes);
    expect(printed.codePage).toBe(32);
    expect(printed.cut).toBe("partial");
    expect(printed.lines[0]).toEqual({
      text: "KITCHEN COPY",
      align: "centre",
      height: 1,
      width: 1,
      bold: true,
    });
    expect(printed.lines[1]).toEqual({ text: "#1001", align: "centre", height: 2, width: 2, bold: true });
    expect(printed.lines[2]).toMatchObject({
      text: "2 × Jalapeño poppers",
      align: "left",
      width: 1,
      bold: true,
    });
    expect(printed.lines[3]).toMatchObject({ bold: false, width: 1 });
    for (const line of printed.lines) expect(line.text.length * line.width).toBeLessThanOrEqual(48);
    expect(
      printed.lines
        .slice(3)
        .map((line) => line.text.trim())
        .join(" "),
    ).toBe(long);
  });

  it("draws the ticket as a black-and-white picture 576 dots wide", async () => {
    const png = await renderTicketPng([
      { text: "#1001", align: "centre", size: 2, bold: true },
      { text: "2 × Jalapeño poppers", bold: true },
    ]);
    expect(readPngSize(png).width).toBe(TICKET_IMAGE_WIDTH);
    const { channels } = await sharp(png).stats();
    // ink on paper: black dots and white ones
    expect(channels[0]!.min).toBe(0);
    expect(channels[0]!.max).toBe(255);
  });
});
