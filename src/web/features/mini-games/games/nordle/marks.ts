import type { LetterMark } from "./logic";

/** Tile and key colours per mark; the high-contrast set uses orange and blue instead of green and yellow. */
export function markClasses(mark: LetterMark | undefined, highContrast: boolean): string {
  if (!mark) return "border-line-strong bg-surface text-ink";
  if (mark === "absent") return "border-slate-500 bg-slate-500 text-white";
  if (mark === "correct")
    return highContrast
      ? "border-orange-400 bg-orange-400 text-slate-900"
      : "border-emerald-700 bg-emerald-700 text-white";
  return highContrast ? "border-sky-400 bg-sky-400 text-slate-900" : "border-amber-400 bg-amber-400 text-slate-900";
}

/** How a screen reader hears a mark. */
export const markWords: Record<LetterMark, string> = {
  correct: "in the right spot",
  present: "in the word, elsewhere",
  absent: "not in the word",
};
