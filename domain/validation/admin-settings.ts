// The Settings pages' forms: one schema each, shared by the page and its route action.
import * as z from "./zod.ts";
import { emailField } from "./admin-auth.ts";
import { pageParam } from "#domain/paging.ts";

/** Settings → Notifications: the kitchen's email address. */
export const notificationEmailSchema = z.object({ admin_email: emailField });

/** Settings → Notifications: the on/off switch (posted as "true"/"false"). */
export const notificationToggleSchema = z.object({
  value: z.enum(["true", "false"], { error: () => "Choose on or off" }),
});

/** Settings → Admins → Remove. */
export const removeAdminSchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(100)) });

const optionalWord = z.optional(z.string().check(z.maxLength(100)));
const optionalDate = z.optional(z.union([z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), z.literal("")]));

/** Settings → Activity's filters, read from the address ("" means no filter). */
export const activityFiltersSchema = z.object({
  entity: optionalWord,
  action: optionalWord,
  actor: optionalWord,
  from: optionalDate,
  to: optionalDate,
  page: pageParam,
});
export type ActivityFilters = z.output<typeof activityFiltersSchema>;
