// Tiny helpers for writing compact SVG by hand: element strings, a seeded random source so the
// same slug always draws the same picture, and organic blob outlines.
export type Random = () => number;
export type Attrs = Record<string, string | number | undefined>;

/** Mulberry32 seeded from a string hash: pictures change only when their code changes. */
export function createRandom(seedText: string): Random {
  let hash = 2166136261;
  for (const char of seedText) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(rand: Random, min: number, max: number): number {
  return min + (max - min) * rand();
}

export function pick<T>(rand: Random, options: readonly T[]): T {
  const value = options[Math.floor(rand() * options.length)];
  if (value === undefined) throw new Error("pick() needs at least one option");
  return value;
}

/** One decimal is plenty for coordinates; opacities and other small values keep two. */
export function num(value: number): string {
  const factor = Math.abs(value) < 10 ? 100 : 10;
  return String(Math.round(value * factor) / factor);
}

/** Rounds numbers that template strings wrote at full precision (e.g. "20.784609690826528"). */
function trimDecimals(markup: string): string {
  return markup.replace(/-?\d+\.\d{3,}/g, (match) => num(Number(match)));
}

export function el(name: string, attrs: Attrs, children?: string): string {
  const parts = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}="${typeof value === "number" ? num(value) : value}"`);
  const open = parts.length > 0 ? `<${name} ${parts.join(" ")}` : `<${name}`;
  return children === undefined ? `${open}/>` : `${open}>${children}</${name}>`;
}

export function group(transform: string, children: string, attrs: Attrs = {}): string {
  return el("g", { transform, ...attrs }, children);
}

export function place(x: number, y: number, rotate = 0, scale = 1): string {
  const parts = [`translate(${num(x)} ${num(y)})`];
  if (rotate !== 0) parts.push(`rotate(${num(rotate)})`);
  if (scale !== 1) parts.push(`scale(${num(scale)})`);
  return parts.join(" ");
}

/** A closed, smooth, slightly irregular outline around an ellipse. */
export function blobPath(
  rand: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.12,
  points = 9,
): string {
  const vertices: Array<[number, number]> = [];
  for (let i = 0; i < points; i++) {
    const angle = (i / points) * Math.PI * 2;
    const factor = 1 + between(rand, -wobble, wobble);
    vertices.push([cx + Math.cos(angle) * rx * factor, cy + Math.sin(angle) * ry * factor]);
  }
  const at = (i: number): [number, number] => vertices[(i + points) % points] ?? [cx, cy];
  const mid = (a: [number, number], b: [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  // Whole units are invisible at these sizes and keep the many blobs short.
  const r = Math.round;
  const start = mid(at(-1), at(0));
  let d = `M${r(start[0] ?? cx)} ${r(start[1] ?? cy)}`;
  for (let i = 0; i < points; i++) {
    const control = at(i);
    const end = mid(control, at(i + 1));
    d += `Q${r(control[0])} ${r(control[1])} ${r(end[0] ?? cx)} ${r(end[1] ?? cy)}`;
  }
  return `${d}Z`;
}

export function blob(
  rand: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  attrs: Attrs,
  wobble = 0.12,
): string {
  return el("path", { d: blobPath(rand, cx, cy, rx, ry, wobble), ...attrs });
}

/** Points spread inside an ellipse, used for grains, crumbs and garnish. */
export function scatter(rand: Random, count: number, rx: number, ry: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const angle = rand() * Math.PI * 2;
    const radius = Math.sqrt(rand());
    points.push([Math.cos(angle) * rx * radius, Math.sin(angle) * ry * radius]);
  }
  return points;
}

/** Titles come from dish names such as "Ackee & Saltfish". */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function svgDocument(
  width: number,
  height: number,
  rawTitle: string,
  body: string,
  defs = "",
): string {
  const title = escapeXml(rawTitle);
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">`;
  return trimDecimals(`${head}<title>${title}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`);
}

/** Mixes a #RRGGBB colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const mix = (channel: number) => Math.round(channel + (target - channel) * Math.abs(amount));
  const r = mix((value >> 16) & 255);
  const g = mix((value >> 8) & 255);
  const b = mix(value & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1).toUpperCase()}`;
}

/** Whether dark details read better than white ones on this background. */
export function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 190;
}
