import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import type { PublicLayoutData } from "./layout";

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === "routes/public/layout")?.data as PublicLayoutData | undefined;
  const name = layout?.shell.siteName ?? "Island Spice Kitchen";
  return [
    { title: `${name} | Caribbean & American Kitchen` },
    { name: "description", content: layout?.shell.businessDescription ?? "" },
  ];
};

export default function Home() {
  const layout = useRouteLoaderData<PublicLayoutData>("routes/public/layout");
  const name = layout?.shell.siteName ?? "Island Spice Kitchen";
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-28">
        <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
          Caribbean &amp; American Kitchen
        </p>
        <h1 className="mt-5 max-w-3xl font-display text-4xl font-bold leading-tight text-ink md:text-6xl">
          Welcome to <span className="text-brand-600">{name}</span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-stone-700">{layout?.shell.businessDescription}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/menu" className="rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
            View Menu
          </Link>
          <Link
            to="/catering"
            className="rounded-md border-2 border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Catering Services
          </Link>
        </div>
      </div>
    </section>
  );
}
