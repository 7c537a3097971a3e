import { type LetterMark, MAX_TRIES, markGuess, WORD_LENGTH } from "./logic";
import { markClasses, markWords } from "./marks";

type BoardProps = {
  guesses: readonly string[];
  current: string;
  answer: string;
  highContrast: boolean;
  /**
   * Refusals of the row being typed since it was last still (0: still): it shakes until
   * `onShakeEnd`, and each refusal starts the shake again.
   */
  shakes: number;
  onShakeEnd: () => void;
};

/** The six rows of five tiles: finished guesses with their marks, the row being typed, then empty rows. */
export function Board({ guesses, current, answer, highContrast, shakes, onShakeEnd }: BoardProps) {
  const rows = Array.from({ length: MAX_TRIES }, (_, index) => {
    if (index < guesses.length) {
      const guess = guesses[index] as string;
      return { letters: guess, marks: markGuess(guess, answer) as (LetterMark | undefined)[], kind: "done" as const };
    }
    if (index === guesses.length) return { letters: current, marks: [], kind: "current" as const };
    return { letters: "", marks: [], kind: "empty" as const };
  });
  return (
    <ol
      className="mx-auto grid w-full max-w-[15.5rem] gap-1.5 sm:max-w-[20rem]"
      aria-label="Guesses"
      data-testid="nordle-board"
    >
      {rows.map((row, rowIndex) => (
        <li
          // Rows are positions on the board; the row being typed takes a new key at each refusal, so
          // that it is drawn afresh and its shake starts again.
          key={row.kind === "current" && shakes > 0 ? `${rowIndex}-shake-${shakes}` : rowIndex}
          aria-label={rowLabel(rowIndex, row.letters, row.kind === "done" ? answer : null)}
          className={`grid grid-cols-5 gap-1.5 ${row.kind === "current" && shakes > 0 ? "motion-safe:animate-[shake_300ms]" : ""}`}
          onAnimationEnd={(event) => {
            if (event.animationName === "shake") onShakeEnd();
          }}
        >
          {Array.from({ length: WORD_LENGTH }, (_, column) => {
            const letter = row.letters[column] ?? "";
            const mark = row.marks[column];
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: tiles are positions in a row
                key={column}
                aria-hidden="true"
                data-mark={mark ?? (letter ? "typed" : "empty")}
                className={`flex aspect-square items-center justify-center rounded-md border-2 font-extrabold text-2xl uppercase transition-colors duration-300 motion-reduce:transition-none sm:text-3xl ${markClasses(mark, highContrast)} ${letter && !mark ? "border-slate-500" : ""}`}
              >
                {letter}
              </span>
            );
          })}
        </li>
      ))}
    </ol>
  );
}

/** "Guess 2: CRANE. C in the right spot, …", or the typed letters, or "empty". */
function rowLabel(index: number, letters: string, answer: string | null): string {
  const name = `Guess ${index + 1}`;
  if (!letters) return `${name}: empty`;
  if (!answer) return `${name}: ${[...letters].join(" ")}`;
  const marks = markGuess(letters, answer);
  return `${name}: ${letters}. ${[...letters].map((letter, column) => `${letter} ${markWords[marks[column] as LetterMark]}`).join(", ")}`;
}
