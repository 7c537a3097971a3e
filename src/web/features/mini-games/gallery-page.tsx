import { CloudOff, Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { MINI_GAME_IDS, MINI_GAMES } from "../../../shared/catalogue/mini-games";
import { buttonClass } from "../../components/ui/button";
import { pageMeta } from "../../lib/seo";
import { keepMiniGamesOffline } from "../../lib/service-worker";
import { useMounted } from "../../lib/use-mounted";
import { MiniGameCard } from "./mini-game-card";

export const meta = () =>
  pageMeta({
    title: "Mini Game Gallery",
    description:
      "Quick browser games for a party or a coffee break: word puzzles, drawing, trivia, mini golf and more.",
    path: "/game-gallery",
  });

/** The cards a wide screen shows before any scrolling (one row of three): their pictures load at once. */
const FIRST_SCREENFUL = 3;

/** Ids whose title, description or type contains `search`, ignoring case (mini-games.md section 2). */
export function matchingGames(search: string) {
  const needle = search.trim().toLowerCase();
  if (needle === "") return [...MINI_GAME_IDS];
  return MINI_GAME_IDS.filter((id) => {
    const { title, description, type } = MINI_GAMES[id];
    return [title, description, type].some((text) => text.toLowerCase().includes(needle));
  });
}

/** The mini-games gallery (mini-games.md section 2). The search lives in the address (?q=), so it can be shared. */
export default function GalleryPage() {
  const [params, setParams] = useSearchParams();
  // The prerendered page has no search; the address's is applied once the page is live.
  const search = useMounted() ? (params.get("q") ?? "") : "";
  const input = useRef<HTMLInputElement>(null);
  const games = matchingGames(search);
  const setSearch = (value: string) =>
    setParams(value === "" ? {} : { q: value }, { replace: true, preventScrollReset: true });
  // Opening the gallery keeps every game on the device, to play offline (issue 21, point 6).
  const [keptOffline, setKeptOffline] = useState(false);
  useEffect(() => keepMiniGamesOffline(() => setKeptOffline(true)), []);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-8 sm:px-6 sm:pt-20">
          <h1 className="font-extrabold text-4xl text-ink tracking-tight sm:text-5xl">Mini Game Gallery</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">
            Quick games to play right here in your browser, alone or passed around the room. No download, no sign-up.
          </p>
          <search className="mt-8 block max-w-xl">
            <label htmlFor="game-search" className="sr-only">
              Search games
            </label>
            <div className="relative">
              <Search
                className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-4 size-5 text-ink-muted"
                aria-hidden="true"
              />
              <input
                ref={input}
                id="game-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Search for games..."
                autoComplete="off"
                className="w-full rounded-full border border-line-strong bg-surface py-3 pr-4 pl-12 text-base shadow-sm placeholder:text-ink-muted focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-focus"
              />
            </div>
          </search>
          {/* Its line is there from the first paint, so the words coming do not move the page. */}
          <p className="mt-4 flex min-h-6 items-center gap-2 text-ink-muted text-sm" role="status">
            {keptOffline ? (
              <>
                <CloudOff className="size-4 shrink-0" aria-hidden="true" />
                Saved for offline play on this device.
              </>
            ) : null}
          </p>
        </div>
      </section>
      <section aria-label="Games" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <p className="sr-only" role="status">
          {search.trim() === "" ? "" : `${games.length} ${games.length === 1 ? "game" : "games"} found`}
        </p>
        {games.length > 0 ? (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {games.map((id, index) => (
              <li key={id} className="flex">
                <MiniGameCard id={id} picture={index === 0 ? "first" : index < FIRST_SCREENFUL ? "eager" : "lazy"} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-3xl border border-line-strong border-dashed px-6 py-16 text-center">
            <p className="font-semibold text-lg text-ink-soft">No games found matching "{search}"</p>
            <button
              type="button"
              className={buttonClass("outline", "md", "mt-6")}
              onClick={() => {
                setSearch("");
                input.current?.focus();
              }}
            >
              <X className="size-4" aria-hidden="true" />
              Clear Search
            </button>
          </div>
        )}
      </section>
    </>
  );
}
