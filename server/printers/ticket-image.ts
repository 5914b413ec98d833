// The kitchen ticket as a picture (CloudPRNT media type `image/png`), for printers that take no
// StarPRNT commands (the HI01X interface cards): the same rows as the StarPRNT ticket, drawn in a
// monospaced font by sharp (SVG text through the host's fonts), black on white, 576 dots wide (80 mm
// paper at 203 dpi). Star's CloudPRNT printers print a PNG job as a picture followed by a cut.
import sharp from "sharp";
import { ticketRows, type TicketLine } from "./ticket.ts";

/** Printable width of 80 mm paper on Star's 203 dpi printers, in dots. */
export const TICKET_IMAGE_WIDTH = 576;
const MARGIN = 0;
/** 48 columns across 576 dots: 12 dots a character, a monospaced font's 0.6 em at 20 px. */
const FONT_SIZE = 20;
const LINE_HEIGHT = 28;
const FONT_FAMILY = "DejaVu Sans Mono, Liberation Mono, Noto Sans Mono, monospace";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The ticket's rows as SVG text: large rows at twice the size, centred rows about the middle. */
function ticketSvg(lines: TicketLine[]): string {
  const rows = ticketRows(lines);
  let y = 0;
  const texts: string[] = [];
  for (const row of rows) {
    const size = FONT_SIZE * row.size;
    const height = LINE_HEIGHT * row.size;
    y += height;
    const x = row.align === "centre" ? TICKET_IMAGE_WIDTH / 2 : MARGIN;
    texts.push(
      `<text x="${x}" y="${y - Math.round(height * 0.25)}" font-size="${size}"` +
        `${row.align === "centre" ? ' text-anchor="middle"' : ""}` +
        `${row.bold ? ' font-weight="bold"' : ""} xml:space="preserve">${escapeXml(row.text)}</text>`,
    );
  }
  const height = Math.max(y + LINE_HEIGHT, LINE_HEIGHT * 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TICKET_IMAGE_WIDTH}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<g fill="#000" font-family="${FONT_FAMILY}">${texts.join("")}</g></svg>`
  );
}

/** The ticket as a black-and-white PNG 576 dots wide. */
export async function renderTicketPng(lines: TicketLine[]): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp(Buffer.from(ticketSvg(lines)))
    .flatten({ background: "#ffffff" })
    .threshold(160)
    .png({ palette: true, colours: 2 })
    .toBuffer();
  return new Uint8Array(png);
}

let picturesWork: Promise<boolean> | undefined;

/**
 * Whether this host draws text at all: without a font the picture comes out blank, and a printer
 * would print a blank ticket and report it printed. Checked once; while false, no picture is offered.
 */
export function canRenderTicketPictures(): Promise<boolean> {
  picturesWork ??= renderTicketPng([{ text: "#1001", size: 2, bold: true }])
    .then(async (png) => {
      const { channels } = await sharp(png).stats();
      return channels.some((channel) => channel.min < 128);
    })
    .catch(() => false);
  return picturesWork;
}
