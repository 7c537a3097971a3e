import { Delete } from "lucide-react";
import { keepToastsAbove } from "../../../../components/toasts/lift";
import type { LetterMark } from "./logic";
import { markClasses, markWords } from "./marks";

const ROWS = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"];

type KeyboardProps = {
  marks: Record<string, LetterMark>;
  highContrast: boolean;
  disabled: boolean;
  onLetter: (letter: string) => void;
  onEnter: () => void;
  onDelete: () => void;
};

/** The on-screen keyboard; each key shows the best mark its letter has earned. */
export function Keyboard({ marks, highContrast, disabled, onLetter, onEnter, onDelete }: KeyboardProps) {
  const key =
    "flex h-12 min-w-0 flex-1 items-center justify-center rounded-md border font-bold text-sm select-none disabled:opacity-60 sm:h-14 sm:text-base";
  return (
    <section
      className="mx-auto mt-6 grid w-full max-w-lg gap-1.5"
      aria-label="Keyboard"
      data-keyboard
      ref={keepToastsAbove}
    >
      {ROWS.map((row, rowIndex) => (
        <div key={row} className="flex gap-1 min-[360px]:gap-1.5">
          {rowIndex === 2 ? (
            <button
              type="button"
              className={`${key} flex-[1.6] border-line-strong bg-surface-strong`}
              onClick={onEnter}
              disabled={disabled}
            >
              Enter
            </button>
          ) : null}
          {[...row].map((letter) => {
            const mark = marks[letter];
            return (
              <button
                key={letter}
                type="button"
                disabled={disabled}
                onClick={() => onLetter(letter)}
                aria-label={mark ? `${letter}, ${markWords[mark]}` : letter}
                data-mark={mark ?? "unused"}
                className={`${key} ${mark ? markClasses(mark, highContrast) : "border-line-strong bg-surface-strong text-ink"}`}
              >
                {letter}
              </button>
            );
          })}
          {rowIndex === 2 ? (
            <button
              type="button"
              className={`${key} flex-[1.6] border-line-strong bg-surface-strong`}
              onClick={onDelete}
              disabled={disabled}
              aria-label="Delete letter"
            >
              <Delete className="size-5" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ))}
    </section>
  );
}
