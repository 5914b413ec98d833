// The admin's service worker (decision 160), served at /admin/sw.js with the scope /admin. It keeps
// the order board's page and the build files it runs on, so a kitchen tablet that loses the network
// can still reload the board; it never keeps admin data (React Router's .data requests, /api/*, form
// posts) or a public page. It also shows the phone alerts (server/push/worker-push.ts). Its caches are named after the build, and a new build's worker deletes
// the previous ones when it takes over. Whenever nobody is signed in any more (a logout however made,
// an answer saying the session has ended, a 401), it forgets every admin page it keeps; and it shows
// the kept board only until the session it was kept under ends, offline too.
import { SESSION_ENDS_HEADER, SIGNED_OUT_HEADER } from "#domain/admin-app.ts";
import { PUSH_WORKER_HANDLERS } from "#server/push/worker-push.ts";
import { adminCacheRule, BOARD_PATH } from "./cache-rule.ts";

/** How long the board's page waits for the network before the kept board is shown instead. */
export const NETWORK_WAIT_MS = 4000;

/** The prefix of every cache the worker makes; a cache of another build is deleted on activate. */
export const CACHE_PREFIX = "island-admin-";

/** The worker's script for one build (`version` names its cache). */
export function serviceWorkerScript(version: string): string {
  const cacheName = `${CACHE_PREFIX}${version.replace(/[^\w.-]/g, "")}`;
  return `// Island Spice admin: the order board kept for offline use. Build ${JSON.stringify(version)}.
"use strict";
const CACHE = ${JSON.stringify(cacheName)};
const PREFIX = ${JSON.stringify(CACHE_PREFIX)};
const BOARD = ${JSON.stringify(BOARD_PATH)};
const NETWORK_WAIT_MS = ${NETWORK_WAIT_MS};
const SIGNED_OUT_HEADER = ${JSON.stringify(SIGNED_OUT_HEADER)};
const SESSION_ENDS_HEADER = ${JSON.stringify(SESSION_ENDS_HEADER)};
const adminCacheRule = (${adminCacheRule.toString()});

// How many times the kept pages were forgotten: an answer that was on its way then is not kept.
let forgotten = 0;

// The hashed build files a page names (scripts, module preloads, styles).
function assetsOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/["'(](\\/assets\\/[^"'()\\s]+)/g)) found.add(match[1]);
  return [...found];
}

// Keeps the board's page (signed in, answered in full) and the files it loads, unless the kept pages
// were forgotten after it was asked for (\`askedAt\`: the count then).
async function keepBoard(cache, response, askedAt) {
  if (askedAt !== forgotten) return;
  await cache.put(BOARD, response.clone());
  if (askedAt !== forgotten) {
    await cache.delete(BOARD);
    return;
  }
  const files = assetsOf(await response.text());
  await Promise.all(
    files.map(async (file) => {
      if (await cache.match(file)) return;
      const answer = await fetch(file);
      if (answer.ok) await cache.put(file, answer);
    }),
  );
}

async function fetchBoard() {
  const response = await fetch(BOARD, { credentials: "same-origin", redirect: "manual", cache: "no-store" });
  return response.status === 200 ? response : null;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Signed out (or offline), nothing is kept yet: the next visit to the board keeps it.
      const askedAt = forgotten;
      const board = await fetchBoard().catch(() => null);
      if (board) await keepBoard(cache, board, askedAt).catch(() => undefined);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

function waitAtMost(ms) {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms));
}

// The kept board, while the session it was kept under lasts (the server said until when, and says it
// again as the session moves on); after that it is forgotten, offline too, as the server would have.
async function keptBoard() {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(BOARD);
  if (!kept) return null;
  if (Date.now() < Date.parse(kept.headers.get(SESSION_ENDS_HEADER) ?? "")) return kept;
  await forgetAdminPages();
  return null;
}

// Forgets every admin page kept, in every cache of this worker (this build's and any left by an
// earlier one); the build files stay, they hold nothing of anyone's.
async function forgetAdminPages() {
  forgotten += 1;
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX)) continue;
    const cache = await caches.open(name);
    const kept = await cache.keys();
    await Promise.all(
      kept
        .filter((request) => !new URL(request.url).pathname.startsWith("/assets/"))
        .map((request) => cache.delete(request)),
    );
  }
}

// An admin answer that says nobody is signed in: a 401, or the server's own word on any answer.
function saysSignedOut(response) {
  return response.status === 401 || response.headers.has(SIGNED_OUT_HEADER);
}

// A later answer says when the session now ends (it moves on while it is used): the kept board follows.
async function followSessionEnd(endsAt, askedAt) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(BOARD);
  if (!kept || kept.headers.get(SESSION_ENDS_HEADER) === endsAt) return;
  const headers = new Headers(kept.headers);
  headers.set(SESSION_ENDS_HEADER, endsAt);
  const body = await kept.blob();
  if (askedAt !== forgotten) return;
  await cache.put(BOARD, new Response(body, { status: kept.status, statusText: kept.statusText, headers }));
  if (askedAt !== forgotten) await cache.delete(BOARD);
}

// What an admin answer says of the session: nobody signed in (every kept page is forgotten), or when
// it now ends (the kept board follows). \`askedAt\`: the count of forgettings when it was asked for.
function readAnswer(response, askedAt) {
  if (saysSignedOut(response)) return forgetAdminPages();
  const endsAt = response.headers.get(SESSION_ENDS_HEADER);
  return endsAt ? followSessionEnd(endsAt, askedAt) : Promise.resolve();
}

// The network first; a fresh board is kept (with when its session ends); any other answer is read
// for the session, and the board's redirect to the sign-in page, or a 403, forgets every kept page.
function fromNetworkFirst(event, rule) {
  const askedAt = forgotten;
  let keeping = Promise.resolve();
  const network = fetch(event.request).then(
    (response) => {
      const board = rule === "board";
      if (board && response.status === 200 && !saysSignedOut(response)) {
        // copied now: once the page has the answer its body is being read, and can no longer be copied
        const copy = response.clone();
        keeping = caches.open(CACHE).then((cache) => keepBoard(cache, copy, askedAt));
      }
      else if (board && (response.type === "opaqueredirect" || response.status === 403))
        keeping = forgetAdminPages();
      else keeping = readAnswer(response, askedAt);
      keeping = keeping.catch(() => undefined);
      return response;
    },
    () => null,
  );
  event.waitUntil(network.then(() => keeping));
  return (async () => {
    // A slow board gives way to the kept one (its live stream then catches up); any other page is
    // waited for, and replaced only when the network has failed.
    const first = await (rule === "board" ? Promise.race([network, waitAtMost(NETWORK_WAIT_MS)]) : network);
    if (first) return first;
    const board = await keptBoard();
    if (board) return rule === "board" ? board : Response.redirect(new URL(BOARD, self.location.origin).href, 302);
    return (await network) ?? Response.error();
  })();
}

// Admin data and API requests go to the network as they are; their answer is read for the session.
function watched(event) {
  const askedAt = forgotten;
  const answer = fetch(event.request);
  event.waitUntil(answer.then((response) => readAnswer(response, askedAt)).catch(() => undefined));
  return answer;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const rule = adminCacheRule(
    { method: request.method, url: request.url, mode: request.mode, accept: request.headers.get("Accept") },
    self.location.origin,
  );
  if (rule === "sign-out") {
    event.waitUntil(forgetAdminPages().catch(() => undefined));
    return;
  }
  if (rule === "watch") event.respondWith(watched(event));
  else if (rule === "asset") event.respondWith(fromCacheFirst(request));
  else if (rule === "board" || rule === "page") event.respondWith(fromNetworkFirst(event, rule));
});
${PUSH_WORKER_HANDLERS}`;
}
