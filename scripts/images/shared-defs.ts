// Shapes that repeat within a picture (chicken pieces, penne, plantain slices, leaves) are
// defined once and placed with <use>, which keeps the files a few KB instead of tens.
import { el, place, svgDocument } from "./svg-kit.ts";
import { collectTextureDefs } from "./textures.ts";

const shapes = new Map<string, string>();

/** Places a shared shape; `draw` runs once per id, in the shape's own coordinates. */
export function useShape(id: string, draw: () => string, x: number, y: number, angle = 0, scale = 1): string {
  if (!shapes.has(id)) shapes.set(id, draw());
  return el("use", { href: `#${id}`, transform: place(x, y, angle, scale) });
}

/** A shape id from its parameters, e.g. ("strip", 34, "#DC2626") -> "strip-34-DC2626". */
export function shapeId(...parts: Array<string | number>): string {
  return parts.map((part) => String(part).replace(/[^A-Za-z0-9]/g, "")).join("-");
}

/** The <defs> content a picture's body refers to: shared shapes (and the shapes they use) and textures. */
export function collectSharedDefs(body: string): string {
  const included = new Set<string>();
  let pending = body;
  let defs = "";
  while (pending) {
    let next = "";
    for (const [id, markup] of shapes) {
      if (!included.has(id) && pending.includes(`href="#${id}"`)) {
        included.add(id);
        defs += el("g", { id }, markup);
        next += markup;
      }
    }
    pending = next;
  }
  return defs + collectTextureDefs(body + defs);
}

/** A complete picture whose defs hold exactly the shared shapes and textures it uses. */
export function renderSvg(width: number, height: number, title: string, body: string, defs = ""): string {
  return svgDocument(width, height, title, body, defs + collectSharedDefs(body));
}
