/**
 * The rules of Mini Meme Battle (mini-games.md sections 3, 4, 5 and 8): a prompt from a category,
 * a picture (one of the eight templates or the player's own), top and bottom text laid out at a
 * tenth of the picture's width, then Save: the meme as a PNG, with Preview and Share tabs, until
 * Create Another Meme starts over. Random draws come in as numbers in [0, 1) (`roll`), so every
 * transition is a pure function of its action.
 */
import { type MemeCategory, type MemePrompt, PROMPTS } from "./content";
import type { MemeTemplate } from "./templates";

/** Meme text is drawn at one tenth of the picture's width (section 5). */
export const TEXT_SIZE_RATIO = 0.1;
/** The margin around the text, as a share of the picture's width. */
export const TEXT_MARGIN_RATIO = 0.04;
export const LINE_HEIGHT_RATIO = 1.15;
/** The text outline's width, as a share of the font size. */
export const OUTLINE_RATIO = 0.12;
/** Each of the top and bottom texts may fill at most this share of the picture's height. */
export const TEXT_BLOCK_MAX_HEIGHT_RATIO = 0.45;
/** How small text may shrink, as a share of the picture's width, when a long text must fit. */
export const MIN_TEXT_SIZE_RATIO = 0.04;
export const MEME_FONT_FAMILY = 'Impact, "Arial Black", "Helvetica Neue", Arial, sans-serif';

/** The id that stands for the player's own picture. */
export const OWN_PICTURE_ID = "own-picture";
/** The largest picture file a player may use. */
export const OWN_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** A player's picture is scaled to a longest side between these (big photos shrink, tiny ones grow). */
export const OWN_PICTURE_MIN_SIDE = 600;
export const OWN_PICTURE_MAX_SIDE = 1200;

export type CategoryChoice = MemeCategory | "all";

export type SavedMeme = {
  readonly template: string;
  readonly topText: string;
  readonly bottomText: string;
  /** The meme as a PNG data URL. */
  readonly dataUrl: string;
};

export type MemeState = {
  readonly phase: "editing" | "saved";
  /** The chosen template's id, OWN_PICTURE_ID, or null before a choice. */
  readonly picture: string | null;
  readonly topText: string;
  readonly bottomText: string;
  readonly category: CategoryChoice;
  /** The prompt on show; null until the first one is drawn (after the page is live). */
  readonly promptId: number | null;
  readonly saved: SavedMeme | null;
};

export type MemeAction =
  /** The first prompt, drawn once the page is live. */
  | { type: "drawFirstPrompt"; roll: number }
  | { type: "chooseCategory"; category: CategoryChoice; roll: number }
  | { type: "newPrompt"; roll: number }
  | { type: "pickTemplate"; template: MemeTemplate }
  | { type: "useOwnPicture" }
  | { type: "editTop"; text: string }
  | { type: "editBottom"; text: string }
  | { type: "save"; dataUrl: string }
  /** Create Another Meme. */
  | { type: "reset"; roll: number };

export const INITIAL_STATE: MemeState = {
  phase: "editing",
  picture: null,
  topText: "",
  bottomText: "",
  category: "all",
  promptId: null,
  saved: null,
};

/** The prompts of a category, or all twelve. */
export const promptsIn = (category: CategoryChoice, prompts: readonly MemePrompt[] = PROMPTS): MemePrompt[] =>
  prompts.filter((prompt) => category === "all" || prompt.category === category);

/**
 * A random prompt of `category` other than `currentId` (New Prompt), or any of its prompts when
 * `currentId` is null or the category has no other (a category of one keeps its only prompt).
 */
export function pickPrompt(
  category: CategoryChoice,
  currentId: number | null,
  roll: number,
  prompts: readonly MemePrompt[] = PROMPTS,
): MemePrompt {
  const all = promptsIn(category, prompts);
  const others = all.filter((prompt) => prompt.id !== currentId);
  const pool = others.length > 0 ? others : all;
  const index = Math.min(pool.length - 1, Math.max(0, Math.floor(roll * pool.length)));
  const prompt = pool[index];
  if (!prompt) throw new Error(`No prompt in the category ${category}.`);
  return prompt;
}

/** Whether New Prompt can show something else: the category has more than one prompt. */
export const canChangePrompt = (category: CategoryChoice): boolean => promptsIn(category).length > 1;

export const findPrompt = (id: number | null): MemePrompt | undefined => PROMPTS.find((prompt) => prompt.id === id);

/**
 * A text box takes the new picture's default text when the player has not written in it: it is
 * empty or still holds the previous picture's default. Anything the player typed stays.
 */
function carriedText(current: string, previousDefault: string | undefined, nextDefault: string | undefined): string {
  const untouched = current === "" || current === (previousDefault ?? "");
  return untouched ? (nextDefault ?? "") : current;
}

function withPicture(
  state: MemeState,
  picture: string,
  previous: MemeTemplate | undefined,
  next: MemeTemplate | undefined,
): MemeState {
  return {
    ...state,
    picture,
    topText: carriedText(state.topText, previous?.defaultTopText, next?.defaultTopText),
    bottomText: carriedText(state.bottomText, previous?.defaultBottomText, next?.defaultBottomText),
  };
}

/**
 * The one transition table of the game. Prompt changes work in both phases; picture and text
 * changes only while editing; save needs a picture; reset (Create Another Meme) clears the
 * picture, the texts and the saved meme and draws a new prompt in the same category. `templates`
 * is the template list (to know each one's default texts).
 */
export function memeBattle(state: MemeState, action: MemeAction, templates: readonly MemeTemplate[]): MemeState {
  const templateOf = (id: string | null) => templates.find((template) => template.id === id);
  switch (action.type) {
    case "drawFirstPrompt":
      return state.promptId === null ? { ...state, promptId: pickPrompt(state.category, null, action.roll).id } : state;
    case "chooseCategory":
      return { ...state, category: action.category, promptId: pickPrompt(action.category, null, action.roll).id };
    case "newPrompt":
      return { ...state, promptId: pickPrompt(state.category, state.promptId, action.roll).id };
    case "pickTemplate":
      if (state.phase !== "editing") return state;
      return withPicture(state, action.template.id, templateOf(state.picture), action.template);
    case "useOwnPicture":
      if (state.phase !== "editing") return state;
      return withPicture(state, OWN_PICTURE_ID, templateOf(state.picture), undefined);
    case "editTop":
      return state.phase === "editing" ? { ...state, topText: action.text } : state;
    case "editBottom":
      return state.phase === "editing" ? { ...state, bottomText: action.text } : state;
    case "save":
      if (state.phase !== "editing" || state.picture === null) return state;
      return {
        ...state,
        phase: "saved",
        saved: {
          template: state.picture,
          topText: state.topText,
          bottomText: state.bottomText,
          dataUrl: action.dataUrl,
        },
      };
    case "reset":
      return {
        ...INITIAL_STATE,
        category: state.category,
        promptId: pickPrompt(state.category, state.promptId, action.roll).id,
      };
  }
}

/** The downloaded meme's name: meme-{template id}.png (meme-own-picture.png for a player's picture). */
export const memeFileName = (picture: string): string => `meme-${picture}.png`;

/** How wide `text` is at `fontSize` px in the meme's font (the canvas measures it; tests fake it). */
export type Measure = (text: string, fontSize: number) => number;

/** One line of meme text: centred on x, its top at y (text baseline "top"). */
export type TextLine = { readonly text: string; readonly x: number; readonly y: number };

export type TextBlock = {
  readonly fontSize: number;
  readonly outlineWidth: number;
  readonly lines: readonly TextLine[];
};

/** Splits a word too long for a line into pieces that fit (at least one character each). */
function breakWord(word: string, maxWidth: number, fontSize: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const character of word) {
    if (piece !== "" && measure(piece + character, fontSize) > maxWidth) {
      pieces.push(piece);
      piece = character;
    } else piece += character;
  }
  if (piece !== "") pieces.push(piece);
  return pieces;
}

/**
 * `text` wrapped into lines no wider than `maxWidth` at `fontSize`: words are kept whole where
 * they fit, runs of spaces collapse, and a word wider than a line is broken between characters.
 */
export function wrapText(text: string, maxWidth: number, fontSize: number, measure: Measure): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (measure(candidate, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== "") lines.push(line);
    if (measure(word, fontSize) <= maxWidth) line = word;
    else {
      const pieces = breakWord(word, maxWidth, fontSize, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? "";
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

/**
 * Where the top or bottom text goes on a `width` x `height` picture: at a tenth of the width,
 * centred, wrapped within the margins, the top text hanging from the top margin and the bottom
 * text standing on the bottom margin. A text too long to fit in its part of the picture (45 % of
 * the height) at that size is made smaller until it fits, down to a twenty-fifth of the width.
 */
export function layoutMemeText(
  text: string,
  position: "top" | "bottom",
  width: number,
  height: number,
  measure: Measure,
): TextBlock {
  const margin = width * TEXT_MARGIN_RATIO;
  const maxWidth = width - 2 * margin;
  const maxHeight = height * TEXT_BLOCK_MAX_HEIGHT_RATIO;
  const minSize = width * MIN_TEXT_SIZE_RATIO;
  let fontSize = width * TEXT_SIZE_RATIO;
  let lines = wrapText(text, maxWidth, fontSize, measure);
  while (lines.length * fontSize * LINE_HEIGHT_RATIO > maxHeight && fontSize > minSize) {
    fontSize = Math.max(minSize, fontSize * 0.9);
    lines = wrapText(text, maxWidth, fontSize, measure);
  }
  const lineHeight = fontSize * LINE_HEIGHT_RATIO;
  const firstTop = position === "top" ? margin : height - margin - lines.length * lineHeight;
  return {
    fontSize,
    outlineWidth: Math.max(2, fontSize * OUTLINE_RATIO),
    lines: lines.map((line, index) => ({ text: line, x: width / 2, y: firstTop + index * lineHeight })),
  };
}

/** The CSS font of meme text at `fontSize` px: bold, in a poster face where the device has one. */
export const memeFont = (fontSize: number): string => `bold ${fontSize}px ${MEME_FONT_FAMILY}`;

/**
 * The size a player's picture is drawn at: its own proportions, the longest side brought within
 * 600 to 1200 px, so big photos stay light and the text of tiny pictures stays readable.
 */
export function ownPictureSize(width: number, height: number): { width: number; height: number } {
  const longest = Math.max(width, height, 1);
  const target = Math.min(OWN_PICTURE_MAX_SIDE, Math.max(OWN_PICTURE_MIN_SIDE, longest));
  const scale = target / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The toasts of the game: the spec's save message, and ours for a picture that cannot be used. */
export const memeMessages = {
  saved: { title: "Meme Created!", body: "Your meme has been created successfully." },
  notAPicture: { title: "Not a picture", body: "Please choose an image file, such as a PNG or JPEG." },
  pictureTooLarge: { title: "Picture too large", body: "Please choose a picture under 10 MB." },
  pictureUnreadable: { title: "Picture could not be opened", body: "Please try another picture." },
  notSaved: { title: "Meme not saved", body: "Your browser could not make the image. Please try again." },
} as const;

/** Why a chosen file cannot be used as a picture, or null when it can be tried. */
export function ownPictureProblem(file: { type: string; size: number }): "notAPicture" | "pictureTooLarge" | null {
  if (!file.type.startsWith("image/")) return "notAPicture";
  if (file.size > OWN_PICTURE_MAX_BYTES) return "pictureTooLarge";
  return null;
}
