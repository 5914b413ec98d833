import { useEffect } from "react";
import type { Route } from "./+types/home";
import { Deferred } from "~/components/deferred";
import { FeaturedDishes } from "~/components/home/featured-dishes";
import { DefaultHero, HeroSlider } from "~/components/home/hero-slider";
import { OurStory } from "~/components/home/our-story";
import { Testimonials } from "~/components/home/testimonials";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { notify } from "~/lib/notify";
import { publicPageMeta } from "~/lib/page-meta";
import { StoreStatusBadge } from "~/features/store-status/store-status-badge";
import {
  getOurStory,
  listActiveBenefits,
  listActiveHeroSlides,
  listActiveTestimonials,
} from "../../../server/content/service";
import { listFeaturedMenuItems } from "../../../server/menu/service";

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, {
    title: "Caribbean & American Kitchen and Catering",
    description:
      "Jerk chicken, oxtail, curries and Southern comfort food, cooked fresh daily. Order online for pickup or book catering for your next event.",
    path: "/",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const [slides, featured, benefits, testimonials, story] = await Promise.all([
    listActiveHeroSlides(context.db),
    listFeaturedMenuItems(context.db),
    // Spec point 8: benefits and testimonials fail silently to empty content.
    listActiveBenefits(context.db).catch(() => []),
    listActiveTestimonials(context.db).catch(() => []),
    getOurStory(context.db),
  ]);
  return { slides, featured, benefits, testimonials, story };
}

type HomeData = Awaited<ReturnType<typeof loader>>;

/** Client-side navigations show each section's loading text while its data arrives. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = serverLoader();
  return {
    slides: data.then((d) => d.slides),
    featured: data.then((d) => d.featured),
    benefits: data.then((d) => d.benefits),
    testimonials: data.then((d) => d.testimonials),
    story: data.then((d) => d.story),
  };
}

type Maybe<T> = T | Promise<T>;
type HomeLoaderData = { [K in keyof HomeData]: Maybe<HomeData[K]> };

function HeroLoadError() {
  useEffect(() => {
    notify.error("Failed to load content", { description: "Please refresh the page to try again." });
  }, []);
  return <DefaultHero />;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const data = loaderData as HomeLoaderData;
  return (
    <>
      <Deferred
        value={data.slides}
        fallback={<p className="flex min-h-[36rem] items-center justify-center md:min-h-[30rem]">Loading</p>}
        errorElement={<HeroLoadError />}
      >
        {(slides) => <HeroSlider slides={slides} />}
      </Deferred>
      <div className="mx-auto flex max-w-7xl justify-center px-4 pt-8 sm:px-6">
        <StoreStatusBadge />
      </div>
      <Deferred
        value={data.featured}
        fallback={<p className="py-16 text-center">Loading featured dishes...</p>}
        errorElement={<FeaturedDishes items={[]} />}
      >
        {(items) => <FeaturedDishes items={items} />}
      </Deferred>
      <Deferred value={data.benefits} fallback={null} errorElement={null}>
        {(benefits) => <WhyChooseUs benefits={benefits} />}
      </Deferred>
      <Deferred value={data.story} fallback={<p className="py-16 text-center">Loading Our Story...</p>} errorElement={null}>
        {(story) => <OurStory story={story} />}
      </Deferred>
      <Deferred
        value={data.testimonials}
        fallback={<p className="py-16 text-center">Loading testimonials...</p>}
        errorElement={null}
      >
        {(testimonials) => <Testimonials testimonials={testimonials} />}
      </Deferred>
    </>
  );
}
