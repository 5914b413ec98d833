import { Briefcase, CalendarCheck, ChefHat, Check, Heart, PartyPopper, Star } from "lucide-react";
import type { ComponentType } from "react";

/**
 * The hero (docs/product/04-catering.md §4.1): Catering Services, with Request Quote taking the visitor to
 * the form.
 */
export function CateringHero({ onRequestQuote }: { onRequestQuote: () => void }) {
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
          Weddings, offices, birthdays and more
        </p>
        <h1 className="mt-3 font-display text-4xl font-bold text-ink md:text-5xl">Catering Services</h1>
        <p className="mt-4 max-w-2xl text-lg text-stone-700">
          Jerk, curries and Southern comfort food for your whole party: order trays below, or tell us about
          your event and we&apos;ll put together a menu and a quote.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a
            href="#catering-form"
            onClick={(event) => {
              event.preventDefault();
              onRequestQuote();
            }}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-7 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
          >
            <CalendarCheck className="h-5 w-5" aria-hidden="true" />
            Request Quote
          </a>
        </div>
      </div>
    </section>
  );
}

type Service = { title: string; text: string; Icon: ComponentType<{ className?: string }> };

const SERVICES: Service[] = [
  {
    title: "Corporate Events",
    text: "Working lunches, launches and office parties, delivered on time and set up ready to serve.",
    Icon: Briefcase,
  },
  {
    title: "Private Parties",
    text: "Birthdays, reunions and game days: party trays that feed a crowd without the fuss.",
    Icon: PartyPopper,
  },
  {
    title: "Weddings",
    text: "From the rehearsal dinner to the reception, Caribbean flavour for your big day.",
    Icon: Heart,
  },
  {
    title: "Custom Menus",
    text: "Dietary needs, family favourites or a theme: we build the menu around your event.",
    Icon: ChefHat,
  },
];

export function ServiceCards() {
  return (
    <section aria-labelledby="catering-services-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="catering-services-heading" className="font-display text-3xl font-bold text-ink">
        What We Cater
      </h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-display text-xl font-bold text-ink">{title}</h3>
            <p className="mt-2 text-stone-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const REASONS = [
  "Authentic Caribbean and American recipes, cooked fresh for every event",
  "Flexible tray sizes for 10 to 500 guests",
  "Pickup or delivery, set up ready to serve",
  "Vegetarian and allergy-friendly options on request",
  "Transparent pricing with no hidden fees",
  "Family owned and cooking since 2015",
  "Friendly staff who plan the menu with you",
  "A reply to every request within 24 hours",
] as const;

export function WhyChooseCatering() {
  return (
    <section aria-labelledby="catering-why-heading" className="rounded-2xl bg-ink p-6 text-white sm:p-8">
      <h2 id="catering-why-heading" className="font-display text-2xl font-bold">
        Why Choose Our Catering?
      </h2>
      <ul className="mt-5 grid gap-3">
        {REASONS.map((reason) => (
          <li key={reason} className="flex gap-3">
            <Check className="mt-0.5 h-5 w-5 shrink-0 text-amber-300" aria-hidden="true" />
            <span>{reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const TESTIMONIALS = [
  {
    name: "Danielle R.",
    event: "Corporate lunch for 60",
    text: "The jerk chicken and rice and peas disappeared in minutes. Everything arrived hot and on time, and the team set it all up for us.",
  },
  {
    name: "Marcus & Keisha T.",
    event: "Wedding reception",
    text: "Our guests still talk about the oxtail. They planned the menu with us and made our day feel like home.",
  },
] as const;

export function CateringTestimonials() {
  return (
    <section aria-labelledby="catering-testimonials-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="catering-testimonials-heading" className="text-center font-display text-3xl font-bold text-ink">
        What Our Catering Clients Say
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <p className="flex gap-0.5 text-amber-500" role="img" aria-label="5 out of 5 stars">
              {Array.from({ length: 5 }, (_, index) => (
                <Star key={index} className="h-5 w-5 fill-current" aria-hidden="true" />
              ))}
            </p>
            <blockquote className="mt-4 text-stone-800">&ldquo;{testimonial.text}&rdquo;</blockquote>
            <p className="mt-4 font-semibold text-ink">{testimonial.name}</p>
            <p className="text-sm text-stone-600">{testimonial.event}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
