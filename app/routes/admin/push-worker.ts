import { pushWorkerResponse } from "./push-worker.server.ts";

/**
 * GET /admin/push-worker.js: the worker that shows phone alerts (docs/product.md §8, Phone alerts), registered
 * by Settings → Notifications when the admin has no service worker of its own. Open to anyone, as
 * a browser fetches worker scripts without asking who is signed in; it holds nothing private.
 */
export function loader() {
  return pushWorkerResponse();
}
