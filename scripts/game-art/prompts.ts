/** The items of a game's previewContent, as its app shows them: a badge, maybe a category, the text. */
import type { Game } from "../../src/shared/catalogue/games";
import { previewBadge, previewText } from "../../src/shared/catalogue/preview";

export type Prompt = { badge: string; kicker?: string; text: string };

/** "Action: Building a sandcastle" or "Word Chain: Name an animal...": a short category first. */
const KICKER = /^([A-Z][A-Za-z' ]{1,24}):\s+(.+)$/;

/** The first preview item of the game that `accept`s, as a prompt; the artwork shows only real prompts. */
export function promptOf(game: Game, accept: (item: string) => boolean = () => true): Prompt {
  const item = game.previewContent.items.find(accept);
  if (item === undefined) throw new Error(`${game.id}: no preview item for its screenshot`);
  const badge = previewBadge(game.id, game.previewContent.type, item);
  const text = previewText(game.id, item);
  const match = game.id === "truth-or-dare" ? null : KICKER.exec(text);
  return match?.[1] && match[2] ? { badge, kicker: match[1], text: match[2] } : { badge, text };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Would you rather A or B?" as its two options, when it splits cleanly. */
export function splitChoice(text: string): [string, string] | undefined {
  const parts = /^Would you rather (.+)\?$/i.exec(text)?.[1]?.split(" or ") ?? [];
  const [first, second] = parts;
  return parts.length === 2 && first && second ? [capitalise(first), capitalise(second)] : undefined;
}

/** The two options of the first dilemma of the game that `accept`s and splits cleanly. */
export function choiceOf(game: Game, accept: (item: string) => boolean): [string, string] {
  const options = splitChoice(promptOf(game, (item) => accept(item) && splitChoice(item) !== undefined).text);
  if (!options) throw new Error(`${game.id}: no dilemma splits into two options`);
  return options;
}
