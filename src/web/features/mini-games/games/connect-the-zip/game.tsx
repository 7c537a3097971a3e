import { Lightbulb, RotateCcw, Undo2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { useMounted } from "../../../../lib/use-mounted";
import { notify } from "../../notify";
import { progressKeys } from "../../progress-keys";
import { loadWhole, saveWhole } from "../../saved-progress";
import { cellName, describeGrid, describePosition } from "./describe-position";
import { clock, LevelEnd, type Result } from "./level-end";
import {
  backTo,
  CHECK_DELAY_MS,
  canStep,
  checkSolvable,
  type Direction,
  dragTo,
  HINT_MS,
  newLevel,
  nextLevel,
  nextNumber,
  restart,
  stepToward,
  takeHint,
  undo,
  WIN_MODAL_DELAY_MS,
  type ZipState,
  zipMessages,
  zipScore,
} from "./logic";
import { useWayFinder } from "./use-way-finder";
import { ZipBoard } from "./zip-board";

/** The highest level a kept record may name: far beyond what anyone plays, so a damaged one is dropped. */
const MOST_LEVELS = 9_999;

function Stat({ label, value, testId }: { label: string; value: React.ReactNode; testId: string }) {
  return (
    <div className="rounded-xl bg-surface-sunken px-3 py-2 text-center">
      <dt className="font-semibold text-ink-muted text-xs uppercase tracking-wide">{label}</dt>
      <dd className="font-extrabold text-lg text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Connect the Zip (mini-games.md sections 3, 4, 5, 8 and 9): draw one path from 1 through the
 * numbers in order over every cell, by dragging on the board or with the arrow keys. 300 ms after
 * each move an exact search checks that the puzzle can still be finished; a finished level shows
 * its score a second later. The level in play is kept on the device: a reload carries on there.
 */
export default function ConnectTheZip() {
  const [game, setGame] = useState<ZipState | null>(null);
  const [hintCell, setHintCell] = useState<number | null>(null);
  const [feedback, setFeedback] = useState("");
  const [result, setResult] = useState<Result | null>(null);
  const [winOpen, setWinOpen] = useState(false);
  const [winShown, setWinShown] = useState(false);
  const [overOpen, setOverOpen] = useState(false);
  const [now, setNow] = useState(0);
  const startedAt = useRef(0);
  const latest = useRef(game);
  latest.current = game;
  const hintTimer = useRef(0);
  const hintAsked = useRef(false);
  const live = useMounted();
  const findWay = useWayFinder();

  const begin = useCallback((state: ZipState) => {
    saveWhole(progressKeys.connectTheZipLevel, state.level);
    startedAt.current = Date.now();
    hintAsked.current = false;
    setNow(startedAt.current);
    setGame(state);
    setResult(null);
    setWinOpen(false);
    setWinShown(false);
    setOverOpen(false);
    setHintCell(null);
    setFeedback("");
  }, []);
  // A returning player carries on at the level they were playing.
  useEffect(
    () => begin(newLevel(loadWhole(progressKeys.connectTheZipLevel, 1, MOST_LEVELS) ?? 1, Math.random)),
    [begin],
  );
  useEffect(() => () => window.clearTimeout(hintTimer.current), []);

  const status = game?.status;
  const path = game?.path;
  // The clock ticks while the level is played.
  useEffect(() => {
    if (status !== "playing") return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [status]);
  // 300 ms after a move, the exact check (off the main thread); a new move restarts the wait.
  useEffect(() => {
    if (status !== "playing" || !path) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      const asked = latest.current;
      if (!asked || asked.path !== path) return;
      void findWay(asked).then((way) => {
        if (cancelled) return;
        setGame((current) => (current?.path === path ? checkSolvable(current, way) : current));
      });
    }, CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [path, status, findWay]);
  // Game over opens its dialog; a win scores at once and shows the score a second later.
  useEffect(() => {
    if (status === "over") setOverOpen(true);
    if (status !== "won") return;
    const won = latest.current;
    if (!won) return;
    const seconds = Math.floor((Date.now() - startedAt.current) / 1000);
    setResult({ seconds, score: zipScore(seconds, won.moves, won.level, won.hintUsed) });
    const timer = window.setTimeout(() => {
      setWinOpen(true);
      setWinShown(true);
    }, WIN_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const press = (cell: number): boolean => {
    if (game?.status !== "playing") return false;
    if (!game.path.includes(cell) && !canStep(game, cell)) return false;
    setFeedback("");
    setGame((current) => current && (current.path.includes(cell) ? backTo(current, cell) : dragTo(current, cell)));
    return true;
  };
  const drag = (cell: number) => setGame((current) => current && dragTo(current, cell));
  const arrow = (direction: Direction) => {
    if (game?.status !== "playing") return;
    const next = stepToward(game, direction);
    setFeedback(next === game ? `You can't move ${direction} from here.` : "");
    setGame(next);
  };
  const takeBack = () => {
    setFeedback("");
    setGame((current) => current && undo(current));
  };
  const startAgain = () => {
    setOverOpen(false);
    setFeedback("Back to 1.");
    setGame((current) => current && restart(current));
  };
  const hint = async () => {
    if (!game) return;
    if (game.hintUsed || hintAsked.current) {
      notify.error(zipMessages.hintUsed);
      return;
    }
    // The search may take a moment: a second press meanwhile already counts as the second.
    hintAsked.current = true;
    const asked = game;
    const given = takeHint(asked, await findWay(asked));
    if (latest.current?.path !== asked.path) {
      hintAsked.current = false; // the player moved on: the hint was not given
      return;
    }
    if (given.kind === "used") return;
    setGame(given.state);
    if (given.kind !== "cell") return;
    setHintCell(given.cell);
    setFeedback(`Hint: go to ${cellName(asked.puzzle.size, given.cell)}.`);
    window.clearTimeout(hintTimer.current);
    hintTimer.current = window.setTimeout(() => setHintCell(null), HINT_MS);
  };
  const goNext = () => {
    if (game) begin(nextLevel(game, Math.random));
  };

  const playing = live && game?.status === "playing";
  const seconds = result?.seconds ?? Math.max(0, Math.floor((now - startedAt.current) / 1000));
  const due = game ? nextNumber(game) : 2;
  return (
    <div className="mx-auto max-w-xl">
      <dl className="grid grid-cols-4 gap-2">
        <Stat label="Level" value={game?.level ?? 1} testId="zip-level" />
        <Stat label="Time" value={clock(game ? seconds : 0)} testId="zip-time" />
        <Stat label="Moves" value={game?.moves ?? 0} testId="zip-moves" />
        <Stat
          label="Next"
          value={game?.status === "won" ? "Done" : game && due > game.puzzle.count ? "Fill" : due}
          testId="zip-next"
        />
      </dl>

      <div className="mt-5 flex justify-center">
        <ZipBoard
          state={game}
          hintCell={hintCell}
          describedBy="zip-grid zip-position"
          onPress={press}
          onDrag={drag}
          onArrow={arrow}
          onUndo={takeBack}
        />
      </div>
      <p id="zip-grid" className="sr-only">
        {game ? describeGrid(game.puzzle) : "Loading the puzzle…"}
      </p>
      <p id="zip-position" className="sr-only" aria-live="polite" data-testid="zip-position">
        {game ? `${describePosition(game)} ${feedback}`.trim() : ""}
      </p>
      <p className="mt-3 text-center text-ink-muted text-sm">
        Drag from the ringed end of your path. On the board, the arrow keys move it and Backspace takes a step back.
      </p>

      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClass("outline", "md", "min-h-11")}
          onClick={takeBack}
          disabled={!playing || (game?.path.length ?? 0) < 2}
        >
          <Undo2 className="size-4" aria-hidden="true" />
          Undo
        </button>
        <button
          type="button"
          className={buttonClass("outline", "md", "min-h-11")}
          onClick={startAgain}
          disabled={!live || !game}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          Restart
        </button>
        <button
          type="button"
          className={buttonClass("primary", "md", "min-h-11")}
          onClick={() => void hint()}
          disabled={!playing}
        >
          <Lightbulb className="size-4" aria-hidden="true" />
          {game?.hintUsed ? "Hint (used)" : "Hint"}
        </button>
      </div>

      {game ? (
        <LevelEnd
          game={game}
          result={result}
          winOpen={winOpen}
          winShown={winShown}
          overOpen={overOpen}
          onWinOpenChange={setWinOpen}
          onOverOpenChange={setOverOpen}
          onNext={goNext}
          onRestart={startAgain}
        />
      ) : null}
    </div>
  );
}
