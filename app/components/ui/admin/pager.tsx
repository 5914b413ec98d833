import { Link, useLocation } from "react-router";
import { countPages } from "#domain/paging.ts";
import { Button, buttonClass } from "./button.tsx";

type PagerProps = {
  /** The navigation's name: which list it pages ("Email pages"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /**
   * For a list held in memory (a data table): the page to show. Without it the pager links to
   * `?page=`, for a list the server pages.
   */
  onChange?: (page: number) => void;
};

/**
 * Previous and Next for every paged admin list, and where the list is. A list the server pages gets
 * links that keep the address's filters and change only `page`, so a page of a filtered list can be
 * reloaded or shared; a list in memory gets buttons. Nothing when one page holds all.
 */
export function Pager({ label, page, pageSize, total, onChange }: PagerProps) {
  const pages = countPages(total, pageSize);
  if (pages <= 1) return null;
  const position = (
    <span className="text-sm text-stone-700">
      Page {page} of {pages}
    </span>
  );
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      {onChange ? (
        <>
          <Button variant="secondary" onClick={() => onChange(page - 1)} disabled={page <= 1}>
            Previous
          </Button>
          {position}
          <Button variant="secondary" onClick={() => onChange(page + 1)} disabled={page >= pages}>
            Next
          </Button>
        </>
      ) : (
        <PageLinks page={page} pages={pages}>
          {position}
        </PageLinks>
      )}
    </nav>
  );
}

/** A link can't be disabled: an end with no page beyond it keeps its place empty. */
function PageLinks({ page, pages, children }: { page: number; pages: number; children: React.ReactNode }) {
  const location = useLocation();
  const pageLink = (to: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(to));
    return `?${params.toString()}`;
  };
  return (
    <>
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className={buttonClass("secondary")}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      {children}
      {page < pages ? (
        <Link to={pageLink(page + 1)} className={buttonClass("secondary")}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </>
  );
}
