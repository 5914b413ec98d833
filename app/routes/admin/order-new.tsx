import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/order-new";
import { loadNewPhoneOrder, placePhoneOrder } from "./order-new.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { buttonClass } from "#app/components/ui/admin/button.tsx";
import { PhoneOrderBuilder } from "#app/features/admin-phone-orders/phone-order-builder.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "New phone order | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNewPhoneOrder(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => placePhoneOrder(request, context));
}

export default function NewPhoneOrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link to="/admin/orders" className={buttonClass("ghost", "-ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All orders
      </Link>
      <div>
        <h1 className="font-display text-3xl font-bold text-ink">New phone order</h1>
        <p className="mt-1 text-stone-700">
          Build the caller&apos;s order from the menu. Prices, options and times are checked again when it is
          placed.
        </p>
      </div>
      <PhoneOrderBuilder {...loaderData} />
    </div>
  );
}
