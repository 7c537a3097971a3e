/** The Catchphrase word bank: every category's word list, keyed by category name. */
import { ACTIVITY_WORDS } from "./activities";
import { ANIMAL_WORDS } from "./animals";
import type { WordCategory } from "./categories";
import { FOOD_WORDS } from "./food";
import { MIX_WORDS } from "./mix";
import { MOVIE_WORDS } from "./movies";
import { PLACE_WORDS } from "./places";

export { WORD_CATEGORIES, type WordCategory } from "./categories";

export type WordBank = Readonly<Record<WordCategory, readonly string[]>>;

export const WORD_BANK: WordBank = {
  Mix: MIX_WORDS,
  Animals: ANIMAL_WORDS,
  Food: FOOD_WORDS,
  Movies: MOVIE_WORDS,
  Activities: ACTIVITY_WORDS,
  Places: PLACE_WORDS,
};
