import { Flag, Lock, Play } from "lucide-react";
import type { Ref } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { HOLE_COUNT } from "./course";
import { HOLES } from "./holes";
import { type Progress, resultLabel } from "./logic";

type LevelSelectProps = {
  progress: Progress;
  live: boolean;
  onChoose: (hole: number) => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * The menu: the twenty holes, those unlocked to choose from with each one's best score, the
 * rest locked; a button to carry on from the furthest hole reached.
 */
export function LevelSelect({ progress, live, onChoose, headingRef }: LevelSelectProps) {
  const { highestLevel, bestScores } = progress;
  const played = Object.keys(bestScores).length;
  return (
    <section
      aria-labelledby="golf-menu"
      className="mx-auto max-w-3xl rounded-3xl bg-gradient-to-br from-emerald-700 to-teal-800 p-6 text-white shadow-lg sm:p-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2
            id="golf-menu"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 font-extrabold text-3xl focus:outline-none"
          >
            Choose a hole
          </h2>
          <p className="mt-1 text-white/90">
            {highestLevel} of {HOLE_COUNT} holes unlocked · {played} sunk so far
          </p>
        </div>
        <button
          type="button"
          className={buttonClass("light", "lg")}
          disabled={!live}
          onClick={() => onChoose(highestLevel)}
        >
          <Play className="size-5" aria-hidden="true" />
          {highestLevel === 1 && played === 0 ? "Tee Off" : `Play Hole ${highestLevel}`}
        </button>
      </div>
      <ol className="mt-6 grid grid-cols-4 gap-2 sm:grid-cols-5 sm:gap-3">
        {HOLES.map((hole) => {
          const locked = hole.id > highestLevel;
          const best = bestScores[hole.id];
          // Read out after what is shown ("Hole 1 Par 3 Best 2 (Opening Putt, Birdie)"), so that the
          // spoken name holds the visible one.
          const status = locked ? "locked" : best === undefined ? "not sunk yet" : resultLabel(best, hole.par);
          const detail = `(${hole.name}, ${status})`;
          return (
            <li key={hole.id}>
              <button
                type="button"
                disabled={!live || locked}
                data-testid={`golf-level-${hole.id}`}
                onClick={() => onChoose(hole.id)}
                className="flex min-h-20 w-full flex-col items-center justify-center rounded-2xl bg-white/15 p-2 text-center transition-colors hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:bg-black/15 disabled:hover:bg-black/15"
              >
                <span className="font-extrabold text-xl tabular-nums">
                  <span className="sr-only">Hole </span>
                  {hole.id}
                </span>{" "}
                {locked ? (
                  <Lock className="mt-1 size-4 text-white/80" aria-hidden="true" />
                ) : (
                  <span className="mt-0.5 text-white/90 text-xs">
                    Par {hole.par}
                    {best === undefined ? null : (
                      <>
                        {" "}
                        <span className="block whitespace-nowrap font-bold text-white">
                          <Flag className="mr-0.5 hidden size-3 sm:inline" aria-hidden="true" />
                          Best {best}
                        </span>
                      </>
                    )}
                  </span>
                )}
                <span className="sr-only">{detail}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
