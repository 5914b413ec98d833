import { pushOnlyWorkerScript } from "#server/push/worker-push.ts";

/** The alerts-only worker's script with the headers a service worker needs. */
export function pushWorkerResponse(): Response {
  return new Response(pushOnlyWorkerScript(), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      // the script lives in /admin/ and covers /admin itself as well
      "Service-Worker-Allowed": "/admin",
      // a worker follows its own script's policy: it loads nothing and fetches nothing
      "Content-Security-Policy": "default-src 'none'; script-src 'none'; base-uri 'none'",
    },
  });
}
