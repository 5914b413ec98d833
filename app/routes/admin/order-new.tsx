import type { Route } from "./+types/order-new";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { loadNewPhoneOrder, placePhoneOrder } from "./order-new.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { PhoneOrderBuilder } from "#app/features/admin-phone-orders/phone-order-builder.tsx";
import { BackLink, PageHeader } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("New phone order");

export const loader = ({ request, context }: Route.LoaderArgs) => loadNewPhoneOrder(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => placePhoneOrder(request, context));

export default function NewPhoneOrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <BackLink to="/admin/orders">All orders</BackLink>
      <PageHeader
        title="New phone order"
        description="Build the caller's order from the menu. Prices, options and times are checked again when it is placed."
      />
      <PhoneOrderBuilder {...loaderData} />
    </div>
  );
}
