import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/admin/button.tsx";
import { AuthCard } from "./auth-card.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";

const SET_PASSWORD_ROUTE = "/admin/set-password";

/**
 * An admin signed in with a temporary password chooses their own before anything else opens
 * (docs/product/06-admin.md §6.1): on /admin/set-password, and in place of any admin page they open first.
 */
export function ChoosePasswordCard({ email, documentTitle }: { email: string; documentTitle?: string }) {
  return (
    <AuthCard
      title="Choose your password"
      intro={`You signed in as ${email} with a temporary password. Choose your own before using the admin.`}
      documentTitle={documentTitle}
    >
      <ChangePasswordForm email={email} mode="first-sign-in" route={SET_PASSWORD_ROUTE} />
      <Form method="post" action="/admin/logout" className="mt-3">
        <button type="submit" className={buttonClass("secondary", "w-full")}>
          Logout
        </button>
      </Form>
    </AuthCard>
  );
}
