import { Check, RefreshCw, SkipForward } from "lucide-react";
import { useId } from "react";
import { catchphraseErrors } from "../../../shared/catchphrase/messages";
import type { RoomView, SpectatorSummary } from "../../../shared/catchphrase/player-view";
import { buttonClass } from "../../components/ui/button";
import { playerControls, someoneCanTakeOver } from "./player-controls";
import { PlayerList } from "./player-list";
import { teamColors } from "./team-badge";
import { TimeBar } from "./time-bar";
import { useSecondsLeft } from "./use-time-left";

type PlayingBodyProps = {
  view: RoomView;
  onWordGuessed: () => void;
  onChangeWord: () => void;
  onSkipTurn: () => void;
  onRemove: (someone: SpectatorSummary) => void;
  busy: boolean;
};

/** A round in play (catchphrase.md section 2, playing), with the host's Skip Turn (issue 18). */
export function PlayingBody({ view, onWordGuessed, onChangeWord, onSkipTurn, onRemove, busy }: PlayingBodyProps) {
  const { game, you } = view;
  const seconds = useSecondsLeft(game);
  const describer = view.players.find((player) => player.id === game.currentPlayer);
  return (
    <div className="grid gap-5 md:grid-cols-[3fr_2fr]">
      <div className="space-y-5">
        <section aria-labelledby="round-heading" className="rounded-3xl bg-surface p-5 shadow-sm">
          <div className="flex items-center justify-between gap-3">
            <h2 id="round-heading" className="font-bold text-lg">
              Round {game.currentRound} of {game.totalRounds}
            </h2>
            {game.showTimer ? (
              <span className="font-extrabold text-2xl tabular-nums" data-testid="time-left">
                {seconds}s<span className="sr-only"> left</span>
              </span>
            ) : null}
          </div>
          {game.showTimer ? <TimeBar game={game} seconds={seconds} /> : null}
          <p className="mt-4 text-ink-soft" data-testid="current-player">
            <span className="font-semibold">{describer?.name ?? "Someone"}</span> of{" "}
            <span className={`font-semibold ${teamColors[game.currentTeam].text}`}>Team {game.currentTeam}</span> is
            describing
            {you.isDescriber ? " (that's you!)" : ""}.
          </p>
          {playerControls(view).skipTurn ? (
            <SkipTurn describer={describer?.name ?? "the describer"} view={view} busy={busy} onSkipTurn={onSkipTurn} />
          ) : null}
        </section>

        <section
          aria-labelledby="word-heading"
          className={`rounded-3xl border-2 p-6 text-center shadow-sm ${teamColors[game.currentTeam].soft}`}
        >
          <h2 id="word-heading" className="font-semibold text-ink-muted text-sm uppercase tracking-widest">
            {you.isDescriber
              ? "Describe this word"
              : you.canSeeWord
                ? "The word they are describing"
                : you.watching
                  ? "The word, hidden while you watch"
                  : "Guess the word"}
          </h2>
          {/* The longest words in the bank ("Paleontologist") fit whole on a 320 px phone and beside
              the scores on a tablet; a longer one breaks where it must rather than widening the page
              (a grid column grows to fit its widest word). */}
          <p
            className="mt-3 wrap-anywhere font-extrabold text-[length:clamp(1.625rem,8vw,2.25rem)] tracking-tight lg:text-5xl"
            data-testid="word"
            aria-live="polite"
          >
            {game.currentWord ?? "???"}
          </p>
          {you.isDescriber ? (
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <button type="button" className={buttonClass("primary", "lg")} onClick={onWordGuessed} disabled={busy}>
                <Check className="size-5" aria-hidden="true" />
                Word Guessed
              </button>
              {game.allowWordChange ? (
                <button type="button" className={buttonClass("outline", "lg")} onClick={onChangeWord} disabled={busy}>
                  <RefreshCw className="size-5" aria-hidden="true" />
                  Change Word
                </button>
              ) : null}
            </div>
          ) : null}
        </section>
      </div>

      <div className="space-y-5">
        <Scoreboard view={view} />
        <PlayerList view={view} busy={busy} onRemove={onRemove} />
      </div>
    </div>
  );
}

/** The host's Skip Turn: passes the describer's turn to the next connected player at once. */
function SkipTurn(props: { describer: string; view: RoomView; busy: boolean; onSkipTurn: () => void }) {
  const hint = useId();
  const possible = someoneCanTakeOver(props.view);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        className={buttonClass("outline", "sm", "min-h-11 sm:min-h-9")}
        disabled={props.busy || !possible}
        onClick={props.onSkipTurn}
        aria-describedby={hint}
      >
        <SkipForward className="size-4" aria-hidden="true" />
        Skip Turn
      </button>
      <span id={hint} className="text-ink-muted text-sm">
        {possible ? `Passes ${props.describer}'s turn to the next player.` : catchphraseErrors.nobodyToDescribe}
      </span>
    </div>
  );
}

/** Team A and Team B scores. */
export function Scoreboard({ view }: { view: Pick<RoomView, "game"> }) {
  return (
    <section aria-labelledby="score-heading" className="rounded-3xl bg-surface p-5 shadow-sm">
      <h2 id="score-heading" className="font-bold text-lg">
        Scoreboard
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-center">
        {(["A", "B"] as const).map((team) => (
          <div key={team} className={`rounded-2xl border p-3 ${teamColors[team].soft}`}>
            <dt className={`font-semibold text-sm ${teamColors[team].text}`}>Team {team}</dt>
            <dd className="font-extrabold text-3xl tabular-nums" data-testid={`score-${team}`}>
              {team === "A" ? view.game.teamAScore : view.game.teamBScore}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
