import { Link } from "react-router";
import { buttonClass } from "./button.tsx";

/**
 * A list's filter by state, as links (`?status=…`), so a filtered view can be reloaded or shared:
 * "All" first, then each state in the order given, each with its count.
 */
export function StatusFilter<S extends string>({
  status,
  counts,
  order,
  labels,
}: {
  status: S | "";
  counts: Record<S, number>;
  order: readonly S[];
  labels: Record<S, string>;
}) {
  const all = order.reduce((sum, value) => sum + counts[value], 0);
  const options: { value: S | ""; label: string; n: number }[] = [
    { value: "", label: "All", n: all },
    ...order.map((value) => ({ value, label: labels[value], n: counts[value] })),
  ];
  return (
    <nav aria-label="Filter by state">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const isCurrent = option.value === status;
          return (
            <li key={option.value || "all"}>
              <Link
                to={option.value ? `?status=${option.value}` : "?"}
                aria-current={isCurrent ? "page" : undefined}
                className={buttonClass(isCurrent ? "primary" : "secondary")}
              >
                {option.label} <span className={isCurrent ? "" : "text-stone-700"}>({option.n})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
