import { roundWinner, winnerText } from "../../../shared/catchphrase/engine";
import type { RoomView, SpectatorSummary } from "../../../shared/catchphrase/player-view";
import { buttonClass } from "../../components/ui/button";
import { Confetti } from "./confetti";
import { playerControls } from "./player-controls";
import { PlayerList } from "./player-list";
import { Scoreboard } from "./playing-body";
import { GuessedWords, RoundStoryPanel } from "./round-story";
import { teamColors } from "./team-badge";

/**
 * Between rounds (catchphrase.md section 2, roundEnd): the round's winner and the host's next step,
 * the round's story (the issue "Catchphrase for a party night"); the players, whom the host may
 * remove (issue 18).
 */
export function RoundEndBody(props: {
  view: RoomView;
  onNextRound: () => void;
  onEndGame: () => void;
  onRemove: (someone: SpectatorSummary) => void;
  busy: boolean;
}) {
  const { view } = props;
  const winner = roundWinner(view.game);
  const lastRound = view.game.currentRound >= view.game.totalRounds;
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <section aria-labelledby="round-complete-heading" className="rounded-3xl bg-surface p-6 text-center shadow-sm">
        <h2 id="round-complete-heading" className="font-extrabold text-3xl tracking-tight">
          Round {view.game.currentRound} Complete!
        </h2>
        <p className={`mt-3 font-bold text-xl ${teamColors[winner].text}`} data-testid="round-winner">
          Team {winner} wins the round!
        </p>
        {view.you.isHost ? (
          <button
            type="button"
            disabled={props.busy}
            className={buttonClass("primary", "lg", "mt-6")}
            onClick={lastRound ? props.onEndGame : props.onNextRound}
          >
            {lastRound ? "End Game" : "Start Next Round"}
          </button>
        ) : (
          <p className="mt-6 text-ink-muted" role="status">
            Waiting for the host to {lastRound ? "end the game" : "start the next round"}...
          </p>
        )}
      </section>
      {view.story ? <RoundStoryPanel story={view.story} /> : null}
      <Scoreboard view={view} />
      <PlayerList view={view} busy={props.busy} onRemove={props.onRemove} />
    </div>
  );
}

/**
 * The end of the game (catchphrase.md section 2, gameEnd): the winner with a little confetti, the
 * scores, the last round's story and each team's words of the game, Play Again.
 */
export function GameEndBody(props: { view: RoomView; onPlayAgain: () => void; busy: boolean }) {
  const { story } = props.view;
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <section
        aria-labelledby="game-complete-heading"
        className="relative overflow-hidden rounded-3xl bg-surface p-6 text-center shadow-sm"
      >
        <Confetti />
        <h2 id="game-complete-heading" className="font-semibold text-ink-muted text-sm uppercase tracking-widest">
          Game Complete
        </h2>
        <p className="mt-3 font-extrabold text-4xl tracking-tight" data-testid="winner">
          {winnerText(props.view.game)}
        </p>
        {playerControls(props.view).playAgain ? (
          <button
            type="button"
            disabled={props.busy}
            className={buttonClass("primary", "lg", "mt-6")}
            onClick={props.onPlayAgain}
          >
            Play Again
          </button>
        ) : null}
      </section>
      <Scoreboard view={props.view} />
      {story?.guessed ? <GuessedWords guessed={story.guessed} /> : null}
      {story && story.words.length > 0 ? <RoundStoryPanel story={story} /> : null}
    </div>
  );
}
