// Whether the business hears about orders and catering requests by email (docs/product/06-admin.md §6.16 and
// §7.3): the Notifications page says where mail goes, the dashboard warns when it goes nowhere.

export type NotificationReach = { adminEmail: string; isEnabled: boolean };

/** Why no email reaches the business, or null when order and catering emails are sent. */
export function describeMissingNotifications({ adminEmail, isEnabled }: NotificationReach): string | null {
  if (adminEmail.trim() === "")
    return "No kitchen email is saved, so order and catering emails are not sent.";
  if (!isEnabled) return "Email notifications are off, so order and catering emails are not sent.";
  return null;
}

/** The Notifications page's line about where the business's emails go. */
export function describeNotificationReach(reach: NotificationReach): string {
  return describeMissingNotifications(reach) ?? `Order and catering emails go to ${reach.adminEmail.trim()}.`;
}
