import { describeWeakPassword } from "#domain/validation/admin-auth.ts";

/** The strength rules, listed while the admin types, so the reasons come before the refusal. */
export function PasswordRules({ password, email }: { password: string; email: string }) {
  const reasons = password ? describeWeakPassword(password, { email }) : [];
  return (
    <div>
      <p>At least 12 characters, with a lowercase letter, an uppercase letter and a number.</p>
      {reasons.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-amber-900">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : password ? (
        <p className="mt-1 text-leaf-700">Strong enough.</p>
      ) : null}
    </div>
  );
}
