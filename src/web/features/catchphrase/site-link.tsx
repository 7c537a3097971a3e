import { siteConfig } from "../../../shared/site-config";
import { LogoMark } from "../../components/ui/logo-mark";
import { isCatchphraseHost } from "../../lib/host";
import { useMounted } from "../../lib/use-mounted";

/**
 * The way back from Catchphrase to the publisher's site: its logo, linking to the home page. On a
 * Catchphrase domain, where / is the lobby, that is the main site's own address (applied once the
 * page is live: the prerendered HTML is the main site's).
 */
export function SiteLink({ withName = false, className = "" }: { withName?: boolean; className?: string }) {
  const mounted = useMounted();
  const href = mounted && isCatchphraseHost() ? siteConfig.origin : "/";
  return (
    <a
      href={href}
      aria-label={withName ? undefined : `${siteConfig.brandName} home`}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl font-bold text-white focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2 ${className}`}
    >
      <LogoMark className="size-8 shrink-0" />
      {withName ? <span>{siteConfig.brandName}</span> : null}
    </a>
  );
}
