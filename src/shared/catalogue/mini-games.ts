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

/** What every listing of a mini-game shows: gallery cards, the RSS feed, page metadata. */
export type MiniGameListing = { title: string; description: string; type: string };

/** Title, one-line description and genre label of each mini-game. */
export const MINI_GAME_LISTINGS: Record<MiniGameId, MiniGameListing> = {
  "roast-or-toast": {
    title: "Roast or Toast",
    description: "Read the situation, then roast it or raise a toast. Five rounds to see if the crowd agrees.",
    type: "Party",
  },
  "emoji-charades": {
    title: "Emoji Charades",
    description: "Five emoji, one hidden word, three guesses and a minute on the clock.",
    type: "Puzzle",
  },
  "truth-roulette": {
    title: "Truth Roulette",
    description: "Spin the wheel and answer whatever truth it lands on, from casual to spicy.",
    type: "Party",
  },
  "mini-meme-battle": {
    title: "Mini Meme Battle",
    description: "Pick a template, write the top and bottom lines, and share the meme that wins the chat.",
    type: "Creative",
  },
  "whos-most-likely-to": {
    title: "Who's Most Likely To",
    description: "Read the question, count to three and everyone points at the friend it fits best.",
    type: "Party",
  },
  "bottle-swap": {
    title: "Bottle Swap",
    description: "Swap bottles two at a time until the row matches the hidden pattern, over 20 levels.",
    type: "Puzzle",
  },
  "speed-sketch": {
    title: "Speed Sketch",
    description: "You get a prompt and 30 seconds to draw it. Save your masterpiece and dare a friend.",
    type: "Creative",
  },
  "vibe-check": {
    title: "Vibe Check",
    description: "Five quick questions reveal whether your vibe is energetic, chill, creative or responsible.",
    type: "Quiz",
  },
  "sound-snap": {
    title: "Sound Snap",
    description: "Name the sound before anyone else does. Coming soon.",
    type: "Music",
  },
  "gif-battles": {
    title: "GIF Battles",
    description: "Four GIFs, one prompt: choose the reaction that says it best and share your pick.",
    type: "Party",
  },
  "tinder-truths": {
    title: "Tinder Truths",
    description: "Swipe right for yes and left for no on twelve questions about your dating life.",
    type: "Quiz",
  },
  "mini-golf": {
    title: "Mini Golf",
    description: "Drag, aim and putt through 20 holes of walls, sand and water, one stroke at a time.",
    type: "Sports",
  },
  "connect-the-zip": {
    title: "Connect the Zip",
    description: "Draw one path through the numbers in order and fill every cell of the grid.",
    type: "Puzzle",
  },
  nordle: {
    title: "Nordle",
    description: "Find the hidden five-letter word in 6 attempts, with colour clues after each guess.",
    type: "Word",
  },
  "word-hangman": {
    title: "Word Hangman",
    description: "Guess the word letter by letter before you make 10 wrong guesses.",
    type: "Word",
  },
  "spell-sprint": {
    title: "Spell Sprint",
    description: "Read the hint, type the word, and spell as many as you can in 60 seconds.",
    type: "Word",
  },
  "lateral-leap": {
    title: "Lateral Leap",
    description: "Five riddles that reward thinking sideways. Pick an answer and see the explanation.",
    type: "Riddle",
  },
  "which-came-first": {
    title: "Which Came First",
    description: "Two companies, one question: which was founded first? Ten rounds to prove your instinct.",
    type: "Trivia",
  },
};

/** Narrows an arbitrary path segment to a mini-game id. */
export function isMiniGameId(value: string): value is MiniGameId {
  return (MINI_GAME_IDS as readonly string[]).includes(value);
}
