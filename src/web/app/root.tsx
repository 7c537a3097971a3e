import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { siteConfig } from "../../shared/site-config";
import { Toasts } from "../components/toasts";
import { HYDRATING_PART } from "../components/ui/hydrate-apart";
import { THEME_COLORS, themeScript } from "../lib/apply-theme";
import { registerServiceWorker } from "../lib/service-worker";
import { LIVE_ATTRIBUTE } from "../lib/startup";
import appStylesheet from "./app.css?url";
import { earlyInputScript } from "./early-input";

/**
 * The stylesheet as a React stylesheet resource (precedence): the prerendered page then asks for
 * it before the image and module preloads React writes into the head, not after all of them.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: appStylesheet, precedence: "default" }];

/** The HTML document around every page: head tags, the toaster and the scripts. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The theme script changes <html> and the theme colour before React takes over the page.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLORS.light} suppressHydrationWarning />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, allowed by its hash in the page's policy */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="alternate" type="application/rss+xml" title={`${siteConfig.brandName} games`} href="/rss.xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* First in the body, so no press on the prerendered page is lost before React runs it. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant code, allowed by its hash */}
        <script dangerouslySetInnerHTML={{ __html: earlyInputScript }} />
        {children}
        <Toasts />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Marks the document live once React has taken over the prerendered page, every part hydrated
 * apart included (components/ui/hydrate-apart.tsx): the presses made before are then done
 * (early-input.ts), and the browser tests wait for it.
 */
function markLive() {
  const root = document.documentElement;
  const partsLeft = () => document.querySelector(`[${HYDRATING_PART}]`) !== null;
  if (!partsLeft()) {
    root.setAttribute(LIVE_ATTRIBUTE, "");
    return;
  }
  const watch = new MutationObserver(() => {
    if (partsLeft()) return;
    watch.disconnect();
    root.setAttribute(LIVE_ATTRIBUTE, "");
  });
  watch.observe(root, { subtree: true, attributes: true, attributeFilter: [HYDRATING_PART], childList: true });
  return () => watch.disconnect();
}

export default function App() {
  useEffect(registerServiceWorker, []);
  useEffect(markLive, []);
  return <Outlet />;
}

/**
 * Shown by the SPA fallback page while the app for a non-prerendered URL loads (an unknown
 * address, or one under the Catchphrase prefixes that cannot name a room; room pages have their
 * own, docs/decisions/035).
 * Its words are visible: on a slow phone the code takes seconds, and a page with only a spinner
 * counts as blank (no first contentful paint) until then.
 */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3" role="status" aria-live="polite">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <span className="font-semibold text-ink-muted">Loading…</span>
    </div>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-ink-muted">
        Sorry, this page could not be shown{detail ? ` (${detail})` : ""}. Please reload, or go back to the home page.
      </p>
      <a href="/" className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
        Go to the home page
      </a>
    </main>
  );
}
