// Every admin page, grouped the way an owner thinks of the day (docs/product/06-admin.md §6.2).
// The sidebar and the settings page read this one list.

export type AdminPage = {
  slug: string;
  title: string;
  /** What the page is for, in a few words. */
  purpose: string;
};

export type AdminPageGroup = { label: string; pages: AdminPage[] };

export const ADMIN_PAGE_GROUPS: AdminPageGroup[] = [
  {
    label: "Today",
    pages: [
      { slug: "dashboard", title: "Dashboard", purpose: "Today at a glance." },
      {
        slug: "orders",
        title: "Orders",
        purpose: "The live order board: confirm, prepare, hand over, refund.",
      },
    ],
  },
  {
    label: "Menu",
    pages: [
      {
        slug: "menu",
        title: "Menu",
        purpose: "Dishes, prices, photos, categories and availability.",
      },
      {
        slug: "modifiers",
        title: "Options",
        purpose: "Choices and extras offered with dishes.",
      },
    ],
  },
  {
    label: "Catering",
    pages: [
      { slug: "catering", title: "Catering", purpose: "Catering requests and their events." },
      {
        slug: "catering-menu",
        title: "Catering Menu",
        purpose: "Catering dishes and their serving sizes.",
      },
      {
        slug: "catering-categories",
        title: "Catering Categories",
        purpose: "How the catering menu is grouped.",
      },
    ],
  },
  {
    label: "Website",
    pages: [
      { slug: "hero", title: "Homepage banner", purpose: "The home page's rotating banner." },
      { slug: "benefits", title: "Benefits", purpose: "The Why Choose Us? section." },
      {
        slug: "content",
        title: "Content",
        purpose: "Our Story and the other text sections.",
      },
      { slug: "testimonials", title: "Testimonials", purpose: "What customers say." },
      { slug: "alerts", title: "Alerts", purpose: "The site-wide alert bar." },
    ],
  },
  {
    label: "Business",
    pages: [
      { slug: "inquiries", title: "Inquiries", purpose: "Messages from the contact form." },
      { slug: "expenses", title: "Expenses", purpose: "Costs and their categories." },
      { slug: "promotions", title: "Promotions", purpose: "Tips and promo codes." },
      {
        slug: "settings",
        title: "Settings",
        purpose: "Payments, email, hours, notifications, admins and activity.",
      },
    ],
  },
];

/** The sections inside Settings. */
export const SETTINGS_SECTIONS = [
  {
    slug: "site",
    title: "Site",
    purpose: "Name, logo, contact, social links, tax and time zone.",
  },
  { slug: "hours", title: "Hours", purpose: "Opening hours per day." },
  { slug: "notifications", title: "Notifications", purpose: "Where order emails go." },
  { slug: "payments", title: "Payments", purpose: "Stripe keys for real card payments." },
  { slug: "email", title: "Email", purpose: "The mail server that sends emails." },
  { slug: "outbox", title: "Emails sent", purpose: "Every email sent, waiting or failed." },
  { slug: "texts", title: "Texts", purpose: "Every text message sent, waiting or not sent." },
  { slug: "printers", title: "Printers", purpose: "Kitchen printers that print each order by themselves." },
  { slug: "admins", title: "Admins", purpose: "Who can sign in here." },
  { slug: "account", title: "My account", purpose: "Your own password." },
  { slug: "activity", title: "Activity", purpose: "Every change made in the admin." },
] as const;
