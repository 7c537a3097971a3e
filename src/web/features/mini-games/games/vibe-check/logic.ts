/**
 * The rules of Vibe Check (mini-games.md sections 3, 4 and 9): five questions, four options each,
 * every option adding 0 to 3 points to each of four traits; the highest total is the player's vibe.
 */

/** The four traits, in the order that breaks a tie (section 4). */
export const TRAITS = ["energetic", "chill", "creative", "responsible"] as const;
export type Trait = (typeof TRAITS)[number];

export type TraitScores = Readonly<Record<Trait, number>>;

export type VibeOption = { readonly text: string; readonly scores: TraitScores };

export type VibeQuestion = {
  readonly id: number;
  readonly text: string;
  readonly options: readonly [VibeOption, VibeOption, VibeOption, VibeOption];
};

export const QUESTION_COUNT = 5;
export const OPTION_COUNT = 4;
export const MAX_OPTION_SCORE = 3;

export const ZERO_SCORES: TraitScores = { energetic: 0, chill: 0, creative: 0, responsible: 0 };

export type VibeState =
  | { readonly phase: "intro" }
  | { readonly phase: "playing"; readonly question: number; readonly totals: TraitScores }
  | { readonly phase: "results"; readonly totals: TraitScores; readonly vibe: Trait };

export type VibeAction = { type: "start" } | { type: "answer"; option: number } | { type: "replay" };

export const INITIAL_STATE: VibeState = { phase: "intro" };

/** The sum of two score sets, trait by trait. */
export function addScores(a: TraitScores, b: TraitScores): TraitScores {
  return {
    energetic: a.energetic + b.energetic,
    chill: a.chill + b.chill,
    creative: a.creative + b.creative,
    responsible: a.responsible + b.responsible,
  };
}

/**
 * The trait with the highest total. A tie goes to the trait that comes first in
 * energetic, chill, creative, responsible: only a strictly higher total displaces the leader.
 */
export function winningTrait(totals: TraitScores): Trait {
  let best: Trait = TRAITS[0];
  for (const trait of TRAITS) if (totals[trait] > totals[best]) best = trait;
  return best;
}

/**
 * The one transition table of the game: intro -> playing (start), playing -> playing or results
 * (answer), results -> playing from the first question with fresh totals (replay). An action that
 * does not apply in the current phase, or an option that does not exist, leaves the state as it is.
 */
export function vibeCheck(state: VibeState, action: VibeAction, questions: readonly VibeQuestion[]): VibeState {
  switch (action.type) {
    case "start":
      return state.phase === "intro" ? { phase: "playing", question: 0, totals: ZERO_SCORES } : state;
    case "replay":
      return state.phase === "results" ? { phase: "playing", question: 0, totals: ZERO_SCORES } : state;
    case "answer": {
      if (state.phase !== "playing") return state;
      const option = questions[state.question]?.options[action.option];
      if (!option) return state;
      const totals = addScores(state.totals, option.scores);
      const question = state.question + 1;
      return question < questions.length
        ? { phase: "playing", question, totals }
        : { phase: "results", totals, vibe: winningTrait(totals) };
    }
  }
}
