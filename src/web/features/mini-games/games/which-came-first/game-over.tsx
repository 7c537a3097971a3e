import { Check, RotateCcw, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { ShareWidget } from "../../share/share-widget";
import { COMPANIES, type Company } from "./content";
import { FEEDBACK, feedbackBand, firstFounded, foundedYear, type GameState, ROUNDS } from "./logic";

const byIndex = (index: number) => COMPANIES[index] as Company;

/**
 * The end of a game: the score out of ten, the verdict of its band, every round at a glance,
 * Play Again and the share panel. Its heading takes focus, so a screen reader starts there.
 */
export function GameOver({
  game,
  best,
  newBest,
  onPlayAgain,
}: {
  game: GameState;
  /** The best score kept on this device, this game's included. */
  best: number | null;
  /** Whether this game set that best. */
  newBest: boolean;
  onPlayAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="wcf-over" className="rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8">
      <div className="text-center">
        <h2 id="wcf-over" ref={heading} tabIndex={-1} className="font-extrabold text-2xl text-ink sm:text-3xl">
          Game Over
        </h2>
        <p className="mt-4 font-semibold text-ink-soft" data-testid="final-score">
          You scored{" "}
          <span className="font-extrabold text-5xl text-violet-700 dark:text-violet-300 tabular-nums">
            {game.score}
          </span>{" "}
          out of {ROUNDS}
        </p>
        <p className="mx-auto mt-3 max-w-md text-lg text-ink-soft" data-testid="feedback">
          {FEEDBACK[feedbackBand(game.score)]}
        </p>
        {best !== null ? (
          <p className="mt-2 font-semibold text-ink" data-testid="best-score">
            {newBest ? `A new best: ${best} out of ${ROUNDS}!` : `Your best: ${best} out of ${ROUNDS}`}
          </p>
        ) : null}
      </div>
      <h3 className="mt-8 font-semibold text-ink">Your rounds</h3>
      <ol className="mt-3 divide-y divide-line-soft rounded-2xl border border-line">
        {game.pairs.map((pair, round) => {
          const first = firstFounded(pair, COMPANIES);
          const later = pair[0] === first ? pair[1] : pair[0];
          const right = game.picks[round] === first;
          return (
            <li key={`${pair[0]}-${pair[1]}`} className="flex items-start gap-3 px-4 py-3 text-sm">
              {right ? (
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
              ) : (
                <X className="mt-0.5 size-4 shrink-0 text-rose-700 dark:text-rose-300" aria-hidden="true" />
              )}
              <span className="text-ink-soft">
                <span className="sr-only">{right ? "Right: " : "Wrong: "}</span>
                <strong className="text-ink">{byIndex(first).name}</strong> ({foundedYear(byIndex(first))}) before{" "}
                {byIndex(later).name} ({foundedYear(byIndex(later))})
              </span>
            </li>
          );
        })}
      </ol>
      <div className="mt-6 flex justify-center">
        <button type="button" className={buttonClass("primary", "lg")} onClick={onPlayAgain}>
          <RotateCcw className="size-5" aria-hidden="true" />
          Play Again
        </button>
      </div>
      <ShareWidget className="mt-6" game="which-came-first" params={{ score: game.score, total: ROUNDS }} />
    </section>
  );
}
