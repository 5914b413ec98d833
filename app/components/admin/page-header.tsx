import type { ReactNode } from "react";

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
