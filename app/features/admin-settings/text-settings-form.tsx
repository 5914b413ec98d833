import { useCallback } from "react";
import { textSettingsSchema } from "#domain/validation/admin-texts.ts";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { TextEntryForm } from "#app/components/admin/text-entry-form.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { notify } from "#app/lib/notify.tsx";
import { TestMessageCard } from "./test-message-card.tsx";
import { fieldProps } from "#app/lib/admin/field-props.ts";

export type TextSettingsView = {
  ownerPhones: string;
  retextMinutes: string;
  callMinutes: string;
  pauseMinutes: string;
};

/**
 * The owner's numbers for new-order texts and the escalation of an unanswered order
 * (docs/product/08-text-messages.md §8).
 */
export function TextSettingsForm({ values, isSetUp }: { values: TextSettingsView; isSetUp: boolean }) {
  const onSaved = useCallback(() => notify.success("Saved", { description: "Text settings saved" }), []);
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(textSettingsSchema, {
    defaultValues: {
      owner_phones: values.ownerPhones,
      retext_minutes: values.retextMinutes,
      call_minutes: values.callMinutes,
      pause_minutes: values.pauseMinutes,
    },
    intent: "texts",
    onSuccess: onSaved,
  });
  return (
    <section aria-labelledby="texts-heading" className="space-y-4">
      <div>
        <h2 id="texts-heading" className="text-lg font-semibold text-ink">
          Texts to your phone
        </h2>
        <p className="text-sm text-stone-700">
          A text for every new paid order, and again if nobody answers it.{" "}
          {isSetUp
            ? "Texts go out through Twilio."
            : "Texts are not set up yet, so they are kept in Settings → Texts for you to read."}
        </p>
      </div>
      <TextEntryForm
        fetcher={fetcher}
        onSubmit={onSubmit}
        intent="texts"
        formError={formError}
        isSubmitting={isSubmitting}
        submitLabel="Save"
        busyLabel="Save"
      >
        <TextField
          label="Phone numbers for texts"
          type="text"
          inputMode="tel"
          autoComplete="tel"
          hint="Up to three numbers, separated by commas, e.g. (404) 555-0199."
          {...fieldProps(form, "owner_phones")}
        />
        <TextField
          label="Text again after (minutes)"
          inputMode="numeric"
          hint="When a paid order is still not acknowledged. 1 to 30."
          {...fieldProps(form, "retext_minutes")}
        />
        <TextField
          label="Call after (minutes)"
          hint="A phone call that reads the order number out. 1 to 30, or off."
          {...fieldProps(form, "call_minutes")}
        />
        <TextField
          label="Pause online ordering after (minutes)"
          hint="Stops new orders with a notice that the kitchen is not answering. 1 to 30, or off."
          {...fieldProps(form, "pause_minutes")}
        />
      </TextEntryForm>
      <TestText />
    </section>
  );
}

/** Writes a test text to the owner's numbers into the text outbox; Settings → Texts shows it. */
function TestText() {
  return (
    <TestMessageCard
      kind="text"
      intro="Sends a short text to the numbers above."
      outbox={{ to: "/admin/settings/texts", name: "Settings → Texts" }}
    />
  );
}
