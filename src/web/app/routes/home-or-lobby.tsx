import { lazy, Suspense } from "react";
import type { MetaFunction } from "react-router";
import { lobbyMeta } from "../../features/catchphrase/lobby-meta";
import HomePage, { meta as homeMeta } from "../../features/site/home-page";
import { isCatchphraseHost } from "../../lib/host";
import { SiteChrome } from "../layout/site-chrome";
import { HydrateFallback } from "../root";

// Only Catchphrase domains show the lobby here, so the catalogue's visitors never download it.
const LobbyPage = lazy(() => import("../../features/catchphrase/lobby-page"));

export const meta: MetaFunction = () => (isCatchphraseHost() ? lobbyMeta() : homeMeta());

/** / : the catalogue, or the Catchphrase lobby on a Catchphrase domain (site.md 2.1). */
export default function HomeOrLobby() {
  if (isCatchphraseHost()) {
    return (
      <Suspense fallback={<HydrateFallback />}>
        <LobbyPage />
      </Suspense>
    );
  }
  return (
    <SiteChrome>
      <HomePage />
    </SiteChrome>
  );
}
