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

/** What every listing of a game shows: the catalogue cards, the RSS feed, page metadata. */
export type GameListing = { title: string; description: string };

/**
 * Title and one-line description of each game. Never Have I Ever is shown as "I Have Never Ever"
 * (site.md section 1).
 */
export const GAME_LISTINGS: Record<GameId, GameListing> = {
  "truth-or-dare": {
    title: "Truth or Dare",
    description:
      "Answer honestly or take the dare: 5000+ prompts in 30+ categories, from gentle ice-breakers to wild cards.",
  },
  "never-have-i-ever": {
    title: "I Have Never Ever",
    description: "Confess, laugh and find out who has done what, with 5000+ statements for groups of 2 or more.",
  },
  "would-you-rather": {
    title: "Would You Rather",
    description:
      "Two impossible choices, one answer, and a good reason for it: 3000+ dilemmas that start the best debates.",
  },
  "hot-seat": {
    title: "Hot Seat",
    description:
      "One player takes the seat and everyone else asks the questions: quick rounds, honest answers, big reveals.",
  },
  paranoia: {
    title: "Paranoia",
    description:
      "A question is whispered, a name is said out loud, and only a coin toss decides whether anyone learns why.",
  },
  catchphrase: {
    title: "Catchphrase",
    description: "Describe the word without saying it before the buzzer goes: 5000+ words for two teams.",
  },
  password: {
    title: "Password",
    description: "Give one-word clues until your partner says the secret word: 4000+ passwords to crack.",
  },
  charades: {
    title: "Charades",
    description: "Act it out without a word while your team shouts guesses: 6000+ words and phrases to mime.",
  },
  "group-party-games": {
    title: "Group Party Games",
    description: "7+ party games in one app, so one download covers the whole night for any size of group.",
  },
};
