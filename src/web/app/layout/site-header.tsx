import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { contactMailto, siteConfig } from "../../../shared/site-config";
import { ThemeMenu } from "../../components/theme/theme-menu";
import { LogoMark } from "../../components/ui/logo-mark";

type NavItem = { label: string; to: string; external?: boolean };

const desktopItems: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Catchphrase Online", to: "/catchphrase" },
  { label: "Mini Games", to: "/game-gallery" },
  { label: "Download", to: siteConfig.links.downloadPage, external: true },
  { label: "Contact Us", to: contactMailto, external: true },
];

const mobileItems: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Games", to: "/#games" },
  { label: "Mini Games", to: "/game-gallery" },
  { label: "Download", to: siteConfig.links.downloadPage, external: true },
  { label: "Contact Us", to: contactMailto, external: true },
];

/** The sticky header of every main-site page (site.md 2.2). */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A navigation (back button included) always leaves the menu closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every location change is the point
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex min-h-11 items-center gap-2 rounded-lg font-extrabold text-lg tracking-tight">
          <LogoMark className="size-9" />
          <span>{siteConfig.brandName}</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {desktopItems.map((item) => (
              <li key={item.label}>
                <NavLink
                  item={item}
                  className="rounded-full px-3 py-2 font-medium text-ink-soft text-sm hover:bg-brand-50 hover:text-brand-ink"
                />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          <ThemeMenu />
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink-soft hover:bg-brand-50 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>

      <nav id={menuId} aria-label="Mobile" hidden={!menuOpen} className="border-line border-t bg-surface md:hidden">
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
          {mobileItems.map((item) => (
            <li key={item.label}>
              <NavLink
                item={item}
                className="block rounded-lg px-3 py-3 font-medium text-base text-ink-soft hover:bg-brand-50"
                onSelect={() => setMenuOpen(false)}
              />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function NavLink({ item, className, onSelect }: { item: NavItem; className: string; onSelect?: () => void }) {
  if (item.external) {
    const isWeb = item.to.startsWith("http");
    return (
      <a
        href={item.to}
        className={className}
        onClick={onSelect}
        {...(isWeb ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {item.label}
      </a>
    );
  }
  return (
    <Link to={item.to} className={className} onClick={onSelect}>
      {item.label}
    </Link>
  );
}
