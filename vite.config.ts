import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { lucideIconImports } from "./scripts/vite/lucide-icon-imports.ts";

type ModuleGraph = {
  getModuleInfo: (id: string) => { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
};

// The app shell every page loads, the public route modules, and the admin's route modules.
const EVERY_PAGE = /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|routes[\\/]public[\\/]layout\.tsx)/;
const PUBLIC_ROUTE = /[\\/]app[\\/]routes[\\/]public[\\/][^?]+/;
const ADMIN_ROUTE = /[\\/]app[\\/]routes[\\/]admin[\\/]/;

type Reach = "every" | Set<string>;

/**
 * Which public pages can reach a module, through any chain of static and (unless `upFront`) dynamic
 * imports: "every" when the app shell does, otherwise the public route modules (an empty set: admin
 * pages only). Static imports alone say what a page loads before it runs; a dynamic import (a
 * dialog's code) loads when it is first needed.
 */
function publicPagesReaching(id: string, graph: ModuleGraph, { upFront = false } = {}): Reach {
  const routes = new Set<string>();
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    if (EVERY_PAGE.test(current)) return "every";
    const route = PUBLIC_ROUTE.exec(current);
    if (route) {
      routes.add(route[0]);
      continue;
    }
    if (ADMIN_ROUTE.test(current)) continue;
    const info = graph.getModuleInfo(current);
    stack.push(...(info?.importers ?? []), ...(upFront ? [] : (info?.dynamicImporters ?? [])));
  }
  return routes;
}

// The chart library: recharts, and what only recharts brings in (its d3 parts, its store).
const CHART_LIBRARY = /node_modules[\\/]recharts[\\/]/;

/** A module of the chart library, or one that only its modules import (memo: a cycle counts as yes). */
function isChartCode(id: string, graph: ModuleGraph, memo = new Map<string, boolean>()): boolean {
  if (CHART_LIBRARY.test(id)) return true;
  if (!/node_modules[\\/]/.test(id)) return false;
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, true);
  const info = graph.getModuleInfo(id);
  const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
  const result = importers.length > 0 && importers.every((importer) => isChartCode(importer, graph, memo));
  memo.set(id, result);
  return result;
}

// The landing page: what it loads is what most visitors pay for (its JavaScript has a budget).
const HOME_ROUTE = /[\\/]home\.tsx$/;
const isShared = (reach: Reach) => reach === "every" || reach.size >= 2;

// The menu pages: long pages whose start-up time counts (the forms' code is not theirs to run).
const MENU_ROUTE = /[\\/](menu|order-online)\.tsx$/;

/**
 * The shared chunk the home page loads: modules the app shell or the home page load up front (not
 * through a dynamic import) and that another page uses too. Of the other shared modules, what the
 * menu pages load up front (the menu's filters and sections) goes in the inner pages' chunk, and the
 * rest (the forms' fields and their schemas, what only dialogs load) in the forms' chunk.
 */
function sharedChunkName(id: string, graph: ModuleGraph): "shared" | "pages" | "forms" | null {
  const reach = publicPagesReaching(id, graph);
  if (!isShared(reach)) return null;
  const upFront = publicPagesReaching(id, graph, { upFront: true });
  const reachedUpFront = (route: RegExp) => upFront === "every" || [...upFront].some((r) => route.test(r));
  if (reachedUpFront(HOME_ROUTE)) return "shared";
  return reachedUpFront(MENU_ROUTE) ? "pages" : "forms";
}

const isAdminOnly = (reach: Reach) => reach !== "every" && reach.size === 0;

const CATERING_CODE =
  /[\\/](app[\\/](lib|components)[\\/]catering[\\/]|app[\\/]lib[\\/]cart[\\/]catering-cart\.ts|domain[\\/]catering\.ts)/;
const SHARED_CODE = /[\\/](app|domain)[\\/]|node_modules[\\/](lucide-react|sonner)[\\/]/;
// The admin's groups look at every module: a library one public page shares with the admin (zod)
// must be captured before the admin chunk would pull it in as a dependency.
const ANY_CODE = /[\\/](app|domain|node_modules)[\\/]/;

/** The chunk group of one of the public pages' shared chunks (see sharedChunkName). */
function sharedGroup(name: "shared" | "pages" | "forms", priority: number) {
  return {
    name: (id: string, graph: ModuleGraph) =>
      !CATERING_CODE.test(id) && sharedChunkName(id, graph) === name ? name : null,
    debugName: name,
    test: SHARED_CODE,
    minShareCount: 2,
    priority,
  };
}

// The browser bundle in a few chunks instead of one per shared module: a phone on a slow network
// pays a round trip per request, and the first page load is mostly requests for small files.
const clientChunks = {
  groups: [
    // React, React DOM and the router change together and are cached together.
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
      priority: 4,
    },
    // Catering code that the catering page, its confirmation and the cart page share (the catering
    // cart's writes, its checkout, its rules and schema): its own chunk, so other pages never load it.
    {
      name: (id: string, graph: ModuleGraph) =>
        CATERING_CODE.test(id) && publicPagesReaching(id, graph) !== "every" ? "catering" : null,
      debugName: "catering",
      test: CATERING_CODE,
      priority: 2.5,
    },
    // The chart library, which two admin pages draw with (the dashboard, the profit view): its own
    // chunk, loaded by those pages only, not with the admin chunk every admin page loads.
    {
      name: (id: string, graph: ModuleGraph) => (isChartCode(id, graph) ? "charts" : null),
      debugName: "charts",
      test: /node_modules[\\/]/,
      priority: 3.5,
    },
    // Code that two or more public routes use (layout, cart store, formatting, icons) travels in three
    // files: what the app shell or the home page uses ("shared"), what the menu pages use of the rest
    // ("pages": the menu's filters and sections) and what only the other inner pages share ("forms":
    // the forms' fields and schemas), so the home page, where most visits begin, loads only the
    // first, and the menu pages do not build the forms' schemas. Counting public routes only: a module
    // of one public page and the admin stays out of all three. A group takes its modules' dependencies
    // with it, so "shared" goes first (what it takes, the home page needs anyway), then "forms" (else
    // the catering chunk would take the forms' code along with its own, and /contact would load it).
    sharedGroup("shared", 3.2),
    sharedGroup("forms", 3.1),
    sharedGroup("pages", 3),
    // Code one public page shares with the admin (the contact form's zod set-up): a chunk of that
    // page's own, taken before the admin's, so the admin chunk never pulls it in as a dependency.
    {
      name: (id: string, graph: ModuleGraph) => {
        const reach = publicPagesReaching(id, graph);
        if (reach === "every" || reach.size !== 1) return null;
        const [route = ""] = reach;
        return `page-${route.replace(/^.*[\\/]/, "").replace(/\.[^.]+$/, "")}`;
      },
      debugName: "page",
      test: ANY_CODE,
      minShareCount: 2,
      priority: 2,
    },
    // What only admin routes share, with the admin's libraries: one chunk that only admin pages load.
    {
      name: (id: string, graph: ModuleGraph) =>
        isAdminOnly(publicPagesReaching(id, graph)) ? "admin" : null,
      debugName: "admin",
      test: ANY_CODE,
      minShareCount: 2,
      priority: 1,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [lucideIconImports(), tailwindcss(), reactRouter()],
  build: {
    // Hashed assets are served for a year; keep source maps out of the public bundle.
    sourcemap: false,
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks } } }),
  },
}));
