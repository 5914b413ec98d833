import type { Route } from "./+types/testimonials";
import { changeTestimonials, loadTestimonialsAdmin } from "./testimonials.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { TestimonialsAdmin } from "#app/features/admin-website/testimonials-admin.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Testimonials | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTestimonialsAdmin(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeTestimonials(request, context));
}

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  return <TestimonialsAdmin testimonials={loaderData.testimonials} />;
}
