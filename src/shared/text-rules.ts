/**
 * Which characters typed text may hold, for every field the browser and the server both check
 * (player names, feedback), and what an e-mail address looks like: one rule each, so the two sides
 * never disagree. No imports, so any page may use them at no cost. The choices are in
 * docs/decisions/021-text-input-rules.md.
 */

/**
 * C0 controls, DEL and C1 controls (category Cc), the line and paragraph separators, and halves of
 * a surrogate pair that stand alone: none of them is text a person means to type into one line,
 * and PostgreSQL refuses NUL in text and lone surrogates in JSON.
 */
const FORBIDDEN = /[\p{Cc}\u2028\u2029\p{Cs}]/u;

/** The controls a message of several lines keeps: tab, line feed and carriage return. */
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;

/**
 * Embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they reorder the text that
 * follows them, up to the end of its paragraph. The marks LRM, RLM and ALM are not among them:
 * they only settle the direction of the punctuation beside them.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * What draws nothing: whitespace, default-ignorable code points (zero-width spaces and joiners,
 * word joiner, BOM, soft hyphen, variation selectors, Hangul fillers, tags, direction marks),
 * other format characters, controls, and the blank Braille pattern often used as an empty name.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\u2800]/u;
/** The same but whitespace, which still separates the words of a name when names are compared. */
const HIDDEN = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\u2800]/u;
const EVERY_HIDDEN = new RegExp(HIDDEN.source, "gu");

/** The first character of `text` that draws nothing and is not whitespace, if any (see INVISIBLE). */
export function hiddenCharacterIn(text: string): string | undefined {
  return HIDDEN.exec(text)?.[0];
}

/** `text` without the characters that draw nothing but whitespace: what of it shows. */
export function withoutHidden(text: string): string {
  return text.replace(EVERY_HIDDEN, "");
}

/** True when `text` holds a character no field accepts; `multiline` lets tabs and line breaks through. */
export function hasControlCharacters(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return FORBIDDEN.test(multiline ? text.replace(LINE_BREAKS_AND_TABS, "") : text);
}

/** True when `text` could reorder the text shown after it (see DIRECTION_CONTROLS). */
export function hasDirectionControls(text: string): boolean {
  return DIRECTION_CONTROLS.test(text);
}

/**
 * The most characters one character becomes when Unicode takes it apart (canonical decomposition:
 * U+1F82, Greek alpha with three marks, is the longest). So no text of more than this many times
 * `limit` characters is `limit` characters or fewer once composed (NFC).
 */
const MOST_PARTS_OF_A_CHARACTER = 4;

/**
 * True when `text` is too long to come within `limit` characters whatever composing it (NFC) does.
 * Checked before composing, which takes time that grows with the square of a run of combining
 * marks: a long run is refused unread. Reads at most that many characters of `text`.
 */
export function tooLongToCompose(text: string, limit: number): boolean {
  const most = limit * MOST_PARTS_OF_A_CHARACTER;
  if (text.length <= most) return false;
  let characters = 0;
  for (const _ of text) if (++characters > most) return true;
  return false;
}

/** True when at least one character of `text` shows something on screen. */
export function hasVisibleCharacter(text: string): boolean {
  for (const character of text) if (!INVISIBLE.test(character)) return true;
  return false;
}

/**
 * What two names are compared by, so that names a person would read as the same are the same:
 * compatibility-normalised (NFKC: the fullwidth "Ｓａｍ" is "Sam"), without the characters that
 * draw nothing, with each run of whitespace read as one space, trimmed, and case-folded
 * (upper then lower case, so "STRASSE" and "straße" meet too).
 */
export function nameComparisonKey(name: string): string {
  return name
    .normalize("NFKC")
    .replace(EVERY_HIDDEN, "")
    .replace(/\s+/gu, " ")
    .trim()
    .toUpperCase()
    .toLowerCase()
    .normalize("NFKC");
}

/**
 * Text, @, text, dot, text, as site.md asks, held to what ordinary addresses use: ASCII letters,
 * digits and . _ ' + - before the @, in dot-separated runs; then host names of letters, digits and
 * inner hyphens, ending in a top-level domain of letters (or xn-- for an internationalised one).
 * Nothing a mailto link reads as more than an address (? & # % = ,), no spaces, no controls.
 */
const EMAIL_ADDRESS =
  /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]*[A-Za-z0-9])$/;

/** True when `text` (already trimmed) is an e-mail address we accept (see EMAIL_ADDRESS). */
export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text);
}

/**
 * The mailto link for a stored address, or null when the address does not pass today's rule
 * (rows stored under an older, looser one): shown as text only then, so no stored value can add
 * recipients, a subject or a body to the e-mail written to it.
 */
export function mailtoHref(address: string): string | null {
  return isEmailAddress(address) ? `mailto:${address}` : null;
}
