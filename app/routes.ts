import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Every URL of the site, in one place.
export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("about", "routes/public/about.tsx"),
    route("menu", "routes/public/menu.tsx"),
    route("order-online", "routes/public/order-online.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("cart", "routes/public/cart.tsx"),
    route("order-confirmation", "routes/public/order-confirmation.tsx"),
  ]),
  route("login", "routes/public/login.tsx"),
] satisfies RouteConfig;
