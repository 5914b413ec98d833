import { Transform } from "node:stream";

// A public page paints its text and its main picture before its scripts start loading (decision 185,
// docs/product/02-public-pages.md §2.14).
// React Router lists the page's modules twice: `<link rel="modulepreload">` in the head, fetched at
// once, and static imports in one inline module script at the end of the body. On a phone's
// connection those scripts (about 140 KB) share the line with the picture that is the page's
// largest paint and hold it back by most of a second. Here the preload links leave the head and the
// static imports become dynamic ones that wait until the picture has loaded and been painted (or a
// first tap or key press, or 3 s): the same modules, fetched in parallel, just later.

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const ROUTE_MODULES_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?("[^"\n]+");?[ \t]*$/gm;

/**
 * Waits for the page's high-priority picture (the one it preloads) to be painted; a visitor who taps
 * or types first does not wait. "Painted" is the browser's own report of the picture's paint
 * (Element Timing, `elementtiming` on the picture): a frame callback comes before the frame reaches
 * the screen, so scripts asked for then still shared the line with the picture's paint. A browser
 * without that report waits for the next frame; none waits more than 250 ms after the load, or 3 s
 * in all. Kept in the module script itself, so the page's CSP (nonce or hashes) covers it as it
 * covers React Router's own text.
 */
const WAIT_FOR_FIRST_PAINT = `await new Promise((start) => {
  let started = false;
  const go = () => { if (!started) { started = true; start(); } };
  const picture = document.querySelector('img[fetchpriority="high"]');
  const afterPaint = () => {
    setTimeout(go, 250);
    if (PerformanceObserver.supportedEntryTypes?.includes("element") && picture?.getAttribute("elementtiming")) {
      new PerformanceObserver((list, observer) => {
        if (list.getEntries().some((entry) => entry.element === picture)) { observer.disconnect(); setTimeout(go, 0); }
      }).observe({ type: "element", buffered: true });
    } else requestAnimationFrame(() => setTimeout(go, 0));
  };
  for (const type of ["pointerdown", "keydown", "touchstart"]) addEventListener(type, go, { once: true, capture: true, passive: true });
  if (picture && !picture.complete) {
    picture.addEventListener("load", afterPaint, { once: true });
    picture.addEventListener("error", go, { once: true });
    setTimeout(go, 3000);
  } else afterPaint();
});`;

/**
 * Lets the browser run what waits (a paint, a tap) between two pieces of start-up work: the
 * scheduler's yield where there is one, else a message to itself, which a background tab does not
 * slow down as it does timers.
 */
const NEXT_TASK = `const nextTask = () => globalThis.scheduler?.yield?.() ?? new Promise((resume) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resume();
  channel.port2.postMessage(null);
});`;

/**
 * A tap on a button that only the scripts answer (a `type="button"`, a tab: Add to Cart, the menu
 * button, a category), made before the page has taken over, is remembered, and the button is pressed
 * again once React has the page (it takes over what was tapped first, then handles the press), so an
 * early "Add to Cart" is not lost. Links and a form's own buttons work without scripts and are left to
 * the browser, except while such a tap waits: then the page would be left before the tap is answered
 * (Add to Cart, then the cart at once), so the link or the form's post is held and made once the taps
 * have been answered. A button is pressed again once however often it was tapped: a second tap on a
 * button that did nothing is the visitor trying again, not asking twice. Until then the button (and a
 * held link or form) shows that the tap was heard (`data-early-tap`, styled in app.css).
 */
const REMEMBER_EARLY_TAPS = `const earlyTaps = [];
let heldWayOut = null;
const holdWayOut = (event, element, leave) => {
  event.preventDefault();
  if (heldWayOut) delete heldWayOut.element.dataset.earlyTap;
  heldWayOut = { element, leave };
  element.dataset.earlyTap = "";
};
const leavesPage = (link, event) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (link.hasAttribute("download") || (link.target && link.target !== "_self")) return false;
  const url = new URL(link.href, location.href);
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  return !(url.hash && url.origin === location.origin && url.pathname === location.pathname && url.search === location.search);
};
const rememberTap = (event) => {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest("a[href]");
  if (link) {
    if (earlyTaps.length > 0 && leavesPage(link, event)) holdWayOut(event, link, () => link.click());
    return;
  }
  const button = event.target.closest('button[type="button"], [role="tab"]:not(a), [role="button"]:not(a, button)');
  if (!button || button.disabled || earlyTaps.includes(button)) return;
  earlyTaps.push(button);
  button.dataset.earlyTap = "";
};
const holdPost = (event) => {
  const form = event.target;
  if (earlyTaps.length === 0 || !(form instanceof HTMLFormElement) || (form.target && form.target !== "_self")) return;
  const submitter = event.submitter;
  holdWayOut(event, form, () => form.requestSubmit(submitter?.isConnected && submitter.form === form ? submitter : undefined));
};
addEventListener("click", rememberTap, { capture: true });
addEventListener("submit", holdPost, { capture: true });`;

/**
 * Once React Router's router exists, the remembered buttons are pressed, then a held link or post is
 * made. Run however the start-up ends: when a script cannot be loaded (a new version of the site was
 * put up meanwhile, say), the presses do nothing, but the held link is still followed.
 */
function replayEarlyTaps(entry: string): string {
  return `await import(${JSON.stringify(entry)});
for (let waited = 0; waited < 5000 && !("__reactRouterDataRouter" in window); waited += 10) await new Promise((wake) => setTimeout(wake, 10));
} finally {
removeEventListener("click", rememberTap, { capture: true });
removeEventListener("submit", holdPost, { capture: true });
for (const button of earlyTaps) {
  delete button.dataset.earlyTap;
  if (button.isConnected) button.click();
}
if (heldWayOut) {
  delete heldWayOut.element.dataset.earlyTap;
  if (heldWayOut.element.isConnected) heldWayOut.leave();
}
}`;
}

const DYNAMIC_IMPORT = /\bimport\(("[^"\n]+")\)/g;

function dynamicImports(text: string): string[] {
  return [...text.matchAll(DYNAMIC_IMPORT)].map((match) => JSON.parse(match[1]!) as string);
}

/**
 * The document with its scripts started after the first paint, or unchanged when it does not have
 * the shape React Router gives it (then nothing is lost but the earlier paint).
 */
export function deferHydration(html: string): string {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const imports = [...body.matchAll(STATIC_IMPORT)];
  if (imports.length === 0) return html;
  const preloads = [...html.slice(0, script.index).matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const names = imports.map((match, index) => match[1] ?? `_sideEffect${index}`);
  const urls = imports.map((match) => match[2]!);
  // The framework and the shared chunks evaluate first, one a task, then each route module: start-up
  // in several short tasks instead of one long one that holds a tap (the entry module, which
  // React Router's own text imports last, starts the hydration).
  const entries = dynamicImports(body);
  const later = new Set([...urls.map((url) => JSON.parse(url) as string), ...entries]);
  const sharedChunks = preloads.filter((href) => !later.has(href));
  // The entry module, imported last by React Router's own text, calls React's hydrateRoot as it
  // evaluates: once its import settles, React answers taps (taking over what was tapped first).
  const entry = entries.length === 1 ? entries[0]! : null;
  const deferred = [
    // everything after the taps are remembered runs in a `try`, so they are answered however it ends
    ...(entry ? [REMEMBER_EARLY_TAPS, "try {"] : []),
    WAIT_FOR_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    NEXT_TASK,
    `for (const href of ${JSON.stringify(sharedChunks)}) { await import(href); await nextTask(); }`,
    ...names.map((name, index) => `const ${name} = await import(${urls[index]}); await nextTask();`),
    body.replace(STATIC_IMPORT, ""),
    ...(entry ? [replayEarlyTaps(entry)] : []),
  ].join("\n");
  const before = html.slice(0, script.index).replace(MODULE_PRELOAD, "");
  const after = html.slice(script.index + whole.length);
  return `${before}${open}${deferred}${close}${after}`;
}

/**
 * deferHydration on a streamed document: the text is held until React Router's module script has
 * gone by (it closes the shell, which React writes in one go), then everything passes straight on.
 * Bytes are read as latin1, which keeps any UTF-8 text exactly as it came.
 */
export function deferHydrationStream(): Transform {
  let held = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      held += chunk.toString("latin1");
      if (!ROUTE_MODULES_SCRIPT.test(held)) return callback();
      done = true;
      const out = Buffer.from(deferHydration(held), "latin1");
      held = "";
      callback(null, out);
    },
    flush(callback) {
      if (held) this.push(Buffer.from(held, "latin1"));
      callback();
    },
  });
}
