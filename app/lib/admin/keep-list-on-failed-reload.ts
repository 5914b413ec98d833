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

type KeepOptions = {
  /** The toast's "Error Fetching {what}", or null to keep the data without a word (the page says it). */
  what: string | null;
  /** Data that does not depend on the address (the admin's frame) is kept for any address. */
  anyAddress?: boolean;
};

/** A clientLoader (with `hydrate`, so it starts from the page's own data) that outlives a failed reload. */
function keepOnFailedReload<Data>({ what, anyAddress = false }: KeepOptions) {
  let shown: { url: string; data: Data } | null = null;
  const clientLoader = async ({ request, serverLoader }: ListReloadArgs<Data>): Promise<Data> => {
    try {
      const data = await serverLoader();
      shown = { url: request.url, data };
      return data;
    } catch (error) {
      const isSameData = shown !== null && (anyAddress || shown.url === request.url);
      if (!shown || !isSameData || !isLoadFailure(error)) throw error;
      if (what !== null) notifyFetchError(what, failureOf(error));
      return shown.data;
    }
  };
  // Runs on hydration too (serverLoader then answers the page's own data, without a request).
  return Object.assign(clientLoader, { hydrate: true as const });
}

/**
 * An admin list's clientLoader. When a reload of the same address fails (the live stream's re-read, a
 * revalidation after a change), the list stays as it was and the toast says "Error Fetching {what}"
 * (docs/product/10-errors-and-messages.md §10.1) instead of the page giving way to the error screen.
 * Navigations, redirects and refusals behave as before.
 */
export function keepListOnFailedReload<Data>(what: string) {
  return keepOnFailedReload<Data>({ what });
}

/**
 * The admin frame's clientLoader: the same reload that fails for the list fails for the frame (who is
 * signed in, the sidebar's counts), which keeps what it showed without a second toast.
 */
export function keepFrameOnFailedReload<Data>() {
  return keepOnFailedReload<Data>({ what: null, anyAddress: true });
}
