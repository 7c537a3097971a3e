import type { Clue } from "./content";

type EmojiCluesProps = {
  clues: readonly Clue[];
  /** Shows each emoji's name under it (on the result screen, once the word is known). */
  named?: boolean;
  className?: string;
};

/**
 * The five emoji of a word. Screen readers hear one picture, "Clues: crown, cat, tall grass, ...",
 * instead of the emoji's own names (which can give a word away or be missing).
 */
export function EmojiClues({ clues, named = false, className = "" }: EmojiCluesProps) {
  return (
    <div
      role="img"
      aria-label={`Clues: ${clues.map(([, name]) => name).join(", ")}`}
      className={`flex flex-wrap justify-center gap-2 sm:gap-3 ${className}`}
      data-testid="emoji-clues"
    >
      {clues.map(([emoji, name], index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: clues are positions in the row (the generic set repeats one emoji)
          key={index}
          className="flex w-14 flex-col items-center sm:w-20"
        >
          <span className="flex size-14 items-center justify-center rounded-2xl bg-white/95 text-4xl shadow-sm sm:size-20 sm:text-5xl">
            {emoji}
          </span>
          {named ? <span className="mt-1 text-center text-white text-xs leading-tight">{name}</span> : null}
        </span>
      ))}
    </div>
  );
}
