import { useEffect, type ReactNode } from "react";
import type { Route } from "./+types/home";
import { RouteErrorBoundary } from "#app/components/route-error.tsx";
import { Deferred } from "#app/components/deferred.tsx";
import { BelowTheFold } from "#app/components/below-the-fold.tsx";
import { FeaturedDishes } from "#app/components/home/featured-dishes.tsx";
import { DefaultHero, HeroSlider } from "#app/components/home/hero-slider.tsx";
import { OurStory } from "#app/components/home/our-story.tsx";
import { Testimonials } from "#app/components/home/testimonials.tsx";
import { WhyChooseUs } from "#app/components/home/why-choose-us.tsx";
import { notify, notifyFetchError } from "#app/lib/notify.tsx";
import { publicPageMeta } from "#app/lib/page-meta.ts";
import { StoreStatusBadge } from "#app/components/store-status-badge.tsx";
import { readHomePage } from "./home.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, {
    title: "Caribbean & American Kitchen and Catering",
    description:
      "Jerk chicken, oxtail, curries and Southern comfort food, cooked fresh daily. Order online for pickup or book catering for your next event.",
    path: "/",
  });

export async function loader({ context }: Route.LoaderArgs) {
  return readHomePage(context.db, context.log);
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

/**
 * docs/product/02-public-pages.md §2.5: hero slides that cannot be read give the default hero and this toast.
 */
function HeroLoadError() {
  useEffect(() => {
    notify.error("Failed to load content", { description: "Please refresh the page to try again." });
  }, []);
  return <DefaultHero />;
}

/**
 * docs/product/10-errors-and-messages.md §10.1: any other failed read gives "Error Fetching {what}" and the
 * section's empty state.
 */
function SectionLoadError({
  what,
  message,
  children,
}: {
  what: string;
  message: string | null;
  children: ReactNode;
}) {
  useEffect(() => {
    notifyFetchError(what, message ? new Error(message) : null);
  }, [what, message]);
  return <>{children}</>;
}

/** A failure of this page shows inside the site's header and footer. */
export const ErrorBoundary = RouteErrorBoundary;

export default function Home({ loaderData }: Route.ComponentProps) {
  const data = loaderData as HomeLoaderData;
  return (
    <>
      <Deferred
        value={data.slides}
        fallback={<p className="flex min-h-[36rem] items-center justify-center md:min-h-[30rem]">Loading</p>}
        errorElement={<HeroLoadError />}
      >
        {(slides) => (slides.ok ? <HeroSlider slides={slides.value} /> : <HeroLoadError />)}
      </Deferred>
      <div className="mx-auto flex max-w-7xl justify-center px-4 pt-8 sm:px-6">
        <StoreStatusBadge />
      </div>
      <BelowTheFold>
        <Deferred
          value={data.featured}
          fallback={<p className="py-16 text-center">Loading featured dishes...</p>}
          errorElement={
            <SectionLoadError what="Featured Dishes" message={null}>
              <FeaturedDishes items={[]} />
            </SectionLoadError>
          }
        >
          {(featured) =>
            featured.ok ? (
              <FeaturedDishes {...featured.value} />
            ) : (
              <SectionLoadError what="Featured Dishes" message={featured.message}>
                <FeaturedDishes items={[]} />
              </SectionLoadError>
            )
          }
        </Deferred>
      </BelowTheFold>
      <BelowTheFold>
        <Deferred value={data.benefits} fallback={null} errorElement={null}>
          {(benefits) => <WhyChooseUs benefits={benefits} />}
        </Deferred>
      </BelowTheFold>
      <BelowTheFold>
        <Deferred
          value={data.story}
          fallback={<p className="py-16 text-center">Loading Our Story...</p>}
          errorElement={
            <SectionLoadError what="Our Story" message={null}>
              {null}
            </SectionLoadError>
          }
        >
          {(story) =>
            story.ok ? (
              <OurStory story={story.value} />
            ) : (
              <SectionLoadError what="Our Story" message={story.message}>
                {null}
              </SectionLoadError>
            )
          }
        </Deferred>
      </BelowTheFold>
      <BelowTheFold>
        <Deferred
          value={data.testimonials}
          fallback={<p className="py-16 text-center">Loading testimonials...</p>}
          errorElement={null}
        >
          {(testimonials) => <Testimonials testimonials={testimonials} />}
        </Deferred>
      </BelowTheFold>
    </>
  );
}
