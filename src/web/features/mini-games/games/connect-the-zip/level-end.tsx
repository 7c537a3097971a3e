import { ArrowRight, RotateCcw } from "lucide-react";
import { buttonClass } from "../../../../components/ui/button";
import { Dialog } from "../../../../components/ui/dialog";
import { ResultBanner } from "../../result-banner";
import { ShareWidget } from "../../share/share-widget";
import { type ZipState, zipMessages } from "./logic";

/** A won level's figures: the seconds it took and its score. */
export type Result = { seconds: number; score: number };

/** Seconds as m:ss. */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

type LevelEndProps = {
  game: ZipState;
  result: Result | null;
  winOpen: boolean;
  /** Whether the win dialog has been shown (it opens a second after the win). */
  winShown: boolean;
  overOpen: boolean;
  onWinOpenChange: (open: boolean) => void;
  onOverOpenChange: (open: boolean) => void;
  onNext: () => void;
  onRestart: () => void;
};

/**
 * The end of a level: the win dialog (score, Next Level, share) and the Game Over dialog (Restart
 * Level), both from the site's dialog. Closed, each leaves a banner with the same way on.
 */
export function LevelEnd({
  game,
  result,
  winOpen,
  winShown,
  overOpen,
  onWinOpenChange,
  onOverOpenChange,
  onNext,
  onRestart,
}: LevelEndProps) {
  const nextLevel = (variant: "light" | "primary", extra = "") => (
    <button type="button" className={buttonClass(variant, "lg", extra)} onClick={onNext}>
      Next Level
      <ArrowRight className="size-5" aria-hidden="true" />
    </button>
  );
  const restartLevel = (variant: "light" | "primary", extra = "") => (
    <button type="button" className={buttonClass(variant, "lg", extra)} onClick={onRestart}>
      <RotateCcw className="size-5" aria-hidden="true" />
      Restart Level
    </button>
  );
  return (
    <>
      {game.status === "won" && result && winShown && !winOpen ? (
        <div className="mt-6">
          <ResultBanner title={`Level ${game.level} complete!`} actions={nextLevel("light")}>
            Score: {result.score}
          </ResultBanner>
        </div>
      ) : null}
      {game.status === "over" && !overOpen ? (
        <div className="mt-6">
          <ResultBanner title={zipMessages.gameOver.title} actions={restartLevel("light")}>
            {zipMessages.gameOver.body}
          </ResultBanner>
        </div>
      ) : null}

      <Dialog
        open={winOpen}
        onOpenChange={onWinOpenChange}
        title="Puzzle Solved!"
        description={`Level ${game.level} complete.`}
      >
        {result ? (
          <div className="mt-4 space-y-5">
            <p className="text-center">
              <span className="block font-semibold text-ink-muted text-sm uppercase tracking-widest">Score</span>
              <span className="block font-extrabold text-5xl text-brand-ink tabular-nums" data-testid="zip-score">
                {result.score}
              </span>
            </p>
            <p className="text-center text-ink-muted text-sm">
              {clock(result.seconds)} · {game.moves} moves · level {game.level}
              {game.hintUsed ? " · hint used (−20%)" : ""}
            </p>
            {nextLevel("primary", "w-full")}
            <ShareWidget game="connect-the-zip" params={{ level: game.level, score: result.score }} />
          </div>
        ) : null}
      </Dialog>
      <Dialog
        open={overOpen}
        onOpenChange={onOverOpenChange}
        title={zipMessages.gameOver.title}
        description={zipMessages.gameOver.body}
      >
        {restartLevel("primary", "mt-5 w-full")}
      </Dialog>
    </>
  );
}
