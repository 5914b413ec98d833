import { describe, expect, it } from "vitest";
import {
  IMAGE_WIDTHS,
  buildImageSrcSet,
  buildImageVariantUrl,
  defaultImageSizes,
  formatLocalImageSource,
  isImageWidth,
  parseLocalImageSource,
  pickFallbackWidth,
  pickSrcSetWidths,
  type LocalImageSource,
} from "./images.ts";

function local(src: string): LocalImageSource {
  const source = parseLocalImageSource(src);
  if (!source) throw new Error(`not a local image: ${src}`);
  return source;
}

describe("isImageWidth", () => {
  it("accepts only the listed widths", () => {
    for (const width of IMAGE_WIDTHS) expect(isImageWidth(width)).toBe(true);
    for (const width of [0, 100, 641, 2000, 640.5, Number.NaN]) expect(isImageWidth(width)).toBe(false);
  });
});

describe("parseLocalImageSource", () => {
  it("reads seeded images and uploads", () => {
    expect(parseLocalImageSource("/images/menu/jerk-chicken.svg")).toEqual({
      area: "images",
      segments: ["menu", "jerk-chicken.svg"],
    });
    expect(parseLocalImageSource("/uploads/a%20b.PNG")).toEqual({ area: "uploads", segments: ["a b.PNG"] });
  });

  it.each([
    "https://cdn.example.com/images/x.png",
    "data:image/png;base64,AAAA",
    "images/x.png",
    "/favicon.svg",
    "/images/",
    "/images/x.png?v=2",
    "/images/x.png#top",
    "/images/../package.json",
    "/images/%2e%2e/secret.png",
    "/images/a%2F..%2F..%2Fx.png",
    "/images/a%5Cb.png",
    "/images//x.png",
    "/images/./x.png",
    "/images/x%00.png",
    "/images/%E0%A4%A.png",
    "/images/notes.txt",
    "/images/.png",
    "/uploads/archive.tar.gz",
    "//images/x.png",
  ])("refuses %s", (src) => {
    expect(parseLocalImageSource(src)).toBeNull();
  });

  it("accepts every source extension, in any case", () => {
    for (const extension of ["svg", "png", "jpg", "JPEG", "webp", "avif", "gif"]) {
      expect(parseLocalImageSource(`/uploads/photo.${extension}`)).not.toBeNull();
    }
  });
});

describe("variant URLs", () => {
  it("puts the width before the source path", () => {
    expect(buildImageVariantUrl(local("/images/menu/jerk-chicken.svg"), 640)).toBe(
      "/img/640/images/menu/jerk-chicken.svg",
    );
  });

  it("encodes what a srcset cannot hold, once", () => {
    const source = local("/uploads/a%20b,c.png");
    expect(formatLocalImageSource(source)).toBe("/uploads/a%20b%2Cc.png");
    expect(buildImageVariantUrl(local(formatLocalImageSource(source)), 320)).toBe(
      "/img/320/uploads/a%20b%2Cc.png",
    );
  });

  it("lists widths with descriptors", () => {
    expect(buildImageSrcSet(local("/images/hero/slide-1.svg"), [320, 640])).toBe(
      "/img/320/images/hero/slide-1.svg 320w, /img/640/images/hero/slide-1.svg 640w",
    );
  });
});

describe("pickSrcSetWidths", () => {
  it("offers widths up to twice the layout width, plus the next one up", () => {
    expect(pickSrcSetWidths(400)).toEqual([160, 320, 480, 640, 828]);
    expect(pickSrcSetWidths(320)).toEqual([160, 320, 480, 640]);
    expect(pickSrcSetWidths(40)).toEqual([160]);
    expect(pickSrcSetWidths(1600)).toEqual([...IMAGE_WIDTHS]);
  });

  it("offers every width when the layout width is unknown", () => {
    expect(pickSrcSetWidths(0)).toEqual([...IMAGE_WIDTHS]);
    expect(pickSrcSetWidths(Number.NaN)).toEqual([...IMAGE_WIDTHS]);
  });
});

describe("pickFallbackWidth", () => {
  it("covers the layout width at 1x", () => {
    expect(pickFallbackWidth(400)).toBe(480);
    expect(pickFallbackWidth(640)).toBe(640);
    expect(pickFallbackWidth(40)).toBe(160);
    expect(pickFallbackWidth(4000)).toBe(1920);
  });
});

describe("defaultImageSizes", () => {
  it("is the layout width, or the viewport when narrower", () => {
    expect(defaultImageSizes(400)).toBe("(max-width: 400px) 100vw, 400px");
  });
});
