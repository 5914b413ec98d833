import type { RequestContext } from "#server/http-context.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { ADMIN_PAGES, SETTINGS_SECTIONS } from "#app/lib/admin/pages.ts";

export async function loadComingSoonPage(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  const settings = /^\/admin\/settings\/([^/]+)$/.exec(path);
  const page = settings
    ? SETTINGS_SECTIONS.find((section) => section.slug === settings[1])
    : ADMIN_PAGES.find((candidate) => `/admin/${candidate.slug}` === path);
  return { title: page?.title ?? "Admin", purpose: page?.purpose ?? "" };
}
