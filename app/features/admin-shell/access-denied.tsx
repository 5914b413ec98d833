import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/admin/button.tsx";

/** A signed-in user without admin rights (docs/product/06-admin.md §6.1). */
export function AccessDenied({ message }: { message: string }) {
  return (
    <main
      id="main"
      className="flex min-h-screen items-start justify-center bg-stone-100 px-4 py-10 sm:items-center"
    >
      {/* An error boundary has no route meta: React puts this title in the head. */}
      <title>Access Denied | Island Spice Kitchen</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-sm sm:p-8">
        <h1 className="font-display text-3xl font-bold text-ink">Access Denied</h1>
        <p className="mt-3 text-stone-700">{message}</p>
        <div className="mt-6 flex flex-col gap-2">
          <a href="/" className={buttonClass("primary")}>
            Return to Home
          </a>
          <Form method="post" action="/admin/logout">
            <button type="submit" className={buttonClass("secondary", "w-full")}>
              Try Different Account
            </button>
          </Form>
        </div>
      </div>
    </main>
  );
}
