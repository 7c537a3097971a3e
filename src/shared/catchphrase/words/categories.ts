/**
 * The game's word categories (catchphrase.md section 3), by name only: browsers need the names
 * (Game Settings), never the lists, which stay in word-bank.ts on the server.
 */
export const WORD_CATEGORIES = ["Mix", "Animals", "Food", "Movies", "Activities", "Places"] as const;

export type WordCategory = (typeof WORD_CATEGORIES)[number];
