import { Play } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { CategoryPicker } from "../../category-picker";
import { CATEGORIES, CATEGORY_CLUES, CATEGORY_LABELS, type CharadesCategory } from "./content";
import { type CharadesState, CLUES_PER_WORD, MAX_ATTEMPTS, ROUND_MS } from "./logic";

type CharadesSetupProps = {
  state: CharadesState;
  onCategory: (category: CharadesCategory) => void;
  onStart: () => void;
};

/** Setup: the running score, a category to choose and Start Round. */
export function CharadesSetup({ state, onCategory, onStart }: CharadesSetupProps) {
  const startButton = useRef<HTMLButtonElement>(null);
  const cameBack = state.roundsPlayed > 0;
  // Back from a round's result (Play Again): focus waits on the button that starts the next one.
  useEffect(() => {
    if (cameBack) startButton.current?.focus();
  }, [cameBack]);

  return (
    <section className="mx-auto max-w-xl rounded-3xl border border-line bg-surface p-6">
      {cameBack ? (
        <p className="mb-5 rounded-2xl bg-amber-50 dark:bg-tint px-4 py-3 text-center font-semibold text-amber-900 dark:text-amber-300">
          Total score: <span data-testid="charades-total">{state.totalScore}</span>
          <span className="font-normal text-amber-900 dark:text-amber-300">
            {" "}
            · {state.roundsWon} of {state.roundsPlayed} {state.roundsPlayed === 1 ? "round" : "rounds"} won
          </span>
        </p>
      ) : null}
      <CategoryPicker
        name="charades-category"
        options={CATEGORIES}
        value={state.category}
        onChange={onCategory}
        columns="grid-cols-2 sm:grid-cols-3"
        hint={`${CLUES_PER_WORD} emoji, one hidden word, ${MAX_ATTEMPTS} guesses and ${ROUND_MS / 1000} seconds.`}
        renderOption={(option) => (
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className="text-2xl">
              {CATEGORY_CLUES[option]?.[0]?.[0]}
            </span>
            {CATEGORY_LABELS[option]}
          </span>
        )}
      />
      <button ref={startButton} type="button" className={buttonClass("primary", "lg", "mt-6 w-full")} onClick={onStart}>
        <Play className="size-5" aria-hidden="true" />
        {cameBack ? "Start Next Round" : "Start Round"}
      </button>
    </section>
  );
}
