import { CircleCheck, CircleDashed } from "lucide-react";
import { Link } from "react-router";
import type { ReadyChecklist as ReadyChecklistData } from "#server/dashboard/ready-checklist.ts";

/**
 * What is left before the site takes real orders; gone once every line is done (docs/product/06-admin.md
 * §6.3).
 */
export function ReadyChecklist({ checklist }: { checklist: ReadyChecklistData }) {
  if (checklist.allDone) return null;
  const left = checklist.lines.filter((line) => !line.done).length;
  return (
    <section
      aria-labelledby="ready-checklist-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="ready-checklist-heading" className="font-semibold text-ink">
        Ready to open
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {left === 1 ? "1 thing is left" : `${left} things are left`} before the site takes real orders.
      </p>
      <ul className="mt-3 divide-y divide-stone-200">
        {checklist.lines.map((line) => (
          <li key={line.key} data-testid={`ready-${line.key}`} className="flex gap-3 py-2.5">
            {line.done ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            ) : (
              <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
            )}
            <div className="min-w-0 space-y-0.5 text-sm">
              <p className="text-ink">
                <span className="sr-only">{line.done ? "Done: " : "Not done: "}</span>
                {line.text}
              </p>
              {line.hint ? <p className="text-stone-700">{line.hint}</p> : null}
              {line.link ? (
                <Link
                  to={line.link.to}
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                >
                  {line.link.label}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
