import { useMemo, useState } from "react";
import { Link } from "react-router";
import { smtpFormSchema } from "#domain/validation/connections.ts";
import {
  SERVER_SMTP_TEXT,
  SMTP_ENCRYPTION_LABELS,
  SMTP_ENCRYPTIONS,
  smtpPasswordProblem,
} from "#domain/connections.ts";
import { isLoopbackHost } from "#domain/ip-addresses.ts";
import type { EmailSettingsView } from "#server/connections/email-admin-service.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { answerMessage, useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import { notify } from "#app/lib/notify.tsx";
import { RemoveConnection, ServerConnection } from "./connection-sections.tsx";
import { fieldProps } from "#app/lib/admin/field-props.ts";
import { FormError } from "#app/components/ui/admin/form-parts.tsx";

/** The loader's view: the service's, with its date as text, and the signed-in admin's address. */
export type EmailSettingsData = Omit<EmailSettingsView, "savedAt"> & {
  savedAt: string | null;
  adminEmail: string;
};

/** Settings → Email (docs/product/06-admin.md §6.21): the mail server, and a test email sent at once. */
export function EmailSettingsForm({ data }: { data: EmailSettingsData }) {
  const isServer = data.source === "server";
  return (
    <div className="mt-6 space-y-6">
      <p role="status" className="rounded-2xl border border-stone-200 bg-stone-50 p-4 text-sm text-ink">
        {data.source === "none" ? (
          <>
            No mail server is set: emails are kept in the{" "}
            <Link to="/admin/settings/outbox" className="font-medium text-brand-700 underline">
              outbox
            </Link>
            , not sent.
          </>
        ) : (
          `Emails are sent through ${data.host}:${data.port}, from ${data.from}.`
        )}
      </p>
      {isServer ? <ServerMailServer data={data} /> : <MailServerForm data={data} />}
      {data.source === "none" ? null : <TestEmail adminEmail={data.adminEmail} />}
      {data.source === "admin" ? <RemoveMailServer /> : null}
    </div>
  );
}

/** SMTP_URL on the server: shown without its password, never changed here. */
function ServerMailServer({ data }: { data: EmailSettingsData }) {
  return (
    <ServerConnection headingId="mail-server-heading" title="Mail server" note={SERVER_SMTP_TEXT}>
      <TextField label="SMTP server" value={data.host} readOnly />
      <TextField label="Port" value={String(data.port)} readOnly />
      <TextField label="User name" value={data.user} readOnly />
      <TextField
        label="Encryption"
        value={
          data.encryption === "tls" ? SMTP_ENCRYPTION_LABELS.tls : "STARTTLS when the mail server offers it"
        }
        readOnly
      />
      <TextField label="From address" value={data.from} readOnly />
    </ServerConnection>
  );
}

function MailServerForm({ data }: { data: EmailSettingsData }) {
  const defaults = {
    host: data.host,
    port: String(data.port),
    user: data.user,
    password: "",
    encryption: data.encryption,
    from: data.from,
  };
  // what is saved (the page's data is read again after a save): the password is kept only for the
  // same server and user name
  const { source, host: savedHost, user: savedUser, hasPassword } = data;
  const saved = useMemo(
    () => (source === "admin" ? { host: savedHost, user: savedUser, hasPassword } : null),
    [source, savedHost, savedUser, hasPassword],
  );
  const schema = useMemo(() => smtpFormSchema(saved), [saved]);
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(schema, {
    defaultValues: defaults,
    intent: "save",
    action: "save the mail server",
    onSuccess: () => {
      form.resetField("password", { defaultValue: "" });
      notify.success("Saved", { description: "Mail server saved" });
    },
  });
  const host = form.watch("host");
  const user = form.watch("user");
  // asked again when the server or the user name is not the one the saved password was given for
  const passwordAgain =
    saved?.hasPassword === true && smtpPasswordProblem({ host, user, password: "" }, saved) !== null;
  const onThisMachine = isLoopbackHost(host ?? "");
  return (
    <fetcher.Form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="mail-server-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <div>
        <h2 id="mail-server-heading" className="font-semibold text-ink">
          Mail server
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Your email provider's SMTP settings. The password is stored encrypted and never shown again.
        </p>
      </div>
      <FormError message={formError} />
      <input type="hidden" name="intent" value="save" />
      <TextField
        label="SMTP server"
        autoComplete="off"
        spellCheck={false}
        placeholder="smtp.example.com"
        {...fieldProps(form, "host")}
      />
      <TextField
        label="Port"
        inputMode="numeric"
        autoComplete="off"
        hint="Usually 587, or 465 with TLS from the start."
        {...fieldProps(form, "port")}
      />
      <SelectField
        label="Encryption"
        hint={
          onThisMachine
            ? "No encryption is for a mail relay on this machine only."
            : "Emails and the password only go to the mail server encrypted."
        }
        options={SMTP_ENCRYPTIONS.map((value) => ({
          value,
          label: SMTP_ENCRYPTION_LABELS[value],
          // offered only for a relay on this machine (localhost)
          disabled: value === "none" && !onThisMachine,
        }))}
        {...fieldProps(form, "encryption")}
      />
      <TextField label="User name" autoComplete="off" spellCheck={false} {...fieldProps(form, "user")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required={passwordAgain}
        hint={
          passwordAgain
            ? "Needed again: a saved password is kept only for the server and user name it was given for."
            : saved?.hasPassword
              ? "Saved. Leave empty to keep it."
              : undefined
        }
        {...fieldProps(form, "password")}
      />
      <TextField
        label="From address"
        autoComplete="off"
        hint="The sender customers see, like Island Spice Kitchen <orders@your-domain.com>."
        {...fieldProps(form, "from")}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving…" : "Save mail server"}
      </Button>
    </fetcher.Form>
  );
}

/** Sends at once through the saved server and says, on the page, what the server answered. */
function TestEmail({ adminEmail }: { adminEmail: string }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { submitForm, isBusy } = useActionFetcher({
    key: "smtp-test-email",
    action: "send the test email",
    successToast: "none",
    errorToast: "never",
    onSuccess: (answer) => setOutcome({ ok: true, text: answerMessage(answer) ?? "Sent" }),
    onError: (error) => setOutcome({ ok: false, text: error.message || "The test email was not sent." }),
  });
  return (
    <section
      aria-labelledby="test-email-heading"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <div>
        <h2 id="test-email-heading" className="font-semibold text-ink">
          Test email
        </h2>
        <p className="text-sm text-stone-700">
          Sends a short email now to {adminEmail} through this mail server, and says whether the server took
          it.
        </p>
      </div>
      <Button
        variant="secondary"
        disabled={isBusy}
        onClick={() => {
          setOutcome(null);
          submitForm({ intent: "test-email" });
        }}
      >
        {isBusy ? "Sending…" : "Send test email"}
      </Button>
      <p
        role="status"
        className={
          outcome ? `text-sm font-medium ${outcome.ok ? "text-green-800" : "text-red-700"}` : "sr-only"
        }
      >
        {outcome?.text ?? ""}
      </p>
    </section>
  );
}

function RemoveMailServer() {
  return (
    <RemoveConnection
      fetcherKey="remove-mail-server"
      action="remove the mail server"
      headingId="remove-mail-heading"
      title="Stop sending emails"
      text="Removes the saved mail server: emails are kept in the outbox again, not sent."
      buttonLabel="Remove mail server"
      confirmTitle="Remove the mail server?"
      confirmText="Emails to customers and to the kitchen are kept in the outbox, not sent, until a mail server is saved again."
    />
  );
}
