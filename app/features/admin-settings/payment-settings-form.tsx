import { useCallback } from "react";
import { paymentKeysSchema } from "#domain/validation/connections.ts";
import { SERVER_STRIPE_TEXT } from "#domain/connections.ts";
import type { PaymentSettingsView } from "#server/connections/payments-admin-service.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { CopyField } from "#app/components/ui/admin/copy-field.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { notify } from "#app/lib/notify.tsx";
import { RemoveConnection, ServerConnection } from "./connection-sections.tsx";
import { fieldProps } from "#app/lib/admin/field-props.ts";
import { FormError } from "#app/components/ui/admin/form-parts.tsx";

/** The loader's view: the service's, with its date as text. */
export type PaymentSettingsData = Omit<PaymentSettingsView, "savedAt"> & { savedAt: string | null };

const WEBHOOK_EVENTS =
  "checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.async_payment_failed and checkout.session.expired";

/**
 * Settings → Payments (docs/product/06-admin.md §6.21): which payments are taken, Stripe's keys, the webhook.
 */
export function PaymentSettingsForm({ data }: { data: PaymentSettingsData }) {
  const isServer = data.source === "server";
  return (
    <div className="mt-6 space-y-6">
      <section
        aria-labelledby="payments-mode-heading"
        className="rounded-2xl border border-stone-200 bg-stone-50 p-4"
      >
        <h2 id="payments-mode-heading" className="text-sm font-semibold text-stone-700">
          Payments now
        </h2>
        <p className="mt-1 font-display text-xl font-bold text-ink">{data.modeLabel}</p>
        {data.mode === "demo" ? (
          <p className="mt-1 text-sm text-stone-700">
            Nothing anyone pays is real. Paste your Stripe keys below to take real card payments.
          </p>
        ) : data.mode === "test" ? (
          <p className="mt-1 text-sm text-stone-700">
            A test key: Stripe's test cards work, real cards are not charged.
          </p>
        ) : (
          <p className="mt-1 text-sm text-stone-700">Real cards are charged.</p>
        )}
        {data.secretKeyHint ? (
          <p className="mt-2 text-sm text-stone-700">
            Secret key {data.secretKeyHint}
            {data.webhookSecretHint ? `, webhook signing secret ${data.webhookSecretHint}` : ""}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="webhook-heading" className="rounded-2xl border border-stone-200 bg-white p-4">
        <h2 id="webhook-heading" className="font-semibold text-ink">
          Stripe webhook
        </h2>
        <p className="mb-3 mt-1 text-sm text-stone-700 [overflow-wrap:anywhere]">
          In Stripe, add a webhook endpoint with this address and the events {WEBHOOK_EVENTS}. Stripe then
          shows the endpoint's signing secret (whsec_…): paste it below.
        </p>
        <CopyField label="Webhook URL" value={data.webhookUrl} />
      </section>

      {isServer ? <ServerKeys data={data} /> : <KeysForm data={data} />}
      {data.source === "admin" ? <RemoveKeys /> : null}
    </div>
  );
}

/** Keys set on the server's environment: shown, never changed here. */
function ServerKeys({ data }: { data: PaymentSettingsData }) {
  return (
    <ServerConnection headingId="keys-heading" title="Stripe keys" note={SERVER_STRIPE_TEXT}>
      <TextField label="Secret key" value={data.secretKeyHint ?? ""} readOnly />
      <TextField label="Webhook signing secret" value={data.webhookSecretHint ?? ""} readOnly />
    </ServerConnection>
  );
}

function KeysForm({ data }: { data: PaymentSettingsData }) {
  const onSaved = useCallback((answer: Record<string, unknown>) => {
    notify.success("Saved", { description: typeof answer.message === "string" ? answer.message : undefined });
  }, []);
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(paymentKeysSchema, {
    defaultValues: { secret_key: "", webhook_secret: "" },
    intent: "save",
    action: "save the Stripe keys",
    onSuccess: (answer) => {
      form.reset({ secret_key: "", webhook_secret: "" });
      onSaved(answer as Record<string, unknown>);
    },
  });
  const saved = data.source === "admin";
  return (
    <fetcher.Form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="keys-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <div>
        <h2 id="keys-heading" className="font-semibold text-ink">
          {saved ? "Replace the Stripe keys" : "Connect Stripe"}
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          From your Stripe dashboard (Developers → API keys). The key is checked with Stripe before it is
          saved; it is stored encrypted and never shown again, only its last four characters.
        </p>
      </div>
      <FormError message={formError} />
      <input type="hidden" name="intent" value="save" />
      <TextField
        label="Secret key"
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder="sk_live_…"
        hint={
          saved && data.secretKeyHint
            ? `Saved: ${data.secretKeyHint}`
            : "sk_live_… or rk_live_… (sk_test_… for test mode)"
        }
        {...fieldProps(form, "secret_key")}
      />
      <TextField
        label="Webhook signing secret"
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder="whsec_…"
        hint={saved && data.webhookSecretHint ? `Saved: ${data.webhookSecretHint}` : undefined}
        {...fieldProps(form, "webhook_secret")}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Checking with Stripe…" : "Check and save keys"}
      </Button>
    </fetcher.Form>
  );
}

function RemoveKeys() {
  return (
    <RemoveConnection
      fetcherKey="remove-stripe-keys"
      action="remove the Stripe keys"
      headingId="remove-keys-heading"
      title="Back to demo payments"
      text="Removes the saved keys: checkout goes back to simulated payments until keys are saved again."
      buttonLabel="Remove keys"
      confirmTitle="Remove the Stripe keys?"
      confirmText="Checkout goes back to demo mode: nothing anyone pays is real until keys are saved again."
    />
  );
}
