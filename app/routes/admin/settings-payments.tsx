import type { Route } from "./+types/settings-payments";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changePaymentSettings, loadPaymentSettings } from "./settings-payments.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { PaymentSettingsForm } from "#app/features/admin-settings/payment-settings-form.tsx";
import { AdminPage } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Payments");

export const loader = ({ request, context }: Route.LoaderArgs) => loadPaymentSettings(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changePaymentSettings(request, context));

export default function PaymentSettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage width="2xl" title="Payments" description="Take real card payments through Stripe.">
      <PaymentSettingsForm data={loaderData} />
    </AdminPage>
  );
}
