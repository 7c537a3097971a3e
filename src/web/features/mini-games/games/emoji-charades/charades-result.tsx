import { RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { ShareWidget } from "../../share/share-widget";
import { EmojiClues } from "./emoji-clues";
import type { CharadesState, Outcome } from "./logic";

type CharadesResultProps = {
  state: CharadesState;
  onPlayAgain: () => void;
};

const headings: Record<Outcome, string> = {
  won: "You got it!",
  outOfAttempts: "Out of attempts",
  timeUp: "Time's up!",
};

/** A round's result: how it ended, the word, the points of the round and the running total. */
export function CharadesResult({ state, onPlayAgain }: CharadesResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const won = state.outcome === "won";
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <section
        aria-labelledby="charades-result-heading"
        className="rounded-3xl bg-gradient-to-br from-amber-700 via-orange-700 to-rose-700 p-6 text-center text-white shadow-lg sm:p-8"
      >
        <h2
          id="charades-result-heading"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 font-extrabold text-3xl focus:outline-none sm:text-4xl"
        >
          {headings[state.outcome ?? "timeUp"]}
        </h2>
        <p className="mt-3 text-lg">
          The word was{" "}
          <strong className="font-extrabold text-2xl" data-testid="charades-word">
            {state.word}
          </strong>
        </p>
        <EmojiClues clues={state.clues} named className="mt-5" />
        <div className="mt-6 grid grid-cols-2 gap-3">
          <div className="rounded-2xl bg-white/10 px-3 py-3">
            <p className="text-sm text-white">This round</p>
            <p className="font-extrabold text-3xl tabular-nums" data-testid="charades-round-score">
              {won ? `+${state.roundScore}` : "0"}
            </p>
          </div>
          <div className="rounded-2xl bg-white/10 px-3 py-3">
            <p className="text-sm text-white">Total score</p>
            <p className="font-extrabold text-3xl tabular-nums" data-testid="charades-total">
              {state.totalScore}
            </p>
          </div>
        </div>
        <p className="mt-3 text-sm text-white">
          {state.roundsWon} of {state.roundsPlayed} {state.roundsPlayed === 1 ? "round" : "rounds"} won
        </p>
        <button type="button" className={buttonClass("light", "lg", "mt-6")} onClick={onPlayAgain}>
          <RotateCcw className="size-5" aria-hidden="true" />
          Play Again
        </button>
      </section>
      <ShareWidget game="emoji-charades" params={{ score: state.totalScore }} />
    </div>
  );
}
