import type { ComponentType } from "react";
import { Link } from "react-router";
import { ChefHat, HeartHandshake, Lightbulb } from "lucide-react";
import { BelowTheFold } from "#app/components/below-the-fold.tsx";
import type { Route } from "./+types/about";
import { RouteErrorBoundary } from "#app/components/route-error.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { publicPageMeta } from "#app/lib/page-meta.ts";
import { useSiteShell } from "#app/lib/site-shell.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, {
    title: "About Us",
    description:
      "A family restaurant founded in 2015, cooking Caribbean and American comfort food from family recipes. Meet our team and the values behind every plate.",
    path: "/about",
  });

const FOUNDED_YEAR = 2015;

type Value = { title: string; text: string; Icon: ComponentType<{ className?: string }> };

const VALUES: Value[] = [
  {
    title: "Quality First",
    text: "Fresh ingredients, spices we blend ourselves and dishes cooked from scratch in small batches. If it isn't good enough for our own table, it doesn't leave the kitchen.",
    Icon: ChefHat,
  },
  {
    title: "Community",
    text: "We know our regulars by name, cook for our neighbors' celebrations and support the local growers and events that make this city feel like home.",
    Icon: HeartHandshake,
  },
  {
    title: "Innovation",
    text: "Island tradition meets Southern comfort: we keep the classics true and keep creating new plates, like rasta pasta and jerk shrimp & grits.",
    Icon: Lightbulb,
  },
];

type TeamMember = { name: string; role: string; bio: string; image: string };

const TEAM: TeamMember[] = [
  {
    name: "Marcus Campbell",
    role: "Founder & Head Chef",
    bio: "Learned jerk at his grandmother's side and still mixes every batch of marinade himself.",
    image: "/images/about/team-1.svg",
  },
  {
    name: "Andre Williams",
    role: "Grill Master",
    bio: "Keeps the pimento-wood fire going and the chicken smoky, charred and juicy.",
    image: "/images/about/team-2.svg",
  },
  {
    name: "Jordan Reid",
    role: "Front of House Manager",
    bio: "The friendly face at the counter who remembers your usual order.",
    image: "/images/about/team-3.svg",
  },
  {
    name: "Keisha Campbell",
    role: "Catering & Events Manager",
    bio: "Plans every catered lunch, party and wedding down to the last plate of plantains.",
    image: "/images/about/team-4.svg",
  },
];

const FACTS = [
  { value: String(FOUNDED_YEAR), label: "Founded" },
  { value: "100%", label: "From scratch" },
  { value: "3", label: "Generations" },
] as const;

const TEAM_IMAGE_SIZES = "(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 45vw, 50vw";

/** A failure of this page shows inside the site's header and footer. */
export const ErrorBoundary = RouteErrorBoundary;

export default function About() {
  const name = useSiteShell().businessName;

  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              Family Owned Since {FOUNDED_YEAR}
            </p>
            <h1 className="mt-5 font-display text-4xl font-bold text-ink md:text-6xl">About Us</h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-stone-700">
              {name} is a family restaurant founded in {FOUNDED_YEAR}, bringing the flavors of the Caribbean
              and the comfort of American classics to one table.
            </p>
            <dl className="mt-8 grid max-w-lg grid-cols-3 gap-4 border-t border-brand-200 pt-6">
              {FACTS.map((fact) => (
                <div key={fact.label} className="flex flex-col">
                  <dt className="text-sm text-stone-600">{fact.label}</dt>
                  <dd className="order-first font-display text-3xl font-bold text-brand-700">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ResponsiveImage
            src="/images/story/family.svg"
            alt="Our family gathered around a table of Caribbean dishes"
            width={592}
            height={444}
            sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, calc(100vw - 2rem)"
            className="h-auto w-full rounded-3xl shadow-xl ring-1 ring-brand-100"
            priority
          />
        </div>
      </section>

      <BelowTheFold>
        <section aria-labelledby="about-story" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
            <div>
              <h2 id="about-story" className="font-display text-3xl font-bold text-ink md:text-4xl">
                From a Market Grill to Your Table
              </h2>
              <div className="mt-5 space-y-4 text-lg leading-8 text-stone-700">
                <p>
                  It started in {FOUNDED_YEAR} with a grill, a cooler and Grandma Pearl&apos;s jerk marinade
                  at a Saturday market. The lines grew longer every weekend, and a small family kitchen was
                  born.
                </p>
                <p>
                  Today we are still family run and still cook every dish from scratch: jerk chicken beside
                  fried chicken, rice &amp; peas beside mac &amp; cheese, and a slice of rum cake to finish.
                </p>
              </div>
            </div>
            <ResponsiveImage
              src="/images/story/kitchen.svg"
              alt="Pots simmering on the stove in our kitchen"
              width={600}
              height={450}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 100vw"
              className="h-auto w-full rounded-3xl shadow-lg lg:order-first"
            />
          </div>
        </section>
      </BelowTheFold>

      <BelowTheFold>
        <section aria-labelledby="about-values" className="bg-brand-50/70">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="about-values" className="font-display text-3xl font-bold text-ink md:text-4xl">
                Our Values
              </h2>
              <p className="mt-3 text-lg text-stone-700">What we promise every guest, every day.</p>
            </div>
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {VALUES.map(({ title, text, Icon }) => (
                <li key={title} className="rounded-2xl border border-brand-100 bg-white p-7 shadow-sm">
                  <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-5 font-display text-xl font-bold text-ink">{title}</h3>
                  <p className="mt-2 leading-7 text-stone-700">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </BelowTheFold>

      <BelowTheFold>
        <section aria-labelledby="about-team" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="about-team" className="font-display text-3xl font-bold text-ink md:text-4xl">
              Meet Our Team
            </h2>
            <p className="mt-3 text-lg text-stone-700">The family and friends behind the food.</p>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4" data-testid="team">
            {TEAM.map((member) => (
              <li
                key={member.name}
                className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
              >
                <ResponsiveImage
                  src={member.image}
                  alt={`${member.name}, ${member.role}`}
                  width={290}
                  height={290}
                  sizes={TEAM_IMAGE_SIZES}
                  className="aspect-square h-auto w-full object-cover"
                />
                <div className="p-4 sm:p-5">
                  <h3 className="font-display text-lg font-bold leading-snug text-ink">{member.name}</h3>
                  <p className="mt-0.5 text-sm font-semibold text-brand-700">{member.role}</p>
                  <p className="mt-2 hidden text-sm leading-6 text-stone-700 sm:block">{member.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </BelowTheFold>

      <BelowTheFold>
        <section aria-labelledby="about-visit" className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="rounded-3xl bg-brand-700 px-6 py-12 text-center text-white shadow-lg sm:px-12 md:py-16">
            <h2 id="about-visit" className="font-display text-3xl font-bold md:text-4xl">
              Pull Up a Chair
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-50">
              Stop in for lunch, order online for tonight or let us cook for your next celebration. There is
              always room at our table.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link
                to="/menu"
                className="rounded-lg bg-white px-7 py-3 font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
              >
                View Menu
              </Link>
              <Link
                to="/contact"
                className="rounded-lg border-2 border-white/80 px-7 py-3 font-semibold text-white hover:bg-white/10"
              >
                Contact Us
              </Link>
            </div>
          </div>
        </section>
      </BelowTheFold>
    </>
  );
}
