import { Check, X } from "lucide-react";

type RiddleOptionProps = {
  text: string;
  letter: string;
  chosen: boolean;
  correct: boolean;
  /** The riddle has been answered: no more picks, and the right and chosen options are marked. */
  locked: boolean;
  disabled: boolean;
  onPick: () => void;
};

/** One of a riddle's four answers; once the riddle is answered it says, in words and colour, what it was. */
export function RiddleOption({ text, letter, chosen, correct, locked, disabled, onPick }: RiddleOptionProps) {
  let tone = "border-line bg-surface text-ink-soft hover:border-amber-600 hover:bg-amber-50 dark:hover:bg-tint";
  if (locked) {
    if (correct) tone = "border-emerald-600 bg-emerald-50 dark:bg-tint text-emerald-900 dark:text-emerald-300";
    else if (chosen) tone = "border-rose-600 bg-rose-50 dark:bg-tint text-rose-900 dark:text-rose-300";
    else tone = "border-line bg-surface-muted text-ink-muted";
  }
  let mark = null;
  if (locked && correct)
    mark = <Check className="size-5 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />;
  else if (locked && chosen)
    mark = <X className="size-5 shrink-0 text-rose-700 dark:text-rose-300" aria-hidden="true" />;
  const status = locked && correct ? "Correct answer" : locked && chosen ? "Your answer" : null;
  return (
    <button
      type="button"
      disabled={disabled}
      aria-pressed={chosen}
      className={`flex min-h-14 w-full items-center gap-4 rounded-2xl border-2 px-5 py-3 text-left font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-amber-700 focus-visible:outline-offset-2 disabled:cursor-default ${tone}`}
      onClick={onPick}
    >
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-100 dark:bg-tint font-bold text-amber-900 dark:text-amber-300 text-sm"
      >
        {letter}
      </span>
      <span className="flex-1">
        {text}
        {status ? (
          <span className="sr-only"> ({chosen && correct ? "your answer, correct" : status.toLowerCase()})</span>
        ) : null}
      </span>
      {mark}
    </button>
  );
}
