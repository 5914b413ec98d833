import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import useEmblaCarousel from "embla-carousel-react";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { readableTextColor, isHexColor } from "#domain/color.ts";
import {
  DEFAULT_HERO_BACKGROUND,
  DEFAULT_HERO_IMAGE,
  HERO_AUTO_ADVANCE_MS,
  resolveCtaLink,
  resolveHeroImage,
  splitHeading,
} from "#domain/home.ts";

export type HeroSlideView = {
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

const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 360;
const IMAGE_SIZES = "(max-width: 767px) calc(100vw - 2rem), 45vw";

type SlideContentProps = {
  badge: string | null;
  heading: string;
  highlight: string | null;
  subtitle: string | null;
  cta: { text: string; to: string };
  image: string;
  imageAlt: string;
  background: string;
  isFirst: boolean;
  /** false: the picture's place is kept empty (a later slide before the carousel can move). */
  showImage?: boolean;
};

function SlideContent({
  badge,
  heading,
  highlight,
  subtitle,
  cta,
  image,
  imageAlt,
  background,
  isFirst,
  showImage = true,
}: SlideContentProps) {
  const color = readableTextColor(background);
  const isDarkText = color !== "#ffffff";
  const parts = splitHeading(heading, highlight);
  const Heading = isFirst ? "h1" : "h2";
  return (
    <div style={{ backgroundColor: background, color }} className="h-full">
      <div className="mx-auto grid h-full max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-16">
        <div>
          {badge ? (
            <p
              className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${
                isDarkText ? "bg-white/70 text-ink" : "bg-black/25 text-white"
              }`}
            >
              {badge}
            </p>
          ) : null}
          <Heading className="mt-4 font-display text-4xl font-bold leading-tight md:text-5xl lg:text-6xl">
            {parts.before}
            {parts.highlight ? (
              <span
                className={`underline decoration-4 underline-offset-8 ${isDarkText ? "decoration-white" : "decoration-amber-300"}`}
              >
                {parts.highlight}
              </span>
            ) : null}
            {parts.after}
          </Heading>
          {subtitle ? <p className="mt-4 max-w-xl text-lg leading-relaxed opacity-95">{subtitle}</p> : null}
          <div className="mt-7 flex flex-wrap gap-3">
            <Link
              to={cta.to}
              className="rounded-md bg-ink px-6 py-3 font-semibold text-white shadow-sm hover:bg-stone-800"
            >
              {cta.text}
            </Link>
            <Link
              to="/catering"
              className={`rounded-md border-2 px-6 py-3 font-semibold ${
                isDarkText
                  ? "border-ink text-ink hover:bg-white/40"
                  : "border-white text-white hover:bg-white/10"
              }`}
            >
              Catering Services
            </Link>
          </div>
        </div>
        <div className="overflow-hidden rounded-2xl shadow-xl ring-1 ring-black/10">
          {showImage ? (
            <ResponsiveImage
              src={image}
              alt={imageAlt}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              sizes={IMAGE_SIZES}
              priority={isFirst}
              className="aspect-video h-auto w-full object-cover"
            />
          ) : (
            <div className="aspect-video w-full" />
          )}
        </div>
      </div>
    </div>
  );
}

/** Shown when there are no active slides. */
export function DefaultHero() {
  return (
    <section aria-label="Welcome" className="min-h-[34rem] md:min-h-[30rem]">
      <SlideContent
        badge="Caribbean & American Kitchen"
        heading="Island flavor, Southern comfort, made fresh every day"
        highlight="Island flavor"
        subtitle="Jerk chicken off the grill, slow-braised oxtail, mac and cheese like Sunday dinner: order online for pickup or let us cater your next event."
        cta={{ text: "View Menu", to: "/menu" }}
        image={DEFAULT_HERO_IMAGE}
        imageAlt="A spread of Caribbean and American dishes"
        background={DEFAULT_HERO_BACKGROUND}
        isFirst
      />
    </section>
  );
}

export function HeroSlider({ slides }: { slides: HeroSlideView[] }) {
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, dragThreshold: 10, duration: 25 });
  const [selected, setSelected] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const hasSeveral = slides.length > 1;

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on("select", onSelect);
    return () => {
      emblaApi.off("select", onSelect);
    };
  }, [emblaApi]);

  // Auto-advance every 5 s while the visitor is not hovering or focused inside the hero.
  useEffect(() => {
    if (!emblaApi || !hasSeveral || isPaused) return;
    const timer = setInterval(() => emblaApi.scrollNext(), HERO_AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [emblaApi, hasSeveral, isPaused, selected]);

  const goTo = useCallback((index: number) => emblaApi?.scrollTo(index), [emblaApi]);

  if (slides.length === 0) return <DefaultHero />;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      className="relative"
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocusCapture={() => setIsPaused(true)}
      onBlurCapture={() => setIsPaused(false)}
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex">
          {slides.map((slide, index) => {
            const background = isHexColor(slide.background_color)
              ? slide.background_color
              : DEFAULT_HERO_BACKGROUND;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                data-testid="hero-slide"
                data-active={index === selected}
                inert={index !== selected}
                className="min-h-[36rem] min-w-0 flex-[0_0_100%] md:min-h-[30rem]"
              >
                <SlideContent
                  badge={slide.badge_text}
                  heading={slide.heading_text}
                  highlight={slide.heading_highlight}
                  subtitle={slide.subtitle}
                  cta={{ text: slide.cta_text?.trim() || "Order Now", to: resolveCtaLink(slide.cta_link) }}
                  image={resolveHeroImage(slide.image_url)}
                  imageAlt={slide.heading_text}
                  background={background}
                  isFirst={index === 0}
                  // The later slides' pictures load once the carousel can show them (it moves only
                  // with its script): before that they would share a phone's line with the first.
                  showImage={index === 0 || emblaApi !== undefined}
                />
              </div>
            );
          })}
        </div>
      </div>
      {hasSeveral ? (
        <div className="absolute inset-x-0 bottom-4 flex justify-center gap-2">
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => goTo(index)}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === selected ? "true" : undefined}
              className="group flex h-6 min-w-6 items-center justify-center"
            >
              <span
                className={`block h-3 rounded-full border border-black/30 transition-all ${
                  index === selected ? "w-8 bg-white" : "w-3 bg-white/60 group-hover:bg-white/90"
                }`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
