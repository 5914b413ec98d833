import { Link } from "react-router";
import { Button } from "#app/components/ui/admin/button.tsx";
import { useActionToast } from "./use-action-toast.ts";

type TestMessageCardProps = {
  kind: "email" | "text";
  /** Who the test goes to and how ("Sends a short text to the numbers above."). */
  intro: string;
  /** The settings page that lists every message of this kind. */
  outbox: { to: string; name: string };
};

/** Writes a test email or text into its outbox, and says where every one the site writes is listed. */
export function TestMessageCard({ kind, intro, outbox }: TestMessageCardProps) {
  const { submit, isBusy } = useActionToast({
    key: `test-${kind}`,
    success: `Test ${kind} queued`,
    action: `queue the test ${kind}`,
  });
  return (
    <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <div>
        <p className="font-semibold text-ink">Test {kind}</p>
        <p className="text-sm text-stone-700">
          {intro} Every {kind} the site writes is listed in{" "}
          <Link to={outbox.to} className="font-medium text-brand-700 underline">
            {outbox.name}
          </Link>
          , sent or not.
        </p>
      </div>
      <Button variant="secondary" disabled={isBusy} onClick={() => submit({ intent: `test-${kind}` })}>
        Send test {kind}
      </Button>
    </div>
  );
}
