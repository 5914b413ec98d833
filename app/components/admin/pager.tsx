import { Link, useLocation } from "react-router";
import { countPages } from "#domain/paging.ts";
import { buttonClass } from "#app/components/ui/admin/button.tsx";

type PagerProps = {
  /** The navigation's name: which list it pages ("Email pages"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
};

/**
 * Previous and Next for a list the server pages: links that keep the address's filters and change
 * only `page`, so a page of a filtered list can be reloaded or shared. Nothing when one page holds all.
 */
export function Pager({ label, page, pageSize, total }: PagerProps) {
  const location = useLocation();
  const pages = countPages(total, pageSize);
  if (pages <= 1) return null;
  const pageLink = (to: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(to));
    return `?${params.toString()}`;
  };
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className={buttonClass("secondary")}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-stone-700">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={pageLink(page + 1)} className={buttonClass("secondary")}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
