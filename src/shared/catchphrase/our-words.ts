import {
  hasControlCharacters,
  hiddenCharacterIn,
  nameComparisonKey,
  tooLongToCompose,
  withoutHidden,
} from "../text-rules";
import { OUR_WORD_MAX_LENGTH, OUR_WORDS_MAX } from "./constants";
import { catchphraseErrors } from "./messages";
import type { WordChoice, WordMode } from "./types";
import { WORD_CATEGORIES, type WordCategory } from "./words/categories";

/**
 * "Our Words" (issue "Catchphrase for a party night", docs/decisions/038): the host's own list,
 * one word or phrase per line, read the same way in the browser (to point at the lines to mend)
 * and on the server (which decides). All or nothing: one bad line and no word of the list is kept.
 */

/** What is wrong with the list: a line (numbered from 1, as the host sees it) or its length. */
export type OurWordsProblem =
  | { kind: "control" | "hidden" | "tooLong"; line: number; text: string; character?: string }
  | { kind: "tooMany"; count: number };

export type OurWordsReading =
  | { ok: true; words: string[]; repeats: number }
  | { ok: false; problems: OurWordsProblem[] };

/** A line with every run of spaces (of any width) or tabs one space, trimmed. */
function spacedOut(line: string): string {
  return line.replace(/\p{White_Space}+/gu, " ").trim();
}

/**
 * A line as it is kept (spaced out, then composed: NFC), or what is wrong with it. A line far over
 * the length is refused before it is composed, which would take time growing with the square of a
 * run of combining marks (tooLongToCompose): every line costs time in proportion to its length.
 */
function wordOf(raw: string, line: number): { word: string } | { problem: OurWordsProblem } {
  const spaced = spacedOut(raw);
  if (tooLongToCompose(spaced, OUR_WORD_MAX_LENGTH)) return { problem: { kind: "tooLong", line, text: spaced } };
  const word = spaced.normalize("NFC");
  if (hasControlCharacters(word)) return { problem: { kind: "control", line, text: word } };
  const hidden = hiddenCharacterIn(word);
  if (hidden !== undefined) return { problem: { kind: "hidden", line, text: word, character: hidden } };
  if (Array.from(word).length > OUR_WORD_MAX_LENGTH) return { problem: { kind: "tooLong", line, text: word } };
  return { word };
}

/**
 * The host's text read as a list: blank lines skipped, each other line tidied, then refused when
 * it holds a control character or one that draws nothing (zero-width spaces and joiners, soft
 * hyphens, direction marks: pasted text brings them in unseen), or runs over OUR_WORD_MAX_LENGTH
 * characters. Repeats, compared as names are (case and width aside), keep their first line. More
 * than OUR_WORDS_MAX different words is refused as well.
 */
export function readOurWords(text: string): OurWordsReading {
  const problems: OurWordsProblem[] = [];
  const words: string[] = [];
  const seen = new Set<string>();
  let repeats = 0;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const read = wordOf(raw, index + 1);
    if ("problem" in read) {
      problems.push(read.problem);
      return;
    }
    const { word } = read;
    if (word === "") return;
    const key = nameComparisonKey(word);
    if (seen.has(key)) repeats++;
    else {
      seen.add(key);
      words.push(word);
    }
  });
  if (words.length > OUR_WORDS_MAX) problems.push({ kind: "tooMany", count: words.length });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, words, repeats };
}

/** A line as a problem quotes it: what shows of it, at most 20 characters. */
function quoted(text: string): string {
  const shown = Array.from(withoutHidden(text));
  return `"${shown.length > 20 ? `${shown.slice(0, 19).join("")}…` : shown.join("")}"`;
}

/** The code of a character as Unicode charts name it, say U+200B. */
function codeOf(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** One sentence per problem, naming the line. */
export function ourWordsProblemText(problem: OurWordsProblem): string {
  switch (problem.kind) {
    case "control":
      return `Line ${problem.line} (${quoted(problem.text)}) has a control character in it.`;
    case "hidden":
      return `Line ${problem.line} (${quoted(problem.text)}) has an invisible character (${codeOf(problem.character ?? "")}) in it. Retype the line.`;
    case "tooLong":
      return `Line ${problem.line} (${quoted(problem.text)}) is longer than ${OUR_WORD_MAX_LENGTH} characters.`;
    case "tooMany":
      return `That is ${problem.count} different words; the most is ${OUR_WORDS_MAX}.`;
  }
}

/** How many problems a refusal spells out; the rest are counted. */
const PROBLEMS_SPELLED_OUT = 3;

/** A refusal in one message: its first problems, then how many more lines need mending. */
export function ourWordsRefusal(problems: readonly OurWordsProblem[]): string {
  const spelled = problems.slice(0, PROBLEMS_SPELLED_OUT).map(ourWordsProblemText);
  const more = problems.length - spelled.length;
  if (more > 0) spelled.push(`${more} more ${more === 1 ? "line needs" : "lines need"} mending too.`);
  return `Nothing was saved. ${spelled.join(" ")}`;
}

/** What the host asks for: the categories, the mode, and Our Words as typed (absent: keep the saved ones). */
export type WordChoiceRequest = Pick<WordChoice, "categories" | "mode"> & { ourWords?: string | undefined };

/** The same once Our Words are read (readOurWords): the list of words, absent to keep the saved ones. */
export type ReadWordChoice = Pick<WordChoice, "categories" | "mode"> & { ourWords?: string[] | undefined };

/**
 * The room's next choice of words from its current one and the host's request, its list already
 * read: the categories each once in the bank's order, and a choice that leaves nothing to draw
 * refused.
 */
export function nextWordChoice(
  current: WordChoice,
  request: ReadWordChoice,
): { ok: true; choice: WordChoice } | { ok: false; error: string } {
  const ourWords = request.ourWords ?? current.ourWords;
  const categories = WORD_CATEGORIES.filter((category) => request.categories.includes(category));
  const empty = emptyChoiceError(categories, request.mode, ourWords.length);
  if (empty !== undefined) return { ok: false, error: empty };
  return { ok: true, choice: { categories, mode: request.mode, ourWords } };
}

/** Why a choice would leave nothing to draw: "only our words" needs some, "mixed" a category. */
export function emptyChoiceError(
  categories: readonly WordCategory[],
  mode: WordMode,
  ourWordCount: number,
): string | undefined {
  if (mode === "only" && ourWordCount === 0) return catchphraseErrors.noOurWords;
  if (mode === "mixed" && categories.length === 0) return catchphraseErrors.noCategory;
  return undefined;
}
