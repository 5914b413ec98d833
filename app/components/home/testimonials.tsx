import { Star } from "lucide-react";

export type TestimonialView = {
  id: string;
  name: string;
  location: string | null;
  text: string;
  rating: number;
};

/** The rating as five stars (the admin's list shows them the same way). */
export function Stars({ rating }: { rating: number }) {
  const count = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="flex gap-0.5 text-amber-500" role="img" aria-label={`${count} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          className={`h-5 w-5 ${i < count ? "fill-current" : "text-stone-300"}`}
          aria-hidden="true"
        />
      ))}
    </p>
  );
}

/** Nothing at all when there are no testimonials (docs/product/02-public-pages.md §2.5). */
export function Testimonials({ testimonials }: { testimonials: TestimonialView[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="testimonials" className="text-center font-display text-3xl font-bold md:text-4xl">
          What Our Customers Say
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {testimonials.map((testimonial) => (
            <li
              key={testimonial.id}
              className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
            >
              <Stars rating={testimonial.rating} />
              <blockquote className="mt-4 flex-1 text-stone-700">
                <p>“{testimonial.text}”</p>
              </blockquote>
              <p className="mt-4 font-semibold text-ink">{testimonial.name}</p>
              {testimonial.location ? <p className="text-sm text-stone-600">{testimonial.location}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
