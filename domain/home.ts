// Rules of the home page's content blocks (docs/product/02-public-pages.md §2.5).

export const DEFAULT_HERO_IMAGE = "/images/hero/default.svg";
export const DEFAULT_HERO_BACKGROUND = "#F97316";
export const DEFAULT_CTA_LINK = "/menu";
export const HERO_AUTO_ADVANCE_MS = 5000;

/** A slide's image is used only when its URL is https:// or site-relative; otherwise the default. */
export function resolveHeroImage(url: string | null | undefined): string {
  const value = url?.trim() ?? "";
  if (value.startsWith("https://") || (value.startsWith("/") && !value.startsWith("//"))) return value;
  return DEFAULT_HERO_IMAGE;
}

export function resolveCtaLink(link: string | null | undefined): string {
  const value = link?.trim();
  return value ? value : DEFAULT_CTA_LINK;
}

/** Splits a heading around its highlighted words, so they can be coloured. */
export function splitHeading(heading: string, highlight: string | null | undefined) {
  const word = highlight?.trim();
  const at = word ? heading.indexOf(word) : -1;
  if (!word || at < 0) return { before: heading, highlight: "", after: "" };
  return { before: heading.slice(0, at), highlight: word, after: heading.slice(at + word.length) };
}

/** The icon names the benefits section knows; anything else gets the default icon. */
export const BENEFIT_ICON_NAMES = [
  "chef-hat",
  "leaf",
  "truck",
  "heart",
  "clock",
  "award",
  "star",
  "utensils",
  "flame",
  "users",
  "shield-check",
  "sparkles",
  "smile",
  "thumbs-up",
] as const;

export type BenefitIconName = (typeof BENEFIT_ICON_NAMES)[number];
export const DEFAULT_BENEFIT_ICON: BenefitIconName = "star";

export function resolveBenefitIcon(name: string | null | undefined): BenefitIconName {
  const key =
    name
      ?.trim()
      .toLowerCase()
      .replace(/[\s_]+/g, "-") ?? "";
  return (BENEFIT_ICON_NAMES as readonly string[]).includes(key)
    ? (key as BenefitIconName)
    : DEFAULT_BENEFIT_ICON;
}

/** The Our Story section shows only when there is an intro or at least one block. */
export function hasOurStory(story: { intro: unknown; blocks: readonly unknown[] }): boolean {
  return story.intro !== null || story.blocks.length > 0;
}
