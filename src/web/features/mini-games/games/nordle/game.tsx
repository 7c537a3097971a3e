import { RotateCcw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { localStore } from "../../../../lib/storage";
import { notify } from "../../notify";
import { bringPlayIntoView, PLAY_AREA_MARGIN } from "../../play-area";
import { ResultBanner } from "../../result-banner";
import { ShareWidget } from "../../share/share-widget";
import { useGameKeys } from "../../use-game-keys";
import { Board } from "./board";
import { ANSWERS } from "./content";
import { Keyboard } from "./keyboard";
import {
  deleteLetter,
  drawAnswer,
  emojiGrid,
  emptyStats,
  keyboardMarks,
  MAX_TRIES,
  type NordleState,
  type NordleStats,
  newGame,
  nordleMessages,
  recordGame,
  submitGuess,
  typeLetter,
} from "./logic";
import { StatsPanel } from "./stats-panel";

const STATS_KEY = "nordleStats";
const CONTRAST_KEY = "nordleHighContrast";

function loadStats(): NordleStats {
  try {
    const stored = JSON.parse(localStore.get(STATS_KEY) ?? "null") as NordleStats | null;
    if (stored && Array.isArray(stored.distribution) && stored.distribution.length === MAX_TRIES) return stored;
  } catch {
    // A damaged record starts over.
  }
  return emptyStats();
}

/**
 * Nordle (mini-games.md sections 4, 5 and 9): six tries at a five-letter word, typed on the
 * on-screen keyboard or the device's; statistics and the colour choice are kept on this device.
 */
export default function Nordle() {
  const [game, setGame] = useState<NordleState | null>(null);
  const [stats, setStats] = useState<NordleStats>(emptyStats);
  const [highContrast, setHighContrast] = useState(false);
  const [shake, setShake] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const playArea = useRef<HTMLDivElement>(null);

  // Play starts with a word's first letter: the board and keyboard come into view together.
  const started = game !== null && game.guesses.length === 0 && game.current.length > 0;
  useEffect(() => {
    if (started) bringPlayIntoView(playArea.current);
  }, [started]);

  useEffect(() => {
    setGame(newGame(drawAnswer(ANSWERS, Math.random)));
    setStats(loadStats());
    setHighContrast(localStore.get(CONTRAST_KEY) === "true");
  }, []);

  const finish = useCallback((finished: NordleState) => {
    setStats((previous) => {
      const next = recordGame(previous, finished);
      localStore.set(STATS_KEY, JSON.stringify(next));
      return next;
    });
    if (finished.status === "won") notify.success(nordleMessages.won);
    else notify.info({ ...nordleMessages.lost, body: `The word was "${finished.answer}".` });
  }, []);

  const submit = useCallback(() => {
    if (!game) return;
    const { state, error } = submitGuess(game);
    if (error) {
      notify.error(nordleMessages.tooShort);
      setShake(true);
      window.setTimeout(() => setShake(false), 300);
      return;
    }
    setGame(state);
    const guess = state.guesses.at(-1) ?? "";
    setAnnouncement(`${guess}. ${state.status === "playing" ? `${MAX_TRIES - state.guesses.length} tries left.` : ""}`);
    if (state.status !== "playing") finish(state);
  }, [game, finish]);

  useGameKeys((key) => {
    if (!game) return false;
    if (key === "Enter") submit();
    else if (key === "Backspace") setGame(deleteLetter(game));
    else if (/^[a-z]$/i.test(key)) setGame(typeLetter(game, key));
    else return false;
    return true;
  });

  const toggleContrast = () => {
    setHighContrast((on) => {
      localStore.set(CONTRAST_KEY, String(!on));
      return !on;
    });
  };
  const playAgain = () => {
    setGame((previous) => newGame(drawAnswer(ANSWERS, Math.random, previous?.answer)));
    setAnnouncement("New word. 6 tries left.");
  };

  const over = game !== null && game.status !== "playing";
  return (
    <div ref={playArea} className={`mx-auto max-w-xl ${PLAY_AREA_MARGIN}`}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <p className="text-ink-muted text-sm">Type a word and press Enter.</p>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium text-sm">
          <input type="checkbox" checked={highContrast} onChange={toggleContrast} className="size-4 accent-brand-600" />
          High contrast colours
        </label>
      </div>
      <Board
        guesses={game?.guesses ?? []}
        current={game?.current ?? ""}
        answer={game?.answer ?? ""}
        highContrast={highContrast}
        shake={shake}
      />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {over && game ? (
        <div className="mt-6 space-y-5">
          <ResultBanner
            title={game.status === "won" ? "You won!" : "Game over"}
            actions={
              <button type="button" className={buttonClass("light", "lg")} onClick={playAgain}>
                <RotateCcw className="size-5" aria-hidden="true" />
                Play Again
              </button>
            }
          >
            The word was <strong className="tracking-widest">{game.answer}</strong>.
          </ResultBanner>
          <StatsPanel stats={stats} lastWinGuesses={game.status === "won" ? game.guesses.length : null} />
          <ShareWidget
            game="nordle"
            params={{
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
          onLetter={(letter) => game && setGame(typeLetter(game, letter))}
          onEnter={submit}
          onDelete={() => game && setGame(deleteLetter(game))}
        />
      )}
    </div>
  );
}
