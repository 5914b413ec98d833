import { type RouteConfig, index, layout } from "@react-router/dev/routes";

// Every URL of the site, in one place.
export default [
  layout("routes/public/layout.tsx", [index("routes/public/home.tsx")]),
] satisfies RouteConfig;
