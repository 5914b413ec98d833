import { PassThrough, pipeline } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { redactUrl } from "#server/logger.ts";
import stylesheet from "./app.css?url";
import { deferHydrationStream } from "./defer-hydration.server.ts";
import { inlineCssFor } from "./inline-css.server.ts";
import { InlineCssProvider } from "./lib/inline-css.tsx";
import { NonceProvider } from "./lib/nonce.tsx";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A page kept for every visitor (docs/product/02-public-pages.md §2.13) has no nonce: its CSP lists script
  // hashes.
  const forCache = loadContext.renderForCache === true;
  const nonce = forCache ? undefined : loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the page cache get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      forCache || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <InlineCssProvider value={inlineCssFor(stylesheet)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssProvider>
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary stays in place however large (decision 186): by default React
        // sends one over 12.8 KB after the rest, to be moved in by a script, and the page shifts.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          // Public pages paint before their scripts load (decision 185); the admin wants its scripts at once.
          const isAdmin = new URL(request.url).pathname.toLowerCase().startsWith("/admin");
          const output = isAdmin ? body : pipeline(body, deferHydrationStream(), () => undefined);
          resolve(
            new Response(createReadableStreamFromReadable(output), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, "render error after shell");
        },
      },
    );
  });
}

/**
 * Unknown URLs, a form sent where no action takes it (a signed-out POST to /admin: 405) and every
 * other answer in the 4xx range are the visitor's doing, not a server fault: the request log has
 * their status. Aborted requests are the visitor leaving. The URL is logged without the tokens and
 * payment session ids its path or query may carry.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  (context as AppLoadContext).log.error({ err: error, url: redactUrl(request.url) }, "page error");
};
