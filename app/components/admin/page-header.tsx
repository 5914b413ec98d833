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

/** How wide a page's column may grow: a form reads best narrow, a table or a board wants room. */
const PAGE_WIDTHS = {
  xl: "max-w-xl",
  "2xl": "max-w-2xl",
  "3xl": "max-w-3xl",
  "4xl": "max-w-4xl",
  "5xl": "max-w-5xl",
  "6xl": "max-w-6xl",
} as const;

type AdminPageProps = PageHeaderProps & {
  width: keyof typeof PAGE_WIDTHS;
  /** Above the header on a record's page: the way back to its list. */
  back?: ReactNode;
  children?: ReactNode;
};

/** Every admin page's frame: one centred column, the way back if any, the header, then the page. */
export function AdminPage({ width, back, children, ...header }: AdminPageProps) {
  return (
    <div className={`mx-auto ${PAGE_WIDTHS[width]} space-y-6`}>
      {back}
      <PageHeader {...header} />
      {children}
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
    <AdminPage width="3xl" back={back} title={title}>
      {/* An error boundary has no route meta: React puts this title in the head. */}
      <title>{adminTitle(title)}</title>
      <ErrorState title={title} message={message} />
    </AdminPage>
  );
}
