// The admin sign-in, first-admin and account forms: one schema each, used by the browser form and
// the server action alike, so an admin sees the same messages before and after sending.
import * as z from "./zod.ts";
import { requiredEmail, requiredText } from "./text.ts";

export const PASSWORD_MIN_LENGTH = 12;
// argon2 takes any length, but a megabyte "password" is only a way to burn server time.
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 100;

/**
 * Every rule a new password breaks, in words an owner understands (docs/product/06-admin.md §6.1: a weak
 * password is refused with its reasons).
 */
export function describeWeakPassword(password: string, context: { email?: string } = {}): string[] {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) reasons.push(`Use at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (password.length > PASSWORD_MAX_LENGTH) reasons.push(`Use at most ${PASSWORD_MAX_LENGTH} characters.`);
  if (!/[a-z]/.test(password)) reasons.push("Add a lowercase letter.");
  if (!/[A-Z]/.test(password)) reasons.push("Add an uppercase letter.");
  if (!/[0-9]/.test(password)) reasons.push("Add a number.");
  if (/^(.)\1+$/.test(password)) reasons.push("Do not repeat one character.");
  const email = context.email?.trim().toLowerCase();
  const local = email?.split("@")[0];
  if (local && local.length >= 4 && password.toLowerCase().includes(local))
    reasons.push("Do not use your email address in the password.");
  return reasons;
}

const email = requiredEmail("Email", EMAIL_MAX_LENGTH);

/** A required, valid email address (254 characters at most). */
export const emailField = email;

function password(label = "Password") {
  return z
    .string({ error: () => `${label} is required` })
    .check(
      z.minLength(1, `${label} is required`),
      z.maxLength(PASSWORD_MAX_LENGTH, `${label} must be ${PASSWORD_MAX_LENGTH} characters or fewer`),
    );
}

function confirmation() {
  return z.string({ error: () => "Confirm the password" }).check(z.minLength(1, "Confirm the password"));
}

/** Admin login (docs/product/06-admin.md §6.1): email and password are both required. */
export const adminLoginSchema = z.object({
  email: requiredText("Email", EMAIL_MAX_LENGTH),
  password: password(),
  redirectTo: z.optional(z.string().check(z.maxLength(2000))),
});
export type AdminLoginInput = z.output<typeof adminLoginSchema>;

type NewPassword = { email: string; password: string; confirmPassword: string };

function weakReasons(value: NewPassword): string[] {
  return value.password ? describeWeakPassword(value.password, { email: value.email }) : [];
}

// Plain refinements (not superRefine): the browser's zod core is shared with every public page,
// and each extra construct the admin uses would be kept there for every visitor (decision 008).
const strongPassword = z.refine<NewPassword>((value) => weakReasons(value).length === 0, {
  path: ["password"],
  error: (issue) => `Password is too weak. ${weakReasons(issue.input as NewPassword).join(" ")}`,
});
const matchingConfirmation = z.refine<NewPassword>(
  (value) => !value.password || !value.confirmPassword || value.password === value.confirmPassword,
  { path: ["confirmPassword"], message: "The passwords do not match" },
);

/** The first admin (/admin/setup) and `npm run admin:create`. */
export const adminSetupSchema = z
  .object({
    name: requiredText("Name", NAME_MAX_LENGTH),
    email,
    password: password(),
    confirmPassword: confirmation(),
    // asked for unless the site and the client are both this machine (server/auth/setup-code.ts)
    setupCode: z.optional(z.string().check(z.maxLength(64, "The setup code is too long"))),
  })
  .check(strongPassword, matchingConfirmation);
export type AdminSetupInput = z.output<typeof adminSetupSchema>;

/** A new admin added under Settings: a temporary password shown once, or a set-password link by email. */
export const addAdminSchema = z.object({
  name: requiredText("Name", NAME_MAX_LENGTH),
  email,
  delivery: z.enum(["temporary-password", "email-link"], { error: () => "Choose how the admin gets in" }),
});
export type AddAdminInput = z.output<typeof addAdminSchema>;

/** Choosing a password from a set-password link. */
export const setPasswordSchema = z
  .object({
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    email: z.string().check(z.maxLength(EMAIL_MAX_LENGTH)),
    password: password(),
    confirmPassword: confirmation(),
  })
  .check(strongPassword, matchingConfirmation);

/**
 * A signed-in admin changing their own password (My account), or choosing it after signing in with
 * a temporary one. `email` is the admin's own, for the strength rules; the server uses its own copy.
 */
export const changePasswordSchema = z
  .object({
    email: z.string().check(z.maxLength(EMAIL_MAX_LENGTH)),
    currentPassword: password("Current password"),
    password: password("New password"),
    confirmPassword: confirmation(),
  })
  .check(strongPassword, matchingConfirmation);
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/**
 * Where to go after signing in: only a path on this site under /admin (never another host,
 * never `//evil.example`, never a backslash trick), else the dashboard.
 */
export function safeAdminReturnPath(value: string | null | undefined): string {
  const fallback = "/admin/dashboard";
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://same.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://same.invalid") return fallback;
  const path = url.pathname;
  if (path !== "/admin" && !path.startsWith("/admin/")) return fallback;
  if (path === "/admin/login" || path === "/admin/logout" || path.startsWith("/admin/setup")) return fallback;
  return `${path}${url.search}${url.hash}`;
}
