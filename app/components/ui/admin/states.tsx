import type { ReactNode } from "react";

// The three states every admin list shows the same way (admin principles: say what happened).

export function LoadingState({ label }: { label: string }) {
  return (
    <p
      role="status"
      className="rounded-xl border border-dashed border-stone-300 p-8 text-center text-stone-700"
    >
      {label}
    </p>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 p-8 text-center">
      <p className="font-semibold text-ink">{title}</p>
      {children ? <div className="mt-2 text-sm text-stone-700">{children}</div> : null}
    </div>
  );
}

export function ErrorState({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
      <p className="font-semibold text-red-800">{title}</p>
      <p className="mt-1 text-sm text-red-800">{message}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
