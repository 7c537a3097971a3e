/**
 * Renders the artwork of the catalogue games as SVG: for each game in GAMES, an app icon and three
 * phone screenshots of that game's own screens, filled with its real prompts, written to
 * public/games/{id}/ (icon.svg, screenshot-1.svg, screenshot-2.svg, screenshot-3.svg). The second
 * screenshot lists every How to Play step of the game's page (or its features). The output is
 * deterministic and committed; run this again whenever the catalogue content changes:
 *   npx tsx scripts/render-game-art.ts   (from the repository root)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { GAMES, type Game, type GameId } from "../src/shared/catalogue/games";
import { howToPlayScreen } from "./game-art/how-to-play-screen";
import { iconSvg } from "./game-art/icons";
import { PALETTES, type Screen } from "./game-art/phone-ui";
import { catchphraseScreens } from "./game-art/screens/catchphrase";
import { charadesScreens } from "./game-art/screens/charades";
import { groupPartyGamesScreens } from "./game-art/screens/group-party-games";
import { hotSeatScreens } from "./game-art/screens/hot-seat";
import { neverHaveIEverScreens } from "./game-art/screens/never-have-i-ever";
import { paranoiaScreens } from "./game-art/screens/paranoia";
import { passwordScreens } from "./game-art/screens/password";
import { truthOrDareScreens } from "./game-art/screens/truth-or-dare";
import { wouldYouRatherScreens } from "./game-art/screens/would-you-rather";

const MAX_FILE_BYTES = 12 * 1024;

/** Each game's own first and third screens; the second, How to Play, is drawn alike for all. */
const OWN_SCREENS: Record<GameId, readonly [Screen, Screen]> = {
  "truth-or-dare": truthOrDareScreens,
  "never-have-i-ever": neverHaveIEverScreens,
  "would-you-rather": wouldYouRatherScreens,
  "hot-seat": hotSeatScreens,
  paranoia: paranoiaScreens,
  catchphrase: catchphraseScreens,
  password: passwordScreens,
  charades: charadesScreens,
  "group-party-games": groupPartyGamesScreens,
};

const outputRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "games");

function artFor(game: Game): Record<string, string> {
  const pal = PALETTES[game.color];
  const [first, third] = OWN_SCREENS[game.id];
  return {
    "icon.svg": iconSvg(game, pal, `${game.id}-i-`),
    "screenshot-1.svg": first(game, pal, `${game.id}-s1-`),
    "screenshot-2.svg": howToPlayScreen(game, pal, `${game.id}-s2-`),
    "screenshot-3.svg": third(game, pal, `${game.id}-s3-`),
  };
}

function writeArt(): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const game of GAMES) {
    const directory = join(outputRoot, game.id);
    mkdirSync(directory, { recursive: true });
    for (const [name, svg] of Object.entries(artFor(game))) {
      const size = Buffer.byteLength(svg);
      if (size > MAX_FILE_BYTES) throw new Error(`${game.id}/${name} is ${size} bytes, over ${MAX_FILE_BYTES}`);
      writeFileSync(join(directory, name), svg);
      files += 1;
      bytes += size;
    }
  }
  return { files, bytes };
}

const { files, bytes } = writeArt();
console.log(`render-game-art: wrote ${files} SVG files to public/games/ (${(bytes / 1024).toFixed(1)} KB in all)`);
