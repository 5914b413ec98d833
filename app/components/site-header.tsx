import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Menu, ShoppingCart, X } from "lucide-react";
import { useCombinedCartCount } from "#app/lib/cart/cart-count.ts";

type SiteHeaderProps = { siteName: string; logoUrl: string | null };

const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/menu", label: "Menu" },
  { to: "/catering", label: "Catering" },
  { to: "/contact", label: "Contact" },
] as const;

export function cartTarget(pathname: string): string {
  return pathname.includes("/catering") ? "/catering?tab=cart" : "/cart";
}

export function SiteHeader({ siteName, logoUrl }: SiteHeaderProps) {
  const location = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const cartCount = useCombinedCartCount();

  // The mobile menu closes on every route change.
  useEffect(() => {
    setIsMenuOpen(false);
  }, [location.pathname, location.search]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${
      isActive ? "text-brand-700" : "text-stone-700 hover:text-brand-700"
    }`;

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex min-w-0 items-center gap-2" aria-label={`${siteName} home`}>
          {logoUrl ? (
            <img src={logoUrl} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-full" />
          ) : null}
          <span className="truncate font-display text-lg font-bold text-ink sm:text-xl">{siteName}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === "/"} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <NavLink to="/admin/login" className={linkClass}>
            Admin
          </NavLink>
        </nav>

        <div className="flex items-center gap-1">
          <Link
            to={cartTarget(location.pathname)}
            className="relative rounded-full p-2 text-stone-700 hover:bg-brand-50 hover:text-brand-700"
            aria-label={cartCount > 0 ? `Cart, ${cartCount} item${cartCount === 1 ? "" : "s"}` : "Cart"}
          >
            <ShoppingCart className="h-6 w-6" aria-hidden="true" />
            {cartCount > 0 ? (
              <span
                data-testid="cart-badge"
                className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white"
              >
                {cartCount}
              </span>
            ) : null}
          </Link>
          <button
            type="button"
            className="rounded-md p-2 text-stone-700 hover:bg-brand-50 md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? "Close menu" : "Open menu"}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X className="h-6 w-6" aria-hidden="true" />
            ) : (
              <Menu className="h-6 w-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>

      {isMenuOpen ? (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-stone-200 bg-white md:hidden">
          <ul className="flex flex-col px-4 py-2">
            {[...NAV_LINKS, { to: "/admin/login", label: "Admin" } as const].map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-3 text-base font-semibold ${
                      isActive ? "bg-brand-50 text-brand-700" : "text-stone-700"
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
