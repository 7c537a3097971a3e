import { Heart } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { TimeBar, TimerPill } from "../../countdown";
import { bringPlayIntoView, PLAY_AREA_MARGIN } from "../../play-area";
import { CATEGORY_LABELS } from "./content";
import { EmojiClues } from "./emoji-clues";
import { type CharadesState, type GuessResult, MAX_ATTEMPTS, ROUND_MS, secondsLeft, wordShape } from "./logic";

type CharadesRoundProps = {
  state: CharadesState;
  now: number;
  onGuess: (typed: string) => GuessResult;
};

const tone = { pill: "bg-amber-100 dark:bg-tint text-amber-900 dark:text-amber-300", bar: "bg-amber-500" };

/** "2 words: 8 and 4 letters", for screen readers. */
function shapeText(shape: number[]): string {
  if (shape.length === 1) return `One word of ${shape[0]} letters`;
  return `${shape.length} words of ${shape.slice(0, -1).join(", ")} and ${shape.at(-1)} letters`;
}

/** A round being guessed: timer, attempts, the clues, the word's shape and the guess field. */
export function CharadesRound({ state, now, onGuess }: CharadesRoundProps) {
  const [typed, setTyped] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // The clues and the field fill the screen (on a phone, above its keyboard), ready to type.
  useEffect(() => {
    const field = input.current;
    if (field && field.getBoundingClientRect().bottom > window.innerHeight) bringPlayIntoView(root.current);
    field?.focus({ preventScroll: true });
  }, []);

  const blank = typed.trim() === "";
  const submit = () => {
    const result = onGuess(typed);
    if (result === "wrong") {
      setTyped("");
      input.current?.focus();
    }
  };
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  // Enter always submits, even in a blank field (where the shut Guess button would block the form),
  // so a blank guess gets its 'Empty guess' toast.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || !blank) return;
    event.preventDefault();
    submit();
  };

  const seconds = secondsLeft(state, now);
  const shape = wordShape(state.word);
  return (
    <div ref={root} className={`mx-auto max-w-2xl ${PLAY_AREA_MARGIN}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-ink-soft">
          {CATEGORY_LABELS[state.category]}
          <span className="mx-2 text-ink-faint" aria-hidden="true">
            ·
          </span>
          Score: <span data-testid="charades-total">{state.totalScore}</span>
        </p>
        <div className="flex items-center gap-3">
          <p className="flex items-center gap-1" data-testid="charades-attempts">
            <span className="sr-only">
              {state.attemptsLeft} of {MAX_ATTEMPTS} attempts left
            </span>
            {Array.from({ length: MAX_ATTEMPTS }, (_, index) => (
              <Heart
                // biome-ignore lint/suspicious/noArrayIndexKey: the hearts are positions
                key={index}
                aria-hidden="true"
                className={`size-6 ${index < state.attemptsLeft ? "fill-rose-600 text-rose-600 dark:text-rose-300" : "text-ink-faint"}`}
              />
            ))}
          </p>
          <TimerPill seconds={seconds} tone={tone} testId="charades-timer" />
        </div>
      </div>
      <TimeBar seconds={seconds} total={ROUND_MS / 1000} tone={tone} />

      <section
        aria-label="Emoji clues"
        className="mt-5 rounded-3xl bg-gradient-to-br from-amber-700 via-orange-700 to-rose-700 px-4 py-6 text-white shadow-lg sm:p-8"
      >
        <EmojiClues clues={state.clues} />
        <p className="sr-only">{shapeText(shape)}.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2" aria-hidden="true">
          {shape.map((letters, word) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: words are positions in the answer
            <span key={word} className="flex gap-1">
              {Array.from({ length: letters }, (_, letter) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: letters are positions in the word
                <span key={letter} className="h-1.5 w-4 rounded-full bg-white/80 sm:w-5" />
              ))}
            </span>
          ))}
        </div>
      </section>

      {state.wrongGuesses.length > 0 ? (
        <p className="mt-4 text-ink-soft">
          Not it: <span className="font-semibold">{state.wrongGuesses.join(", ")}</span>
        </p>
      ) : null}

      <form onSubmit={onFormSubmit} className="mt-5">
        <label htmlFor="charades-guess" className="font-semibold text-ink">
          Your guess
        </label>
        <div className="mt-2 flex gap-3">
          <input
            ref={input}
            id="charades-guess"
            type="text"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder="Type the word"
            className="min-h-12 min-w-0 flex-1 rounded-xl border-2 border-line-strong bg-surface px-4 font-semibold text-lg focus:border-amber-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-amber-700 focus-visible:outline-offset-2"
          />
          <button type="submit" disabled={blank} className={buttonClass("primary", "lg", "min-h-12")}>
            Guess
          </button>
        </div>
        <p className="mt-2 text-ink-muted text-sm">Press Enter to guess. Capitals don't matter.</p>
      </form>
    </div>
  );
}
