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

/** Display titles; Never Have I Ever is shown as "I Have Never Ever" (site.md section 1). */
export const GAME_TITLES: Record<GameId, string> = {
  "truth-or-dare": "Truth or Dare",
  "never-have-i-ever": "I Have Never Ever",
  "would-you-rather": "Would You Rather",
  "hot-seat": "Hot Seat",
  paranoia: "Paranoia",
  catchphrase: "Catchphrase",
  password: "Password",
  charades: "Charades",
  "group-party-games": "Group Party Games",
};
