import { describe, expect, it } from "vitest";
import {
  DEFAULT_BENEFIT_ICON,
  DEFAULT_CTA_LINK,
  DEFAULT_HERO_IMAGE,
  hasOurStory,
  resolveBenefitIcon,
  resolveCtaLink,
  resolveHeroImage,
  splitHeading,
} from "./home.ts";

describe("resolveHeroImage", () => {
  it.each([
    ["/images/hero/slide-1.svg", "/images/hero/slide-1.svg"],
    ["https://cdn.example.com/a.jpg", "https://cdn.example.com/a.jpg"],
    ["  /uploads/x.png ", "/uploads/x.png"],
    ["http://insecure.example.com/a.jpg", DEFAULT_HERO_IMAGE],
    ["//evil.example.com/a.jpg", DEFAULT_HERO_IMAGE],
    ["javascript:alert(1)", DEFAULT_HERO_IMAGE],
    ["images/relative.png", DEFAULT_HERO_IMAGE],
    ["", DEFAULT_HERO_IMAGE],
    [null, DEFAULT_HERO_IMAGE],
  ])("%s → %s", (input, expected) => expect(resolveHeroImage(input)).toBe(expected));
});

describe("resolveCtaLink", () => {
  it.each([
    [null, DEFAULT_CTA_LINK],
    ["", DEFAULT_CTA_LINK],
    ["  ", DEFAULT_CTA_LINK],
    ["/catering", "/catering"],
  ])("%s → %s", (input, expected) => expect(resolveCtaLink(input)).toBe(expected));
});

describe("splitHeading", () => {
  it.each([
    ["Taste the Islands", "Islands", { before: "Taste the ", highlight: "Islands", after: "" }],
    [
      "Jerk done right, every day",
      "right",
      { before: "Jerk done ", highlight: "right", after: ", every day" },
    ],
    ["No highlight here", null, { before: "No highlight here", highlight: "", after: "" }],
    ["Missing word", "absent", { before: "Missing word", highlight: "", after: "" }],
  ])("%s / %s", (heading, highlight, expected) => expect(splitHeading(heading, highlight)).toEqual(expected));
});

describe("resolveBenefitIcon", () => {
  it.each([
    ["chef-hat", "chef-hat"],
    ["Chef Hat", "chef-hat"],
    ["leaf", "leaf"],
    ["unicorn", DEFAULT_BENEFIT_ICON],
    ["", DEFAULT_BENEFIT_ICON],
    [null, DEFAULT_BENEFIT_ICON],
  ])("%s → %s", (input, expected) => expect(resolveBenefitIcon(input)).toBe(expected));
});

describe("hasOurStory", () => {
  it.each([
    [{ intro: null, blocks: [] }, false],
    [{ intro: {}, blocks: [] }, true],
    [{ intro: null, blocks: [{}] }, true],
  ])("%o → %s", (story, expected) => expect(hasOurStory(story)).toBe(expected));
});
