import type { MiniGameId } from "./mini-games";

/**
 * The size of every gallery picture, in pixels: twice the size a card shows it at (about 320 by
 * 200 CSS pixels), so it stays sharp on a phone's screen.
 */
export const MINI_GAME_PICTURE_SIZE = { width: 640, height: 400 } as const;

export type MiniGamePicture = { src: string; alt: string };

/**
 * What each gallery picture shows: a moment of the game being played, captured from the game
 * itself (scripts/capture-mini-games.ts). The card's title names the game, so the alt text says
 * what is happening in the picture. Sound Snap has no play screen yet, so it has no picture.
 */
const SHOWS: Partial<Record<MiniGameId, string>> = {
  "roast-or-toast": "A scenario in round two, with the Roast and Toast buttons",
  "emoji-charades": "Five emoji clues, the timer and a first wrong guess",
  "truth-roulette": "The category wheel after a spin, with the question it landed on",
  "mini-meme-battle": "A meme template with top and bottom text in the editor",
  "whos-most-likely-to": "A who's most likely to question, ready for everyone to point",
  "bottle-swap": "Coloured bottles being swapped to match the target pattern on level six",
  "speed-sketch": "A sketch in progress on the canvas as the seconds run down",
  "vibe-check": "The second vibe question with its four answers",
  "gif-battles": "A prompt and four animations to choose from",
  "tinder-truths": "A dating truth card waiting for a swipe",
  "mini-golf": "The ball on the tee of a mini golf hole",
  "connect-the-zip": "A numbered grid with the path drawn through its first cells",
  nordle: "A Nordle board with two guesses coloured in",
  "word-hangman": "A hidden word with some letters found and the drawing begun",
  "spell-sprint": "A hint, a half-typed answer and the clock of a spelling sprint",
  "lateral-leap": "A riddle and its four possible answers",
  "which-came-first": "Two companies side by side, waiting for a pick",
};

/** The gallery picture of a mini-game, or undefined for a game with nothing to play yet. */
export function miniGamePicture(id: MiniGameId): MiniGamePicture | undefined {
  const alt = SHOWS[id];
  return alt === undefined ? undefined : { src: `/gallery/${id}.webp`, alt };
}
