import { ArrowRight } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { progressKeys } from "../../progress-keys";
import { useBestScore } from "../../saved-progress";
import { CompanyCard, CompanyCardSkeleton } from "./company-card";
import { COMPANIES, type Company } from "./content";
import { GameOver } from "./game-over";
import {
  type Action,
  currentPair,
  firstFounded,
  foundedYear,
  type GameState,
  LOADING_MS,
  newGame,
  play,
  ROUNDS,
} from "./logic";

const reducer = (state: GameState | null, action: Action) => play(state, action, COMPANIES);
const byIndex = (index: number) => COMPANIES[index] as Company;

/**
 * Which Came First (mini-games.md sections 4, 5 and 9): ten rounds of two companies; the player
 * picks the one founded first, both dates are revealed, then Next; after round ten, the score and
 * its verdict, and the best score kept on the device. Each pair appears after a short loading state. The first render (prerendered) is
 * the loading state of round one; the game is drawn in the browser.
 */
export default function WhichCameFirst() {
  const [game, dispatch] = useReducer(reducer, null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows the player's own Next or Play Again, never the page load.
  const focusOnPair = useRef(false);
  const { best, offer } = useBestScore(progressKeys.whichCameFirstBest, ROUNDS);
  const [newBest, setNewBest] = useState(false);

  const start = () => {
    setNewBest(false);
    dispatch({ type: "start", game: newGame(COMPANIES.length, Math.random) });
  };
  useEffect(start, []);

  const phase = game?.phase ?? "loading";
  const round = game?.round ?? 0;
  const pairs = game?.pairs;
  useEffect(() => {
    if (!pairs || phase !== "loading") return;
    const timer = setTimeout(() => dispatch({ type: "loaded" }), LOADING_MS);
    return () => clearTimeout(timer);
  }, [pairs, phase]);

  // A finished game's score is offered as a best once, as the game ends.
  const score = game?.score ?? 0;
  useEffect(() => {
    if (phase === "over") setNewBest(offer(score));
  }, [phase, score, offer]);

  useEffect(() => {
    if (phase === "choosing" && focusOnPair.current) {
      focusOnPair.current = false;
      heading.current?.focus();
    }
  }, [phase]);

  if (game && phase === "over") {
    return (
      <div className="mx-auto max-w-2xl">
        <GameOver
          game={game}
          best={best}
          newBest={newBest}
          onPlayAgain={() => {
            focusOnPair.current = true;
            start();
          }}
        />
      </div>
    );
  }

  const pair = game ? currentPair(game) : null;
  const first = game && pair ? firstFounded(pair, COMPANIES) : null;
  const pick = phase === "revealed" ? game?.picks[round] : undefined;
  const last = round + 1 === ROUNDS;

  return (
    <section aria-labelledby="wcf-question" className="mx-auto max-w-2xl">
      <div className="flex items-center justify-between gap-4 font-semibold text-ink-soft text-sm">
        <p>
          Round {round + 1} of {ROUNDS}
        </p>
        <div className="flex gap-4">
          <p>
            Score <span className="text-ink tabular-nums">{game?.score ?? 0}</span>
          </p>
          {best !== null ? (
            <p data-testid="best-score">
              Best <span className="text-ink tabular-nums">{best}</span>
            </p>
          ) : null}
        </div>
      </div>
      <Progress game={game} />
      <h2
        id="wcf-question"
        ref={heading}
        tabIndex={-1}
        className="mt-6 text-center font-extrabold text-2xl text-ink sm:text-3xl"
      >
        Which came first?
        <span className="sr-only">
          {" "}
          Round {round + 1} of {ROUNDS}.
        </span>
      </h2>
      <p className="mt-1 text-center text-ink-muted">Pick the company that was founded earlier.</p>

      <fieldset
        aria-label="The two companies"
        className="relative mt-6 grid min-w-0 min-h-72 grid-cols-2 gap-3 sm:gap-6"
      >
        {pair && phase !== "loading" ? (
          pair.map((index) => (
            <div key={index} className="motion-safe:animate-[fade-in_250ms_ease-out]">
              <CompanyCard
                company={byIndex(index)}
                revealed={phase === "revealed"}
                first={index === first}
                picked={index === pick}
                onPick={() => dispatch({ type: "pick", company: index })}
              />
            </div>
          ))
        ) : (
          <>
            <CompanyCardSkeleton />
            <CompanyCardSkeleton />
          </>
        )}
        <span
          aria-hidden="true"
          className="-translate-x-1/2 -translate-y-1/2 absolute top-1/2 left-1/2 flex size-10 items-center justify-center rounded-full border-2 border-white bg-violet-700 font-bold text-sm text-white shadow"
        >
          or
        </span>
      </fieldset>
      <p role="status" className="sr-only">
        {phase === "loading" ? `Loading round ${round + 1}…` : ""}
      </p>

      <p aria-live="polite" className="mt-5 min-h-12 text-center text-ink-soft" data-testid="round-result">
        {pair && pick !== undefined && first !== null ? revealSentence(pick === first, first, pair) : ""}
      </p>
      <div className="mt-2 flex min-h-14 justify-center">
        {phase === "revealed" ? (
          <button
            type="button"
            className={buttonClass("primary", "lg")}
            onClick={() => {
              focusOnPair.current = true;
              dispatch({ type: "next" });
            }}
          >
            {last ? "See My Score" : "Next Round"}
            <ArrowRight className="size-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** What a round's reveal says: right or not, and both years, oldest first. */
function revealSentence(right: boolean, first: number, pair: readonly [number, number]): string {
  const later = pair[0] === first ? pair[1] : pair[0];
  const older = byIndex(first);
  const younger = byIndex(later);
  return `${right ? "Right!" : "Not quite."} ${older.name} was founded in ${foundedYear(older)}, ${younger.name} in ${foundedYear(younger)}.`;
}

const ROUND_INDEXES = Array.from({ length: ROUNDS }, (_, round) => round);

/** Ten segments: green for a right answer, red for a wrong one, violet for the round in play. */
function Progress({ game }: { game: GameState | null }) {
  return (
    <ol className="mt-2 grid grid-cols-10 gap-1" aria-hidden="true">
      {ROUND_INDEXES.map((round) => {
        const pick = game?.picks[round];
        const pair = game?.pairs[round];
        let colour = "bg-surface-strong";
        if (pick !== undefined && pair)
          colour = pick === firstFounded(pair, COMPANIES) ? "bg-emerald-600" : "bg-rose-600";
        else if (round === (game?.round ?? 0)) colour = "bg-violet-500";
        return <li key={round} className={`h-1.5 rounded-full ${colour}`} />;
      })}
    </ol>
  );
}
