import type { MetaFunction } from "react-router";
import LobbyPage, { meta as lobbyMeta } from "../../features/catchphrase/lobby-page";
import HomePage, { meta as homeMeta } from "../../features/site/home-page";
import { isCatchphraseHost } from "../../lib/host";
import { SiteChrome } from "../layout/site-chrome";

export const meta: MetaFunction = () => (isCatchphraseHost() ? lobbyMeta() : homeMeta());

/** / : the catalogue, or the Catchphrase lobby on a Catchphrase domain (site.md 2.1). */
export default function HomeOrLobby() {
  if (isCatchphraseHost()) return <LobbyPage />;
  return (
    <SiteChrome>
      <HomePage />
    </SiteChrome>
  );
}
