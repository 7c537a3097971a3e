import { RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { keepToastsAbove } from "../../../../components/toasts/lift";
import { buttonClass } from "../../../../components/ui/button";
import { CategoryPicker } from "../../category-picker";
import { notify } from "../../notify";
import { bringPlayIntoView, PLAY_AREA_MARGIN } from "../../play-area";
import { ResultBanner } from "../../result-banner";
import { ShareWidget } from "../../share/share-widget";
import { useGameKeys } from "../../use-game-keys";
import { CATEGORIES, categoryLabels, type HangmanCategory, WORDS } from "./content";
import { HangmanDrawing } from "./drawing";
import { guessLetter, type HangmanState, hangmanMessages, MAX_WRONG, revealed, startGame, wrongGuesses } from "./logic";

const ALPHABET = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];

/**
 * Word Hangman (mini-games.md sections 4, 5 and 9): choose a category, then guess the word with
 * the on-screen keyboard or the device's before ten wrong guesses complete the drawing.
 */
export default function WordHangman() {
  const [category, setCategory] = useState<HangmanCategory | null>(null);
  const [game, setGame] = useState<HangmanState | null>(null);
  const [rounds, setRounds] = useState(0);
  const playArea = useRef<HTMLDivElement>(null);

  const start = (chosen = category) => {
    const started = startGame(chosen, WORDS, Math.random);
    if (started === "noCategory") notify.error(hangmanMessages.noCategory);
    else {
      setGame(started);
      setRounds((count) => count + 1);
    }
  };
  // Each new word brings the drawing, the word and the letters into view together.
  useEffect(() => {
    if (rounds > 0) bringPlayIntoView(playArea.current);
  }, [rounds]);
  const guess = (letter: string) => {
    if (!game) return;
    const next = guessLetter(game, letter);
    setGame(next);
    if (game.status === "playing" && next.status === "won") notify.success(hangmanMessages.won);
    if (game.status === "playing" && next.status === "lost")
      notify.error({ ...hangmanMessages.lost, body: `The word was "${next.word}".` });
  };
  useGameKeys((key) => {
    if (game?.status !== "playing" || !/^[a-z]$/i.test(key)) return false;
    guess(key);
    return true;
  }, game !== null);

  if (!game) {
    return (
      <section className="mx-auto max-w-xl rounded-3xl border border-line bg-surface p-6">
        <CategoryPicker
          name="hangman-category"
          options={CATEGORIES}
          value={category}
          onChange={setCategory}
          renderOption={(option) => <span className="block text-center">{categoryLabels[option]}</span>}
        />
        <button type="button" className={buttonClass("primary", "lg", "mt-6 w-full")} onClick={() => start()}>
          Start Game
        </button>
      </section>
    );
  }

  const wrong = wrongGuesses(game);
  const over = game.status !== "playing";
  return (
    <div ref={playArea} className={`mx-auto max-w-2xl ${PLAY_AREA_MARGIN}`}>
      <div className="grid grid-cols-[auto_1fr] items-center gap-4 sm:gap-6">
        <div className="flex justify-center">
          <HangmanDrawing wrong={wrong} />
        </div>
        <div className="text-left">
          <p className="font-semibold text-brand-ink text-sm uppercase tracking-widest">
            {categoryLabels[game.category]}
          </p>
          <p className="sr-only" aria-live="polite">
            {`Word: ${revealed(game)
              .map((letter) => letter ?? "blank")
              .join(" ")}. ${wrong} of ${MAX_WRONG} wrong guesses.`}
          </p>
          {/* One row whatever the word's length: the blanks narrow to fit (a word broken over two lines reads as two). */}
          <p
            className="mt-3 grid gap-1 sm:gap-1.5"
            style={{ gridTemplateColumns: `repeat(${game.word.length}, minmax(0, 2rem))` }}
            aria-hidden="true"
            data-testid="hangman-word"
          >
            {revealed(game).map((letter, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: letters are positions in the word
                key={index}
                className={`flex h-11 items-end justify-center border-ink-soft border-b-4 pb-1 font-extrabold text-xl sm:text-2xl ${
                  over && !game.guessed.includes(game.word[index] ?? "") ? "text-rose-700 dark:text-rose-300" : ""
                }`}
              >
                {letter ?? ""}
              </span>
            ))}
          </p>
          <p className="mt-4 text-ink-soft" data-testid="hangman-wrong">
            Wrong guesses: <strong>{wrong}</strong> / {MAX_WRONG}
          </p>
        </div>
      </div>

      {over ? (
        <div className="mt-6 space-y-5">
          <ResultBanner
            title={game.status === "won" ? "You won!" : "Game over"}
            actions={
              <>
                <button type="button" className={buttonClass("light", "md")} onClick={() => start(game.category)}>
                  <RotateCcw className="size-4" aria-hidden="true" />
                  Play Again
                </button>
                <button type="button" className={buttonClass("onDark", "md")} onClick={() => setGame(null)}>
                  Change Category
                </button>
              </>
            }
          >
            The word was <strong className="tracking-widest">{game.word}</strong>.
          </ResultBanner>
          <ShareWidget game="word-hangman" params={{ word: game.word, won: game.status === "won" }} />
        </div>
      ) : (
        <section
          aria-label="Letters"
          data-keyboard
          ref={keepToastsAbove}
          className="mt-6 grid sm:mt-8 grid-cols-7 gap-1.5 sm:grid-cols-9"
        >
          {ALPHABET.map((letter) => {
            const used = game.guessed.includes(letter);
            const hit = used && game.word.includes(letter);
            return (
              <button
                key={letter}
                type="button"
                disabled={used}
                onClick={() => guess(letter)}
                aria-label={used ? `${letter}, ${hit ? "in the word" : "not in the word"}` : letter}
                className={`h-12 rounded-lg border font-bold text-lg disabled:cursor-not-allowed ${
                  !used
                    ? "border-line-strong bg-surface hover:border-brand-400 hover:bg-brand-50"
                    : hit
                      ? "border-emerald-700 bg-emerald-700 text-white"
                      : "border-line-strong bg-surface-strong text-ink-muted line-through"
                }`}
              >
                {letter}
              </button>
            );
          })}
        </section>
      )}
    </div>
  );
}
