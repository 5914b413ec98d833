// Every admin page's head: its title after the admin's name, and no search engine indexes it.

const ADMIN_SITE = "Island Spice Admin";

/** A document title of the admin area: "Dashboard | Island Spice Admin". */
export function adminTitle(title: string, site = ADMIN_SITE): string {
  return `${title} | ${site}`;
}

/** A route's meta: its title and robots noindex; the sign-in pages pass the public site's name. */
export function adminMeta(title: string, site = ADMIN_SITE) {
  return [{ title: adminTitle(title, site) }, { name: "robots", content: "noindex, nofollow" }];
}
