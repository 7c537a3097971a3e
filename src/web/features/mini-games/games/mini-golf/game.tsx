import { ListOrdered, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { localStore } from "../../../../lib/storage";
import { useMounted } from "../../../../lib/use-mounted";
import { notify } from "../../notify";
import { bringPlayIntoView, PLAY_AREA_MARGIN } from "../../play-area";
import { progressKeys } from "../../progress-keys";
import { useFocusAfterMove } from "../../use-focus-after-move";
import { CompleteDialog } from "./complete-dialog";
import { HOLE_COUNT } from "./course";
import { CourseView } from "./course-view";
import { HOLES } from "./holes";
import { LevelSelect } from "./level-select";
import {
  ADVANCE_DELAY_MS,
  golfMessages,
  INITIAL_STATE,
  miniGolf,
  type Progress,
  parseProgress,
  resultLabel,
} from "./logic";
import type { PhysicsEvent } from "./physics";

/** Local-storage keys (under the site's prefix) of the furthest hole unlocked and the best scores. */
const HIGHEST_LEVEL_KEY = progressKeys.miniGolfHighestLevel;
const BEST_SCORES_KEY = progressKeys.miniGolfBestScores;

const loadProgress = () => parseProgress(localStore.get(HIGHEST_LEVEL_KEY), localStore.get(BEST_SCORES_KEY));
const saveProgress = (progress: Progress) => {
  localStore.set(HIGHEST_LEVEL_KEY, String(progress.highestLevel));
  localStore.set(BEST_SCORES_KEY, JSON.stringify(progress.bestScores));
};

/**
 * Mini Golf (mini-games.md sections 3, 4, 8 and 9): a level select, twenty holes played on a
 * canvas by drag or keyboard, 1.5 s on each sunk ball before the next hole, and Game Complete
 * with the round's totals after the last.
 */
export default function MiniGolf() {
  const [state, dispatch] = useReducer(miniGolf, INITIAL_STATE);
  const [attempt, setAttempt] = useState(0);
  const live = useMounted();
  const { focusOnMount, moved } = useFocusAfterMove();
  const playArea = useRef<HTMLDivElement>(null);
  const course = useRef<HTMLDivElement>(null);
  // Set when the player picks a hole: the play area then scrolls into view and the course takes the focus.
  const bringIntoView = useRef(false);
  const hole = HOLES[state.hole - 1] ?? HOLES[0];

  useEffect(() => dispatch({ type: "load", progress: loadProgress() }), []);
  // Saved when a ball drops (the only change of progress), never before the saved one is read.
  useEffect(() => {
    if (state.sunk) saveProgress(state.progress);
  }, [state.sunk, state.progress]);
  useEffect(() => {
    if (!state.sunk || state.phase !== "playing") return;
    const timer = window.setTimeout(() => dispatch({ type: "advance" }), ADVANCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.sunk, state.phase]);

  useEffect(() => {
    if (!bringIntoView.current || state.phase !== "playing") return;
    bringIntoView.current = false;
    bringPlayIntoView(playArea.current, course.current);
    course.current?.focus({ preventScroll: true });
  });

  const choose = (level: number) => {
    bringIntoView.current = true;
    dispatch({ type: "choose", hole: level });
    setAttempt((count) => count + 1);
  };
  const toMenu = () => {
    moved();
    dispatch({ type: "menu" });
  };
  const onShoot = useCallback(() => dispatch({ type: "shoot" }), []);
  const onPhysics = useCallback((event: Exclude<PhysicsEvent, "stopped">) => {
    if (event === "water") {
      dispatch({ type: "water" });
      notify.error(golfMessages.water);
    } else dispatch({ type: "sink" });
  }, []);

  if (!hole) return null;
  if (state.phase === "menu") {
    return <LevelSelect progress={state.progress} live={live} onChoose={choose} headingRef={focusOnMount} />;
  }
  const best = state.progress.bestScores[hole.id];
  const lastCard = state.round.at(-1);
  return (
    <div
      ref={playArea}
      className={`mx-auto grid max-w-4xl ${PLAY_AREA_MARGIN} gap-3 md:grid-cols-[360px_1fr] md:grid-rows-[auto_1fr] md:gap-x-8 md:gap-y-4`}
    >
      <div className="md:col-start-2">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="font-extrabold text-xl sm:text-2xl">
            Hole {hole.id}
            <span className="font-semibold text-base text-ink-muted"> / {HOLE_COUNT}</span>
          </h2>
          <p className="truncate font-semibold text-emerald-800 dark:text-emerald-300">{hole.name}</p>
        </div>
        <dl className="mt-2 grid grid-cols-3 gap-2 text-center sm:mt-3" aria-label="Scorecard">
          {[
            ["Par", hole.par, "golf-par"],
            ["Strokes", state.strokes, "golf-strokes"],
            ["Best", best ?? "–", "golf-best"],
          ].map(([label, value, id]) => (
            <div
              key={label}
              className="flex flex-col-reverse rounded-xl bg-surface-sunken px-2 py-1 sm:rounded-2xl sm:py-2"
            >
              <dt className="text-ink-muted text-xs">{label}</dt>
              <dd className="font-extrabold text-xl tabular-nums sm:text-2xl" data-testid={id}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-2 flex flex-wrap gap-2 sm:mt-3">
          <button type="button" className={buttonClass("outline", "sm")} onClick={toMenu}>
            <ListOrdered className="size-4" aria-hidden="true" />
            Level Select
          </button>
          <button
            type="button"
            className={buttonClass("ghost", "sm")}
            disabled={state.sunk}
            onClick={() => {
              dispatch({ type: "restart" });
              setAttempt((count) => count + 1);
            }}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Restart Hole
          </button>
        </div>
      </div>
      <div className="md:col-start-1 md:row-span-2 md:row-start-1">
        <CourseView
          hole={hole}
          attempt={attempt}
          strokes={state.strokes}
          enabled={live && !state.sunk}
          onShoot={onShoot}
          onPhysics={onPhysics}
          focusRef={course}
        >
          {state.sunk && lastCard ? (
            <div
              role="status"
              className="absolute inset-x-6 top-1/3 rounded-2xl bg-slate-900 p-5 text-center text-white shadow-xl ring-1 ring-white/20 motion-safe:animate-[pop-in_180ms_ease-out]"
            >
              <p className="font-extrabold text-4xl" data-testid="golf-result">
                {resultLabel(lastCard.strokes, lastCard.par)}
              </p>
              <p className="mt-1 text-white/90">
                {lastCard.strokes} {lastCard.strokes === 1 ? "stroke" : "strokes"} on a par {lastCard.par}
              </p>
              <p className="mt-2 text-sm text-white/80">
                {hole.id < HOLE_COUNT ? `On to hole ${hole.id + 1}…` : "That was the last hole!"}
              </p>
            </div>
          ) : null}
        </CourseView>
      </div>
      <div
        id="golf-keys"
        className="self-start rounded-2xl border border-line bg-surface p-4 text-ink-muted text-sm md:col-start-2"
      >
        <KeysHelp />
      </div>
      <CompleteDialog
        open={state.phase === "complete"}
        round={state.round}
        onPlayAgain={() => choose(1)}
        onMenu={toMenu}
      />
    </div>
  );
}

function KeysHelp() {
  const key = "rounded border border-line-strong bg-surface-muted px-1.5 font-sans text-ink-soft";
  return (
    <>
      <p>
        <strong className="text-ink">Drag back from the ball</strong> and let go to putt: the further you pull, the
        harder the shot. The ball can be played only when it is still.
      </p>
      <p className="mt-2">
        <strong className="text-ink">Keyboard:</strong> focus the course, then <kbd className={key}>←</kbd>{" "}
        <kbd className={key}>→</kbd> to aim, <kbd className={key}>↑</kbd> <kbd className={key}>↓</kbd> for power (hold{" "}
        <kbd className={key}>Shift</kbd> for fine steps), <kbd className={key}>Space</kbd> or{" "}
        <kbd className={key}>Enter</kbd> to putt.
      </p>
    </>
  );
}
