// StarPRNT command bytes (CloudPRNT media type `application/vnd.star.starprnt`), written from Star
// Micronics' "StarPRNT Command Specifications" (Rev. 2.25), chapter 2.3 "Standard Command Details",
// each command cited below by the section of that chapter it is in. Only commands the StarPRNT and
// Star Line modes share are used (the "STAR Line Mode Command Specifications" have the same bytes), so
// a ticket prints the same on every Star printer that takes StarPRNT (mC-Print2/3, TSP100IV,
// mC-Label3). Text is sent in code page 1252 (Windows Latin-1), which has the accents of a menu.

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

/** "Others": ESC @, initialize the printer (styles, alignment and code page back to their defaults). */
const INITIALIZE = [ESC, 0x40];

/**
 * 2.3.1 "Font style and Character Set": ESC GS t n, specify code page. n = 32 is code page 1252
 * (Windows Latin-1), whose bytes 0xA0-0xFF are those of ISO 8859-1 and 0x80-0x9F hold € ‘ ’ “ ” – — ….
 */
export const CODE_PAGE_1252 = 32;

/** "Character Expansion Settings": ESC i n1 n2, n1 the height and n2 the width, each times (n + 1). */
function expansion(times: 1 | 2): number[] {
  return [ESC, 0x69, times - 1, times - 1];
}

/** "Print Mode": ESC E selects emphasized (bold) printing, ESC F cancels it. */
function emphasis(on: boolean): number[] {
  return [ESC, on ? 0x45 : 0x46];
}

/**
 * "Horizontal Direction Printing Position": ESC GS a n, position alignment of the line
 * (n = 0 left, 1 centre, 2 right); set at the top of a line, it applies to the whole line.
 */
function alignment(align: "left" | "centre"): number[] {
  return [ESC, GS, 0x61, align === "centre" ? 1 : 0];
}

/**
 * "Cutter Control": ESC d n, n = 3 feeds the paper to the cutting position and cuts it partially
 * (a tab holds the ticket, so it does not fall into the kitchen).
 */
const FEED_AND_PARTIAL_CUT = [ESC, 0x64, 3];

/**
 * Unicode → code page 1252 byte, for the bytes above 0x7F (Unicode's mapping table
 * MAPPINGS/VENDORS/MICSFT/WINDOWS/CP1252.TXT): 0xA0-0xFF are U+00A0-U+00FF, 0x80-0x9F the marks
 * below (0x81, 0x8D, 0x8F, 0x90 and 0x9D have no character). Node's own decoder cannot be used:
 * it reads "windows-1252" as ISO 8859-1.
 */
const CP1252: ReadonlyMap<string, number> = (() => {
  const table = new Map<string, number>(
    Object.entries({
      "€": 0x80,
      "‚": 0x82,
      ƒ: 0x83,
      "„": 0x84,
      "…": 0x85,
      "†": 0x86,
      "‡": 0x87,
      ˆ: 0x88,
      "‰": 0x89,
      Š: 0x8a,
      "‹": 0x8b,
      Œ: 0x8c,
      Ž: 0x8e,
      "‘": 0x91,
      "’": 0x92,
      "“": 0x93,
      "”": 0x94,
      "•": 0x95,
      "–": 0x96,
      "—": 0x97,
      "˜": 0x98,
      "™": 0x99,
      š: 0x9a,
      "›": 0x9b,
      œ: 0x9c,
      ž: 0x9e,
      Ÿ: 0x9f,
    }),
  );
  for (let byte = 0xa0; byte <= 0xff; byte += 1) table.set(String.fromCharCode(byte), byte);
  return table;
})();

/** True when code page 1252 prints this character (one UTF-16 unit or a surrogate pair). */
export function inCodePage1252(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code < 0x7f) || CP1252.has(char);
}

/** The text's bytes in code page 1252; a character it lacks must have been replaced before. */
function encode1252(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0x20 && code < 0x7f) bytes.push(code);
    else bytes.push(CP1252.get(char) ?? 0x3f);
  }
  return bytes;
}

export type StarPrntLine = {
  text: string;
  align: "left" | "centre";
  size: 1 | 2;
  bold: boolean;
};

/**
 * A ticket as StarPRNT commands: initialize, select code page 1252, then each line with its alignment,
 * size and emphasis set at its start and put back after it, a feed and a partial cut.
 */
export function encodeStarPrnt(lines: StarPrntLine[]): Uint8Array<ArrayBuffer> {
  const bytes: number[] = [...INITIALIZE, ESC, GS, 0x74, CODE_PAGE_1252];
  for (const line of lines) {
    bytes.push(...alignment(line.align));
    if (line.size === 2) bytes.push(...expansion(2));
    if (line.bold) bytes.push(...emphasis(true));
    bytes.push(...encode1252(line.text));
    if (line.bold) bytes.push(...emphasis(false));
    if (line.size === 2) bytes.push(...expansion(1));
    bytes.push(LF);
  }
  bytes.push(...FEED_AND_PARTIAL_CUT);
  return Uint8Array.from(bytes);
}
