import { and, asc, eq, like } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import {
  benefits,
  heroSlides,
  siteSections,
  testimonials,
  type SectionContent,
} from "#server/db/schema/index.ts";

export type HeroSlide = {
  id: string;
  image_url: string | null;
  badge_text: string | null;
  heading_text: string;
  heading_highlight: string | null;
  subtitle: string | null;
  cta_text: string | null;
  cta_link: string | null;
  background_color: string;
};

export async function listActiveHeroSlides(db: Executor): Promise<HeroSlide[]> {
  return db
    .select({
      id: heroSlides.id,
      image_url: heroSlides.image_url,
      badge_text: heroSlides.badge_text,
      heading_text: heroSlides.heading_text,
      heading_highlight: heroSlides.heading_highlight,
      subtitle: heroSlides.subtitle,
      cta_text: heroSlides.cta_text,
      cta_link: heroSlides.cta_link,
      background_color: heroSlides.background_color,
    })
    .from(heroSlides)
    .where(eq(heroSlides.is_active, true))
    .orderBy(asc(heroSlides.display_order), asc(heroSlides.created_at));
}

export type Benefit = { id: string; icon_name: string; title: string; description: string };

export async function listActiveBenefits(db: Executor): Promise<Benefit[]> {
  return db
    .select({
      id: benefits.id,
      icon_name: benefits.icon_name,
      title: benefits.title,
      description: benefits.description,
    })
    .from(benefits)
    .where(eq(benefits.is_active, true))
    .orderBy(asc(benefits.display_order), asc(benefits.created_at));
}

export type Testimonial = { id: string; name: string; location: string | null; text: string; rating: number };

export async function listActiveTestimonials(db: Executor): Promise<Testimonial[]> {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      location: testimonials.location,
      text: testimonials.text,
      rating: testimonials.rating,
    })
    .from(testimonials)
    .where(eq(testimonials.is_active, true))
    .orderBy(asc(testimonials.display_order), asc(testimonials.created_at));
}

export type StoryBlock = {
  id: string;
  section_name: string;
  title: string | null;
  subtitle: string | null;
  content: SectionContent;
};

export type OurStory = { intro: StoryBlock | null; blocks: StoryBlock[] };

/** The home page's `our-story*` sections: `our-story-intro` is the heading, the rest are blocks. */
export async function getOurStory(db: Executor): Promise<OurStory> {
  const rows = await db
    .select({
      id: siteSections.id,
      section_name: siteSections.section_name,
      title: siteSections.title,
      subtitle: siteSections.subtitle,
      content: siteSections.content,
    })
    .from(siteSections)
    .where(
      and(
        eq(siteSections.page_name, "home"),
        like(siteSections.section_name, "our-story%"),
        eq(siteSections.is_active, true),
      ),
    )
    .orderBy(asc(siteSections.section_name));
  return {
    intro: rows.find((row) => row.section_name === "our-story-intro") ?? null,
    blocks: rows.filter((row) => row.section_name !== "our-story-intro"),
  };
}
