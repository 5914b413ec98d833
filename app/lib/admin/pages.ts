// Every admin page of spec point 2, grouped the way an owner thinks of the day (design/admin.md).
// The route table, the sidebar and the "coming soon" pages all read this one list.

export type AdminPage = {
  slug: string;
  title: string;
  /** What the page is for, said on its "coming soon" screen until it is built. */
  purpose: string;
  /** Built pages have their own route module; the others share the coming-soon one. */
  isBuilt: boolean;
};

export type AdminPageGroup = { label: string; pages: AdminPage[] };

export const ADMIN_PAGE_GROUPS: AdminPageGroup[] = [
  {
    label: "Today",
    pages: [
      { slug: "dashboard", title: "Dashboard", purpose: "Today at a glance.", isBuilt: true },
      {
        slug: "orders",
        title: "Orders",
        purpose: "The live order board: confirm, prepare, hand over, refund.",
        isBuilt: true,
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
        isBuilt: true,
      },
      {
        slug: "modifiers",
        title: "Modifiers",
        purpose: "Choices and extras offered with dishes.",
        isBuilt: true,
      },
    ],
  },
  {
    label: "Catering",
    pages: [
      { slug: "catering", title: "Catering", purpose: "Catering requests and their events.", isBuilt: true },
      {
        slug: "catering-menu",
        title: "Catering Menu",
        purpose: "Catering dishes and their serving sizes.",
        isBuilt: true,
      },
      {
        slug: "catering-categories",
        title: "Catering Categories",
        purpose: "How the catering menu is grouped.",
        isBuilt: true,
      },
    ],
  },
  {
    label: "Website",
    pages: [
      { slug: "hero", title: "Hero", purpose: "The home page's rotating banner.", isBuilt: true },
      { slug: "benefits", title: "Benefits", purpose: "The Why Choose Us? section.", isBuilt: true },
      {
        slug: "content",
        title: "Content",
        purpose: "Our Story and the other text sections.",
        isBuilt: true,
      },
      { slug: "testimonials", title: "Testimonials", purpose: "What customers say.", isBuilt: true },
      { slug: "alerts", title: "Alerts", purpose: "The site-wide alert bar.", isBuilt: true },
    ],
  },
  {
    label: "Business",
    pages: [
      { slug: "inquiries", title: "Inquiries", purpose: "Messages from the contact form.", isBuilt: true },
      { slug: "expenses", title: "Expenses", purpose: "Costs and their categories.", isBuilt: true },
      {
        slug: "settings",
        title: "Settings",
        purpose: "Hours, notifications, admins and activity.",
        isBuilt: true,
      },
    ],
  },
];

export const ADMIN_PAGES: AdminPage[] = ADMIN_PAGE_GROUPS.flatMap((group) => group.pages);

/** The sections inside Settings. */
export const SETTINGS_SECTIONS = [
  {
    slug: "site",
    title: "Site",
    purpose: "Name, logo, contact, social links, tax and time zone.",
    isBuilt: true,
  },
  { slug: "hours", title: "Hours", purpose: "Opening hours per day.", isBuilt: true },
  { slug: "notifications", title: "Notifications", purpose: "Where order emails go.", isBuilt: true },
  { slug: "outbox", title: "Emails", purpose: "Every email sent, waiting or failed.", isBuilt: true },
  { slug: "admins", title: "Admins", purpose: "Who can sign in here.", isBuilt: true },
  { slug: "activity", title: "Activity", purpose: "Every change made in the admin.", isBuilt: true },
] as const;

export function findAdminPage(pathname: string): AdminPage | undefined {
  const slug = pathname.replace(/^\/admin\/?/, "").split("/")[0];
  return ADMIN_PAGES.find((page) => page.slug === slug);
}
