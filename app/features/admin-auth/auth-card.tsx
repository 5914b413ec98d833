import type { ReactNode } from "react";
import { ToastHost } from "#app/lib/notify.tsx";

type AuthCardProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** The document title, for error boundaries, which have no route meta. */
  documentTitle?: string;
};

/** The open admin pages (login, setup, password link, errors): one centred card. */
export function AuthCard({ title, intro, children, documentTitle }: AuthCardProps) {
  return (
    <main
      id="main"
      className="flex min-h-screen items-start justify-center bg-stone-100 px-4 py-10 sm:items-center"
    >
      {documentTitle ? <title>{documentTitle}</title> : null}
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Island Spice Kitchen</p>
        <h1 className="mt-2 font-display text-3xl font-bold text-ink">{title}</h1>
        {intro ? <div className="mt-3 text-stone-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      <ToastHost />
    </main>
  );
}
