import { isRouteErrorResponse } from "react-router";
import { notifyFetchError } from "#app/lib/notify.tsx";

type ListReloadArgs<Data> = { request: Request; serverLoader: () => Promise<Data> };

/** What a failed read says: the server's message, the error's own, or nothing (the generic text). */
function failureOf(error: unknown): Error | null {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | undefined;
    if (typeof data?.message === "string" && data.message) return new Error(data.message);
    return error.statusText ? new Error(error.statusText) : null;
  }
  return error instanceof Error ? error : null;
}

/** A failure the page can outlive: the network or the server, not a redirect or a refusal. */
function isLoadFailure(error: unknown): boolean {
  if (error instanceof Response) return false;
  if (isRouteErrorResponse(error)) return error.status >= 500;
  return true;
}

/**
 * An admin list's clientLoader (with `hydrate`, so it starts from the page's own data). When a reload
 * of the same address fails (the live stream's re-read, a revalidation after a change), the list
 * stays as it was and the toast says "Error Fetching {what}" (docs/product.md §10.1) instead of the
 * page giving way to the error screen. Navigations, redirects and refusals behave as before.
 */
export function keepListOnFailedReload<Data>(what: string) {
  let shown: { url: string; data: Data } | null = null;
  const clientLoader = async ({ request, serverLoader }: ListReloadArgs<Data>): Promise<Data> => {
    try {
      const data = await serverLoader();
      shown = { url: request.url, data };
      return data;
    } catch (error) {
      if (!shown || shown.url !== request.url || !isLoadFailure(error)) throw error;
      notifyFetchError(what, failureOf(error));
      return shown.data;
    }
  };
  // Runs on hydration too (serverLoader then answers the page's own data, without a request).
  return Object.assign(clientLoader, { hydrate: true as const });
}
