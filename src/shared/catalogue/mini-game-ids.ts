/** Ids of the mini-game catalogue (mini-games.md section 1), in gallery order. */
export const MINI_GAME_IDS = [
  "roast-or-toast",
  "emoji-charades",
  "truth-roulette",
  "mini-meme-battle",
  "whos-most-likely-to",
  "bottle-swap",
  "speed-sketch",
  "vibe-check",
  "sound-snap",
  "gif-battles",
  "tinder-truths",
  "mini-golf",
  "connect-the-zip",
  "nordle",
  "word-hangman",
  "spell-sprint",
  "lateral-leap",
  "which-came-first",
] as const;

export type MiniGameId = (typeof MINI_GAME_IDS)[number];

/** Mini-games that also answer at a short top-level path, /{id}, which redirects to /mini-games/{id}. */
export const MINI_GAME_SHORT_PATHS = [
  "bottle-swap",
  "mini-golf",
  "connect-the-zip",
  "nordle",
  "word-hangman",
  "gif-battles",
  "spell-sprint",
  "lateral-leap",
  "which-came-first",
] as const satisfies readonly MiniGameId[];

/** Display titles of the mini-games. */
export const MINI_GAME_TITLES: Record<MiniGameId, string> = {
  "roast-or-toast": "Roast or Toast",
  "emoji-charades": "Emoji Charades",
  "truth-roulette": "Truth Roulette",
  "mini-meme-battle": "Mini Meme Battle",
  "whos-most-likely-to": "Who's Most Likely To",
  "bottle-swap": "Bottle Swap",
  "speed-sketch": "Speed Sketch",
  "vibe-check": "Vibe Check",
  "sound-snap": "Sound Snap",
  "gif-battles": "GIF Battles",
  "tinder-truths": "Tinder Truths",
  "mini-golf": "Mini Golf",
  "connect-the-zip": "Connect the Zip",
  nordle: "Nordle",
  "word-hangman": "Word Hangman",
  "spell-sprint": "Spell Sprint",
  "lateral-leap": "Lateral Leap",
  "which-came-first": "Which Came First",
};

/** Narrows an arbitrary path segment to a mini-game id. */
export function isMiniGameId(value: string): value is MiniGameId {
  return (MINI_GAME_IDS as readonly string[]).includes(value);
}
