/** Nordle's allowed guesses, five letters each with nothing between them, sorted (scripts/nordle-words.ts). */
declare module "virtual:nordle-words" {
  const words: string;
  export default words;
}
