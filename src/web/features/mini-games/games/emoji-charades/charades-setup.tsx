import { Play } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { CATEGORIES, CATEGORY_CLUES, CATEGORY_LABELS, type CharadesCategory } from "./content";
import { type CharadesState, CLUES_PER_WORD, MAX_ATTEMPTS, ROUND_MS } from "./logic";

type CharadesSetupProps = {
  state: CharadesState;
  /** Whether the page was live (hydrated) yet: the Start button waits for it. */
  live: boolean;
  onCategory: (category: CharadesCategory) => void;
  onStart: () => void;
};

/** Setup: the running score, a category to choose and Start Round. */
export function CharadesSetup({ state, live, onCategory, onStart }: CharadesSetupProps) {
  const startButton = useRef<HTMLButtonElement>(null);
  const cameBack = state.roundsPlayed > 0;
  // Back from a round's result (Play Again): focus waits on the button that starts the next one.
  useEffect(() => {
    if (cameBack) startButton.current?.focus();
  }, [cameBack]);

  return (
    <section className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-6">
      {cameBack ? (
        <p className="mb-5 rounded-2xl bg-amber-50 px-4 py-3 text-center font-semibold text-amber-900">
          Total score: <span data-testid="charades-total">{state.totalScore}</span>
          <span className="font-normal text-amber-900">
            {" "}
            · {state.roundsWon} of {state.roundsPlayed} {state.roundsPlayed === 1 ? "round" : "rounds"} won
          </span>
        </p>
      ) : null}
      <fieldset>
        <legend className="font-bold text-xl">Choose a category</legend>
        <p className="mt-1 text-slate-600 text-sm">
          {CLUES_PER_WORD} emoji, one hidden word, {MAX_ATTEMPTS} guesses and {ROUND_MS / 1000} seconds.
        </p>
        <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {CATEGORIES.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-2xl border-2 border-slate-200 px-4 py-3 font-semibold hover:border-amber-400 has-checked:border-amber-600 has-checked:bg-amber-50 has-focus-visible:outline-2 has-focus-visible:outline-amber-700 has-focus-visible:outline-offset-2"
            >
              <input
                type="radio"
                name="charades-category"
                value={option}
                checked={state.category === option}
                onChange={() => onCategory(option)}
                className="sr-only"
              />
              <span aria-hidden="true" className="text-2xl">
                {CATEGORY_CLUES[option]?.[0]?.[0]}
              </span>
              {CATEGORY_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        ref={startButton}
        type="button"
        disabled={!live}
        className={buttonClass("primary", "lg", "mt-6 w-full")}
        onClick={onStart}
      >
        <Play className="size-5" aria-hidden="true" />
        {cameBack ? "Start Next Round" : "Start Round"}
      </button>
    </section>
  );
}
