/** The Catchphrase word bank: every category's word list, keyed by category name. */
import { ACTIVITY_WORDS } from "./activities";
import { ANIMAL_WORDS } from "./animals";
import { FOOD_WORDS } from "./food";
import { MIX_WORDS } from "./mix";
import { MOVIE_WORDS } from "./movies";
import { PLACE_WORDS } from "./places";

/** The game's word categories (catchphrase.md section 3). */
export const WORD_CATEGORIES = ["Mix", "Animals", "Food", "Movies", "Activities", "Places"] as const;

export type WordCategory = (typeof WORD_CATEGORIES)[number];

export type WordBank = Readonly<Record<WordCategory, readonly string[]>>;

export const WORD_BANK: WordBank = {
  Mix: MIX_WORDS,
  Animals: ANIMAL_WORDS,
  Food: FOOD_WORDS,
  Movies: MOVIE_WORDS,
  Activities: ACTIVITY_WORDS,
  Places: PLACE_WORDS,
};
