import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft, Plus } from "lucide-react";
import { adminTitle } from "#app/lib/admin/meta.ts";
import { Button, buttonClass } from "#app/components/ui/admin/button.tsx";
import { ErrorState } from "#app/components/ui/admin/states.tsx";

type PageHeaderProps = {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title: what the page is for, or what this record is. */
  description?: ReactNode;
  /** Beside the title: the record's state (an order's badges, a request's status). */
  badges?: ReactNode;
  /** At the end of the row: the page's main action (Add Item, New phone order). */
  actions?: ReactNode;
};

/** The top of every admin page: its title, a line about it, and its main action. */
export function PageHeader({ title, description, badges, actions }: PageHeaderProps) {
  const heading = <h1 className="break-words font-display text-3xl font-bold text-ink">{title}</h1>;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        {badges ? (
          <div className="flex flex-wrap items-center gap-3">
            {heading}
            {badges}
          </div>
        ) : (
          heading
        )}
        {description ? <p className="mt-1 text-stone-700">{description}</p> : null}
      </div>
      {actions}
    </div>
  );
}

/** A list page's main action, in its header: "Add Item", "Add Group". */
export function AddButton({
  label,
  onClick,
  disabled,
}: {
  label: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button onClick={onClick} disabled={disabled}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/** Above a record's header: the way back to its list ("All orders"). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass("ghost", "-ml-3")}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/** A record's page once the record is gone (a 404): its own title, the way back, and why. */
export function MissingRecord({ title, message, back }: { title: string; message: string; back: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {/* An error boundary has no route meta: React puts this title in the head. */}
      <title>{adminTitle(title)}</title>
      {back}
      <PageHeader title={title} />
      <ErrorState title={title} message={message} />
    </div>
  );
}
