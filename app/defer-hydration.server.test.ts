import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { inlineScripts } from "#server/page-cache/inline-scripts.ts";
import { deferHydration, deferHydrationStream } from "./defer-hydration.server.ts";

// The shape React Router 7 gives a page: preload links hoisted into the head, and one inline module
// script at the end of the body that imports the matched route modules, then the client entry.
const ROUTE_SCRIPT = `;
import * as route0 from "/assets/root-B6.js";
import * as route1 from "/assets/layout-Db.js";
import * as route2_clientLoader from "/assets/menu-loader.js";
import * as route2_main from "/assets/menu-Cb.js";
const route2 = {...route2_clientLoader,...route2_main};
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-Cn.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/public/layout":route1,"routes/public/menu":route2};

import("/assets/entry.client-Cn.js");`;

const PAGE = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
  `<link rel="preload" as="image" href="/images/logo.svg"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-Cn.js" nonce="abc"/>`,
  `<link rel="modulepreload" href="/assets/framework-C0.js" nonce="abc"/>`,
  `<link rel="modulepreload" href="/assets/root-B6.js" nonce="abc"/>`,
  `</head><body><h1>Curry Goat — épicé</h1>`,
  `<img src="/img/828/curry-goat.svg" fetchPriority="high"/>`,
  `<script nonce="abc">window.__reactRouterContext = {};</script>`,
  `<script nonce="abc" type="module" async="">${ROUTE_SCRIPT}</script>`,
  `<script nonce="abc">window.__reactRouterContext.streamController.close();</script>`,
  `</body></html>`,
].join("");

function moduleScript(html: string): string {
  const match = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error("no module script");
  return match[1]!;
}

describe("public pages start their scripts after the first paint", () => {
  const deferred = deferHydration(PAGE);

  it("takes the module preloads out of the head and adds them again from the deferred script", () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/);
    const script = moduleScript(deferred);
    expect(script).toContain(
      JSON.stringify(["/assets/entry.client-Cn.js", "/assets/framework-C0.js", "/assets/root-B6.js"]),
    );
    // the other head links stay
    expect(deferred).toContain(`<link rel="preload" as="image" href="/images/logo.svg"/>`);
  });

  it("turns every static import into a dynamic one made after the wait, one module a task, keeping the rest", () => {
    const script = moduleScript(deferred);
    expect(script).not.toMatch(/^\s*import\s/m);
    const remember = script.indexOf(`addEventListener("click", rememberTap, { capture: true });`);
    const wait = script.indexOf("await new Promise");
    const chunks = script.indexOf(
      `for (const href of ["/assets/framework-C0.js"]) { await import(href); await nextTask(); }`,
    );
    const imports = script.indexOf("const route0 = await import(");
    // taps are remembered from the start, before the wait
    expect(remember).toBeGreaterThan(0);
    expect(wait).toBeGreaterThan(remember);
    // the shared chunks first (not the route modules, not the entry), each in a task of its own
    expect(chunks).toBeGreaterThan(wait);
    expect(imports).toBeGreaterThan(chunks);
    expect(script).toContain(
      [
        `const route0 = await import("/assets/root-B6.js"); await nextTask();`,
        `const route1 = await import("/assets/layout-Db.js"); await nextTask();`,
        `const route2_clientLoader = await import("/assets/menu-loader.js"); await nextTask();`,
        `const route2_main = await import("/assets/menu-Cb.js"); await nextTask();`,
      ].join("\n"),
    );
    expect(script).toContain("globalThis.scheduler?.yield?.() ?? new Promise");
    expect(script).toContain("const route2 = {...route2_clientLoader,...route2_main};");
    expect(script).toContain(`import("/assets/entry.client-Cn.js");`);
    expect(script.indexOf("window.__reactRouterRouteModules")).toBeGreaterThan(imports);
    // the wait: the preloaded picture painted, or the visitor's first tap or key
    expect(script).toContain(`document.querySelector('img[fetchpriority="high"]')`);
    // painted: the browser's own report for the picture (Element Timing), else the next frame
    expect(script).toContain(`observe({ type: "element", buffered: true })`);
    expect(script).toContain("requestAnimationFrame");
    expect(script).toMatch(/"pointerdown", "keydown", "touchstart"/);
  });

  it("keeps the script's nonce and every other script as it was", () => {
    expect(deferred).toContain(`<script nonce="abc" type="module" async="">const earlyTaps = [];`);
    const before = inlineScripts(PAGE);
    const after = inlineScripts(deferred);
    expect(after).toHaveLength(before.length);
    expect(after.filter((script) => !script.includes("__reactRouterRouteModules"))).toEqual(
      before.filter((script) => !script.includes("__reactRouterRouteModules")),
    );
  });

  it("presses the buttons tapped before the take-over again once the entry module has run, and only then", () => {
    const script = moduleScript(deferred);
    const body = script.indexOf("window.__reactRouterRouteModules");
    const entry = script.lastIndexOf(`await import("/assets/entry.client-Cn.js");`);
    const replay = script.indexOf("if (button.isConnected) button.click();");
    expect(entry).toBeGreaterThan(body);
    expect(replay).toBeGreaterThan(entry);
    expect(script.indexOf(`removeEventListener("click", rememberTap, { capture: true });`)).toBeGreaterThan(
      entry,
    );
    // the page shows the tap was heard until it is answered
    expect(script).toContain(`button.dataset.earlyTap = "";`);
    expect(script.indexOf("delete button.dataset.earlyTap;")).toBeGreaterThan(entry);
    // what is remembered: buttons the scripts answer, never links or a form's own buttons
    expect(script).toContain(
      `closest('button[type="button"], [role="tab"]:not(a), [role="button"]:not(a, button)')`,
    );
  });

  it("holds a link followed or a form posted while a tap waits, and makes it once the taps are answered, however the start-up ends", () => {
    const script = moduleScript(deferred);
    // a link or a post is held only while a tap waits, and never one that does not leave the page
    expect(script).toContain(
      "if (earlyTaps.length > 0 && leavesPage(link, event)) holdWayOut(event, link, () => link.click());",
    );
    expect(script).toContain("if (earlyTaps.length === 0 || !(form instanceof HTMLFormElement)");
    expect(script).toContain(`addEventListener("submit", holdPost, { capture: true });`);
    // everything after the taps are remembered runs in a try whose finally answers them
    const tryAt = script.indexOf("try {");
    const wait = script.indexOf("await new Promise");
    const finallyAt = script.indexOf("} finally {");
    const entry = script.lastIndexOf(`await import("/assets/entry.client-Cn.js");`);
    expect(tryAt).toBeGreaterThan(script.indexOf(`addEventListener("submit", holdPost, { capture: true });`));
    expect(wait).toBeGreaterThan(tryAt);
    expect(finallyAt).toBeGreaterThan(entry);
    const presses = script.indexOf("if (button.isConnected) button.click();");
    const leaves = script.indexOf("if (heldWayOut.element.isConnected) heldWayOut.leave();");
    expect(presses).toBeGreaterThan(finallyAt);
    expect(leaves).toBeGreaterThan(presses);
    expect(script.indexOf(`removeEventListener("submit", holdPost, { capture: true });`)).toBeGreaterThan(
      finallyAt,
    );
  });

  it("sends a script the browser can run: React Router's text and ours, as one module's body", () => {
    // A module's top-level await compiles as an async function's body does (no static import is left).
    async function sample(): Promise<void> {
      await Promise.resolve();
    }
    const AsyncFunction = (Object.getPrototypeOf(sample) as { constructor: new (body: string) => unknown })
      .constructor;
    expect(() => new AsyncFunction(moduleScript(deferred))).not.toThrow();
    // and a broken script would not pass
    expect(() => new AsyncFunction(moduleScript(deferred).replace("} finally {", ""))).toThrow(SyntaxError);
  });

  it("remembers no taps when React Router's text does not name exactly one entry module", () => {
    const page = PAGE.replace(`import("/assets/entry.client-Cn.js");`, "");
    const script = moduleScript(deferHydration(page));
    expect(script).not.toContain("rememberTap");
    expect(script).not.toContain("try {");
    expect(script).toContain("const route0 = await import(");
  });

  it("gives a side-effect import a binding of its own", () => {
    const page = PAGE.replace(ROUTE_SCRIPT, `import "/assets/manifest-7e.js";\n${ROUTE_SCRIPT}`);
    const script = moduleScript(deferHydration(page));
    expect(script).toContain(
      `const _sideEffect0 = await import("/assets/manifest-7e.js"); await nextTask();\nconst route0 = await import(`,
    );
  });

  it("leaves a document without React Router's module script untouched", () => {
    const plain = `<html><head><link rel="modulepreload" href="/x.js"/></head><body><p>Hi</p></body></html>`;
    expect(deferHydration(plain)).toBe(plain);
  });

  it("gives the same bytes streamed in any pieces, multi-byte text included", async () => {
    const bytes = Buffer.from(PAGE, "utf8");
    for (const size of [1, 7, 64, 300, bytes.length]) {
      const pieces: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
      const out = await text(Readable.from(pieces).pipe(deferHydrationStream()));
      expect(out).toBe(deferred);
    }
    expect(deferred).toContain("Curry Goat — épicé");
  });

  it("passes a document without the module script through whole", async () => {
    const plain = "<html><body><p>Plain — page</p></body></html>";
    const out = await text(Readable.from([Buffer.from(plain)]).pipe(deferHydrationStream()));
    expect(out).toBe(plain);
  });
});
