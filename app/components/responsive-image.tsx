import type { LinkDescriptor } from "react-router";
import {
  buildImageSrcSet,
  buildImageVariantUrl,
  defaultImageSizes,
  parseLocalImageSource,
  pickFallbackWidth,
  pickSrcSetWidths,
} from "#domain/images.ts";

/** The Element Timing name of a page's main picture, the one it loads first. */
const MAIN_PICTURE_TIMING = "main-picture";

type ResponsiveImageProps = {
  /** "/images/..." or "/uploads/..." get WebP variants; any other address is used as given. */
  src: string;
  alt: string;
  /** Layout width and height in CSS pixels: reserve the space (no layout shift) and pick variants. */
  width: number;
  height: number;
  /** Rendered width per viewport; defaults to `width`, or the viewport when narrower. */
  sizes?: string;
  className?: string;
  /** Above the fold (the LCP image): loaded eagerly with high priority instead of lazily. */
  priority?: boolean;
};

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  priority = false,
}: ResponsiveImageProps) {
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : undefined;
  // The browser reports when this picture was painted (Element Timing): a public page's scripts
  // start only then (app/defer-hydration.server.ts).
  // (`elementtiming` is not in React's types; React passes it through as it is.)
  const elementTiming = priority ? { elementtiming: MAIN_PICTURE_TIMING } : {};
  const local = parseLocalImageSource(src);
  if (!local) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        className={className}
        loading={loading}
        fetchPriority={fetchPriority}
        {...elementTiming}
        decoding="async"
      />
    );
  }
  return (
    <img
      src={buildImageVariantUrl(local, pickFallbackWidth(width))}
      srcSet={buildImageSrcSet(local, pickSrcSetWidths(width))}
      sizes={sizes ?? defaultImageSizes(width)}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={loading}
      fetchPriority={fetchPriority}
      {...elementTiming}
      decoding="async"
    />
  );
}

/**
 * A `links` entry that starts fetching the LCP image (the hero's first slide) with the document,
 * before the browser meets the <img>. Give it the same src, sizes and width as the ResponsiveImage.
 */
export function preloadImageLink(src: string, sizes: string, width: number): LinkDescriptor {
  const local = parseLocalImageSource(src);
  // fetchPriority is not in React Router's descriptor type, but <Links> spreads every field onto <link>.
  const link = local
    ? {
        rel: "preload" as const,
        as: "image" as const,
        href: buildImageVariantUrl(local, pickFallbackWidth(width)),
        imageSrcSet: buildImageSrcSet(local, pickSrcSetWidths(width)),
        imageSizes: sizes,
        fetchPriority: "high" as const,
      }
    : { rel: "preload" as const, as: "image" as const, href: src, fetchPriority: "high" as const };
  return link;
}
