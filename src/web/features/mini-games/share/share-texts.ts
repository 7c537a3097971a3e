import { MINI_GAMES, type MiniGameId } from "../../../../shared/catalogue/mini-games";
import { siteConfig } from "../../../../shared/site-config";

/**
 * What each mini-game says when a player shares it: the one place for every game's share text
 * (mini-games.md section 7). Each game passes the figures of its result.
 */
type ShareParams = {
  "roast-or-toast": { score: number; rounds: number };
  "emoji-charades": { score: number };
  "truth-roulette": { question: string };
  "mini-meme-battle": Record<string, never>;
  "whos-most-likely-to": { question: string };
  "bottle-swap": { level: number; bottles: number; swaps: number };
  "speed-sketch": { prompt: string; seconds: number };
  "vibe-check": { vibe: string };
  "sound-snap": Record<string, never>;
  "gif-battles": { prompt: string; pick: string };
  "tinder-truths": { yes: number; total: number };
  "mini-golf": { strokes: number; par: number; holes: number };
  "connect-the-zip": { level: number; score: number };
  nordle: { puzzle: number | null; hardMode: boolean; grid: string; guesses: number | null; tries: number };
  "word-hangman": { word: string; won: boolean };
  "spell-sprint": { words: number; wpm: number; accuracy: number };
  "lateral-leap": { score: number; total: number };
  "which-came-first": { score: number; total: number };
};

const sentences: { [Id in MiniGameId]: (params: ShareParams[Id]) => string } = {
  "roast-or-toast": ({ score, rounds }) =>
    `The crowd agreed with me ${score} times out of ${rounds} in Roast or Toast. Can you read the room better?`,
  "emoji-charades": ({ score }) => `I scored ${score} points decoding emoji in Emoji Charades. Beat that!`,
  "truth-roulette": ({ question }) => `Truth Roulette landed on: "${question}" Your turn to answer.`,
  "mini-meme-battle": () => "I just made a meme in Mini Meme Battle. Think you can top it?",
  "whos-most-likely-to": ({ question }) => `${question} Point at a friend in Who's Most Likely To.`,
  "bottle-swap": ({ level, bottles, swaps }) =>
    `I cleared level ${level} of Bottle Swap, matching ${bottles} bottles in ${swaps} ${swaps === 1 ? "swap" : "swaps"}!`,
  "speed-sketch": ({ prompt, seconds }) =>
    `I drew "${prompt}" in ${seconds} ${seconds === 1 ? "second" : "seconds"} in Speed Sketch. Can you do better?`,
  "vibe-check": ({ vibe }) => `My Vibe Check says I'm ${vibe}. What's your vibe?`,
  "sound-snap": () => "Sound Snap is coming soon to the Huddle Games gallery.",
  "gif-battles": ({ prompt, pick }) => `"${prompt}" My pick in GIF Battles: ${pick}. What's yours?`,
  "tinder-truths": ({ yes, total }) => `I said yes to ${yes} of ${total} Tinder Truths. How honest are you?`,
  "mini-golf": ({ strokes, par, holes }) =>
    `I played ${holes} ${holes === 1 ? "hole" : "holes"} of Mini Golf in ${strokes} strokes (par ${par}).`,
  "connect-the-zip": ({ level, score }) => `I connected level ${level} of Connect the Zip for ${score} points!`,
  nordle: ({ puzzle, hardMode, grid, guesses, tries }) =>
    `Nordle ${puzzle === null ? "Practice" : `#${puzzle}`} ${guesses ?? "X"}/${tries}${hardMode ? " (Hard Mode)" : ""}\n\n${grid}`,
  "word-hangman": ({ word, won }) =>
    won
      ? `I saved the day in Word Hangman by finding "${word}".`
      : `"${word}" beat me in Word Hangman. Can you find it?`,
  "spell-sprint": ({ words, wpm, accuracy }) =>
    `I spelled ${words} ${words === 1 ? "word" : "words"} at ${wpm} WPM with ${accuracy}% accuracy in Spell Sprint.`,
  "lateral-leap": ({ score, total }) =>
    `I solved ${score} of ${total} riddles in Lateral Leap. Think sideways and beat me!`,
  "which-came-first": ({ score, total }) =>
    `I got ${score} of ${total} right in Which Came First. Do you know which company is older?`,
};

/** "BottleSwap" from "Bottle Swap": the game's hashtag. */
const hashtagOf = (title: string) => title.replace(/[^A-Za-z0-9]+/g, "");

export type ShareContent = {
  /** The words alone (the social network's `quote`). */
  message: string;
  /** The words, the hashtags of the product and the game, and the game's link: for copying and posting. */
  text: string;
  /** The game's page on the canonical site. */
  url: string;
};

/** The share of game `id` with the figures of the player's result. */
export function shareContent<Id extends MiniGameId>(id: Id, params: ShareParams[Id]): ShareContent {
  const message = sentences[id](params);
  const url = `${siteConfig.origin}/mini-games/${id}`;
  const tags = `#${siteConfig.hashtag} #${hashtagOf(MINI_GAMES[id].title)}`;
  return { message, url, text: `${message}\n${tags}\n${url}` };
}

export type { ShareParams };
