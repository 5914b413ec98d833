import {
  Link,
  useLoaderData,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Construction } from "lucide-react";
import { loadComingSoonPage } from "./coming-soon.server.ts";
import { buttonClass } from "#app/components/ui/admin/button.tsx";

// Typed by hand: when every page is built no route uses this module, and no route types are generated for it.
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Admin"} | Island Spice Admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadComingSoonPage(request, context as AppLoadContext);
}

/** A page of spec point 2 that is not built yet: it says so plainly instead of showing made-up data. */
export default function ComingSoon() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-display text-3xl font-bold text-ink">{loaderData.title}</h1>
      <div className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
        <Construction aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <p className="mt-3 text-lg font-semibold text-ink">Coming soon</p>
        <p className="mt-1 text-stone-700">{loaderData.purpose}</p>
        <Link to="/admin/dashboard" className={buttonClass("secondary", "mt-6")}>
          Back to the Dashboard
        </Link>
      </div>
    </div>
  );
}
