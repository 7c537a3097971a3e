import { siteConfig } from "../site-config";
import { catchphrase } from "./game-content/catchphrase";
import { charades } from "./game-content/charades";
import { groupPartyGames } from "./game-content/group-party-games";
import { hotSeat } from "./game-content/hot-seat";
import { neverHaveIEver } from "./game-content/never-have-i-ever";
import { paranoia } from "./game-content/paranoia";
import { password } from "./game-content/password";
import { truthOrDare } from "./game-content/truth-or-dare";
import { wouldYouRather } from "./game-content/would-you-rather";
import type { GameContent } from "./game-types";

/** Ids of the nine catalogue games, in catalogue order; /games/{id} exists for exactly these. */
export const GAME_IDS = [
  "truth-or-dare",
  "never-have-i-ever",
  "would-you-rather",
  "hot-seat",
  "paranoia",
  "catchphrase",
  "password",
  "charades",
  "group-party-games",
] as const;

export type GameId = (typeof GAME_IDS)[number];

/** Narrows an arbitrary path segment to a catalogue id. */
export function isGameId(value: string): value is GameId {
  return (GAME_IDS as readonly string[]).includes(value);
}

/** A catalogue game with everything the site shows of it (site.md section 3). */
export type Game = GameContent & {
  id: GameId;
  category: "Party Games";
  /** Path of the game's icon. */
  icon: string;
  /** Paths of the game's three screenshots. */
  screenshots: readonly [string, string, string];
  appStoreUrl: string;
  googlePlayUrl: string;
};

const content: Record<GameId, GameContent> = {
  "truth-or-dare": truthOrDare,
  "never-have-i-ever": neverHaveIEver,
  "would-you-rather": wouldYouRather,
  "hot-seat": hotSeat,
  paranoia,
  catchphrase,
  password,
  charades,
  "group-party-games": groupPartyGames,
};

/** The nine games, in catalogue order. Artwork lives in public/games/{id}/. */
export const GAMES: readonly Game[] = GAME_IDS.map((id) => ({
  ...content[id],
  id,
  category: "Party Games",
  icon: `/games/${id}/icon.svg`,
  screenshots: [1, 2, 3].map((n) => `/games/${id}/screenshot-${n}.svg`) as unknown as Game["screenshots"],
  appStoreUrl: siteConfig.storeLinks[id].appStore,
  googlePlayUrl: siteConfig.storeLinks[id].googlePlay,
}));

/** The game with this id; every GameId has one. */
export function gameById(id: GameId): Game {
  return GAMES[GAME_IDS.indexOf(id)] as Game;
}

/** The alt text of a game's screenshot, saying what it shows; also the title inside the picture. */
export function screenshotAlt(game: Game, index: 0 | 1 | 2): string {
  return `${game.title} app screenshot: ${game.screenshotCaptions[index]}`;
}

/** The Game Info block of every detail page (site.md 2.7 and section 9). */
export const GAME_INFO = { groupSize: "2-20 people", ageRating: "12+", lastUpdated: "June 2023" } as const;

/** The categories of the catalogue, for the filter chips (every game is a Party Game today). */
export const GAME_CATEGORIES: readonly string[] = [...new Set(GAMES.map((game) => game.category))];
