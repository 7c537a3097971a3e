import { Check, RotateCcw, SkipForward } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { ShareWidget } from "../../share/share-widget";
import { CATEGORY_LABELS, type SpellWord } from "./content";
import { type SpellSprintState, sprintResults } from "./logic";

type SprintResultProps = {
  state: SpellSprintState;
  words: readonly SpellWord[];
  /** The best words per minute kept on this device, this sprint's included. */
  best: number | null;
  /** Whether this sprint set that best. */
  newBest: boolean;
  onPlayAgain: () => void;
  onChangeCategory: () => void;
};

/** The end of a sprint: rating, words per minute, accuracy, the words dealt, Play Again and sharing. */
export function SprintResult({ state, words, best, newBest, onPlayAgain, onChangeCategory }: SprintResultProps) {
  const results = sprintResults(state);
  // The word on show when the time ran out is listed too, so the player learns its spelling.
  const pending = state.order[state.position];
  const entries = [
    ...state.history.map((entry) => ({ ...entry, status: entry.spelled ? "Spelled" : "Skipped" })),
    ...(pending === undefined ? [] : [{ word: pending, spelled: false, misses: state.misses, status: "Time ran out" }]),
  ];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const figures = [
    { label: "Words per minute", value: String(results.wpm), testId: "sprint-wpm" },
    { label: "Accuracy", value: `${results.accuracy}%`, testId: "sprint-accuracy" },
    { label: "Words spelled", value: String(results.words), testId: "sprint-words" },
    { label: "Time", value: `${results.seconds}s`, testId: "sprint-time" },
  ];
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <section
        aria-labelledby="sprint-result-heading"
        className="rounded-3xl bg-gradient-to-br from-indigo-700 to-violet-800 p-6 text-center text-white shadow-lg sm:p-8"
      >
        <h2 id="sprint-result-heading" ref={heading} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
          <span className="block font-semibold text-sm text-white/90 uppercase tracking-widest">
            {results.finishedEarly ? "Sprint complete!" : "Time's up!"}
          </span>
          <span className="sr-only"> Your rating: </span>
          <span className="mt-2 block font-extrabold text-4xl sm:text-5xl" data-testid="sprint-rating">
            {results.rating}
          </span>
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(({ label, value, testId }) => (
            <div key={label} className="rounded-2xl bg-white/10 px-3 py-3">
              <dt className="text-sm text-white/90">{label}</dt>
              <dd className="font-extrabold text-3xl tabular-nums" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {best !== null ? (
          <p className="mt-4 font-bold text-lg" data-testid="sprint-best">
            {newBest ? `A new best: ${best} WPM!` : `Your best: ${best} WPM`}
          </p>
        ) : null}
        <p className="mt-4 text-sm text-white/90">
          Five letters count as one word, as in typing tests. Accuracy is the share of the letters you submitted that
          were in words spelled right.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClass("light", "lg")} onClick={onPlayAgain}>
            <RotateCcw className="size-5" aria-hidden="true" />
            Play Again
          </button>
          <button type="button" className={buttonClass("onDark", "lg")} onClick={onChangeCategory}>
            Change Category
          </button>
        </div>
      </section>

      <section aria-labelledby="sprint-words-heading" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <h3 id="sprint-words-heading" className="font-semibold text-ink">
          Your words{state.category ? ` · ${CATEGORY_LABELS[state.category]}` : ""}
        </h3>
        {entries.length === 0 ? (
          <p className="mt-3 text-ink-muted">No words this time. Have another go!</p>
        ) : (
          <ol className="mt-3 divide-y divide-line-soft">
            {entries.map((entry) => {
              const word = words[entry.word];
              return (
                <li key={entry.word} className="flex items-start gap-3 py-3">
                  <span
                    className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-white ${
                      entry.spelled ? "bg-emerald-700" : "bg-slate-500"
                    }`}
                    aria-hidden="true"
                  >
                    {entry.spelled ? <Check className="size-4" /> : <SkipForward className="size-3.5" />}
                  </span>
                  <span>
                    <span className="block font-bold text-ink tracking-wider">{word?.word}</span>
                    <span className="block text-ink-muted text-sm">
                      {entry.status}
                      {entry.misses > 0 ? ` after ${entry.misses} wrong ${entry.misses === 1 ? "try" : "tries"}` : ""}
                    </span>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <ShareWidget
        game="spell-sprint"
        params={{ words: results.words, wpm: results.wpm, accuracy: results.accuracy }}
      />
    </div>
  );
}
