import type { Route } from "./+types/testimonials";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeTestimonials, loadTestimonialsAdmin } from "./testimonials.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { TestimonialsAdmin } from "#app/features/admin-website/testimonials-admin.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Testimonials");

export const loader = ({ request, context }: Route.LoaderArgs) => loadTestimonialsAdmin(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeTestimonials(request, context));

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  return <TestimonialsAdmin testimonials={loaderData.testimonials} />;
}
