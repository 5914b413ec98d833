import { useCallback } from "react";
import { ALERT_TYPE_COLORS, alertTypeOf, resolveAlertColors } from "#domain/alert-colors.ts";
import { contrastRatio, isHexColor } from "#domain/color.ts";
import { ALERT_TYPES, alertSchema, type AlertInput } from "#domain/validation/admin-website.ts";
import { AlertBarView } from "#app/components/alert-bar-view.tsx";
import { ContrastWarning } from "#app/components/ui/admin/contrast-warning.tsx";
import { CheckboxField } from "#app/components/ui/admin/form-parts.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useJsonForm } from "#app/lib/admin/use-json-form.ts";
import type { AdminAlert } from "#server/alerts/admin-service.ts";
import { FormColorField } from "#app/components/admin/form-fields.tsx";
import { FormSheet } from "#app/components/admin/form-sheet.tsx";
import { OrderedListPage } from "#app/components/admin/ordered-list-page.tsx";

/** The service's alert with its dates on the business's wall clock, as the form shows them ("" when none). */
type AlertRow = Omit<AdminAlert, "start_date" | "end_date"> & { start_date: string; end_date: string };

const TYPE_LABELS: Record<(typeof ALERT_TYPES)[number], string> = {
  info: "Info",
  success: "Success",
  warning: "Warning",
  error: "Error",
};

function defaultsOf(alert: AlertRow | null): AlertInput {
  return {
    title: alert?.title ?? "",
    message: alert?.message ?? "",
    alert_type: alert ? alertTypeOf(alert.alert_type) : "info",
    background_color: alert?.background_color ?? "",
    text_color: alert?.text_color ?? "",
    start_date: alert?.start_date ?? "",
    end_date: alert?.end_date ?? "",
    is_active: alert?.is_active ?? true,
    is_dismissible: alert?.is_dismissible ?? true,
  };
}

function labelOf(alert: { title: string; message: string }): string {
  return alert.title.trim() || alert.message.slice(0, 40);
}

function whenText(alert: AlertRow): string {
  const show = (value: string) => value.replace("T", " ");
  if (alert.start_date && alert.end_date) return `From ${show(alert.start_date)} to ${show(alert.end_date)}`;
  if (alert.start_date) return `From ${show(alert.start_date)}`;
  if (alert.end_date) return `Until ${show(alert.end_date)}`;
  return "Always, while active";
}

function AlertSheet({
  alert,
  timeZone,
  onClose,
}: {
  alert: AlertRow | null;
  timeZone: string;
  onClose: () => void;
}) {
  const onSuccess = useCallback(() => onClose(), [onClose]);
  const { form, submitWith, isSubmitting } = useJsonForm(alertSchema, {
    defaultValues: defaultsOf(alert),
    action: "save the alert",
    onSuccess,
  });
  const { register, control, formState, watch } = form;
  const { errors } = formState;
  const draft = watch();
  const type = alertTypeOf(draft.alert_type ?? "info");
  const defaults = ALERT_TYPE_COLORS[type];
  const preview = {
    id: "preview",
    title: draft.title ?? "",
    message: draft.message?.trim() ? draft.message : "Your message shows here.",
    alert_type: type,
    is_dismissible: draft.is_dismissible ?? true,
    background_color: draft.background_color ?? null,
    text_color: draft.text_color ?? null,
  };
  const background = isHexColor(preview.background_color) ? preview.background_color : defaults.background;
  const text = isHexColor(preview.text_color) ? preview.text_color : defaults.text;
  const shown = resolveAlertColors(preview);
  const zoneHint = `On the business's clock (${timeZone}). Leave empty for no limit.`;
  return (
    <FormSheet
      title={alert ? `Edit ${labelOf(alert)}` : "Add an alert"}
      onClose={onClose}
      onSubmit={alert ? submitWith({ intent: "update", id: alert.id }) : submitWith({ intent: "create" })}
      isSubmitting={isSubmitting}
      submitLabel="Save Alert"
    >
      <TextField label="Title" maxLength={100} error={errors.title?.message} {...register("title")} />
      <TextAreaField
        label="Message"
        maxLength={500}
        error={errors.message?.message}
        {...register("message")}
      />
      <SelectField
        label="Type"
        options={ALERT_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
        error={errors.alert_type?.message}
        {...register("alert_type")}
      />
      <FormColorField
        control={control}
        name="background_color"
        label="Background colour"
        fallback={defaults.background}
        hint="Leave empty for the type's colour."
      />
      <FormColorField
        control={control}
        name="text_color"
        label="Text colour"
        fallback={defaults.text}
        hint="Leave empty for the type's colour."
      />
      <section aria-labelledby="alert-preview-heading" className="space-y-2">
        <h3 id="alert-preview-heading" className="text-sm font-semibold text-stone-800">
          Preview
        </h3>
        <div className="overflow-hidden rounded-lg border border-stone-200">
          <AlertBarView alerts={[preview]} onDismiss={() => undefined} label="Alert preview" />
        </div>
        <ContrastWarning
          ratio={contrastRatio(background, text)}
          consequence={`Visitors will see ${shown.text === "#ffffff" ? "white" : "dark"} text instead, as in the preview.`}
        />
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Start"
          type="datetime-local"
          hint={zoneHint}
          error={errors.start_date?.message}
          {...register("start_date")}
        />
        <TextField
          label="End"
          type="datetime-local"
          error={errors.end_date?.message}
          {...register("end_date")}
        />
      </div>
      <CheckboxField label="Active (shown on the site)" {...register("is_active")} />
      <CheckboxField label="Visitors may dismiss it" {...register("is_dismissible")} />
    </FormSheet>
  );
}

function AlertSummary({ alert }: { alert: AlertRow }) {
  const colors = resolveAlertColors(alert);
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="mt-1 size-5 shrink-0 rounded-full ring-1 ring-black/20"
        style={{ backgroundColor: colors.background }}
      />
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {alert.title || "(no title)"}{" "}
          <span className="text-sm font-normal text-stone-700">
            · {TYPE_LABELS[alertTypeOf(alert.alert_type)]}
          </span>
        </p>
        <p className="break-words text-sm text-stone-800">{alert.message}</p>
        <p className="text-sm text-stone-700">
          {whenText(alert)}
          {alert.is_dismissible ? " · dismissible" : ""}
        </p>
      </div>
    </div>
  );
}

/** /admin/alerts: the site-wide alert bar's messages. */
export function AlertsAdmin({ alerts, timeZone }: { alerts: AlertRow[]; timeZone: string }) {
  return (
    <OrderedListPage
      title="Alerts"
      description="The site-wide alert bar. Open pages show a saved alert within seconds."
      noun="alert"
      addLabel="Add Alert"
      rows={alerts}
      getLabel={labelOf}
      renderSummary={(alert) => <AlertSummary alert={alert} />}
      renderSheet={(alert, onClose) => <AlertSheet alert={alert} timeZone={timeZone} onClose={onClose} />}
      emptyText="No alerts yet. Add one to show a message at the top of every page."
    />
  );
}
