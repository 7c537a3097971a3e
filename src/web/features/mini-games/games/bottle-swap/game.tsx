import { ArrowRight, RotateCcw, Undo2 } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { localStore } from "../../../../lib/storage";
import { useMounted } from "../../../../lib/use-mounted";
import { notify } from "../../notify";
import { ResultBanner } from "../../result-banner";
import { ShareWidget } from "../../share/share-widget";
import { useFocusAfterMove } from "../../use-focus-after-move";
import { PlayerRow, TargetPanel } from "./bottle-rows";
import {
  type BottleSwapState,
  bottleCount,
  bottleSwapMessages,
  clickBottle,
  correctTone,
  generateLevel,
  HIGHEST_LEVEL_KEY,
  LEVELS,
  levelCompleteMessage,
  nextLevel,
  parseHighestLevel,
  resetGame,
  restartLevel,
  startingLevel,
  toggleTarget,
} from "./logic";

const toneClasses = {
  red: "bg-red-100 dark:bg-tint text-red-800 dark:text-red-300 ring-red-300",
  yellow: "bg-yellow-100 dark:bg-tint text-yellow-900 dark:text-amber-300 ring-yellow-400",
  green: "bg-emerald-100 dark:bg-tint text-emerald-800 dark:text-emerald-300 ring-emerald-300",
} as const;

type BadgeProps = { children: React.ReactNode; className: string; testId: string; tone?: string };

function Badge({ children, className, testId, tone }: BadgeProps) {
  return (
    <span
      data-testid={testId}
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-3 py-1 font-semibold text-sm tabular-nums ring-1 ring-inset ${className}`}
    >
      {children}
    </span>
  );
}

/**
 * Bottle Swap (mini-games.md sections 2, 4, 5, 8 and 9): twenty levels of swapping bottles two at
 * a time until the row matches the target pattern. The highest level reached is kept on the
 * device, and a returning player carries on from it.
 */
export default function BottleSwap() {
  const [state, setState] = useState<BottleSwapState | null>(null);
  const [colourNames, setColourNames] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const live = useMounted();
  const { focusOnMount, moved } = useFocusAfterMove();

  useEffect(() => {
    const highest = parseHighestLevel(localStore.get(HIGHEST_LEVEL_KEY));
    setState(generateLevel(startingLevel(highest), highest, Math.random));
  }, []);
  const highestLevel = state?.highestLevel;
  useEffect(() => {
    if (highestLevel !== undefined) localStore.set(HIGHEST_LEVEL_KEY, String(highestLevel));
  }, [highestLevel]);

  const onBottle = (index: number) => {
    if (!state) return;
    const next = clickBottle(state, index);
    if (next === state) return;
    setState(next);
    const colour = next.bottles[index];
    if (next.selected !== null) setAnnouncement(`Picked up bottle ${index + 1}, ${colour}.`);
    else if (next.swaps === state.swaps) setAnnouncement(`Put bottle ${index + 1} back.`);
    else {
      moved();
      setAnnouncement(
        `Swapped bottles ${(state.selected ?? 0) + 1} and ${index + 1}. ${next.correct} of ${next.bottles.length} correct.`,
      );
      if (next.solved) notify.success(levelCompleteMessage(next.bottles.length, next.swaps));
    }
  };

  const startRound = (next: BottleSwapState, message: string) => {
    moved();
    setState(next);
    setAnnouncement(message);
  };
  const goNext = () => {
    if (!state) return;
    const { state: next, finished } = nextLevel(state, Math.random);
    if (finished) notify.success(bottleSwapMessages.finished);
    startRound(next, `Level ${next.level}.`);
  };

  const level = state?.level ?? 1;
  const total = state?.bottles.length ?? bottleCount(level);
  const correct = state?.correct ?? 0;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h2
          key={level}
          ref={focusOnMount}
          tabIndex={-1}
          className="scroll-mt-24 font-extrabold text-2xl text-ink tracking-tight focus:outline-none sm:text-3xl"
        >
          Level {level}: Match the Bottles
        </h2>
        <p className="mt-2 text-ink-muted">
          Tap a bottle to pick it up, then tap another bottle to swap the two; tap it again to put it back. Arrange your
          bottles in the same order as the target pattern.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Badge testId="badge-level" className="bg-brand-100 text-brand-ink ring-brand-300">
            Level {level}/{LEVELS}
          </Badge>
          <Badge testId="badge-bottles" className="bg-surface-sunken text-ink-soft ring-line-strong">
            Bottles: {total}
          </Badge>
          <Badge testId="badge-swaps" className="bg-sky-100 dark:bg-tint text-sky-900 dark:text-sky-300 ring-sky-300">
            Swaps: {state?.swaps ?? 0}
          </Badge>
          <Badge
            testId="badge-correct"
            tone={correctTone(correct, total)}
            className={toneClasses[correctTone(correct, total)]}
          >
            Correct: {correct}/{total}
          </Badge>
        </div>
      </div>

      <PlayerRow
        bottles={state?.bottles ?? null}
        placeholders={total}
        selected={state?.selected ?? null}
        locked={!live || (state?.solved ?? true)}
        colourNames={colourNames}
        onBottle={onBottle}
      />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {state?.solved ? (
        <div className="space-y-5">
          <ResultBanner
            title="Level Complete!"
            actions={
              <button ref={focusOnMount} type="button" className={buttonClass("light", "lg")} onClick={goNext}>
                Next Level
                <ArrowRight className="size-5" aria-hidden="true" />
              </button>
            }
          >
            {levelCompleteMessage(state.bottles.length, state.swaps).body}
          </ResultBanner>
          <ShareWidget
            game="bottle-swap"
            params={{ level: state.level, bottles: state.bottles.length, swaps: state.swaps }}
          />
        </div>
      ) : null}

      <TargetPanel
        target={state?.target ?? null}
        placeholders={total}
        shown={state?.showTarget ?? false}
        live={live && state !== null}
        colourNames={colourNames}
        onToggle={() => setState((current) => current && toggleTarget(current))}
      />

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass("outline", "md", "min-h-11")}
          disabled={!live || !state}
          onClick={() => state && startRound(restartLevel(state, Math.random), `Level ${state.level} restarted.`)}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          Restart Level
        </button>
        {state && state.level > 1 ? (
          <button
            type="button"
            className={buttonClass("ghost", "md", "min-h-11")}
            onClick={() => startRound(resetGame(state, Math.random), "Back to level 1.")}
          >
            <Undo2 className="size-4" aria-hidden="true" />
            Reset Game
          </button>
        ) : null}
        <label className="ml-auto inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium text-ink-soft text-sm">
          <input
            type="checkbox"
            checked={colourNames}
            onChange={() => setColourNames((on) => !on)}
            disabled={!live}
            className="size-4 accent-brand-600"
          />
          Show colour names
        </label>
      </div>
    </div>
  );
}
