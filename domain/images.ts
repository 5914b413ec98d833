// Responsive image variants: the widths the server renders and the URLs pages ask for. Shared by
// the variant route (which refuses anything else) and the <img> markup (which only asks for these).

/** Every width the server renders. A short fixed list keeps the disk cache small and CDN-friendly. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 828, 1080, 1280, 1600, 1920] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Source formats the server decodes; anything else is not an image it serves. */
export const IMAGE_SOURCE_EXTENSIONS = [".svg", ".png", ".jpg", ".jpeg", ".webp", ".avif", ".gif"] as const;

/** Where a local image lives: `/images/...` under public/, `/uploads/...` in the uploads folder. */
export type ImageSourceArea = "images" | "uploads";

/** A local image source, checked: decoded path segments, none of them empty, "." or "..". */
export type LocalImageSource = { area: ImageSourceArea; segments: string[] };

const VARIANT_ROUTE_PREFIX = "/img";

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

function decodeSegment(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (decoded === "" || decoded === "." || decoded === "..") return null;
  // Separators or control characters hidden in a segment could escape the folder once decoded.
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(decoded)) return null;
  return decoded;
}

function hasImageExtension(name: string): boolean {
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return false;
  const extension = name.slice(dot).toLowerCase();
  return (IMAGE_SOURCE_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * Reads an image address as written in an `<img src>` ("/images/menu/jerk-chicken.svg",
 * "/uploads/a%20b.png"). Null for anything the variant route does not serve: other hosts, data:
 * URLs, queries, traversal, unknown extensions.
 */
export function parseLocalImageSource(src: string): LocalImageSource | null {
  const match = /^\/(images|uploads)\/(.+)$/.exec(src);
  if (!match) return null;
  const area = match[1] as ImageSourceArea;
  const rest = match[2] ?? "";
  if (rest.includes("?") || rest.includes("#")) return null;
  const segments: string[] = [];
  for (const raw of rest.split("/")) {
    const segment = decodeSegment(raw);
    if (segment === null) return null;
    segments.push(segment);
  }
  const name = segments.at(-1);
  if (name === undefined || !hasImageExtension(name)) return null;
  return { area, segments };
}

/** The one spelling of a source address: every segment percent-encoded, so it is safe in a srcset. */
export function formatLocalImageSource(source: LocalImageSource): string {
  return `/${source.area}/${source.segments.map(encodeURIComponent).join("/")}`;
}

/** "/img/640/images/menu/jerk-chicken.svg" */
export function buildImageVariantUrl(source: LocalImageSource, width: ImageWidth): string {
  return `${VARIANT_ROUTE_PREFIX}/${width}${formatLocalImageSource(source)}`;
}

/**
 * Widths worth offering for an image laid out `renderedWidth` CSS pixels wide: everything up to
 * twice that (2x screens), plus the next width above so a 2x screen is never short of pixels.
 */
export function pickSrcSetWidths(renderedWidth: number): ImageWidth[] {
  if (!(renderedWidth > 0)) return [...IMAGE_WIDTHS];
  const target = renderedWidth * 2;
  const widths: ImageWidth[] = IMAGE_WIDTHS.filter((width) => width <= target);
  const above = IMAGE_WIDTHS.find((width) => width > target);
  if (above !== undefined && widths.at(-1) !== target) widths.push(above);
  return widths;
}

/** The width for the plain `src`: the smallest that covers the layout width at 1x. */
export function pickFallbackWidth(renderedWidth: number): ImageWidth {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as ImageWidth;
  return IMAGE_WIDTHS.find((width) => width >= renderedWidth) ?? largest;
}

/** "/img/320/images/x.svg 320w, /img/640/images/x.svg 640w, ..." */
export function buildImageSrcSet(source: LocalImageSource, widths: readonly ImageWidth[]): string {
  return widths.map((width) => `${buildImageVariantUrl(source, width)} ${width}w`).join(", ");
}

/** The `sizes` to use when a page does not say: the layout width, or the viewport when narrower. */
export function defaultImageSizes(renderedWidth: number): string {
  return `(max-width: ${renderedWidth}px) 100vw, ${renderedWidth}px`;
}
