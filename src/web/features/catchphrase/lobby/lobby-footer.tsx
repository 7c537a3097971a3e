import { Construction } from "lucide-react";
import { contactMailto, siteConfig } from "../../../../shared/site-config";
import { StoreButtons } from "../../../components/ui/store-buttons";

/**
 * The foot of the lobby (catchphrase.md, opening and section 2): the store badges, the
 * work-in-progress notice (not on small screens), the support contact and the credit to the
 * original board game.
 */
export function LobbyFooter() {
  return (
    <footer className="relative px-4 pt-6 pb-8 text-center text-sm text-white/85">
      <p className="font-semibold text-white">Get the full game on your phone</p>
      <StoreButtons
        className="mt-3 justify-center"
        tone="onDark"
        size="sm"
        googlePlayUrl={siteConfig.links.googlePlayDeveloperPage}
        appStoreUrl={siteConfig.links.iosDeveloperPage}
        appName={siteConfig.brandName}
      />
      <p
        data-testid="wip-notice"
        className="mx-auto mt-5 hidden max-w-md rounded-2xl bg-black/15 px-4 py-2.5 text-white/90 sm:block"
      >
        <Construction className="mr-1.5 inline size-4 align-[-0.15em]" aria-hidden="true" />
        Catchphrase Online is a work in progress. For the full game, get our mobile apps.
      </p>
      <p className="mt-5">
        Need help? Write to{" "}
        <a href={contactMailto} className="font-semibold text-white underline underline-offset-2 hover:no-underline">
          {siteConfig.contactEmail}
        </a>
      </p>
      <p className="mt-1 text-white/70 text-xs">
        Inspired by the classic word-guessing party game Catchphrase. A {siteConfig.brandName} game.
      </p>
    </footer>
  );
}
