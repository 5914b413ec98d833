// Contrast rules for admin-chosen colours: text over a slide's background must stay readable.

function parseHex(color: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join("") : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rgb or #rrggbb colour; null when it is not one. */
export function relativeLuminance(color: string): number | null {
  const rgb = parseHex(color);
  if (!rgb) return null;
  const [r, g, b] = rgb.map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

export const DARK_TEXT = "#1c1917";
export const LIGHT_TEXT = "#ffffff";

/** White or near-black, whichever reads better on the background (dark text when unknown). */
export function readableTextColor(background: string): string {
  const onLight = contrastRatio(background, DARK_TEXT);
  const onDark = contrastRatio(background, LIGHT_TEXT);
  if (onLight === null || onDark === null) return DARK_TEXT;
  return onDark >= onLight ? LIGHT_TEXT : DARK_TEXT;
}

export function isHexColor(value: string | null | undefined): value is string {
  return typeof value === "string" && parseHex(value) !== null;
}
