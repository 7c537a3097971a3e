import { Dumbbell, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { prefersReducedMotion } from "../../../../lib/reduced-motion";
import { notify } from "../../notify";
import { bringPlayIntoView, PLAY_AREA_MARGIN } from "../../play-area";
import { ResultBanner } from "../../result-banner";
import { ShareWidget } from "../../share/share-widget";
import { useGameKeys } from "../../use-game-keys";
import { useSecondTicks } from "../../use-second-ticks";
import { Board } from "./board";
import { ANSWERS } from "./content";
import { clockTime, dailyAnswer, dayOfPuzzle, todaysPuzzle, untilNextPuzzle } from "./daily";
import { inWordList, loadWordList } from "./dictionary";
import { Keyboard } from "./keyboard";
import {
  deleteLetter,
  drawAnswer,
  emojiGrid,
  keyboardMarks,
  MAX_TRIES,
  type NordleState,
  newGame,
  nordleMessages,
  refusalMessage,
  setHardMode,
  submitGuess,
  typeLetter,
  WORD_LENGTH,
} from "./logic";
import {
  loadDailyGame,
  loadPracticeGame,
  loadSetting,
  loadStats,
  saveDailyGame,
  savePracticeGame,
  saveSetting,
  saveStats,
} from "./progress";
import { dayName, type NordleMode, PuzzlePicker } from "./puzzle-picker";
import { emptyStats, recordGame, type StatsByMode } from "./stats";
import { StatsPanel } from "./stats-panel";
import { TransferPanel } from "./transfer-panel";

type IsWord = (word: string) => boolean;

/**
 * Nordle (mini-games.md sections 4, 5 and 9, and the issue "Nordle as good as the best Wordle"):
 * six tries at a five-letter word of the word list, typed on the on-screen keyboard or the
 * device's. It opens on today's puzzle, the same for everyone; Practice is the spec's game of
 * random words with Play Again; the archive opens any past daily puzzle. Boards, statistics and
 * settings are kept on this device.
 */
export default function Nordle() {
  const [mode, setMode] = useState<NordleMode | null>(null);
  const [today, setToday] = useState<number | null>(null);
  const [game, setGame] = useState<NordleState | null>(null);
  const [stats, setStats] = useState<StatsByMode>(() => ({ daily: emptyStats(), practice: emptyStats() }));
  const [hardModeSetting, setHardModeSetting] = useState(false);
  const [highContrast, setHighContrast] = useState(false);
  /** Refusals of the row being typed while it shakes (0: it is still); each starts the shake again. */
  const [shakes, setShakes] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const playArea = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingWanted = useRef(false);
  const dictionary = useRef<IsWord | null>(null);
  /** The word list, once here, is what a guess is checked against. */
  const adoptWordList = useCallback((words: string): IsWord => {
    const isWord: IsWord = (word) => inWordList(words, word);
    dictionary.current = isWord;
    return isWord;
  }, []);
  const waitingForList = useRef(false);

  // Play starts with a word's first letter: the board and keyboard come into view together.
  const started = game !== null && game.guesses.length === 0 && game.current.length > 0;
  useEffect(() => {
    if (started) bringPlayIntoView(playArea.current);
  }, [started]);

  useEffect(() => {
    const puzzle = todaysPuzzle(new Date());
    setToday(puzzle);
    setMode({ kind: "daily", puzzle });
    setGame(loadDailyGame(puzzle, dailyAnswer(puzzle)));
    setStats(loadStats());
    setHardModeSetting(loadSetting("hardMode"));
    setHighContrast(loadSetting("highContrast"));
    // Fetched again at the first guess if it fails now.
    loadWordList().then(adoptWordList, () => undefined);
  }, [adoptWordList]);

  // A puzzle chosen: the focus leaves the button that chose it for the puzzle's heading, once it
  // names the new puzzle, so a screen reader reads which it is and the next Enter is a guess.
  useEffect(() => {
    if (!mode || !headingWanted.current) return;
    headingWanted.current = false;
    heading.current?.focus();
  }, [mode]);

  /** Shows `next` and keeps it on this device as the board of `where`. */
  const keep = useCallback((next: NordleState, where: NordleMode | null) => {
    setGame(next);
    if (where?.kind === "daily") saveDailyGame(where.puzzle, next);
    else if (where?.kind === "practice") savePracticeGame(next);
  }, []);

  const finish = (finished: NordleState) => {
    // Read afresh: another tab may have counted a game meanwhile.
    const kept = loadStats();
    const next: StatsByMode =
      mode?.kind === "practice"
        ? { ...kept, practice: recordGame(kept.practice, finished) }
        : mode?.kind === "daily" && mode.puzzle === today
          ? { ...kept, daily: recordGame(kept.daily, finished, mode.puzzle) }
          : kept;
    saveStats(next);
    setStats(next);
    if (finished.status === "won") notify.success(nordleMessages.won);
    else notify.info({ ...nordleMessages.lost, body: `The word was "${finished.answer}".` });
  };

  const submit = (isWord: IsWord | null = dictionary.current) => {
    if (!game || waitingForList.current) return;
    if (!isWord && game.current.length === WORD_LENGTH) {
      // The word list is still on its way: the guess is checked once it is here. Without it (no
      // network, never fetched) any five letters are taken rather than the game stopping.
      waitingForList.current = true;
      loadWordList().then(
        (words) => {
          waitingForList.current = false;
          submitLatest.current(adoptWordList(words));
        },
        () => {
          waitingForList.current = false;
          submitLatest.current(() => true);
        },
      );
      return;
    }
    const { state, refusal } = submitGuess(game, isWord ?? undefined);
    if (refusal) {
      notify.error(refusalMessage(refusal));
      // The row shakes until its animation ends (not for a set time, which a busy page could
      // pass before it ever drew the shake); a player who asks for less motion sees none.
      // A refusal while the row still shakes starts the shake again.
      if (!prefersReducedMotion()) setShakes((count) => count + 1);
      return;
    }
    setShakes(0);
    keep(state, mode);
    const guess = state.guesses.at(-1) ?? "";
    setAnnouncement(`${guess}. ${state.status === "playing" ? `${MAX_TRIES - state.guesses.length} tries left.` : ""}`);
    if (state.status !== "playing") finish(state);
  };
  const submitLatest = useRef(submit);
  submitLatest.current = submit;

  useGameKeys((key) => {
    if (!game) return false;
    if (key === "Enter") submit();
    else if (key === "Backspace") keep(deleteLetter(game), mode);
    else if (/^[a-z]$/i.test(key)) keep(typeLetter(game, key), mode);
    else return false;
    return true;
  });

  const openDaily = (puzzle: number) => {
    const where: NordleMode = { kind: "daily", puzzle };
    setMode(where);
    setGame(loadDailyGame(puzzle, dailyAnswer(puzzle)));
    headingWanted.current = true;
  };
  const openPractice = () => {
    const where: NordleMode = { kind: "practice" };
    const saved = loadPracticeGame();
    const next = !saved
      ? newGame(drawAnswer(ANSWERS, Math.random), hardModeSetting)
      : saved.guesses.length === 0
        ? { ...saved, hardMode: hardModeSetting }
        : saved;
    setMode(where);
    keep(next, where);
    headingWanted.current = true;
  };
  const playAgain = () => {
    keep(newGame(drawAnswer(ANSWERS, Math.random, game?.answer), hardModeSetting), mode);
    setAnnouncement("New word. 6 tries left.");
  };

  const toggleHardMode = (on: boolean) => {
    if (game) {
      const result = setHardMode(game, on);
      if (result.refused) {
        notify.info(nordleMessages.hardModeLate);
        return;
      }
      keep(result.state, mode);
    }
    setHardModeSetting(on);
    saveSetting("hardMode", on);
  };
  const toggleContrast = () => {
    saveSetting("highContrast", !highContrast);
    setHighContrast(!highContrast);
  };
  const importStats = (imported: StatsByMode) => {
    saveStats(imported);
    setStats(imported);
  };

  const over = game !== null && game.status !== "playing";
  const puzzle = mode?.kind === "daily" ? mode.puzzle : null;
  const hardModeShown = game && game.status === "playing" ? game.hardMode : hardModeSetting;
  return (
    <div className="mx-auto max-w-xl">
      <PuzzlePicker mode={mode} today={today} onDaily={openDaily} onPractice={openPractice} />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 ref={heading} tabIndex={-1} className="font-extrabold text-xl outline-none" data-testid="nordle-puzzle">
            {puzzle !== null ? `Nordle #${puzzle}` : mode ? "Practice" : "Nordle"}
          </h2>
          <p className="text-ink-muted text-sm">
            {puzzle !== null ? dayName(dayOfPuzzle(puzzle)) : mode ? "A random word" : "Type a word and press Enter."}
          </p>
        </div>
        <div className="flex flex-wrap gap-x-4">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium text-sm">
            <input
              type="checkbox"
              checked={hardModeShown}
              onChange={(event) => toggleHardMode(event.target.checked)}
              className="size-4 accent-brand-600"
            />
            Hard Mode
          </label>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium text-sm">
            <input
              type="checkbox"
              checked={highContrast}
              onChange={toggleContrast}
              className="size-4 accent-brand-600"
            />
            High contrast colours
          </label>
        </div>
      </div>
      {/* The play area: what comes into view as play starts. */}
      <div ref={playArea} className={PLAY_AREA_MARGIN}>
        <Board
          guesses={game?.guesses ?? []}
          current={game?.current ?? ""}
          answer={game?.answer ?? ""}
          highContrast={highContrast}
          shakes={shakes}
          onShakeEnd={() => setShakes(0)}
        />
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        {over && game ? (
          <div className="mt-6 space-y-5">
            <ResultBanner
              title={game.status === "won" ? "You won!" : "Game over"}
              actions={
                puzzle === null ? (
                  <button type="button" className={buttonClass("light", "lg")} onClick={playAgain}>
                    <RotateCcw className="size-5" aria-hidden="true" />
                    Play Again
                  </button>
                ) : (
                  <button type="button" className={buttonClass("light", "lg")} onClick={openPractice}>
                    <Dumbbell className="size-5" aria-hidden="true" />
                    Practice
                  </button>
                )
              }
            >
              The word was <strong className="tracking-widest">{game.answer}</strong>.
            </ResultBanner>
            {puzzle !== null && today !== null ? <NextPuzzle shown={puzzle} today={today} onOpen={openDaily} /> : null}
            <StatsPanel
              title={puzzle === null ? "Practice statistics" : "Daily statistics"}
              stats={puzzle === null ? stats.practice : stats.daily}
              today={puzzle === null ? null : today}
              lastWinGuesses={game.status === "won" ? game.guesses.length : null}
            />
            <ShareWidget
              game="nordle"
              params={{
                puzzle,
                hardMode: game.hardMode,
                grid: emojiGrid(game.guesses, game.answer, highContrast),
                guesses: game.status === "won" ? game.guesses.length : null,
                tries: MAX_TRIES,
              }}
            />
          </div>
        ) : (
          <Keyboard
            marks={game ? keyboardMarks(game.guesses, game.answer) : {}}
            highContrast={highContrast}
            disabled={!game}
            onLetter={(letter) => game && keep(typeLetter(game, letter), mode)}
            onEnter={() => submit()}
            onDelete={() => game && keep(deleteLetter(game), mode)}
          />
        )}
      </div>
      <details className="mt-8 rounded-2xl border border-line bg-surface-muted p-4">
        <summary className="cursor-pointer py-2.5 font-semibold text-ink">Your statistics</summary>
        <div className="mt-3 space-y-4">
          <StatsPanel title="Daily puzzles" stats={stats.daily} today={today} lastWinGuesses={null} />
          <StatsPanel title="Practice games" stats={stats.practice} today={null} lastWinGuesses={null} />
          <TransferPanel stats={stats} onImport={importStats} />
        </div>
      </details>
    </div>
  );
}

/**
 * Under a finished daily puzzle: the time until the next one, on this device's calendar, and the
 * way to it once it has opened (or at once, under a past puzzle of the archive).
 */
function NextPuzzle({ shown, today, onOpen }: { shown: number; today: number; onOpen: (puzzle: number) => void }) {
  const [since] = useState(() => Date.now());
  const [now, setNow] = useState(since);
  useSecondTicks(since, setNow);
  const current = Math.max(today, todaysPuzzle(new Date(now)));
  if (current > shown) {
    return (
      <p className="text-center">
        <button type="button" className={buttonClass("primary", "md")} onClick={() => onOpen(current)}>
          Play today's puzzle, Nordle #{current}
        </button>
      </p>
    );
  }
  return (
    <p className="text-center font-semibold text-ink" data-testid="nordle-next">
      Next puzzle in{" "}
      <span className="font-extrabold text-xl tabular-nums" role="timer">
        {clockTime(untilNextPuzzle(new Date(now)))}
      </span>
    </p>
  );
}
