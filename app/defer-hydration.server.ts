import { Transform } from "node:stream";

// A public page paints its text and its main picture before its scripts start loading (decision 185, docs/product.md §2.14).
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
 * Waits for the page's high-priority picture (the one it preloads) to load, then for the frame that
 * paints it; a visitor who taps or types first does not wait. Kept in the module script itself, so
 * the page's CSP (nonce or hashes) covers it as it covers React Router's own text.
 */
const WAIT_FOR_FIRST_PAINT = `await new Promise((start) => {
  let started = false;
  const go = () => { if (!started) { started = true; start(); } };
  const afterPaint = () => { requestAnimationFrame(() => setTimeout(go, 0)); setTimeout(go, 250); };
  for (const type of ["pointerdown", "keydown", "touchstart"]) addEventListener(type, go, { once: true, capture: true, passive: true });
  const picture = document.querySelector('img[fetchpriority="high"]');
  if (picture && !picture.complete) {
    picture.addEventListener("load", afterPaint, { once: true });
    picture.addEventListener("error", afterPaint, { once: true });
    setTimeout(go, 3000);
  } else afterPaint();
});`;

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
  const deferred = [
    WAIT_FOR_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${names.join(", ")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(", ")}]);`,
    body.replace(STATIC_IMPORT, ""),
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
