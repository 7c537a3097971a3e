import { SkipForward } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { TimeBar, TimerPill } from "../../countdown";
import { bringPlayIntoView, PLAY_AREA_MARGIN } from "../../play-area";
import { CATEGORY_LABELS, type SpellWord } from "./content";
import {
  currentWordIndex,
  SPRINT_MS,
  type SpellSprintState,
  type SubmitResult,
  secondsLeft,
  WORDS_PER_CATEGORY,
  wordsSpelled,
} from "./logic";

type SprintPlayProps = {
  state: SpellSprintState;
  now: number;
  words: readonly SpellWord[];
  onSubmit: (typed: string) => SubmitResult;
  onSkip: () => void;
};

const tone = { pill: "bg-indigo-100 dark:bg-tint text-indigo-800 dark:text-indigo-300", bar: "bg-indigo-600" };

/** The sprint itself: the countdown, the word count, the hint and the field to type the word in. */
export function SprintPlay({ state, now, words, onSubmit, onSkip }: SprintPlayProps) {
  const [typed, setTyped] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // The hint and the field fill the screen (on a phone, above its keyboard), ready to type.
  useEffect(() => {
    const field = input.current;
    if (field && field.getBoundingClientRect().bottom > window.innerHeight) bringPlayIntoView(root.current);
    field?.focus({ preventScroll: true });
  }, []);

  const seconds = secondsLeft(state, now);
  const index = currentWordIndex(state);
  const word = index === null ? undefined : words[index];
  const blank = typed.trim() === "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    const result = onSubmit(typed);
    if (result === "correct") setTyped("");
    // A wrong word stays in the field, selected, to be corrected or typed over.
    if (result === "wrong") input.current?.select();
  };
  const skip = () => {
    onSkip();
    setTyped("");
    input.current?.focus();
  };

  return (
    <div ref={root} className={`mx-auto max-w-2xl ${PLAY_AREA_MARGIN}`}>
      <div className="flex items-center justify-between gap-4">
        <p className="font-semibold text-ink-soft">
          Word {Math.min(state.position + 1, WORDS_PER_CATEGORY)} of {WORDS_PER_CATEGORY}
          <span className="mx-2 text-ink-faint" aria-hidden="true">
            ·
          </span>
          <span data-testid="sprint-spelled">Spelled: {wordsSpelled(state)}</span>
        </p>
        <TimerPill seconds={seconds} tone={tone} testId="sprint-timer" />
      </div>
      <TimeBar seconds={seconds} total={SPRINT_MS / 1000} tone={tone} />

      <section
        aria-labelledby="sprint-hint-label"
        className="mt-5 rounded-3xl bg-gradient-to-br from-indigo-700 to-violet-800 p-6 text-white shadow-lg sm:p-8"
      >
        <p id="sprint-hint-label" className="font-semibold text-sm text-white/90 uppercase tracking-widest">
          {state.category ? CATEGORY_LABELS[state.category] : ""} · Hint
        </p>
        <div aria-live="polite" aria-atomic="true">
          <p className="mt-3 min-h-20 text-balance font-extrabold text-2xl leading-snug sm:text-3xl" data-testid="hint">
            {word?.hint}
          </p>
          <p className="mt-3 font-semibold text-white/90">{word ? `${word.word.length} letters` : ""}</p>
        </div>
      </section>

      <form onSubmit={submit} className="mt-5">
        <label htmlFor="sprint-word" className="font-semibold text-ink">
          Type the word
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            ref={input}
            id="sprint-word"
            type="text"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="done"
            className="min-h-12 flex-1 rounded-xl border-2 border-line-strong bg-surface px-4 font-bold text-xl uppercase tracking-widest placeholder:font-normal placeholder:text-base placeholder:normal-case placeholder:tracking-normal focus:border-indigo-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
            placeholder="Your spelling"
          />
          <div className="flex gap-3">
            <button type="submit" disabled={blank} className={buttonClass("primary", "lg", "min-h-12 flex-1")}>
              Submit
            </button>
            <button type="button" onClick={skip} className={buttonClass("outline", "lg", "min-h-12 flex-1")}>
              <SkipForward className="size-5" aria-hidden="true" />
              Skip
            </button>
          </div>
        </div>
        <p className="mt-2 text-ink-muted text-sm">Press Enter to submit. Capitals don't matter.</p>
      </form>
    </div>
  );
}
