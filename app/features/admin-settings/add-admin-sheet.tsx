import { useCallback, useState } from "react";
import { UserPlus } from "lucide-react";
import { addAdminSchema } from "#domain/validation/admin-auth.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { Sheet } from "#app/components/ui/admin/sheet.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { notify } from "#app/lib/notify.tsx";
import type { AddAdminResult as Added } from "#server/admins/admin-service.ts";

type AddedAnswer = Added & { emailNotSetUp: boolean };

function readAdded(data: unknown): AddedAnswer | null {
  if (typeof data !== "object" || data === null || !("added" in data)) return null;
  const answer = data as { added: Added; emailNotSetUp?: boolean };
  return { ...answer.added, emailNotSetUp: answer.emailNotSetUp === true };
}

/** What the sheet says about the set-password email: sent, or plainly not (docs/product/07-emails.md §7). */
function linkSentWords(added: AddedAnswer & { delivery: "email-link" }): string {
  return added.emailNotSetUp
    ? `The link to choose a password was not emailed to ${added.email}: email is not set up. The message waits under Settings → Emails sent, where you can read the link and pass it on.`
    : `A link to choose a password was sent to ${added.email}.`;
}

/** Add an admin: a temporary password shown here once, or a set-password link sent by email. */
export function AddAdminSheet() {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<AddedAnswer | null>(null);
  const onSuccess = useCallback((data: unknown) => {
    const result = readAdded(data);
    setAdded(result);
    notify.success("Admin added", {
      description:
        result?.delivery === "email-link" ? linkSentWords(result) : undefined,
    });
  }, []);
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(addAdminSchema, {
    defaultValues: { name: "", email: "", delivery: "temporary-password" },
    intent: "add",
    onSuccess,
  });
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setAdded(null);
      form.reset();
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        Add Admin
      </Button>
      <Sheet open={open} onOpenChange={onOpenChange} title="Add an admin">
        {added?.delivery === "temporary-password" ? (
          <div className="space-y-3">
            <p className="text-stone-800">Give them this temporary password. It is shown only once.</p>
            <p className="text-sm text-stone-700">
              At their first sign-in they choose their own password before anything else opens.
            </p>
            <p
              className="break-all rounded-lg bg-stone-100 p-3 font-mono text-lg"
              data-testid="temporary-password"
            >
              {added.temporaryPassword}
            </p>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </div>
        ) : added?.delivery === "email-link" ? (
          <div className="space-y-3">
            <p className="text-stone-800">{linkSentWords(added)}</p>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </div>
        ) : (
          <fetcher.Form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
            {formError ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {formError}
              </p>
            ) : null}
            <input type="hidden" name="intent" value="add" />
            <TextField label="Name" error={errors.name?.message} {...form.register("name")} />
            <TextField label="Email" type="email" error={errors.email?.message} {...form.register("email")} />
            <fieldset>
              <legend className="text-sm font-semibold text-stone-800">How they get in</legend>
              <label className="mt-2 flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  value="temporary-password"
                  {...form.register("delivery")}
                  className="size-5"
                />
                Show a temporary password now
              </label>
              <label className="flex min-h-11 items-center gap-3">
                <input type="radio" value="email-link" {...form.register("delivery")} className="size-5" />
                Email them a link to choose a password
              </label>
            </fieldset>
            <Button type="submit" disabled={isSubmitting}>
              Add Admin
            </Button>
          </fetcher.Form>
        )}
      </Sheet>
    </>
  );
}
