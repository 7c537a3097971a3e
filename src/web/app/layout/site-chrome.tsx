import { FeedbackButton } from "../../components/feedback/feedback-button";
import { HydrateApart } from "../../components/ui/hydrate-apart";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main content and footer: the frame of every main-site page. */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <HydrateApart>{children}</HydrateApart>
      </main>
      <HydrateApart>
        <SiteFooter />
      </HydrateApart>
      <HydrateApart>
        <FeedbackButton />
      </HydrateApart>
    </div>
  );
}
