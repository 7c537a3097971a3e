import type { GameColor } from "./game-types";

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

/** Icons a mini-game may show; the browser maps each name to a drawing. */
export const MINI_GAME_ICONS = [
  "Flame",
  "Drama",
  "Disc3",
  "Image",
  "Users",
  "FlaskConical",
  "Pencil",
  "Sparkles",
  "Headphones",
  "Clapperboard",
  "MessageCircleHeart",
  "Flag",
  "Route",
  "Grid3x3",
  "Type",
  "Keyboard",
  "Lightbulb",
  "Hourglass",
] as const;
export type MiniGameIcon = (typeof MINI_GAME_ICONS)[number];

/** What every listing of a mini-game shows: gallery cards, the RSS feed, page metadata. */
export type MiniGameListing = { title: string; description: string; type: string };

/** A mini-game catalogue entry (mini-games.md section 3). */
export type MiniGameEntry = MiniGameListing & {
  icon: MiniGameIcon;
  color: GameColor;
  /** The How to Play text of the game's page. */
  howToPlay: string;
  /** Likes the game starts with before any visitor's (section 3, "Starting like counts"). */
  likeCount: number;
};

/** Every mini-game of the gallery, in gallery order. */
export const MINI_GAMES: Record<MiniGameId, MiniGameEntry> = {
  "roast-or-toast": {
    title: "Roast or Toast",
    description: "Read the situation, then roast it or raise a toast. Five rounds to see if the crowd agrees.",
    type: "Party",
    icon: "Flame",
    color: "rose",
    likeCount: 14,
    howToPlay:
      "Read the scenario on the card. Decide whether it deserves a roast or a toast and tap your choice: the crowd agrees or it doesn't, and you see which. Tap Next Scenario to keep going. After five rounds you get your final score, a Play Again button and a way to share how you did.",
  },
  "emoji-charades": {
    title: "Emoji Charades",
    description: "Five emoji, one hidden word, three guesses and a minute on the clock.",
    type: "Puzzle",
    icon: "Drama",
    color: "amber",
    likeCount: 8,
    howToPlay:
      "Choose a category and start. Five emoji describe one hidden word: type your guess and press Guess or Enter. You have 60 seconds and 3 attempts. A right answer scores the seconds left on the clock, never less than 10 points, and your score keeps adding up round after round.",
  },
  "truth-roulette": {
    title: "Truth Roulette",
    description: "Spin the wheel and answer whatever truth it lands on, from casual to spicy.",
    type: "Party",
    icon: "Disc3",
    color: "violet",
    likeCount: 19,
    howToPlay:
      "Pick a category, or keep All for a mix, then press Spin. The wheel turns for three seconds and lands on a truth question: answer it honestly, out loud. The refresh button draws a new question straight away, and the share button sends the question to your friends.",
  },
  "mini-meme-battle": {
    title: "Mini Meme Battle",
    description: "Pick a template, write the top and bottom lines, and share the meme that wins the chat.",
    type: "Creative",
    icon: "Image",
    color: "fuchsia",
    likeCount: 16,
    howToPlay:
      "Choose a category for a prompt, or press New Prompt for another one. Pick one of the eight templates, or upload your own picture, and write the top and bottom lines. Save it to see the finished meme, download it as a picture or share it, then Create Another Meme.",
  },
  "whos-most-likely-to": {
    title: "Who's Most Likely To",
    description: "Read the question, count to three and everyone points at the friend it fits best.",
    type: "Party",
    icon: "Users",
    color: "sky",
    likeCount: 10,
    howToPlay:
      "Read the question aloud. On the count of three, everyone points at the friend it describes best. The friend with the most fingers pointed at them answers for it. Press Next Question for another, and open Share to send a favourite to the group chat.",
  },
  "bottle-swap": {
    title: "Bottle Swap",
    description: "Swap bottles two at a time until the row matches the hidden pattern, over 20 levels.",
    type: "Puzzle",
    icon: "FlaskConical",
    color: "teal",
    likeCount: 0,
    howToPlay:
      "A hidden pattern of coloured bottles is the target. Tap a bottle to pick it up, then tap another to swap the two; tap it again to put it back. The Correct badge tells you how many bottles are already in the right place. Peek at the target with Show Target. Match the whole row to clear the level: there are 20 levels, each with one more bottle.",
  },
  "speed-sketch": {
    title: "Speed Sketch",
    description: "You get a prompt and 30 seconds to draw it. Save your masterpiece and dare a friend.",
    type: "Creative",
    icon: "Pencil",
    color: "orange",
    likeCount: 7,
    howToPlay:
      "Press Start Drawing to get a prompt. You have 30 seconds to draw it with your mouse, finger or pen. Clear wipes the canvas, Finish Early stops the clock. When the time is up, download your masterpiece or share it and dare a friend to do better.",
  },
  "vibe-check": {
    title: "Vibe Check",
    description: "Five quick questions reveal whether your vibe is energetic, chill, creative or responsible.",
    type: "Quiz",
    icon: "Sparkles",
    color: "indigo",
    likeCount: 12,
    howToPlay:
      "Answer five quick questions by choosing the option that sounds most like you. Every answer adds points to four vibes: energetic, chill, creative and responsible. At the end you see which vibe is yours, and you can share it or take the check again.",
  },
  "sound-snap": {
    title: "Sound Snap",
    description: "Name the sound before anyone else does. Coming soon.",
    type: "Music",
    icon: "Headphones",
    color: "emerald",
    likeCount: 9,
    howToPlay:
      "Listen to a short sound and name it before your friends do: a kettle, a goat, a bicycle bell. The fastest right answer wins the round. Sound Snap is still in the studio; it is coming soon.",
  },
  "gif-battles": {
    title: "GIF Battles",
    description: "Four GIFs, one prompt: choose the reaction that says it best and share your pick.",
    type: "Party",
    icon: "Clapperboard",
    color: "rose",
    likeCount: 11,
    howToPlay:
      "Read the prompt, then look at the four animations. Pick the one that answers the prompt best. After a moment you see your pick on the Result tab; the Share tab sends it to your friends so they can argue about it.",
  },
  "tinder-truths": {
    title: "Tinder Truths",
    description: "Swipe right for yes and left for no on twelve questions about your dating life.",
    type: "Quiz",
    icon: "MessageCircleHeart",
    color: "fuchsia",
    likeCount: 15,
    howToPlay:
      "Each card asks a question about dating. Swipe right or tap Yes if it is true for you, swipe left or tap No if it isn't. After twelve cards you get a summary of your answers to compare with your friends.",
  },
  "mini-golf": {
    title: "Mini Golf",
    description: "Drag, aim and putt through 20 holes of walls, sand and water, one stroke at a time.",
    type: "Sports",
    icon: "Flag",
    color: "emerald",
    likeCount: 0,
    howToPlay:
      "Drag back from the ball to aim: the further you drag, the harder the shot. Let go to putt. Bounce off walls, stay out of the water (a one-stroke penalty) and the sand (it slows the ball). Sink the ball in as few strokes as you can on each of the 20 holes; your best score on every hole is kept.",
  },
  "connect-the-zip": {
    title: "Connect the Zip",
    description: "Draw one path through the numbers in order and fill every cell of the grid.",
    type: "Puzzle",
    icon: "Route",
    color: "sky",
    likeCount: 0,
    howToPlay:
      "Start at 1 and draw a path through the numbers in order, moving up, down, left or right to cells you have not visited. The path must fill every cell of the grid. Undo takes back a step, Restart begins again, and one Hint per level shows where to go next.",
  },
  nordle: {
    title: "Nordle",
    description: "Find the hidden five-letter word in 6 attempts, with colour clues after each guess.",
    type: "Word",
    icon: "Grid3x3",
    color: "emerald",
    likeCount: 0,
    howToPlay:
      "Guess the hidden five-letter word in 6 attempts. After each guess, green marks a letter in the right spot, yellow a letter that is in the word somewhere else, and grey a letter that is not in the word. Type with your keyboard or the one on screen.",
  },
  "word-hangman": {
    title: "Word Hangman",
    description: "Guess the word letter by letter before you make 10 wrong guesses.",
    type: "Word",
    icon: "Type",
    color: "orange",
    likeCount: 0,
    howToPlay:
      "Pick a category: animals, countries, fruits or sports. Guess the hidden word one letter at a time. Every wrong letter adds to the drawing; after 10 wrong guesses the game is over. Find every letter to win.",
  },
  "spell-sprint": {
    title: "Spell Sprint",
    description: "Read the hint, type the word, and spell as many as you can in 60 seconds.",
    type: "Word",
    icon: "Keyboard",
    color: "indigo",
    likeCount: 0,
    howToPlay:
      "Choose a category. Each word is shown as a hint: type the word and press Enter. You have 60 seconds to spell as many words as you can. At the end you see your words per minute, your accuracy and your rating.",
  },
  "lateral-leap": {
    title: "Lateral Leap",
    description: "Five riddles that reward thinking sideways. Pick an answer and see the explanation.",
    type: "Riddle",
    icon: "Lightbulb",
    color: "amber",
    likeCount: 0,
    howToPlay:
      "Five riddles that reward thinking sideways. Read each one, pick one of the four answers and see the explanation. At the end you get your score and a verdict on how laterally you think.",
  },
  "which-came-first": {
    title: "Which Came First",
    description: "Two companies, one question: which was founded first? Ten rounds to prove your instinct.",
    type: "Trivia",
    icon: "Hourglass",
    color: "violet",
    likeCount: 0,
    howToPlay:
      "Two companies appear side by side. Tap the one you think was founded first, then see both founding dates. Ten rounds; a point for each right answer, and a verdict at the end.",
  },
};

/** The one game with no play screen yet: its page shows How to Play and a Coming Soon toast. */
export const COMING_SOON_GAMES: readonly MiniGameId[] = ["sound-snap"];

/** Narrows an arbitrary path segment to a mini-game id. */
export function isMiniGameId(value: string): value is MiniGameId {
  return (MINI_GAME_IDS as readonly string[]).includes(value);
}
