type FormOutcomeProps = {
  outcome: "sent" | "failed";
  title: string;
  description?: string;
};

/**
 * How a public form's post went, in the page: shown when the page was rendered from the action's
 * answer (the form posted without JavaScript), where a toast would otherwise say it.
 */
export function FormOutcome({ outcome, title, description }: FormOutcomeProps) {
  return (
    <div
      role={outcome === "sent" ? "status" : "alert"}
      className={`rounded-lg border px-4 py-3 sm:col-span-2 ${
        outcome === "sent"
          ? "border-green-700 bg-green-50 text-green-900"
          : "border-red-700 bg-red-50 text-red-900"
      }`}
    >
      <p className="font-semibold">{title}</p>
      {description ? <p>{description}</p> : null}
    </div>
  );
}
